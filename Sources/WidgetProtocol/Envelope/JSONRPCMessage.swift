import WidgetJSON

/// One JSON-RPC 2.0 message: the envelope, with `params`/`result` left as ``JSONFragment``s for
/// the layer that knows the method to decode (straight from the line's bytes, no ``JSONValue``
/// in between unless someone asks for one).
///
/// Decoded by hand and strictly: `"jsonrpc": "2.0"` is required, batches (arrays) are refused,
/// and a message must be exactly one of request, notification, response or error response.
/// When decoding fails the ``MessageDecodingError`` keeps whatever id it recovered, so a bad
/// request still gets an error reply.
public enum JSONRPCMessage: Sendable, Hashable {
    case request(id: RequestID, method: String, params: JSONFragment?)
    case notification(method: String, params: JSONFragment?)
    case response(id: RequestID, result: JSONFragment)
    /// An error reply. `id` is `nil` (JSON `null`) when the failing request's id could not be read.
    case errorResponse(id: RequestID?, error: ResponseError)

    /// The method name of a request or notification.
    public var method: String? {
        switch self {
        case .request(_, let method, _), .notification(let method, _): return method
        case .response, .errorResponse: return nil
        }
    }

    /// The id of a request or response.
    public var id: RequestID? {
        switch self {
        case .request(let id, _, _), .response(let id, _): return id
        case .errorResponse(let id, _): return id
        case .notification: return nil
        }
    }
}

// MARK: - Encoding

extension JSONRPCMessage {
    /// The message as a JSON object, members in the conventional order
    /// (`jsonrpc`, `id`, `method`, `params` / `result` / `error`).
    public var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(4)
        object.appendUnchecked(key: "jsonrpc", value: "2.0")
        switch self {
        case .request(let id, let method, let params):
            object.appendUnchecked(key: "id", value: id.json)
            object.appendUnchecked(key: "method", value: .string(method))
            if let params { object.appendUnchecked(key: "params", value: params.value) }
        case .notification(let method, let params):
            object.appendUnchecked(key: "method", value: .string(method))
            if let params { object.appendUnchecked(key: "params", value: params.value) }
        case .response(let id, let result):
            object.appendUnchecked(key: "id", value: id.json)
            object.appendUnchecked(key: "result", value: result.value)
        case .errorResponse(let id, let error):
            object.appendUnchecked(key: "id", value: id?.json ?? .null)
            var errorObject = JSONObject()
            errorObject.appendUnchecked(key: "code", value: .int(Int64(error.code.rawValue)))
            errorObject.appendUnchecked(key: "message", value: .string(error.message))
            if let data = error.data { errorObject.appendUnchecked(key: "data", value: data) }
            object.appendUnchecked(key: "error", value: .object(errorObject))
        }
        return .object(object)
    }
}

// MARK: - Decoding

/// Why a JSON value is not a valid JSON-RPC 2.0 message, with what could be recovered.
public struct MessageDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the message looked like it was meant to be.
    public enum Kind: Sendable, Hashable {
        case request, notification, response, unknown
    }

    public var kind: Kind
    /// The id, when one could be read: a request with this id deserves an error reply.
    public var id: RequestID?
    public var method: String?
    public var error: ResponseError

    public var description: String { error.message }
}

extension JSONRPCMessage {
    /// Reads an envelope from a parsed JSON value.
    /// - Throws: ``MessageDecodingError`` whose `error` is the reply the sender should get
    ///   (`-32600 Invalid Request` for a malformed envelope).
    public init(json: JSONValue) throws(MessageDecodingError) {
        guard case .object(let object) = json else {
            let what = json.arrayValue != nil ? "Batches (JSON arrays) are not supported" : "A message must be a JSON object"
            throw MessageDecodingError(
                kind: .unknown, id: nil, method: nil, error: .invalidRequest("\(what), got \(json.typeName)"))
        }

        self = try JSONRPCMessage(members: EnvelopeMembers(object: JSONFragment(.object(object))))
    }

    /// Validates an envelope's members (see ``init(json:)``); both decoding paths end here.
    init(members: EnvelopeMembers) throws(MessageDecodingError) {
        // Recover what we can first, so every later failure can name the id.
        let rawID = members.id
        let id = rawID.flatMap(RequestID.init(json:))
        let method = members.method?.stringValue
        let kind: MessageDecodingError.Kind =
            members.method != nil
            ? (rawID != nil ? .request : .notification)
            : (members.result != nil || members.error != nil ? .response : .unknown)

        func fail(_ message: String) -> MessageDecodingError {
            MessageDecodingError(kind: kind, id: id, method: method, error: .invalidRequest(message))
        }

        guard members.jsonrpc == .string("2.0") else {
            throw fail(members.jsonrpc == nil ? "Missing \"jsonrpc\": \"2.0\"" : "\"jsonrpc\" must be the string \"2.0\"")
        }
        if let rawID, id == nil, !rawID.isNull {
            throw fail("\"id\" must be a string or an integer, got \(rawID.typeName)")
        }

        switch kind {
        case .request, .notification:
            guard let method else { throw fail("\"method\" must be a string") }
            let params = members.params
            if let params, !params.isContainer {
                throw fail("\"params\" must be an object or an array, got \(params.typeName)")
            }
            if members.result != nil || members.error != nil {
                throw fail("A request must not carry \"result\" or \"error\"")
            }
            if rawID != nil {
                guard let id else { throw fail("A request id must not be null") }
                self = .request(id: id, method: method, params: params)
            } else {
                self = .notification(method: method, params: params)
            }

        case .response:
            if members.result != nil, members.error != nil {
                throw fail("A response must not carry both \"result\" and \"error\"")
            }
            guard rawID != nil else { throw fail("A response must carry \"id\"") }
            if let result = members.result {
                guard let id else { throw fail("A success response must have a non-null id") }
                self = .response(id: id, result: result)
            } else {
                self = .errorResponse(id: id, error: try Self.decodeError(members.error!.value, fail: fail))
            }

        case .unknown:
            throw fail("A message needs \"method\" (request or notification) or \"result\"/\"error\" (response)")
        }
    }

    private static func decodeError(
        _ value: JSONValue, fail: (String) -> MessageDecodingError
    ) throws(MessageDecodingError) -> ResponseError {
        guard case .object(let error) = value else { throw fail("\"error\" must be an object") }
        guard let code = error["code"]?.intValue, let codeInt = Int(exactly: code) else {
            throw fail("\"error.code\" must be an integer")
        }
        guard let message = error["message"]?.stringValue else { throw fail("\"error.message\" must be a string") }
        return ResponseError(code: ErrorCode(rawValue: codeInt), message: message, data: error["data"])
    }
}
