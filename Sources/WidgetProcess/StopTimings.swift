/// How long each step of stopping a widget may take: the manifest's `stop` object
/// (`protocol/manifest.md`, "Stopping"), with its documented defaults (`shutdownMs` 500,
/// `closeInputGraceMs` 1000, `terminateGraceMs` 2000). The one type of these timings: the
/// manifest, the supervisor and ``StopSequence`` all hold this.
public struct StopTimings: Sendable, Hashable {
    /// How long the polite request (`shutdown`) may take before stdin is closed.
    public var shutdownDeadline: Duration
    /// How long to wait for an exit after closing stdin.
    public var afterCloseInputGrace: Duration
    /// How long to wait for an exit after SIGTERM before SIGKILL.
    public var afterTerminateGrace: Duration

    public init(
        shutdownDeadline: Duration = .milliseconds(500),
        afterCloseInputGrace: Duration = .seconds(1),
        afterTerminateGrace: Duration = .seconds(2)
    ) {
        self.shutdownDeadline = shutdownDeadline
        self.afterCloseInputGrace = afterCloseInputGrace
        self.afterTerminateGrace = afterTerminateGrace
    }
}
