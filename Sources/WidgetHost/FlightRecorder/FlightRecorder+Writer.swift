import Glibc
import WidgetJSON

// The writer thread: takes batches off the queue, encodes, redacts and writes them.
extension FlightRecorder {
    /// Records taken off the queue at a time (so a long queue frees its places as it goes).
    static let batchLimit = 1024

    func writerLoop() {
        var warned = false
        let warn: (String) -> Void = { problem in
            guard !warned else { return }
            warned = true
            let text = "WidgetHost: the RPC flight recorder is off: \(problem); widgets keep running without a log.\n"
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
        }
        if options.startsClean, let path = options.path { LogFile.removeRun(at: path) }
        var main = LogFile(path: options.path, maxFileBytes: options.maxFileBytes, maxFiles: options.maxFiles, warn: warn)
        var lifecycle = LogFile(
            path: options.path.map { $0 + ".lifecycle" }, maxFileBytes: options.maxFileBytes, maxFiles: 2, warn: { _ in })
        main.open()
        var redactor = Redactor(fields: options.redactedFields)
        var seq: Int64 = 0
        while true {
            wakeup.wait()
            while true {
                let (batch, closed) = state.withLock { state -> ([RPCLogRecord], Bool) in
                    let count = min(state.queue.count, Self.batchLimit)
                    let batch = Array(state.queue.prefix(count))
                    state.queue.removeFirst(count)
                    for record in batch { state.admission.dequeued(record) }
                    state.writerBusy = !batch.isEmpty
                    return (batch, state.closed)
                }
                if batch.isEmpty {
                    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                        guard state.queue.isEmpty else { return [] }
                        defer { state.flushWaiters = [] }
                        return state.flushWaiters
                    }
                    for waiter in waiters { waiter.resume() }
                    if closed {
                        lifecycle.close()
                        main.close()
                        taps.finish()
                        let stopWaiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                            state.writerStopped = true
                            defer { state.stopWaiters = [:] }
                            return Array(state.stopWaiters.values)
                        }
                        for waiter in stopWaiters { waiter.resume() }
                        return
                    }
                    break
                }
                var written = 0, rotations = 0
                var failed: [RPCLogRecord] = []
                for record in batch {
                    if !record.isLifecycle, abandoning.load(ordering: .relaxed) {
                        failed.append(record)
                        continue
                    }
                    seq += 1
                    let json = record.json(
                        seq: seq, clock: clock, maxMessageBytes: options.maxMessageBytes, maxTextBytes: options.maxTextBytes,
                        redactor: &redactor
                    )
                    taps.deliver(json)
                    var line = json.serialized()
                    line.append(0x0A)
                    if record.isLifecycle { _ = lifecycle.append(line) }
                    switch main.append(line) {
                    case .written(let rotated):
                        if record.kind != .recordsDropped { written += 1 }
                        rotations += rotated ? 1 : 0
                    case .failed:
                        failed.append(record)
                    }
                }
                // Lifecycle first: if the host exits now, they are what must be there.
                lifecycle.flush()
                main.flush()
                state.withLock { state in
                    state.statistics.written += written
                    state.statistics.rotations += rotations
                    for record in failed where record.kind != .recordsDropped {
                        state.admission.count(record, .notWritten)
                        state.statistics.count(dropOf: record.widget)
                    }
                    state.writerBusy = false
                }
            }
        }
    }
}
