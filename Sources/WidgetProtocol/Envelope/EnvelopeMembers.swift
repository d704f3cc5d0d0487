import WidgetJSON

/// The members of an envelope that JSON-RPC defines; others are ignored.
struct EnvelopeMembers {
    var jsonrpc: JSONValue?
    var id: JSONValue?
    var method: JSONValue?
    var params: JSONValue?
    var result: JSONValue?
    var error: JSONValue?

    init() {}

    /// The members of a parsed object (a repeated key has already kept its last value).
    init(_ object: JSONObject) {
        jsonrpc = object["jsonrpc"]
        id = object["id"]
        method = object["method"]
        params = object["params"]
        result = object["result"]
        error = object["error"]
    }

    /// Records one member as the scanner finds it; `false` (give up on the fast path) for a
    /// repeated envelope member, whose rule (the last one wins) the general path applies.
    mutating func take(_ name: UnsafeBufferPointer<UInt8>, _ value: JSONValue) -> Bool {
        func store(_ slot: inout JSONValue?) -> Bool {
            guard slot == nil else { return false }
            slot = value
            return true
        }
        switch name.count {
        case 2 where name.matches("id"): return store(&id)
        case 5 where name.matches("error"): return store(&error)
        case 6 where name.matches("method"): return store(&method)
        case 6 where name.matches("params"): return store(&params)
        case 6 where name.matches("result"): return store(&result)
        case 7 where name.matches("jsonrpc"): return store(&jsonrpc)
        default: return true  // other members are ignored, as `init(json:)` does
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    fileprivate func matches(_ name: StaticString) -> Bool {
        guard count == name.utf8CodeUnitCount else { return false }
        let expected = name.utf8Start
        for i in 0..<count where self[i] != expected[i] { return false }
        return true
    }
}
