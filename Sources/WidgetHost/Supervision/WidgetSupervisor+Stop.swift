import WidgetProcess
import WidgetProtocol
import WidgetRPC

extension WidgetSupervisor {
    /// Stops the widget with the stop sequence; cancels a pending restart. Never restarted
    /// afterwards (until ``retry()``). Returns how the process ended, nil if none was running.
    /// Bounded by the stop sequence's worst case plus SIGKILL delivery.
    @discardableResult
    public func stop() async -> TerminationStatus? {
        feed(.stopRequested)
        let final = await waitForSnapshot { snapshot in
            if case .stopped = snapshot.status { return true }
            return false
        }
        // The machine can see the exit before the stop sequence has recorded its last step;
        // a caller that closes the flight recorder next must not lose that record.
        let sequences = stopSequences
        stopSequences = [:]
        for sequence in sequences.values { await sequence.value }
        if case .stopped(let status)? = final?.status { return status }
        return nil
    }

    /// Performs ``WidgetMachine/Action/runStopSequence(instance:)`` (`protocol/manifest.md`,
    /// "Stopping"): `shutdown` (its own deadline), close stdin, SIGTERM + SIGCONT to the group,
    /// SIGKILL; every step recorded.
    func runStopSequence(_ number: Int) async -> TerminationStatus {
        guard let running = instances[number] else { return .exited(-1) }
        let recorder = options.recorder
        let widget = entry.id
        let connection = running.connection
        let pid = running.process.pid
        let deadline = entry.stop.shutdownDeadline
        let status = await running.process.stop(
            politeRequest: {
                _ = try? await connection.call(ShutdownRequest(), timeout: deadline)
                connection.closeOutbound()
            },
            timings: entry.stop, clock: options.clock
        ) { event in
            var record = RPCLogRecord(widget: widget, instance: number, pid: pid, direction: .host, kind: .stopStep)
            switch event {
            case .started(let step):
                record.fields = [("step", .string("\(step)")), ("phase", .string("started"))]
            case .gracePeriodExpired(let step):
                record.fields = [("step", .string("\(step)")), ("phase", .string("gracePeriodExpired"))]
            case .exited(let status, let elapsed):
                record.text = "the widget \(status)"
                record.fields = [("step", .string("exited")), ("elapsedMs", .double((elapsed.inSeconds * 1e6).rounded() / 1e3))]
            }
            recorder.record(record)
        }
        connection.close(reason: "the widget was stopped")
        return status
    }
}
