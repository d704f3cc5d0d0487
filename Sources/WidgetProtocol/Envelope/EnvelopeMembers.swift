import WidgetJSON

/// The members of an envelope that JSON-RPC defines; others are ignored. A repeated member
/// keeps its last value (the parser's rule for objects).
struct EnvelopeMembers {
    var jsonrpc: JSONFragment?
    var id: JSONFragment?
    var method: JSONFragment?
    var params: JSONFragment?
    var result: JSONFragment?
    var error: JSONFragment?

    init() {}

    /// The members of an object, read without building it.
    init(object: JSONFragment) {
        _ = object.forEachMember { name, value in take(name, value) }
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
        case 2 where named("id"): id = value
        case 5 where named("error"): error = value
        case 6 where named("method"): method = value
        case 6 where named("params"): params = value
        case 6 where named("result"): result = value
        case 7 where named("jsonrpc"): jsonrpc = value
        default: break
        }
    }
}
