import Foundation
import WidgetConformance

/// The terminal form of a report: one line per check with ✓/✗/! (PASS/FAIL/WARN without UTF-8),
/// the expectation, details and a fix under each failure and warning (a warning of a recommended
/// check says so), a latency table, then a summary line that names what fails the run.
struct HumanReport {
    var report: ConformanceReport
    var console: Console
    static let maxDetails = 6

    func rendered() -> String {
        var lines = [
            "Checking: \(report.command.joined(separator: " "))",
            console.paint("Samples: \(report.samples) (\(report.sampleCases) init case\(report.sampleCases == 1 ? "" : "s"))", .dim),
            "",
        ]
        let width = (report.checks.map(\.name.count).max() ?? 10) + 2
        for check in report.checks {
            let name = check.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let latency = check.latencyMs.map { console.paint("  (\($0) ms)", .dim) } ?? ""
            switch check.status {
            case .pass:
                lines.append("\(mark(.pass)) \(name)\(check.actual)\(latency)")
            case .skip:
                lines.append(console.paint("\(mark(.skip)) \(name)skipped: \(check.actual)", .dim))
            case .warn:
                lines.append("\(mark(.warn)) \(name)\(check.actual)")
                if check.severity == .recommended {
                    lines.append("      expected: \(check.expected) (recommended: this host does not rely on it)")
                }
                lines += more(check)
            case .fail:
                lines.append("\(mark(.fail)) \(console.paint(name, .bold))\(check.actual)\(latency)")
                lines.append("      expected: \(check.expected)")
                lines += more(check)
            }
        }
        if !report.latencies.isEmpty {
            lines += ["", console.paint("method          calls  median ms   max ms  deadline ms", .dim)]
            for latency in report.latencies {
                let row =
                    latency.method.padding(toLength: 14, withPad: " ", startingAt: 0)
                    + pad(String(latency.calls), 7) + pad(String(latency.medianMs), 11) + pad(String(latency.maxMs), 9)
                    + pad(String(Int(latency.deadlineMs)), 13)
                lines.append(latency.overDeadline > 0 ? console.paint(row + "  (\(latency.overDeadline) late)", .red) : row)
            }
        }
        let seconds = (report.durationMs / 100).rounded() / 10
        let summary =
            """
            \(report.checks.count) checks: \(report.count(.pass)) passed, \(report.count(.fail)) failed, \(report.count(.skip)) \
            skipped\(report.count(.warn) > 0 ? ", \(report.count(.warn)) warned" : "") in \(seconds) s
            """
        lines += ["", report.passed ? console.paint(summary, .green) : console.paint(summary, .red)]
        if let verdict = verdict() { lines.append(report.passed ? verdict : console.paint(verdict, .red)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the warnings mean for the exit status, naming the checks, when there are any.
    private func verdict() -> String? {
        let warned = report.warnedChecks
        guard !warned.isEmpty else { return nil }
        if report.strict {
            return "Failed with --strict: \(warned.joined(separator: ", ")) warned."
        }
        return
            """
            Warnings (\(warned.joined(separator: ", "))) do not fail the check: this host does not rely on them. --strict \
            fails them.
            """
    }

    /// The details after the first, and the fix.
    private func more(_ check: CheckResult) -> [String] {
        var lines = check.details.dropFirst().prefix(Self.maxDetails).map { "      also:     \($0)" }
        if check.details.count > Self.maxDetails + 1 {
            lines.append("      also:     … \(check.details.count - Self.maxDetails - 1) more (see --json)")
        }
        if let hint = check.hint { lines.append("      fix:      \(hint)") }
        return lines
    }

    private func mark(_ status: CheckResult.Status) -> String {
        switch status {
        case .pass: return console.paint(console.unicode ? "✓" : "PASS", .green)
        case .fail: return console.paint(console.unicode ? "✗" : "FAIL", .red)
        case .skip: return console.unicode ? "–" : "SKIP"
        case .warn: return console.paint(console.unicode ? "!" : "WARN", .yellow)
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
