import Foundation
import WidgetHost
import WidgetJSON
import WidgetProcess
import WidgetProtocol

/// The dashboard as one JSON object for scripts, the form of `widgets dashboard --once --json`:
///
/// ```json
/// {"dashboard": "trip", "title": "…", "width": 390, "settled": true,
///  "widgets": [{"id": "…", "status": "ready", "visible": true, "reason": null, "restarts": 0,
///               "height": 120, "cell": {…}, "sandbox": {…}}]}
/// ```
///
/// Every widget that serves the dashboard, in manifest order, with the status word the terminal
/// shows, why it has no card (when it has none), its height and its cell tree as the widget
/// sent it (timeline entry resolved), or null. Pure: the same state and time give the same value.
public enum DashboardJSON {
    /// The object for `state`, its status words and countdowns read at `now`.
    public static func object(_ state: DashboardState, now: Date) -> JSONValue {
        let widgets: [JSONValue] = state.widgets.map { card in
            let cell = card.cell.flatMap { try? JSONValueEncoder().encode($0) } ?? .null
            return [
                "id": .string(card.widgetID),
                "status": .string(card.statusWord(now: now)),
                "visible": .bool(card.isVisible),
                "reason": card.failureReason.map(JSONValue.string) ?? .null,
                "restarts": .int(Int64(card.restarts)),
                "height": card.height.map(JSONValue.double) ?? .null,
                "cell": cell,
                "sandbox": card.sandbox.map(sandbox) ?? .null,
            ]
        }
        return [
            "dashboard": .string(state.dashboard.rawValue),
            "title": .string(state.title),
            "width": .double(state.width),
            "settled": .bool(state.isSettled),
            "widgets": .array(widgets),
        ]
    }

    /// A card's sandbox: the flight recorder's `sandbox` record fields, as one object.
    public static func sandbox(_ report: SandboxReport) -> JSONValue {
        .object(JSONObject(report.recordFields))
    }
}
