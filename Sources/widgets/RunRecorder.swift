import WidgetHost
import WidgetLogs

/// The flight recorder of one run of a command that starts widgets (`dashboard`, `preview`):
/// a file of the run's own in the logs folder (``RunLogs``; `last-<kind>.jsonl` points to it),
/// or exactly `--log FILE`; private, and with personal fields redacted unless
/// `--log-unredacted`. One setup, shared, so every such command records alike.
struct RunRecorder {
    let recorder: FlightRecorder
    /// Where it writes.
    let path: String

    /// Opens the recorder for a run of `kind`, or reports on stderr why it cannot (nil; the
    /// command then exits 1).
    static func open(kind: String, log: String?, unredacted: Bool, environment: [String: String], console: Console) -> RunRecorder? {
        let runLogs = RunLogs(environment: environment)
        let path: String
        do {
            path = try log ?? runLogs.newRun(kind)
        } catch {
            console.error(
                "Error: cannot keep the flight recorder in \(runLogs.directory): \(error)\nHint: pass --log FILE somewhere writable.\n")
            return nil
        }
        var options = FlightRecorder.Options(path: path)
        if unredacted { options.redactedFields = [] }
        let recorder = FlightRecorder(options: options)
        if log == nil { runLogs.pointLatest(kind, to: path) }
        return RunRecorder(recorder: recorder, path: path)
    }

    /// Closes the recorder and says on stderr what it had to drop, if anything.
    func close(console: Console) async {
        await recorder.close()
        if let drops = recorder.statistics.dropSummary(path: path) { console.error(drops + "\n") }
    }
}

extension Option where Value == String? {
    /// `--log <file>` for runs of `kind` (`dashboard`, `preview`: the name of their
    /// `last-<kind>.jsonl` link).
    static func recorderLog(kind: String) -> Self {
        .value(
            "--log", "file",
            """
            The flight recorder (JSONL, every message; an earlier log there is replaced). Default: a file of this run's own in \
            $XDG_STATE_HOME/widgets/logs/ (else ~/.local/state/widgets/logs/), with last-\(kind).jsonl beside logs/ pointing to it; \
            the newest \(RunLogs.runsKept) runs are kept.
            """,
            completion: .file)
    }
}

extension Option where Value == Bool {
    /// `--log-unredacted`.
    static var logUnredacted: Self {
        .flag(
            "--log-unredacted",
            "Keep personal data in the log (user id and name, booking references, seats, passenger names); redacted by default.")
    }
}
