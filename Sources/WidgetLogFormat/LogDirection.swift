/// Who sent what a flight-recorder record holds (`protocol/rpc-log.md`, key `direction`).
public enum LogDirection: String, Sendable, Hashable, CaseIterable {
    /// Host → widget.
    case toWidget
    /// Widget → host.
    case fromWidget
    /// A lifecycle event, written by the host.
    case host
}
