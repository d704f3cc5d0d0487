/// How much a check's failure matters to this host (protocol/README.md §11, "What `widgets check`
/// checks"): the one place that decides whether a failure fails the run.
public enum CheckSeverity: String, Sendable, Hashable, Codable {
    /// The host relies on it: a widget that fails it misbehaves on a dashboard. A failure fails
    /// the run.
    case required
    /// Robustness the spec asks for (a SHOULD) that this host never exercises: a failure is
    /// reported as a warning, and fails the run only with `--strict`.
    case recommended

    /// The status a failed case of such a check is reported with.
    public var failureStatus: CheckResult.Status {
        switch self {
        case .required: return .fail
        case .recommended: return .warn
        }
    }
}
