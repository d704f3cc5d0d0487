/// A request the server refuses before any handler sees it: the status and a sentence for the
/// response body saying what was wrong.
///
/// The parser rejects malformed or oversized requests with it; the ``AccessPolicy`` rejects
/// requests without the run's token, from a foreign `Host` or a foreign `Origin`.
public struct HTTPRejection: Error, Sendable, Hashable, CustomStringConvertible {
    public var status: HTTPStatus
    public var reason: String

    public init(_ status: HTTPStatus, _ reason: String) {
        self.status = status
        self.reason = reason
    }

    public var description: String { "\(status): \(reason)" }
}
