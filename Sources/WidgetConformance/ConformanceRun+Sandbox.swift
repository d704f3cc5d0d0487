import WidgetProcess

extension ConformanceRun {
    /// The `sandbox` check: every session ran in the host's sandbox; a refusal the widget wrote
    /// to stderr fails it, naming the path or port; a pass says what the widget was granted.
    func checkSandbox(_ sessions: [CheckSession]) {
        guard options.sandbox != .off else {
            recorder.skip(.sandbox, because: "the sandbox is off (--sandbox off)")
            return
        }
        var seen: Set<String> = []
        for session in sessions {
            for line in session.log.denials where seen.insert(line).inserted {
                let process = session.log.processRefusals.contains(line)
                let subject = SandboxDenial.subject(of: line).map { "\($0) was refused" } ?? "a call was refused"
                recorder.fail(
                    .sandbox, session.log.label,
                    actual: "\(process ? "a new process was refused" : subject) in the sandbox; stderr: \(line)",
                    hint: process ? SandboxDenial.processesHint : SDKImportHint.hint(stderr: [line], command: recorder.command))
            }
        }
        guard seen.isEmpty, let report = sessions.first?.child.sandbox else { return }
        recorder.pass(.sandbox)
        recorder.summarize(.sandbox, Self.describe(report))
    }

    /// "reads …; writes …, a private TMPDIR; network: none; sandbox on: files, … (Landlock ABI 7);
    /// budgets …": what held the budgets, or that none did (check starts no watchdog).
    static func describe(_ report: SandboxReport) -> String {
        let grants = report.grants
        let read = grants.read.isEmpty ? "only system files" : grants.read.joined(separator: ", ")
        let write = (grants.write.filter { !SandboxGrants.systemWrite.contains($0) } + ["a private TMPDIR"]).joined(separator: ", ")
        let network = grants.connectPorts.isEmpty ? "none" : "TCP ports " + grants.connectPorts.map(String.init).joined(separator: ", ")
        let budgets = report.budget?.summary ?? Self.noBudgets
        return "reads \(read) (and system files); writes \(write); network: \(network); \(report.summary); \(budgets)"
    }

    /// Said instead of the budgets in force, since `check` holds none: a widget that floods memory
    /// or processes is not stopped here as a dashboard would stop it.
    static let noBudgets =
        "budgets: none held by check (no watchdog runs here; on a dashboard the host's watchdog holds the manifest's limits)"
}
