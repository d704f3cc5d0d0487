import WidgetJSON

// The wire paths: a message straight to its line of bytes and back, without building the
// envelope (or, for typed calls, its params and result) as a `JSONValue`. Every message
// crosses here. Both agree with the tree path (`json.serialized()` plus `\n`; `init(json:)`
// after parsing: the same validation of the same members), which the tests check message by
// message.

extension JSONRPCMessage {
    /// The message as one line of compact JSON, newline included: the bytes a transport sends.
    public func encodedLine() -> [UInt8] {
        var line = JSONWriter(capacity: 256)
        switch self {
        case .request(let id, let method, let params):
            if let params {
                Self.writeRequestHead(id: id, method: method, to: &line)
                params.write(to: &line.bytes)
            } else {
                line.raw(#"{"jsonrpc":"2.0","id":"#)
                id.write(to: &line)
                line.raw(#","method":"#)
                line.string(method)
            }
        case .notification(let method, let params):
            if let params {
                Self.writeNotificationHead(method: method, to: &line)
                params.write(to: &line.bytes)
            } else {
                line.raw(#"{"jsonrpc":"2.0","method":"#)
                line.string(method)
            }
        case .response(let id, let result):
            Self.writeResponseHead(id: id, to: &line)
            result.write(to: &line.bytes)
        case .errorResponse(let id, let error):
            line.raw(#"{"jsonrpc":"2.0","id":"#)
            if let id { id.write(to: &line) } else { line.raw("null") }
            line.raw(#","error":{"code":"#)
            line.number(error.code.rawValue)
            line.raw(#","message":"#)
            line.string(error.message)
            if let data = error.data {
                line.raw(#","data":"#)
                line.value(data)
            }
            line.byte(UInt8(ascii: "}"))
        }
        Self.writeTail(to: &line)
        return line.bytes
    }

    // The pieces of a line, for writers that put a typed value's JSON straight in its place
    // (the RPC layer's typed calls and replies): head, the value, tail.

    /// `{"jsonrpc":"2.0","id":<id>,"method":<method>,"params":`
    public static func writeRequestHead(id: RequestID, method: String, to line: inout JSONWriter) {
        line.raw(#"{"jsonrpc":"2.0","id":"#)
        id.write(to: &line)
        line.raw(#","method":"#)
        line.string(method)
        line.raw(#","params":"#)
    }

    /// `{"jsonrpc":"2.0","method":<method>,"params":`
    public static func writeNotificationHead(method: String, to line: inout JSONWriter) {
        line.raw(#"{"jsonrpc":"2.0","method":"#)
        line.string(method)
        line.raw(#","params":"#)
    }

    /// `{"jsonrpc":"2.0","id":<id>,"result":`
    public static func writeResponseHead(id: RequestID, to line: inout JSONWriter) {
        line.raw(#"{"jsonrpc":"2.0","id":"#)
        id.write(to: &line)
        line.raw(#","result":"#)
    }

    /// The end of a line: `}` and the newline.
    public static func writeTail(to line: inout JSONWriter) {
        line.raw("}\n")
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
            // Parsed straight from the read buffer, which the tape copies (the buffer is reused).
            document = try JSONFragment(parsing: line, maxDepth: maxDepth)
        } catch {
            throw .notJSON(error)
        }
        guard let members = EnvelopeMembers(parsed: document) else {
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
