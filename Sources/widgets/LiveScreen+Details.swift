import Foundation
import WidgetDashboard
import WidgetHost
import WidgetProcess

// The details of the selected card (`d`): what the card alone does not say — why it is in
// its state, its restarts with their causes, its stderr, its process, its counters and its
// sandbox. Lines of plain text; the view clips and dims them.
extension LiveScreen {
    /// The details of the selected card, or nil when none is selected.
    func detailLines() -> [String]? {
        guard let selectedID, let card = state[selectedID] else { return nil }
        var lines = ["\(card.widgetID): \(card.statusWord(now: now()))"]
        let process = card.pid.map { "pid \($0)" } ?? "no process"
        lines.append("Process: \(process), run #\(card.instance), \(ReadableText.count(card.restarts, "restart"))")
        if let reason = card.failureReason ?? card.failure ?? card.lastError {
            lines.append("Reason: \(reason)")
        }
        if let error = card.lastProtocolError { lines.append("Last protocol error: \(error)") }
        lines.append("")
        lines.append(card.restartLog.isEmpty ? "Restarts: none" : "Restarts (\(card.restartLog.count), oldest first):")
        for restart in card.restartLog {
            lines.append(
                """
                  \(Self.clockTime(restart.at)) run #\(restart.instance): \(restart.cause) → attempt \(restart.attempt) after \
                \(ReadableText.duration(restart.delay))
                """)
        }
        lines.append("")
        let tail = card.standardErrorTail.suffix(Self.detailStderrLines)
        lines.append(tail.isEmpty ? "stderr: nothing yet" : "stderr (last \(tail.count) lines):")
        lines += tail.map { "  " + $0 }
        lines.append("")
        let counters = Self.counterWords(card.counters)
        lines.append("Counters: " + (counters.isEmpty ? "nothing went wrong" : counters.joined(separator: " · ")))
        if let sandbox = card.sandbox {
            lines.append("Sandbox: \(sandbox.summary)")
            let grants = sandbox.grants
            if !grants.read.isEmpty { lines.append("  read: " + grants.read.joined(separator: ", ")) }
            if !grants.write.isEmpty { lines.append("  write: " + grants.write.joined(separator: ", ")) }
            if !grants.connectPorts.isEmpty {
                lines.append("  connect to ports: " + grants.connectPorts.map(String.init).joined(separator: ", "))
            }
            if let processes = grants.processes { lines.append("  start processes: up to \(processes)") }
            if let budget = sandbox.budget { lines.append("  " + budget.summary) }
        } else {
            lines.append("Sandbox: not started yet")
        }
        return lines
    }

    /// stderr lines the details show (the card keeps more).
    static let detailStderrLines = 8

    /// The counters that are not zero, as words ("3 stray lines").
    static func counterWords(_ counters: WidgetCounters) -> [String] {
        let all: [(Int, String)] = [
            (counters.starts, "start"), (counters.strayLines, "stray line"), (counters.oversizeLines, "oversize line"),
            (counters.partialLines, "partial line"), (counters.deadlinesMissed, "missed deadline"),
            (counters.lateResponses, "late response"), (counters.unmatchedResponses, "unmatched response"),
            (counters.notificationsDropped, "dropped notification"), (counters.stderrLines, "stderr line"),
            (counters.stderrLinesDropped, "dropped stderr line"), (counters.invalidResults, "invalid result"),
            (counters.reloadsCoalesced, "coalesced reload"),
        ]
        return all.filter { $0.0 != 0 }.map { ReadableText.count($0.0, $0.1) }
    }

    /// "18:02:07" in the host's time zone.
    static func clockTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}
