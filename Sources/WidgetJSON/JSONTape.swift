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
/// members are a key entry followed by the value's entries. Strings stay byte ranges and become
/// `String`s only when decoded: of the input, or for the rare ones with escapes, of their bytes
/// decoded while parsing (`unescaped`). Numbers are parsed while parsing, so every error ``JSONParseError``
/// can report (grammar, UTF-8, depth, number range) is found before any decoding starts.
@usableFromInline
final class JSONTape: Sendable {
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline
        enum Kind: UInt8, Sendable {
            case null, bool, int, double, string, escapedString, array, object
        }

        @usableFromInline var kind: Kind
        /// bool: 0 or 1; int, double: the bit pattern; string: first byte; escapedString: first
        /// byte in `unescaped`; array, object: member count.
        @usableFromInline var a: Int
        /// string, escapedString: byte end (exclusive); array, object: index of the entry after
        /// the container.
        @usableFromInline var b: Int

        @usableFromInline
        init(kind: Kind, a: Int, b: Int) {
            self.kind = kind
            self.a = a
            self.b = b
        }
    }

    @usableFromInline let bytes: [UInt8]
    @usableFromInline let entries: [Entry]
    /// The decoded bytes of the strings with escapes, one after another.
    @usableFromInline let unescaped: [UInt8]
    /// Index of a `null` entry after the document: what a missing `super` member decodes from.
    let nullIndex: Int

    private init(bytes: [UInt8], entries: [Entry], unescaped: [UInt8]) {
        self.bytes = bytes
        self.entries = entries
        self.unescaped = unescaped
        nullIndex = entries.count - 1
    }

    /// Runs `decode` on the value at `root`; its error becomes a ``JSONDecodingError`` with the
    /// pointer from `root`.
    @inlinable
    func decode<T>(at root: Int, _ decode: (JSONTapeReader, Int) throws(JSONTapeError) -> T) throws(JSONDecodingError) -> T {
        do {
            return try withReader { (reader) throws(JSONTapeError) -> T in try decode(reader, root) }
        } catch {
            throw decodingError(error, root: root)
        }
    }

    @usableFromInline
    func decodingError(_ error: JSONTapeError, root: Int) -> JSONDecodingError {
        JSONDecodingError(pointer: pointer(to: error.index, from: root, suffix: error.suffix), reason: error.reason)
    }

    /// Parses `bytes` with the rules of ``JSONValue/init(parsing:maxDepth:)``.
    @usableFromInline
    static func parse(_ bytes: [UInt8], maxDepth: Int = JSONValue.defaultMaxDepth) throws(JSONParseError) -> JSONTape {
        var entries: [Entry] = []
        // One entry per value and key: a compact message needs about one per 12 bytes.
        entries.reserveCapacity(bytes.count / 8 + 4)
        let result: Result<[UInt8], JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, maxDepth: maxDepth)
            do throws(JSONParseError) {
                try parser.parseTape(into: &entries)
                return .success(parser.scratch)
            } catch {
                return .failure(error)
            }
        }
        let unescaped = try result.get()
        entries.append(Entry(kind: .null, a: 0, b: 0))
        return JSONTape(bytes: bytes, entries: entries, unescaped: unescaped)
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
        withStringBytes(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 of the string at `index` (escapes decoded).
    @inline(__always)
    func withStringBytes<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let entry = entries[index]
        let source = entry.kind == .escapedString ? unescaped : bytes
        return source.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[entry.a..<entry.b])) }
    }

    /// Calls `body` with a reader over this tape (see ``JSONTapeReader``).
    @inlinable
    func withReader<R, E: Error>(_ body: (JSONTapeReader) throws(E) -> R) throws(E) -> R {
        try entries.withUnsafeBufferPointer { (entries) throws(E) -> R in
            try bytes.withUnsafeBufferPointer { (bytes) throws(E) -> R in
                try unescaped.withUnsafeBufferPointer { (unescaped) throws(E) -> R in
                    try body(JSONTapeReader(tape: self, entries: entries, bytes: bytes, unescaped: unescaped))
                }
            }
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
        withStringBytes(at: index) { Self.nameBit(length: $0.count, first: $0.first ?? 0) }
    }

    /// Whether the key at `index` spells `name`, comparing UTF-8 bytes without making a `String`.
    @inline(__always)
    func key(at index: Int, equals name: inout String) -> Bool {
        name.withUTF8 { wanted in
            withStringBytes(at: index) { key in
                guard wanted.count == key.count else { return false }
                return key.count == 0 || memcmp(wanted.baseAddress!, key.baseAddress!, key.count) == 0
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
