// Reading an object's members without building the object: the RPC envelope's fast path.

extension JSONValue {
    /// Parses `bytes` as one JSON object and hands each member to `visit` as it is read: the
    /// member's name as raw UTF-8 and its parsed value, in document order, repeats included.
    ///
    /// Why: a JSON-RPC envelope is an object whose members the receiver takes apart at once;
    /// building it as a ``JSONObject`` first costs allocations on every message.
    ///
    /// Returns `false`, having visited some members perhaps, when `bytes` is not exactly one
    /// object that ``init(parsing:maxDepth:)`` would accept, when a name contains an escape (it
    /// could not be compared as bytes), or when `visit` returns `false`. The caller then parses
    /// the usual way, which reports the precise error. So `true` means the document is valid
    /// under the same rules and limits, `maxDepth` counting the object itself.
    public static func forEachMember(
        ofObjectIn bytes: UnsafeRawBufferPointer, maxDepth: Int = JSONValue.defaultMaxDepth,
        _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ value: JSONValue) -> Bool
    ) -> Bool {
        guard maxDepth >= 1 else { return false }
        var parser = JSONParser(bytes: bytes.bindMemory(to: UInt8.self), maxDepth: maxDepth - 1)
        parser.borrowWorkLists()
        defer { parser.returnWorkLists() }
        return parser.scanObjectMembers(visit)
    }
}

extension JSONParser {
    /// See ``JSONValue/forEachMember(ofObjectIn:maxDepth:_:)``; `maxDepth` here already excludes
    /// the object itself.
    mutating func scanObjectMembers(_ visit: (UnsafeBufferPointer<UInt8>, JSONValue) -> Bool) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return false }
        position += 1
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return isAtEndAfterWhitespace()
        }
        while true {
            skipWhitespace()
            guard let name = scanPlainName() else { return false }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
            position += 1
            let value: JSONValue
            do {
                value = try parseValue()
            } catch {
                return false
            }
            guard visit(name, value) else { return false }
            skipWhitespace()
            guard position < bytes.count else { return false }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "}"):
                position += 1
                return isAtEndAfterWhitespace()
            default:
                return false
            }
        }
    }

    /// A quoted member name without escapes, as its bytes; `nil` for anything else.
    private mutating func scanPlainName() -> UnsafeBufferPointer<UInt8>? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                defer { position += 1 }
                return UnsafeBufferPointer(rebasing: bytes[start..<position])
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            if byte < 0x80 {
                position += 1
            } else {
                guard let length = try? utf8SequenceLength() else { return nil }
                position += length
            }
        }
        return nil
    }

    private mutating func isAtEndAfterWhitespace() -> Bool {
        skipWhitespace()
        return position == bytes.count
    }
}
