import Synchronization
import WidgetJSON
import WidgetProtocol

/// A ``FragmentConnectionHandler`` built from typed closures, one per method.
///
/// Params are decoded into the request type straight from the line, and the response encoded
/// straight into the reply's line, both with the type's codec (generated for the protocol's
/// messages, `Codable` for others); a decode failure is answered with `-32602` and a JSON
/// pointer to the offending field. Raw routes (``onRaw(_:_:)``) see ``JSONValue``s. Unknown
/// methods get `-32601`; unknown notifications are ignored.
public final class MethodRouter: FragmentConnectionHandler {
    public typealias RawRequestHandler = @Sendable (JSONValue?, RequestID) async -> Result<JSONValue, ResponseError>
    public typealias RawNotificationHandler = @Sendable (JSONValue?) async -> Void

    /// Writes the result into the reply's line and returns `nil`, or returns the error to send.
    private typealias RequestRoute =
        nonisolated(nonsending) @Sendable (JSONFragment?, RequestID, inout JSONWriter) async -> ResponseError?
    private typealias NotificationRoute = nonisolated(nonsending) @Sendable (JSONFragment?) async -> Void

    private struct Routes {
        var requests: [String: RequestRoute] = [:]
        var notifications: [String: NotificationRoute] = [:]
    }

    private let routes = Mutex(Routes())

    public init() {}

    /// Answers `R.method` with `body`. A thrown ``ResponseError`` becomes the error response.
    /// `body` runs on the connection's dispatcher, in its task, with no executor hop.
    public func on<R: RequestType>(
        _ type: R.Type, _ body: nonisolated(nonsending) @escaping @Sendable (R) async throws(ResponseError) -> R.Response
    ) {
        route(R.method) { params, _, reply in
            let request: R
            switch Self.decodeParams(R.self, params) {
            case .success(let decoded): request = decoded
            case .failure(let error): return error
            }
            let response: R.Response
            do throws(ResponseError) {
                response = try await body(request)
            } catch {
                return error
            }
            do {
                try R.encodeResult(response, to: &reply)
                return nil
            } catch {
                return .internalError("The result of '\(R.method)' could not be encoded: \(error)")
            }
        }
    }

    /// Handles `N.method` with `body`; notifications whose params do not decode are dropped.
    public func on<N: NotificationType>(_ type: N.Type, _ body: nonisolated(nonsending) @escaping @Sendable (N) async -> Void) {
        routes.withLock {
            $0.notifications[N.method] = { params in
                if case .success(let notification) = Self.decodeParams(N.self, params) { await body(notification) }
            }
        }
    }

    /// Answers `method` with JSON in, JSON out.
    public func onRaw(_ method: String, _ body: @escaping RawRequestHandler) {
        route(method) { params, id, reply in
            switch await body(params?.value, id) {
            case .success(let result):
                reply.value(result)
                return nil
            case .failure(let error):
                return error
            }
        }
    }

    public func onRawNotification(_ method: String, _ body: @escaping RawNotificationHandler) {
        routes.withLock { $0.notifications[method] = { params in await body(params?.value) } }
    }

    private func route(_ method: String, _ body: @escaping RequestRoute) {
        routes.withLock { $0.requests[method] = body }
    }

    public nonisolated(nonsending) func respond(
        method: String, params: JSONFragment?, id: RequestID, writingResultTo reply: inout JSONWriter
    ) async -> ResponseError? {
        guard let handler = routes.withLock({ $0.requests[method] }) else { return .methodNotFound(method) }
        return await handler(params, id, &reply)
    }

    public nonisolated(nonsending) func handleRequest(
        method: String, fragment params: JSONFragment?, id: RequestID
    ) async -> Result<JSONFragment, ResponseError> {
        var result = JSONWriter()
        if let error = await respond(method: method, params: params, id: id, writingResultTo: &result) { return .failure(error) }
        return .success(JSONFragment(encoded: result.bytes[...]))
    }

    public nonisolated(nonsending) func handleNotification(method: String, fragment params: JSONFragment?) async {
        guard let handler = routes.withLock({ $0.notifications[method] }) else { return }
        await handler(params)
    }

    /// Decodes params into `P`; absent params decode as `{}`.
    public static func decodeParams<P: Decodable>(_ type: P.Type, _ params: JSONValue?) -> Result<P, ResponseError> {
        decodeParams(type, params.map(JSONFragment.init))
    }

    /// Decodes a request's params with its codec (generated for the protocol's requests);
    /// absent params decode as `{}`. A failure is `-32602` with a pointer into `params`.
    public static func decodeParams<P: RequestType>(_ type: P.Type, _ params: JSONFragment?) -> Result<P, ResponseError> {
        invalidParams { try P.decodeParams(params) }
    }

    /// Decodes a notification's params with its codec (generated for the protocol's
    /// notifications); absent params decode as `{}`.
    public static func decodeParams<P: NotificationType>(_ type: P.Type, _ params: JSONFragment?) -> Result<P, ResponseError> {
        invalidParams { try P.decodeParams(params) }
    }

    /// As above, from a tree.
    public static func decodeParams<P: NotificationType>(_ type: P.Type, _ params: JSONValue?) -> Result<P, ResponseError> {
        decodeParams(type, params.map(JSONFragment.init))
    }

    /// Decodes params into `P` straight from the line they came in; absent params decode as `{}`.
    public static func decodeParams<P: Decodable>(
        _ type: P.Type, _ params: JSONFragment?, userInfo: [CodingUserInfoKey: Any] = [:]
    ) -> Result<P, ResponseError> {
        invalidParams { try (params ?? .emptyObject).decode(P.self, userInfo: userInfo) }
    }

    /// A decode's failure as `-32602`.
    private static func invalidParams<P>(_ decode: () throws -> P) -> Result<P, ResponseError> {
        do {
            return .success(try decode())
        } catch let error as JSONDecodingError {
            // The pointer is into `params`, as the spec says (`/width`, not `/params/width`).
            return .failure(.invalidParams("Invalid params: \(error.reason)", pointer: error.pointer))
        } catch {
            return .failure(.invalidParams("Invalid params: \(error)"))
        }
    }
}
