/// A parsed JSON document as a flat list of entries over its bytes, for decoding typed values
/// straight from bytes without building a ``JSONValue`` tree.
///
/// Entries are in document order: a container's entry comes first and records its member count
/// and the index just past its last entry (so a reader skips it in one step); an object's
/// members are a key entry followed by the value's entries. Strings without escapes stay as
/// byte ranges and become `String`s only when decoded; the rare escaped ones are decoded while
/// parsing, into `strings`. Numbers are parsed while parsing, so every error ``JSONParseError``
/// can report (grammar, UTF-8, depth, number range) is found before any decoding starts, at the
/// same offsets as ``JSONValue/init(parsing:maxDepth:)``.
final class JSONTape {
    struct Entry {
        enum Kind: UInt8 {
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
    static func parse(_ bytes: [UInt8], maxDepth: Int) throws(JSONParseError) -> JSONTape {
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
        if entry.kind == .escapedString { return strings[entry.a] == name }
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

    /// The whole value at `index` as a ``JSONValue``, equal to what the parser builds.
    ///
    /// Recursion is bounded by the parse's depth limit.
    func value(at index: Int) -> JSONValue {
        let entry = entries[index]
        switch entry.kind {
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(entry.a)
            var i = index + 1
            for _ in 0..<entry.a {
                elements.append(value(at: i))
                i = next(after: i)
            }
            return .array(elements)
        case .object:
            var keys: [String] = []
            var values: [JSONValue] = []
            keys.reserveCapacity(entry.a)
            values.reserveCapacity(entry.a)
            var i = index + 1
            for _ in 0..<entry.a {
                keys.append(string(at: i))
                values.append(value(at: i + 1))
                i = next(after: i + 1)
            }
            return .object(JSONObject(keys: keys, values: values))
        default:
            return scalar(at: index)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Building

extension JSONParser {
    private struct TapeFrame {
        var isObject: Bool
        var entry: Int
        var count: Int
    }

    /// Parses exactly one value surrounded by optional whitespace into `entries`.
    ///
    /// The same grammar walk as ``parseDocument()``, check for check, so errors and their
    /// offsets are identical; only what is recorded differs.
    mutating func parseTape(into entries: inout [JSONTape.Entry], strings: inout [String]) throws(JSONParseError) {
        var frames: [TapeFrame] = []
        frames.reserveCapacity(16)

        parsing: while true {
            skipWhitespace()
            guard position < bytes.count else {
                throw failure(frames.isEmpty ? "empty input, expected a JSON value" : "unexpected end of input, expected a value")
            }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                guard frames.count < maxDepth else { throw failure("nesting deeper than \(maxDepth) levels") }
                position += 1
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    entries.append(JSONTape.Entry(kind: .object, a: 0, b: entries.count + 1))
                } else {
                    frames.append(TapeFrame(isObject: true, entry: entries.count, count: 0))
                    entries.append(JSONTape.Entry(kind: .object, a: 0, b: 0))
                    try scanKey(into: &entries, strings: &strings)
                    continue parsing
                }
            case UInt8(ascii: "["):
                guard frames.count < maxDepth else { throw failure("nesting deeper than \(maxDepth) levels") }
                position += 1
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    entries.append(JSONTape.Entry(kind: .array, a: 0, b: entries.count + 1))
                } else {
                    frames.append(TapeFrame(isObject: false, entry: entries.count, count: 0))
                    entries.append(JSONTape.Entry(kind: .array, a: 0, b: 0))
                    continue parsing
                }
            case UInt8(ascii: "\""):
                position += 1
                try scanStringBody(into: &entries, strings: &strings)
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                entries.append(JSONTape.Entry(kind: .bool, a: 1, b: 0))
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                entries.append(JSONTape.Entry(kind: .bool, a: 0, b: 0))
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                entries.append(JSONTape.Entry(kind: .null, a: 0, b: 0))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                switch try parseNumber() {
                case .int(let int): entries.append(JSONTape.Entry(kind: .int, a: Int(int), b: 0))
                case .double(let double):
                    entries.append(JSONTape.Entry(kind: .double, a: Int(bitPattern: UInt(double.bitPattern)), b: 0))
                default: preconditionFailure("parseNumber returns a number")
                }
            case let byte:
                throw failure("unexpected \(Self.describe(byte)), expected a value")
            }

            // A value is complete: count it in its container, closing as many as end here.
            while true {
                guard !frames.isEmpty else {
                    skipWhitespace()
                    guard position == bytes.count else {
                        throw failure("unexpected \(Self.describe(bytes[position])) after the JSON value")
                    }
                    return
                }
                frames[frames.count - 1].count += 1
                let frame = frames[frames.count - 1]
                skipWhitespace()
                guard position < bytes.count else {
                    throw failure("unexpected end of input, expected ',' or '\(frame.isObject ? "}" : "]")'")
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: ",") {
                    position += 1
                    if frame.isObject {
                        skipWhitespace()
                        try scanKey(into: &entries, strings: &strings)
                    }
                    continue parsing
                }
                guard byte == (frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw failure("unexpected \(Self.describe(byte)), expected ',' or '\(frame.isObject ? "}" : "]")'")
                }
                position += 1
                frames.removeLast()
                entries[frame.entry].a = frame.count
                entries[frame.entry].b = entries.count
            }
        }
    }

    /// ``parseKey()`` recording the name as a string entry.
    private mutating func scanKey(into entries: inout [JSONTape.Entry], strings: inout [String]) throws(JSONParseError) {
        guard position < bytes.count else { throw failure("unexpected end of input, expected a member name") }
        guard bytes[position] == UInt8(ascii: "\"") else {
            throw failure("unexpected \(Self.describe(bytes[position])), expected a member name in double quotes")
        }
        position += 1
        try scanStringBody(into: &entries, strings: &strings)
        skipWhitespace()
        guard position < bytes.count else { throw failure("unexpected end of input, expected ':'") }
        guard bytes[position] == UInt8(ascii: ":") else {
            throw failure("unexpected \(Self.describe(bytes[position])), expected ':'")
        }
        position += 1
    }

    /// ``parseStringBody()`` without making a `String` unless the string has escapes.
    private mutating func scanStringBody(into entries: inout [JSONTape.Entry], strings: inout [String]) throws(JSONParseError) {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                entries.append(JSONTape.Entry(kind: .string, a: start, b: position))
                position += 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                strings.append(try parseEscapedString(from: start))
                entries.append(JSONTape.Entry(kind: .escapedString, a: strings.count - 1, b: 0))
                return
            }
            if byte < 0x20 {
                throw failure("unescaped control character \(Self.describe(byte)) in string")
            }
            if byte < 0x80 {
                position += 1
            } else {
                position += try utf8SequenceLength()
            }
        }
        throw failure("unterminated string")
    }
}
