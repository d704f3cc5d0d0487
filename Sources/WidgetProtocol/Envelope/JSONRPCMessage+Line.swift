import WidgetJSON

// The wire fast paths: a message straight to its line of bytes and back, without building the
// envelope as a `JSONValue`. Every message crosses here, so the allocations saved are per
// message. Both produce exactly what the general path does (`json.serialized()` plus `\n`;
// `init(json:)` after parsing: the same validation of the same members), which the tests check
// message by message.

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
        // Error responses are rare: they take the general path, like anything invalid.
        guard scanned, members.error == nil else { return nil }
        return try? JSONRPCMessage(members: members)
    }
}

extension [UInt8] {
    fileprivate mutating func append(raw text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
