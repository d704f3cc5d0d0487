import Dispatch
import Glibc
import WidgetConcurrency
import WidgetJSON
import WidgetLogFormat

// The writer thread: does what the queue says next — write a batch (encoded, redacted), sleep,
// or stop. Each batch it reports resumes the flushes it completes (the queue's WaitableState).
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
        var files = Files(
            main: LogFile(path: options.path, maxFileBytes: options.maxFileBytes, maxFiles: options.maxFiles, warn: warn),
            lifecycle: LogFile(
                path: options.path.map { $0 + ".lifecycle" }, maxFileBytes: options.maxFileBytes, maxFiles: 2, warn: { _ in }),
            redactor: Redactor(fields: options.redactedFields))
        files.main.open()
        while true {
            wakeup.wait()
            var step = state.update { $0.next(limit: Self.batchLimit) }
            while case .write(let batch) = step {
                let (written, rotations, failed) = write(batch, to: &files)
                step = state.update { queue in
                    queue.written(written, rotations: rotations, failed: failed)
                    return queue.next(limit: Self.batchLimit)
                }
            }
            switch step {
            case .write:
                preconditionFailure("the loop above writes every batch")
            case .sleep:
                continue
            case .finish:
                files.lifecycle.close()
                files.main.close()
                taps.finish()
                writerStopped.update { $0 = true }
                return
            }
        }
    }

    /// The writer thread's files and the state that goes from one batch to the next.
    struct Files {
        var main: LogFile
        var lifecycle: LogFile
        var redactor: Redactor
        var seq: Int64 = 0
    }

    /// Writes `batch` (lifecycle records also to the lifecycle file) and says how it went.
    private func write(_ batch: [RPCLogRecord], to files: inout Files) -> (written: Int, rotations: Int, failed: [RPCLogRecord]) {
        var written = 0
        var rotations = 0
        var failed: [RPCLogRecord] = []
        for record in batch {
            // The close gave up on the messages: only what explains a state is still written
            // (the skipped ones are counted as not written, and reported).
            if !record.isLifecycle && progress.skipsMessages {
                failed.append(record)
                progress.recordFinished()
                continue
            }
            files.seq += 1
            progress.encodingBegins()
            let encoded = record.encoded(
                seq: files.seq, clock: clock, maxMessageBytes: options.maxMessageBytes, maxTextBytes: options.maxTextBytes,
                redactor: &files.redactor
            )
            progress.encodingEnds()
            taps.yield(encoded.json)
            var line = encoded.line
            line.append(0x0A)
            if record.isLifecycle { _ = files.lifecycle.append(line) }
            switch files.main.append(line) {
            case .written(let rotated):
                if record.kind != .recordsDropped { written += 1 }
                rotations += rotated ? 1 : 0
            case .failed:
                failed.append(record)
            }
            progress.recordFinished()
        }
        // Lifecycle first: if the host exits now, they are what must be there.
        files.lifecycle.flush()
        files.main.flush()
        return (written, rotations, failed)
    }
}
