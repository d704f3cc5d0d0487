#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed JSON document as a flat list of entries over its bytes: what the one grammar walk
/// (``JSONParser``) produces. Typed values decode straight from it; a ``JSONValue`` tree is
/// built from it only when asked for.
///
/// Entries are in document order: a container's entry comes first and records its member count
/// and the index just past its last entry (so a reader skips it in one step); an object's
/// members are a key entry followed by the value's entries. Strings without escapes stay as
/// byte ranges and become `String`s only when decoded; the rare escaped ones are decoded while
/// parsing, into `strings`. Numbers are parsed while parsing, so every error ``JSONParseError``
/// can report (grammar, UTF-8, depth, number range) is found before any decoding starts.
final class JSONTape: Sendable {
    struct Entry: Sendable {
        enum Kind: UInt8, Sendable {
            case null, bool, int, double, string, escapedString, array, object
        }

        var kind: Kind
        /// bool: 0 or 1; int, double: the bit pattern; string: first byte; escapedString: index
        /// into `strings`; array, object: member count.
        var a: Int
        /// string: byte end (exclusive); array, object: index of the entry after the container.
        var b: Int
    }

    let bytes: [UInt8]
    let entries: [Entry]
    let strings: [String]
    /// Index of a `null` entry after the document: what a missing `super` member decodes from.
    let nullIndex: Int

    private init(bytes: [UInt8], entries: [Entry], strings: [String]) {
        self.bytes = bytes
        self.entries = entries
        self.strings = strings
        nullIndex = entries.count - 1
    }

    /// Parses `bytes` with the rules of ``JSONValue/init(parsing:maxDepth:)``.
    static func parse(_ bytes: [UInt8], maxDepth: Int = JSONValue.defaultMaxDepth) throws(JSONParseError) -> JSONTape {
        var entries: [Entry] = []
        var strings: [String] = []
        // One entry per value and key: a compact message needs about one per 12 bytes.
        entries.reserveCapacity(bytes.count / 8 + 4)
        let result: Result<Void, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, maxDepth: maxDepth)
            do throws(JSONParseError) {
                try parser.parseTape(into: &entries, strings: &strings)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
        entries.append(Entry(kind: .null, a: 0, b: 0))
        return JSONTape(bytes: bytes, entries: entries, strings: strings)
    }

    // MARK: Reading

    /// The index of the entry after the value at `index` (skipping a container whole).
    @inline(__always)
    func next(after index: Int) -> Int {
        let entry = entries[index]
        return entry.kind.rawValue >= Entry.Kind.array.rawValue ? entry.b : index + 1
    }

    @inline(__always)
    func kind(at index: Int) -> Entry.Kind { entries[index].kind }

    /// The string at `index` (a string entry or an object key).
    func string(at index: Int) -> String {
        let entry = entries[index]
        if entry.kind == .escapedString { return strings[entry.a] }
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[entry.a..<entry.b]), as: UTF8.self)
        }
    }

    /// A name's bit in a keyed container's name mask: from its UTF-8 length and first byte.
    @inline(__always)
    static func nameBit(length: Int, first: UInt8) -> UInt64 {
        1 << UInt64((length &* 7 &+ Int(first)) & 63)
    }

    @inline(__always)
    static func nameBit(of name: inout String) -> UInt64 {
        name.withUTF8 { nameBit(length: $0.count, first: $0.first ?? 0) }
    }

    /// The bit of the key at `index`; for an escaped key, the bit of its decoded name.
    @inline(__always)
    func nameBit(at index: Int) -> UInt64 {
        let entry = entries[index]
        if entry.kind == .escapedString {
            var name = strings[entry.a]
            return Self.nameBit(of: &name)
        }
        let length = entry.b - entry.a
        return Self.nameBit(length: length, first: length > 0 ? bytes[entry.a] : 0)
    }

    /// Whether the key at `index` spells `name`, comparing UTF-8 bytes without making a `String`.
    @inline(__always)
    func key(at index: Int, equals name: inout String) -> Bool {
        let entry = entries[index]
        if entry.kind == .escapedString { return strings[entry.a].hasSameScalars(as: name) }
        let length = entry.b - entry.a
        return name.withUTF8 { wanted in
            guard wanted.count == length else { return false }
            return bytes.withUnsafeBufferPointer { all in
                guard length > 0 else { return true }
                return memcmp(wanted.baseAddress!, all.baseAddress! + entry.a, length) == 0
            }
        }
    }

    /// The value at `index` as a ``JSONValue``; containers are represented by an empty one of
    /// their kind (enough for a type name in an error message). For scalars on the hot path.
    func scalar(at index: Int) -> JSONValue {
        let entry = entries[index]
        switch entry.kind {
        case .null: return .null
        case .bool: return .bool(entry.a != 0)
        case .int: return .int(Int64(truncatingIfNeeded: entry.a))
        case .double: return .double(Double(bitPattern: UInt64(UInt(bitPattern: entry.a))))
        case .string, .escapedString: return .string(string(at: index))
        case .array: return .array([])
        case .object: return .object(JSONObject())
        }
    }

    /// The whole value at `index` as a ``JSONValue``.
    ///
    /// Iterative (open containers on a stack), so any depth the parse allowed is fine. Each
    /// container is built once, when it closes, from the tail of two flat lists.
    func value(at index: Int) -> JSONValue {
        struct Frame {
            var isObject: Bool
            var remaining: Int
            var valueStart: Int
            var keyStart: Int
        }
        var frames: [Frame] = []
        var values: [JSONValue] = []
        var keys: [String] = []
        var i = index
        building: while true {
            let entry = entries[i]
            var value: JSONValue
            switch entry.kind {
            case .array where entry.a > 0, .object where entry.a > 0:
                let isObject = entry.kind == .object
                frames.append(Frame(isObject: isObject, remaining: entry.a, valueStart: values.count, keyStart: keys.count))
                if isObject {
                    keys.append(string(at: i + 1))
                    i += 2
                } else {
                    i += 1
                }
                continue building
            default:
                value = scalar(at: i)
                i += 1
            }
            // A value is complete: hand it to its container, closing every container it ends.
            while let top = frames.indices.last {
                values.append(value)
                frames[top].remaining -= 1
                let frame = frames[top]
                if frame.remaining > 0 {
                    if frame.isObject {
                        keys.append(string(at: i))
                        i += 1
                    }
                    continue building
                }
                frames.removeLast()
                if frame.isObject {
                    value = .object(JSONObject(keys: keys[frame.keyStart...], values: values[frame.valueStart...]))
                    keys.removeSubrange(frame.keyStart...)
                } else {
                    value = .array(Array(values[frame.valueStart...]))
                }
                values.removeSubrange(frame.valueStart...)
            }
            return value
        }
    }
}
