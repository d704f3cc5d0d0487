/// How a handshake ended, judged by ``HandshakeValidator``.
public enum HandshakeOutcome: Sendable, Hashable {
    /// The answer holds: its `protocolVersion` is one the host offered, its names match their
    /// patterns. Continue with `prepareData` (if declared) and `init`.
    case accepted(InitializeResponse)
    /// The widget answered `-32005`: it speaks none of the offered versions (`widgetVersions`
    /// from its `data.supportedVersions`, possibly empty).
    case noCommonVersion(widgetVersions: [String], error: ResponseError)
    /// The widget answered another error.
    case failed(ResponseError)
    /// The result breaks the spec (a version not offered, a name outside its pattern, ...). The
    /// handshake fails exactly as with `-32005`. Never empty; the version problem first.
    case rejected([HandshakeProblem])

    /// The accepted answer, or nil.
    public var response: InitializeResponse? {
        if case .accepted(let response) = self { return response }
        return nil
    }

    /// One sentence for a log record or a report (`handshakeFailed`'s text); values escaped.
    public var summary: String {
        switch self {
        case .accepted(let response):
            return "\(response.widgetType) speaks protocol \(response.protocolVersion)"
        case .noCommonVersion(let versions, _):
            let spoken = versions.isEmpty ? "none named" : versions.map(HandshakeProblem.printable).joined(separator: ", ")
            return "the widget speaks none of the offered protocol versions (it speaks \(spoken)): -32005"
        case .failed(let error):
            return "initialize was answered with error \(error.code.rawValue): \(HandshakeProblem.printable(error.message))"
        case .rejected(let problems):
            return "the initialize answer breaks the protocol: " + problems.map(\.description).joined(separator: "; ")
        }
    }
}
