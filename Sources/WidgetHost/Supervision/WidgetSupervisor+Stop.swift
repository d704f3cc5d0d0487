import WidgetConcurrency
import WidgetJSON
import WidgetLogFormat
import WidgetProcess
import WidgetProtocol
import WidgetRPC

extension WidgetSupervisor {
    /// Stops the widget with the stop sequence; cancels a pending restart. Never restarted
    /// afterwards (until ``start()``, ``retry()`` or ``run()``); every stream of
    /// ``events(bufferingNewest:)`` ends. Returns once the run has ended — the stop sequence has
    /// recorded its last step and every task of the supervisor is done — with how the process
    /// ended, nil if none was running. Bounded by the stop sequence's worst case plus SIGKILL
    /// delivery.
    @discardableResult
    public func stop() async -> TerminationStatus? {
        perform(machine.stop())
        publishIfChanged()
        // The loop may be idle (a quarantined widget has nothing running): it must look again.
        inbox.update { $0.nudged = true }
        _ = await running.wait { !$0 }
        // Nothing ran (a widget never started): its streams end here.
        if machine.isStoppedByHost { broadcast.finish() }
        if case .stopped(let status) = machine.lifecycle { return status }
        return nil
    }

    /// ``Job/stopSequence(instance:)`` (`protocol/manifest.md`, "Stopping"): `shutdown` (its own
    /// deadline), close stdin, SIGTERM + SIGCONT to the group, SIGKILL; every step recorded.
    /// Reported as ``ChildResult/stopFinished(instance:_:)``.
    func stopSequenceWork(_ number: Int) -> @Sendable () async -> ChildResult {
        // Its exit may have been handled before the loop started this job: nothing left to stop.
        guard let running = instances[number] else { return { .done } }
        let (recorder, widget, timings, clock) = (options.recorder, entry.id, entry.stop, options.clock)
        return {
            let connection = running.connection
            let pid = running.process.pid
            let status = await running.process.stop(
                politeRequest: {
                    _ = try? await connection.call(ShutdownRequest(), timeout: timings.shutdownDeadline)
                    connection.closeOutbound()
                },
                timings: timings, clock: clock
            ) { event in
                var record = RPCLogRecord(widget: widget, instance: number, pid: pid, direction: .host, kind: .stopStep)
                switch event {
                case .started(let step):
                    record.fields = [(.step, .string("\(step)")), (.phase, .string("started"))]
                case .gracePeriodExpired(let step):
                    record.fields = [(.step, .string("\(step)")), (.phase, .string("gracePeriodExpired"))]
                case .exited(let status, let elapsed):
                    record.text = "the widget \(status)"
                    record.fields = [(.step, .string("exited")), (.elapsedMs, .double((elapsed.inSeconds * 1e6).rounded() / 1e3))]
                }
                recorder.record(record)
            }
            connection.close(reason: "the widget was stopped")
            return .stopFinished(instance: number, status)
        }
    }
}
