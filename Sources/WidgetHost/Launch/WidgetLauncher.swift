import WidgetProcess
import WidgetRPC

/// Starts widget processes for a ``WidgetSupervisor``: the seam between supervision and the OS.
///
/// ``ProcessLauncher`` spawns real processes (posix_spawn, pipes, pidfd); tests plug in a
/// launcher whose "process" is an in-memory transport with a scripted widget, so restart,
/// backoff, hung, wedged, stop and coalescing run in milliseconds on a manual clock.
public protocol WidgetLauncher: Sendable {
    /// Starts `configuration`. Returns once the process runs (or throws why it cannot).
    /// - Parameters:
    ///   - outboundLimit: bytes queued for the widget's stdin before it counts as wedged.
    ///   - stderrMaxLineBytes: stderr lines are cut at this length.
    func launch(
        _ configuration: LaunchConfiguration, outboundLimit: Int, stderrMaxLineBytes: Int
    ) async throws(LaunchError) -> any LaunchedWidget
}
