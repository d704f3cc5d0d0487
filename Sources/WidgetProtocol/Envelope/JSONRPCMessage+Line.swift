import WidgetJSON

// The wire paths: a message straight to its line of bytes and back, without building the
// envelope (or, for typed calls, its params and result) as a `JSONValue`. Every message
// crosses here. Both agree with the tree path (`json.serialized()` plus `\n`; `init(json:)`
// after parsing: the same validation of the same members), which the tests check message by
// message.

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
                params.write(to: &bytes)
            }
        case .notification(let method, let params):
            bytes.append(raw: #","method":"#)
            JSONValue.string(method).serialize(appendingTo: &bytes)
            if let params {
                bytes.append(raw: #","params":"#)
                params.write(to: &bytes)
            }
        case .response(let id, let result):
            bytes.append(raw: #","id":"#)
            id.json.serialize(appendingTo: &bytes)
            bytes.append(raw: #","result":"#)
            result.write(to: &bytes)
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

    /// Decodes one line (without its newline): the line is parsed once, into a tape; the
    /// envelope's members are read off it, and `params`/`result` stay as fragments of it, from
    /// which typed values decode directly.
    ///
    /// - Parameter maxDepth: the nesting limit, counting the envelope object.
    /// - Throws: ``LineDecodingError``: not JSON (with the parser's offset), or not JSON-RPC 2.0
    ///   (with the reply the sender should get, and the id when it could be read).
    public init(line: UnsafeRawBufferPointer, maxDepth: Int = JSONValue.defaultMaxDepth) throws(LineDecodingError) {
        let document: JSONFragment
        do {
            document = try JSONFragment(parsing: Array(line), maxDepth: maxDepth)
        } catch {
            throw .notJSON(error)
        }
        var members = EnvelopeMembers()
        guard document.forEachMember({ members.take($0, $1) }) else {
            let typeName = document.typeName
            let what = typeName == "array" ? "Batches (JSON arrays) are not supported" : "A message must be a JSON object"
            throw .notJSONRPC(
                MessageDecodingError(kind: .unknown, id: nil, method: nil, error: .invalidRequest("\(what), got \(typeName)")))
        }
        do {
            self = try JSONRPCMessage(members: members)
        } catch {
            throw .notJSONRPC(error)
        }
    }
}

/// Why a line is not a message.
public enum LineDecodingError: Error, Sendable, Hashable {
    /// The line is not JSON.
    case notJSON(JSONParseError)
    /// The line is JSON but not a JSON-RPC 2.0 message.
    case notJSONRPC(MessageDecodingError)
}

extension [UInt8] {
    fileprivate mutating func append(raw text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
