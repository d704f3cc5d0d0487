import WidgetProtocol
import WidgetRPC

extension WidgetSupervisor {
    /// The stop sequence for this widget (`protocol/manifest.md`, "Stopping"):
    /// `shutdown` request (its own deadline) and close stdin → grace → SIGTERM + SIGCONT to the
    /// process group → grace → SIGKILL to the group.
    nonisolated func stopSequence(for connection: Connection) -> StopSequence {
        let deadline = entry.stop.shutdownDeadline
        return StopSequence(
            polite: StopSequence.PoliteStep(deadline: deadline) { _ in
                _ = try? await connection.call(ShutdownRequest(), timeout: deadline)
                connection.closeOutbound()
            },
            afterCloseInputGrace: entry.stop.afterCloseInputGrace,
            afterTerminateGrace: entry.stop.afterTerminateGrace)
    }

    /// Stops the widget with the stop sequence; cancels a pending restart. Never restarted
    /// afterwards (until ``retry()``). Returns how the process ended, nil if none was running.
    /// Bounded by the stop sequence's worst case plus SIGKILL delivery.
    @discardableResult
    public func stop() async -> TerminationStatus? {
        switch state {
        case .idle, .quarantined, .failed, .stopped:
            setState(.stopped(nil))
            return nil
        case .restarting(_, _, let timer):
            timer.cancel()
            setState(.stopped(nil))
            record(.stopped, text: "stopped by the host while waiting to restart")
            return nil
        case .starting:
            setState(.stopping(nil))
            setState(.stopped(nil))
            return nil
        case .stopping:
            let final = await waitForStatus(timeout: .seconds(3600)) { if case .stopped = $0 { return true } else { return false } }
            if case .stopped(let status)? = final { return status }
            return nil
        case .initializing(let instance), .ready(let instance):
            setState(.stopping(instance))
            let recorder = options.recorder
            let widget = entry.id
            let connection = instance.connection
            let number = instance.number
            let pid = instance.pid
            let status = await instance.child.stop(sequence: stopSequence(for: connection), clock: ContinuousClock()) { event in
                var record = RPCLogRecord(widget: widget, instance: number, pid: pid, direction: .host, kind: .stopStep)
                switch event {
                case .started(let step):
                    if step == .closeStandardInput { connection.closeOutbound() }
                    record.fields = [("step", .string("\(step)")), ("phase", .string("started"))]
                case .gracePeriodExpired(let step):
                    record.fields = [("step", .string("\(step)")), ("phase", .string("gracePeriodExpired"))]
                case .exited(let status, let elapsed):
                    record.text = "the widget \(status)"
                    record.fields = [("step", .string("exited")), ("elapsedMs", .double((elapsed.seconds * 1e6).rounded() / 1e3))]
                }
                recorder.record(record)
            }
            connection.close(reason: "the widget was stopped")
            // The exit event may still be queued; settle the state here so stop() is final.
            if case .stopping = state {
                setState(.stopped(status))
                record(.stopped, instance: instance, text: "stopped by the host (\(status))")
            }
            return status
        }
    }
}
