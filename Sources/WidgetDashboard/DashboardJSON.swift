import Foundation
import WidgetHost
import WidgetJSON
import WidgetLogFormat
import WidgetProcess
import WidgetProtocol

/// The dashboard as one JSON object for scripts, the form of `widgets dashboard --once --json`:
///
/// ```json
/// {"dashboard": "trip", "title": "…", "width": 390, "settled": true,
///  "widgets": [{"id": "…", "status": "ready", "visible": true, "hiddenBy": null, "reason": null,
///               "restarts": 0, "height": 120, "cell": {…}, "sandbox": {…}}]}
/// ```
///
/// Every widget that serves the dashboard, in manifest order, hidden ones included, with the
/// status word the terminal shows, who hid its card (`"widget"`: it said `canBeDisplayed:
/// false`; `"user"`; null when not hidden), why it has no card (when it has none), its height
/// (points, or `"fit"` for a card sized to its content) and its cell tree as the widget sent it
/// (timeline entry resolved), or null. Pure: the same state and time give the same value.
public enum DashboardJSON {
    /// The object for `state`, its status words and countdowns read at `now`.
    public static func object(_ state: DashboardState, now: Date) -> JSONValue {
        let widgets: [JSONValue] = state.widgets.map { card in
            let cell = card.cell.flatMap { try? JSONValueEncoder().encode($0) } ?? .null
            return [
                "id": .string(card.widgetID),
                "status": .string(card.statusWord(now: now)),
                "visible": .bool(card.isVisible),
                "hiddenBy": card.hiddenBy.map { .string($0.rawValue) } ?? .null,
                "reason": (card.failureReason ?? card.stopReason).map(JSONValue.string) ?? .null,
                "restarts": .int(Int64(card.restarts)),
                "height": card.height.map { $0.points.map(JSONValue.double) ?? .string("fit") } ?? .null,
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
        .object(JSONObject(report.recordFields.map { ($0.rawValue, $1) }))
    }
}
