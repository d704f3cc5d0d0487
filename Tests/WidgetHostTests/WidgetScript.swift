import WidgetProcess
import WidgetProtocol

@testable import WidgetHost

/// How one instance of a scripted widget behaves.
struct WidgetScript: Sendable {
    var identity = ProtocolFixtures.identity()
    var canBeDisplayed = true
    var height: Double = 120
    /// The answer to this instance's `call`th `configureCell` (1-based).
    var cell: @Sendable (_ call: Int) -> ConfigureCellResponse = { call in ProtocolFixtures.cellResponse("cell \(call)") }
    /// Requests of these methods are held until ``ScriptedWidget/release(_:)`` (or the exit);
    /// the count says how many (`Int.max`: every one).
    var holds: [String: Int] = [:]
    /// Instead of answering this method, the widget exits with the status.
    var exitsOn: [String: TerminationStatus] = [:]
    /// How it ends when its stdin closes; nil: it keeps running.
    var exitOnEndOfInput: TerminationStatus? = .exited(0)
    /// How it ends on SIGTERM; nil: it ignores SIGTERM.
    var onTerminate: TerminationStatus? = .signaled(15, coreDumped: false)
    /// Written to stderr as soon as it starts.
    var standardError: [String] = []
}
