import WidgetJSON

/// The members of an envelope that JSON-RPC defines; others are ignored. A repeated member
/// keeps its last value (the parser's rule for objects). The scalar members are kept as their
/// shallow values (``JSONFragment/shallowValue``): what the validation looks at.
struct EnvelopeMembers {
    var jsonrpc: JSONValue?
    var id: JSONValue?
    var method: JSONValue?
    var params: JSONFragment?
    var result: JSONFragment?
    var error: JSONFragment?

    init() {}

    /// The members of an object, read without building it.
    init(object: JSONFragment) {
        _ = object.forEachMember { name, value in take(name, value) }
    }

    /// The members of a parsed object, found by their names' bytes on its tape; `nil` when it is
    /// not an object.
    init?(parsed document: JSONFragment) {
        var slots = (jsonrpc: -1, id: -1, method: -1, params: -1, result: -1, error: -1)
        var scalars: (jsonrpc: JSONValue?, id: JSONValue?, method: JSONValue?) = (nil, nil, nil)
        let isObject =
            (try? document.decode { (reader, object) throws(JSONTapeError) -> Bool in
                guard reader.isObject(object) else { return false }
                var member = object + 1
                for _ in 0..<reader.count(object) {
                    let name = reader.stringBytes(member)
                    switch name.count {
                    case 2 where JSONTapeReader.bytes(name, equal: "id"): slots.id = member + 1
                    case 5 where JSONTapeReader.bytes(name, equal: "error"): slots.error = member + 1
                    case 6 where JSONTapeReader.bytes(name, equal: "method"): slots.method = member + 1
                    case 6 where JSONTapeReader.bytes(name, equal: "params"): slots.params = member + 1
                    case 6 where JSONTapeReader.bytes(name, equal: "result"): slots.result = member + 1
                    case 7 where JSONTapeReader.bytes(name, equal: "jsonrpc"): slots.jsonrpc = member + 1
                    default: break
                    }
                    member = reader.next(after: member + 1)
                }
                if slots.jsonrpc >= 0 { scalars.jsonrpc = reader.shallowValue(slots.jsonrpc) }
                if slots.id >= 0 { scalars.id = reader.shallowValue(slots.id) }
                if slots.method >= 0 { scalars.method = reader.shallowValue(slots.method) }
                return true
            }) ?? false
        guard isObject else { return nil }
        func fragment(_ entry: Int) -> JSONFragment? { entry < 0 ? nil : document.fragment(atEntry: entry) }
        (jsonrpc, id, method) = scalars
        params = fragment(slots.params)
        result = fragment(slots.result)
        error = fragment(slots.error)
    }

    /// Records one member; other names are ignored. Names compare by Unicode scalars.
    mutating func take(_ name: String, _ value: JSONFragment) {
        var name = name
        func named(_ expected: StaticString) -> Bool {
            name.withUTF8 { bytes in
                for i in 0..<bytes.count where bytes[i] != expected.utf8Start[i] { return false }
                return true
            }
        }
        switch name.utf8.count {
        case 2 where named("id"): id = value.shallowValue
        case 5 where named("error"): error = value
        case 6 where named("method"): method = value.shallowValue
        case 6 where named("params"): params = value
        case 6 where named("result"): result = value
        case 7 where named("jsonrpc"): jsonrpc = value.shallowValue
        default: break
        }
    }
}
