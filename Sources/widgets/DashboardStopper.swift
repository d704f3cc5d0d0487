import Synchronization
import WidgetDashboard
import WidgetHost

/// Stops every widget of a dashboard with its stop sequence (recorded), after a `hostSignal`
/// record if a signal is the reason. Safe to call twice: the signal is recorded once, and the
/// second stop finds the widgets stopped.
final class DashboardStopper: Sendable {
    let dashboard: DashboardModel
    let recorder: FlightRecorder
    let console: Console
    private let signalRecorded = Mutex(false)

    init(dashboard: DashboardModel, recorder: FlightRecorder, console: Console) {
        self.dashboard = dashboard
        self.recorder = recorder
        self.console = console
    }

    func stop(signal: Int32?) async {
        if let signal,
            signalRecorded.withLock({ recorded in
                defer { recorded = true }
                return !recorded
            })
        {
            recorder.record(TerminationSignals.record(signal))
            console.error("\(TerminationSignals.name(signal)): stopping the widgets…\n")
        }
        await dashboard.stop()
    }
}
