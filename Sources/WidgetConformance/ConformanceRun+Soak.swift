import Synchronization
import WidgetJSON
import WidgetProcess
import WidgetProtocol

// What happens after the first 100 ms: every session stays open through a soak (idle time, then
// repeated requests), and the widget must still be running and answering at its end. An exit,
// a closed stdout or a request left unanswered fails `soak`; an exit before stdin was closed is
// one the widget did not announce (README §2: a widget exits after shutdown or EOF only).
extension ConformanceRun {
    /// Soaks `session` (bound by `init`): half the soak idle, then `cellHeight` and
    /// `configureCell` every 100 ms for the other half.
    func soak(_ session: CheckSession, context: String) async {
        let total = options.soakDuration
        guard total > .zero else {
            recorder.skip(.soak, because: "--soak 0 turned the soak off")
            return
        }
        guard session.log.unavailable == nil else { return }  // an earlier check already failed
        let started = ContinuousClock.now
        if let status = await session.waitForExit(timeout: total / 2) {
            return failSoak(
                session, context,
                "the widget \(status) while idle, \(milliseconds(.now - session.startedAt)) ms after it started, with its stdin still open")
        }
        var calls = 0
        while ContinuousClock.now - started < total {
            for method in [CellHeightRequest.method, ConfigureCellRequest.method] {
                switch await session.call(method, ["width": 375], countsMissedReply: false) {
                case .result, .error:
                    calls += 1
                case let other:
                    // A widget that exits closes its stdout first, and its exit is reported after:
                    // one that died at the end of the idle half is found by the first call. Its
                    // exit says what happened; "stopped answering" would not.
                    if case .closed = other, calls == 0, let status = await session.waitForExit(timeout: .seconds(1)) {
                        return failSoak(
                            session, context,
                            "the widget \(status) while idle or as the soak's requests began (it answered none), "
                                + "\(milliseconds(.now - session.startedAt)) ms after it started, with its stdin still open")
                    }
                    return failSoak(
                        session, context, "the widget stopped answering after \(calls) requests of the soak: \(method): \(describe(other))")
                }
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
        if let status = session.child.terminationStatus {
            return failSoak(session, context, "the widget \(status) during the soak, with its stdin still open")
        }
        recorder.pass(.soak)
        stats.withLock {
            $0.soaks += 1
            $0.soakCalls += calls
        }
    }

    private func failSoak(_ session: CheckSession, _ context: String, _ what: String) {
        recorder.fail(.soak, context, actual: what)
        session.log.markUnavailable("the widget failed the soak")
    }

    /// An exit before the checker closed stdin (the EOF session's first moments).
    func unannouncedExit(_ session: CheckSession) -> Bool {
        guard let status = session.child.terminationStatus else { return false }
        recorder.fail(
            .soak, session.log.label,
            actual: "the widget \(status) \(milliseconds(.now - session.startedAt)) ms after it started, before its stdin was closed")
        return true
    }
}
