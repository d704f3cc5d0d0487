/// Writes a ``JSONValue`` as compact UTF-8 JSON.
///
/// Iterative: open containers sit on an explicit stack, so a value built in code a million
/// levels deep serializes instead of overflowing the call stack.
@usableFromInline
struct JSONSerializer {
    @usableFromInline var output: [UInt8] = []
    private let sortedKeys: Bool

    private enum OpenContainer {
        case array([JSONValue], next: Int)
        /// `order` lists member positions in output order (sorted keys) or is empty (as stored).
        case object(JSONObject, order: [Int], next: Int)
    }

    init(sortedKeys: Bool, capacity: Int = 2048) {
        self.sortedKeys = sortedKeys
        output.reserveCapacity(capacity)
    }

    mutating func write(_ root: JSONValue) {
        var stack: [OpenContainer] = []
        var current = root
        writing: while true {
            switch current {
            case .null: append("null")
            case .bool(let b): append(b ? "true" : "false")
            case .int(let i): writeInteger(i)
            case .double(let d): writeDouble(d)
            case .string(let s): writeString(s)
            case .array(let elements):
                guard let first = elements.first else {
                    append("[]")
                    break
                }
                output.append(UInt8(ascii: "["))
                stack.append(.array(elements, next: 1))
                current = first
                continue writing
            case .object(let object):
                guard !object.isEmpty else {
                    append("{}")
                    break
                }
                let order = sortedKeys ? Self.sortedOrder(object) : []
                let first = order.first ?? 0
                output.append(UInt8(ascii: "{"))
                writeString(object.storedKeys[first])
                output.append(UInt8(ascii: ":"))
                stack.append(.object(object, order: order, next: 1))
                current = object.storedValues[first]
                continue writing
            }

            // A value is written: continue its container or close containers that are done.
            while let frame = stack.last {
                switch frame {
                case .array(let elements, let next):
                    if next < elements.count {
                        output.append(UInt8(ascii: ","))
                        stack[stack.count - 1] = .array(elements, next: next + 1)
                        current = elements[next]
                        continue writing
                    }
                    output.append(UInt8(ascii: "]"))
                case .object(let object, let order, let next):
                    if next < object.count {
                        let member = order.isEmpty ? next : order[next]
                        output.append(UInt8(ascii: ","))
                        writeString(object.storedKeys[member])
                        output.append(UInt8(ascii: ":"))
                        stack[stack.count - 1] = .object(object, order: order, next: next + 1)
                        current = object.storedValues[member]
                        continue writing
                    }
                    output.append(UInt8(ascii: "}"))
                }
                stack.removeLast()
            }
            return
        }
    }

    /// Member positions ordered by key, comparing UTF-8 bytes (= code point order), which is
    /// stable across platforms and locales, as golden files need.
    private static func sortedOrder(_ object: JSONObject) -> [Int] {
        let keys = object.storedKeys
        return keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
    }

    // MARK: - Scalars

    @inline(__always)
    mutating func append(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func writeInteger(_ value: Int64) {
        if value >= 0 && value < 10 {
            output.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    /// Shortest round-trip digits. NaN and infinities have no JSON spelling and are written as
    /// `null`. Swift's `description` already yields valid JSON for finite values (`2.0`,
    /// `1e-05`, `1e+300`, `-0.0`), so it is used as is.
    mutating func writeDouble(_ value: Double) {
        guard value.isFinite else {
            append("null")
            return
        }
        var text = value.description
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    /// Escapes `"`, `\` and C0 controls (short forms where JSON has them, else `\u00XX`);
    /// `/`, DEL and non-ASCII stay as they are, in UTF-8.
    mutating func writeString(_ string: String) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for i in 0..<bytes.count {
                let byte = bytes[i]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if runStart < i { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
                runStart = i + 1
                output.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
                case 0x0A: output.append(UInt8(ascii: "n"))
                case 0x0D: output.append(UInt8(ascii: "r"))
                case 0x09: output.append(UInt8(ascii: "t"))
                case 0x08: output.append(UInt8(ascii: "b"))
                case 0x0C: output.append(UInt8(ascii: "f"))
                default:
                    let hex: StaticString = "0123456789abcdef"
                    output.append(UInt8(ascii: "u"))
                    output.append(UInt8(ascii: "0"))
                    output.append(UInt8(ascii: "0"))
                    output.append(hex.utf8Start[Int(byte >> 4)])
                    output.append(hex.utf8Start[Int(byte & 0xF)])
                }
            }
            if runStart < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
        output.append(UInt8(ascii: "\""))
    }
}

// MARK: - Public entry points

extension JSONValue {
    /// The value as compact JSON: one line, no spaces, no trailing newline, UTF-8.
    ///
    /// Strings escape only `"`, `\` and control characters; `/` and non-ASCII are written as
    /// UTF-8. Doubles use the shortest digits that parse back to the same `Double` (`2.0` stays
    /// `2.0`, so it reads back as a double). NaN and ±infinity, which JSON cannot spell, are
    /// written as `null`. Deep values built in code are fine: the writer does not recurse.
    ///
    /// - Parameter sortedKeys: write object members ordered by key (UTF-8 byte order), for
    ///   golden files and diffs; otherwise members keep their stored order.
    public func serialized(sortedKeys: Bool = false) -> [UInt8] {
        var serializer = JSONSerializer(sortedKeys: sortedKeys)
        serializer.write(self)
        return serializer.output
    }

    /// Appends what ``serialized(sortedKeys:)`` returns (members as stored) to `bytes`: for
    /// writers that frame a value inside bytes of their own, without an intermediate array.
    public func serialize(appendingTo bytes: inout [UInt8]) {
        var serializer = JSONSerializer(sortedKeys: false, capacity: 0)
        swap(&serializer.output, &bytes)
        serializer.write(self)
        swap(&serializer.output, &bytes)
    }

    /// ``serialized(sortedKeys:)`` as a `String`.
    public func serializedString(sortedKeys: Bool = false) -> String {
        String(decoding: serialized(sortedKeys: sortedKeys), as: UTF8.self)
    }
}
