#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a ``JSONTape``.
@usableFromInline
struct JSONTapeEntry: Sendable {
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

/// The sizes of a ``JSONTape``'s three parts.
@usableFromInline
struct JSONTapeLayout: Sendable {
    @usableFromInline let entryCount: Int
    @usableFromInline let byteCount: Int
    @usableFromInline let unescapedCount: Int
}

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
///
/// One allocation holds it all (the object, its entries, a copy of the document's bytes, the
/// unescaped bytes): a received message costs one allocation to keep. The parse itself writes
/// its entries to the stack and moves them in once their number is known.
@usableFromInline
///
/// Not `Sendable` (no `ManagedBuffer` is), though it never changes once made: ``JSONFragment``
/// shares it across threads on that ground.
final class JSONTape: ManagedBuffer<JSONTapeLayout, JSONTapeEntry> {
    @usableFromInline typealias Entry = JSONTapeEntry

    /// The entries (the last one a `null` after the document).
    @inlinable
    var entries: UnsafeBufferPointer<Entry> {
        withUnsafeMutablePointerToElements { UnsafeBufferPointer(start: $0, count: header.entryCount) }
    }

    /// A copy of the parsed document.
    @inlinable
    var bytes: UnsafeBufferPointer<UInt8> {
        withUnsafeMutablePointerToElements { elements in
            UnsafeBufferPointer(
                start: UnsafeRawPointer(elements + header.entryCount).assumingMemoryBound(to: UInt8.self), count: header.byteCount)
        }
    }

    /// The decoded bytes of the strings with escapes, one after another.
    @inlinable
    var unescaped: UnsafeBufferPointer<UInt8> {
        withUnsafeMutablePointerToElements { elements in
            let start = UnsafeRawPointer(elements + header.entryCount).assumingMemoryBound(to: UInt8.self) + header.byteCount
            return UnsafeBufferPointer(start: start, count: header.unescapedCount)
        }
    }

    /// Index of a `null` entry after the document: what a missing `super` member decodes from.
    var nullIndex: Int { header.entryCount - 1 }

    /// A tape holding copies of `entries`, `bytes` and `unescaped`.
    private static func make(
        entries: UnsafeBufferPointer<Entry>, bytes: UnsafeRawBufferPointer, unescaped: UnsafeBufferPointer<UInt8>
    ) -> JSONTape {
        let stride = MemoryLayout<Entry>.stride
        let byteCount = bytes.count + unescaped.count
        let layout = JSONTapeLayout(entryCount: entries.count, byteCount: bytes.count, unescapedCount: unescaped.count)
        let tape = unsafeDowncast(
            JSONTape.create(minimumCapacity: entries.count + (byteCount + stride - 1) / stride) { _ in layout }, to: JSONTape.self)
        tape.withUnsafeMutablePointerToElements { elements in
            if let source = entries.baseAddress { elements.initialize(from: source, count: entries.count) }
            let area = UnsafeMutableRawPointer(elements + entries.count).bindMemory(to: UInt8.self, capacity: byteCount)
            if let source = bytes.baseAddress { area.initialize(from: source.assumingMemoryBound(to: UInt8.self), count: bytes.count) }
            if let source = unescaped.baseAddress { (area + bytes.count).initialize(from: source, count: unescaped.count) }
        }
        return tape
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
        let result = bytes.withUnsafeBytes { raw -> Result<JSONTape, JSONParseError> in
            do throws(JSONParseError) {
                return .success(try parse(raw, maxDepth: maxDepth))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses `bytes` (copied into the tape) with the rules of ``JSONValue/init(parsing:maxDepth:)``.
    static func parse(_ bytes: UnsafeRawBufferPointer, maxDepth: Int = JSONValue.defaultMaxDepth) throws(JSONParseError) -> JSONTape {
        // Room on the stack (within the kilobyte that is always stack-allocated) for a message's
        // envelope and small params; a bigger document moves to the heap, sized from its bytes.
        let result = withUnsafeTemporaryAllocation(of: Entry.self, capacity: 40) { stack -> Result<JSONTape, JSONParseError> in
            var entries = JSONEntryBuffer(stack, expected: bytes.count / 6 + 8)
            defer { entries.release() }
            var parser = JSONParser(bytes: bytes.bindMemory(to: UInt8.self), maxDepth: maxDepth)
            do throws(JSONParseError) {
                try parser.parseTape(into: &entries)
            } catch {
                return .failure(error)
            }
            entries.append(Entry(kind: .null, a: 0, b: 0))
            return .success(
                parser.scratch.withUnsafeBufferPointer { make(entries: entries.filled, bytes: bytes, unescaped: $0) })
        }
        return try result.get()
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
        String(decoding: stringBytes(at: index), as: UTF8.self)
    }

    /// The UTF-8 of the string at `index` (escapes decoded).
    @inline(__always)
    func stringBytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        let entry = entries[index]
        let source = entry.kind == .escapedString ? unescaped : bytes
        return UnsafeBufferPointer(rebasing: source[entry.a..<entry.b])
    }

    /// Calls `body` with the UTF-8 of the string at `index` (escapes decoded).
    @inline(__always)
    func withStringBytes<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withExtendedLifetime(self) { body(stringBytes(at: index)) }
    }

    /// Calls `body` with a reader over this tape (see ``JSONTapeReader``).
    @inlinable
    func withReader<R, E: Error>(_ body: (JSONTapeReader) throws(E) -> R) throws(E) -> R {
        defer { withExtendedLifetime(self) {} }
        return try body(JSONTapeReader(tape: self, entries: entries, bytes: bytes, unescaped: unescaped))
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
            let key = stringBytes(at: index)
            guard wanted.count == key.count else { return false }
            return key.count == 0 || memcmp(wanted.baseAddress!, key.baseAddress!, key.count) == 0
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
        struct OpenContainer {
            var isObject: Bool
            var remaining: Int
            var valueStart: Int
            var keyStart: Int
        }
        var frames: [OpenContainer] = []
        var values: [JSONValue] = []
        var keys: [String] = []
        var i = index
        building: while true {
            let entry = entries[i]
            var value: JSONValue
            switch entry.kind {
            case .array where entry.a > 0, .object where entry.a > 0:
                let isObject = entry.kind == .object
                frames.append(OpenContainer(isObject: isObject, remaining: entry.a, valueStart: values.count, keyStart: keys.count))
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

/// The entries of a parse in progress: in a stack buffer the caller gives, then on the heap if
/// they outgrow it.
struct JSONEntryBuffer {
    private var base: UnsafeMutablePointer<JSONTapeEntry>
    private var capacity: Int
    private(set) var count = 0
    /// Whether `base` is ours to free.
    private var onHeap = false

    /// How many entries to make room for when the stack buffer is outgrown.
    private let expected: Int

    init(_ stack: UnsafeMutableBufferPointer<JSONTapeEntry>, expected: Int) {
        base = stack.baseAddress!
        capacity = stack.count
        self.expected = expected
    }

    @inline(__always)
    mutating func append(_ entry: JSONTapeEntry) {
        if count == capacity { grow() }
        (base + count).initialize(to: entry)
        count += 1
    }

    @inline(__always)
    subscript(index: Int) -> JSONTapeEntry {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    var filled: UnsafeBufferPointer<JSONTapeEntry> { UnsafeBufferPointer(start: base, count: count) }

    private mutating func grow() {
        let larger = max(capacity * 2, onHeap ? 0 : expected)
        let bigger = UnsafeMutablePointer<JSONTapeEntry>.allocate(capacity: larger)
        bigger.moveInitialize(from: base, count: count)
        if onHeap { base.deallocate() }
        base = bigger
        capacity = larger
        onHeap = true
    }

    /// Frees the heap buffer, if there is one.
    mutating func release() {
        if onHeap { base.deallocate() }
        onHeap = false
    }
}
