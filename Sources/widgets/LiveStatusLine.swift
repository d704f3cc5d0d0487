import Foundation
import WidgetDashboard
import WidgetRendering

/// The live dashboard's one status line, which the terminal's width cuts: what matters first.
/// The selected widget, then every widget that is not ready (hidden, restarting, failed…, each
/// with its id), then how many others are ready: `checklist ready · flight-rust hidden by the
/// widget · 2 others ready`. `--once` and the HTML page list every widget instead.
enum LiveStatusLine {
    static func text(_ state: DashboardState, now: Date, selectedID: String?) -> String {
        let entries = state.statusEntries(now: now)
        guard !entries.isEmpty else { return state.frame(now: now).statusLine }
        let selected = entries.first { $0.widgetID == selectedID }
        let others = entries.filter { $0.widgetID != selectedID }
        let ready = others.filter { state[$0.widgetID]?.statusWord(now: now) == "ready" }
        var parts = [selected].compactMap { $0 }.map { "\($0.widgetID) \($0.status)" }
        parts += others.filter { entry in !ready.contains { $0.widgetID == entry.widgetID } }.map { "\($0.widgetID) \($0.status)" }
        if !ready.isEmpty {
            parts.append(selected == nil ? "\(ready.count) ready" : "\(ready.count) other\(ready.count == 1 ? "" : "s") ready")
        }
        if let message = state.message { parts.append(message) }
        return parts.joined(separator: " · ")
    }
}
