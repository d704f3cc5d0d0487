import WidgetJSON

/// Maps a method and a path to a handler: exact paths, or patterns with `{name}` segments
/// (`/widgets/{id}/trace`) whose values reach the handler in ``HTTPRequest/pathParameters``.
///
/// `HEAD` runs the `GET` handler (the server sends the head alone). A path that no route
/// matches is 404; one that matches for another method is 405 with `Allow`. Exact routes win
/// over patterns; patterns are tried in the order they were added. The router only sees
/// requests the ``AccessPolicy`` let through.
public struct HTTPRouter: Sendable {
    public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    private enum Segment: Sendable, Hashable {
        case literal(Substring)
        case parameter(String)
    }

    private struct Route: Sendable {
        var method: HTTPMethod
        var segments: [Segment]
        var handler: Handler
    }

    private var exact: [String: [HTTPMethod: Handler]] = [:]
    private var patterns: [Route] = []

    public init() {}

    /// Answers `GET` (and `HEAD`) for `path`.
    public mutating func get(_ path: String, _ handler: @escaping Handler) {
        add(.get, path, handler)
    }

    /// Answers `POST` for `path`.
    public mutating func post(_ path: String, _ handler: @escaping Handler) {
        add(.post, path, handler)
    }

    /// Answers `POST` for `path` with a JSON body decoded as `Body` (the project's one codec):
    /// another `Content-Type` is 415, a body that does not decode 400 with the decoder's reason.
    public mutating func post<Body: Decodable & Sendable>(
        _ path: String, json: Body.Type, _ handler: @escaping @Sendable (HTTPRequest, Body) async -> HTTPResponse
    ) {
        add(.post, path) { request in
            let type = request.headers["Content-Type"]?.split(separator: ";").first.map { String($0.trimmingSpaces) }
            guard let type, HTTPHeaders.same(type, "application/json") else {
                return .rejection(HTTPRejection(.unsupportedMediaType, "send the body as application/json"))
            }
            let body: Body
            do {
                body = try JSONCodec.decode(Body.self, from: request.body)
            } catch {
                return .rejection(HTTPRejection(.badRequest, "the JSON body is not a valid \(Body.self): \(error)"))
            }
            return await handler(request, body)
        }
    }

    /// Serves fixed bytes at `path` (a script or stylesheet under the CSP's static path, an
    /// icon): `GET` and `HEAD`.
    public mutating func asset(_ path: String, contentType: String, bytes: [UInt8]) {
        get(path) { _ in .bytes(bytes, contentType: contentType) }
    }

    /// Serves `channel` as an event stream at `path`. A client that reconnects is caught up
    /// from its `Last-Event-ID`; a page opening its first stream passes the id it was
    /// rendered with as `?since=` (``EventChannel/lastEventID``), so nothing published in
    /// between is lost.
    public mutating func events(_ path: String, from channel: EventChannel, retry: Duration = .seconds(1)) {
        get(path) { request in
            .events(channel.subscribe(after: request.lastEventID ?? request.queryValue("since")), retry: retry)
        }
    }

    /// The response of the route that matches `request`, or 404 / 405.
    public func respond(to request: HTTPRequest) async -> HTTPResponse {
        let method = request.method == .head ? .get : request.method
        let path = request.path
        if let handlers = exact[String(path)] {
            if let handler = handlers[method] { return await handler(request) }
            return Self.notAllowed(Array(handlers.keys))
        }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        var allowed: [HTTPMethod] = []
        for route in patterns {
            guard let parameters = Self.match(route.segments, segments) else { continue }
            guard route.method == method else {
                allowed.append(route.method)
                continue
            }
            var request = request
            request.pathParameters = parameters
            return await route.handler(request)
        }
        if !allowed.isEmpty { return Self.notAllowed(allowed) }
        return .rejection(HTTPRejection(.notFound, "nothing is served at \(path.prefix(200))"))
    }

    private mutating func add(_ method: HTTPMethod, _ path: String, _ handler: @escaping Handler) {
        precondition(path.hasPrefix("/"), "a route's path starts with /: \(path)")
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map { part -> Segment in
            part.hasPrefix("{") && part.hasSuffix("}") && part.count > 2 ? .parameter(String(part.dropFirst().dropLast())) : .literal(part)
        }
        if segments.allSatisfy({ if case .literal = $0 { true } else { false } }) {
            exact[path, default: [:]][method] = handler
        } else {
            patterns.append(Route(method: method, segments: segments, handler: handler))
        }
    }

    private static func match(_ pattern: [Segment], _ segments: [Substring]) -> [String: String]? {
        guard pattern.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (expected, actual) in zip(pattern, segments) {
            switch expected {
            case .literal(let literal):
                guard literal == actual else { return nil }
            case .parameter(let name):
                guard !actual.isEmpty else { return nil }
                parameters[name] = PercentDecoding.decode(actual, plusIsSpace: false)
            }
        }
        return parameters
    }

    private static func notAllowed(_ methods: [HTTPMethod]) -> HTTPResponse {
        var names = Set(methods.map(\.rawValue))
        if names.contains("GET") { names.insert("HEAD") }
        var response = HTTPResponse.rejection(
            HTTPRejection(.methodNotAllowed, "this path answers \(names.sorted().joined(separator: ", ")) only"))
        response.headers.set("Allow", names.sorted().joined(separator: ", "))
        return response
    }
}
