import Synchronization
import WidgetJSON
import WidgetProtocol

/// A ``FragmentConnectionHandler`` built from typed closures, one per method.
///
/// Params are decoded into the request type straight from the line, and the response encoded
/// straight into the reply's line; a decode failure is answered with `-32602` and a JSON
/// pointer to the offending field. Raw routes (``onRaw(_:_:)``) see ``JSONValue``s. Unknown
/// methods get `-32601`; unknown notifications are ignored.
public final class MethodRouter: FragmentConnectionHandler {
    public typealias RawRequestHandler = @Sendable (JSONValue?, RequestID) async -> Result<JSONValue, ResponseError>
    public typealias RawNotificationHandler = @Sendable (JSONValue?) async -> Void

    private typealias RequestRoute =
        nonisolated(nonsending) @Sendable (JSONFragment?, RequestID) async -> Result<JSONFragment, ResponseError>
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
        route(R.method) { params, _ in
            let request: R
            switch Self.decodeParams(R.self, params) {
            case .success(let decoded): request = decoded
            case .failure(let error): return .failure(error)
            }
            do {
                let response = try await body(request)
                return .success(try JSONFragment(encoding: response))
            } catch let error as ResponseError {
                return .failure(error)
            } catch {
                return .failure(.internalError("The result of '\(R.method)' could not be encoded: \(error)"))
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
        route(method) { params, id in await body(params?.value, id).map(JSONFragment.init) }
    }

    public func onRawNotification(_ method: String, _ body: @escaping RawNotificationHandler) {
        routes.withLock { $0.notifications[method] = { params in await body(params?.value) } }
    }

    private func route(_ method: String, _ body: @escaping RequestRoute) {
        routes.withLock { $0.requests[method] = body }
    }

    public nonisolated(nonsending) func handleRequest(
        method: String, fragment params: JSONFragment?, id: RequestID
    ) async -> Result<JSONFragment, ResponseError> {
        guard let handler = routes.withLock({ $0.requests[method] }) else { return .failure(.methodNotFound(method)) }
        return await handler(params, id)
    }

    public nonisolated(nonsending) func handleNotification(method: String, fragment params: JSONFragment?) async {
        guard let handler = routes.withLock({ $0.notifications[method] }) else { return }
        await handler(params)
    }

    /// Decodes params into `P`; absent params decode as `{}`.
    public static func decodeParams<P: Decodable>(_ type: P.Type, _ params: JSONValue?) -> Result<P, ResponseError> {
        decodeParams(type, params.map(JSONFragment.init))
    }

    /// Decodes params into `P` straight from the line they came in; absent params decode as `{}`.
    public static func decodeParams<P: Decodable>(
        _ type: P.Type, _ params: JSONFragment?, userInfo: [CodingUserInfoKey: Any] = [:]
    ) -> Result<P, ResponseError> {
        do {
            return .success(try (params ?? JSONFragment(.object(JSONObject()))).decode(P.self, userInfo: userInfo))
        } catch let error as JSONDecodingError {
            // The pointer is into `params`, as the spec says (`/width`, not `/params/width`).
            return .failure(.invalidParams("Invalid params: \(error.reason)", pointer: error.pointer))
        } catch {
            return .failure(.invalidParams("Invalid params: \(error)"))
        }
    }
}
