import WidgetJSON

// The wire fast paths: a message straight to its line of bytes and back, without building the
// envelope as a `JSONValue`. Every message crosses here, so the allocations saved are per
// message. Both produce exactly what the general path does (`json.serialized()` plus `\n`;
// `init(json:)` after parsing), which the tests check message by message.

extension JSONRPCMessage {
    /// The message as one line of compact JSON, newline included: the bytes a transport sends.
    public func encodedLine() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        bytes.append(raw: #"{"jsonrpc":"2.0""#)
        switch self {
        case .request(let id, let method, let params):
            bytes.append(raw: #","id":"#)
            id.json.serialize(appendingTo: &bytes)
            bytes.append(raw: #","method":"#)
            JSONValue.string(method).serialize(appendingTo: &bytes)
            if let params {
                bytes.append(raw: #","params":"#)
                params.serialize(appendingTo: &bytes)
            }
        case .notification(let method, let params):
            bytes.append(raw: #","method":"#)
            JSONValue.string(method).serialize(appendingTo: &bytes)
            if let params {
                bytes.append(raw: #","params":"#)
                params.serialize(appendingTo: &bytes)
            }
        case .response(let id, let result):
            bytes.append(raw: #","id":"#)
            id.json.serialize(appendingTo: &bytes)
            bytes.append(raw: #","result":"#)
            result.serialize(appendingTo: &bytes)
        case .errorResponse(let id, let error):
            bytes.append(raw: #","id":"#)
            (id?.json ?? .null).serialize(appendingTo: &bytes)
            bytes.append(raw: #","error":{"code":"#)
            JSONValue.int(Int64(error.code.rawValue)).serialize(appendingTo: &bytes)
            bytes.append(raw: #","message":"#)
            JSONValue.string(error.message).serialize(appendingTo: &bytes)
            if let data = error.data {
                bytes.append(raw: #","data":"#)
                data.serialize(appendingTo: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "}"))
        bytes.append(0x0A)
        return bytes
    }

    /// Decodes a well-formed message from one line's bytes (no newline) without building its
    /// envelope; `nil` for anything unusual — invalid JSON or JSON-RPC, repeated or escaped
    /// member names, error responses — which the caller then decodes the general way
    /// (`JSONValue(parsing:)`, then ``init(json:)``) to get the precise error or result.
    public static func decodeFast(line: UnsafeRawBufferPointer, maxDepth: Int = JSONValue.defaultMaxDepth) -> JSONRPCMessage? {
        var members = EnvelopeMembers()
        let scanned = JSONValue.forEachMember(ofObjectIn: line, maxDepth: maxDepth) { name, value in
            members.take(name, value)
        }
        guard scanned else { return nil }
        return members.message
    }
}

/// The envelope's members as the scanner finds them.
private struct EnvelopeMembers {
    var jsonrpc: JSONValue?
    var id: JSONValue?
    var method: JSONValue?
    var params: JSONValue?
    var result: JSONValue?
    var error: JSONValue?

    /// Records one member; `false` (give up on the fast path) for a repeated envelope member.
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

    /// The message, when it is a valid request, notification or success response.
    var message: JSONRPCMessage? {
        guard case .string("2.0")? = jsonrpc else { return nil }
        if let method {
            guard case .string(let name) = method, result == nil, error == nil else { return nil }
            if let params, params.objectValue == nil, params.arrayValue == nil { return nil }
            guard let id else { return .notification(method: name, params: params) }
            guard let requestID = RequestID(json: id) else { return nil }
            return .request(id: requestID, method: name, params: params)
        }
        guard let result, error == nil, let id, let requestID = RequestID(json: id) else { return nil }
        return .response(id: requestID, result: result)
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

extension [UInt8] {
    fileprivate mutating func append(raw text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
