import WidgetJSON

/// The `error` member of a JSON-RPC error response: what went wrong, on the wire.
public struct ResponseError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    public var code: ErrorCode
    public var message: String
    public var data: JSONValue?

    public init(code: ErrorCode, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public var description: String { "\(message) (code \(code.rawValue))" }

    // MARK: Factories

    public static func parseError(_ message: String, data: JSONValue? = nil) -> ResponseError {
        ResponseError(code: .parseError, message: message, data: data)
    }

    public static func invalidRequest(_ message: String, data: JSONValue? = nil) -> ResponseError {
        ResponseError(code: .invalidRequest, message: message, data: data)
    }

    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: .methodNotFound, message: "Method not found: \(method)", data: ["method": .string(method)])
    }

    public static func invalidParams(_ message: String, pointer: String? = nil) -> ResponseError {
        ResponseError(code: .invalidParams, message: message, data: pointer.map { ["pointer": .string($0)] })
    }

    public static func internalError(_ message: String) -> ResponseError {
        ResponseError(code: .internalError, message: message)
    }

    public static func notInitialized(_ method: String) -> ResponseError {
        ResponseError(
            code: .notInitialized, message: "'\(method)' was received before 'initialize' completed",
            data: ["method": .string(method)])
    }

    public static func invalidState(_ message: String) -> ResponseError {
        ResponseError(code: .invalidState, message: message)
    }

    public static func invalidCellTree(_ message: String, pointer: String) -> ResponseError {
        ResponseError(code: .invalidCellTree, message: message, data: ["pointer": .string(pointer)])
    }
}
