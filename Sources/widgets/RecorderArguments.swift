import WidgetLogs

/// `--log <file>` and `--log-unredacted`, as the commands that run widgets (`dashboard`,
/// `preview`) declare them: one flight recorder per run, personal data redacted by default.
enum RecorderArguments {
    /// `--log <file>` for runs of `kind` (`dashboard`, `preview`: the name of their
    /// `last-<kind>.jsonl` link).
    static func logOption(kind: String) -> OptionSpec {
        .value(
            "--log", "file",
            """
            The flight recorder (JSONL, every message; an earlier log there is replaced). Default: a file of this run's own in \
            $XDG_STATE_HOME/widgets/logs/ (else ~/.local/state/widgets/logs/), with last-\(kind).jsonl beside logs/ pointing to it; \
            the newest \(RunLogs.runsKept) runs are kept.
            """,
            completion: .file)
    }

    /// `--log-unredacted`.
    static let unredactedOption = OptionSpec.flag(
        "--log-unredacted",
        "Keep personal data in the log (user id and name, booking references, seats, passenger names); redacted by default.")
}
