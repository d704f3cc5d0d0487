import Foundation
import WidgetJSON
import WidgetProtocol
import WidgetRendering

/// Golden inputs: the cells and controllers of the protocol's transcripts, a hand-made cell
/// with every node kind, and dashboard frames built from them, all under a fixed clock.
enum Samples {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let transcripts = repositoryRoot.appendingPathComponent("protocol/transcripts")

    /// 2026-11-03 08:01:50 UTC: 23 min 10 s before BA 117 departs.
    static let now = Date(timeIntervalSince1970: 1_793_692_910)

    static func context(colour: Bool = false, unicode: Bool = true) -> RenderContext {
        RenderContext(
            now: now, timeZone: TimeZone(identifier: "Europe/London")!, locale: Locale(identifier: "en_GB"),
            colour: colour, unicode: unicode)
    }

    /// Every JSON message of a transcript.
    static func messages(_ file: String) throws -> [JSONValue] {
        let text = try String(contentsOf: transcripts.appendingPathComponent(file + ".jsonl"), encoding: .utf8)
        return try text.split(separator: "\n").compactMap { try JSONValue(parsing: String($0))["message"] }
    }

    /// The `cell` of the `configureCell` result with request id `id`.
    static func cell(_ file: String, id: String) throws -> Cell {
        let message = try require_(
            messages(file).first { $0["id"]?.stringValue == id && $0["result"]?["cell"] != nil }, "configureCell result \(id) in \(file)")
        return try JSONValueDecoder().decode(Cell.self, from: message["result"]!["cell"]!)
    }

    /// Every controller a transcript carries: `viewController` results and
    /// `presentWidgetController` notifications.
    static func controllers(_ file: String) throws -> [WidgetController] {
        try messages(file).compactMap { message -> JSONValue? in
            if let result = message["result"], result["presentation"] != nil { return result }
            if message["method"]?.stringValue == "presentWidgetController" { return message["params"]?["controller"] }
            return nil
        }.map { try JSONValueDecoder().decode(WidgetController.self, from: $0) }
    }

    static func decodeCell(_ json: String) throws -> Cell {
        try JSONCodec.decode(Cell.self, from: Array(json.utf8))
    }

    static func decodeNode(_ json: String) throws -> CellNode {
        try JSONCodec.decode(CellNode.self, from: Array(json.utf8))
    }

    static var trip: Cell { get throws { try cell("trip-widget-lifecycle", id: "h-4") } }
    static var tripGateB32: Cell { get throws { try cell("trip-widget-lifecycle", id: "h-8") } }
    static var lounge: Cell { get throws { try cell("hidden-then-displayed", id: "h-4") } }
    static var connection: Cell { get throws { try cell("present-from-button", id: "h-4") } }
    static var security: Cell { get throws { try cell("airport-widget", id: "h-5") } }
    static var allControllers: [WidgetController] {
        get throws { try controllers("trip-widget-lifecycle") + controllers("present-from-button") }
    }

    /// One card exercising every node kind, the modifiers, markdown, unknown kinds with and
    /// without fallback, hex colours and each image source.
    static let everyKindJSON = """
        {"type": "cell", "version": "1.0", "background": "background", "fallbackText": "Every kind",
         "content": {"type": "vstack", "spacing": "s", "padding": "m", "children": [
          {"type": "hstack", "children": [
            {"type": "image", "source": {"symbol": "airplane.departure"}, "label": "Departure", "tint": "accent"},
            {"type": "text", "text": "Every **node** kind, *styled* and [linked](https://example.com/a?b=1)", "markdown": true, "style": "headline", "maxLines": 1, "truncation": "middle"},
            {"type": "spacer"},
            {"type": "badge", "text": "Delayed", "tone": "critical"}]},
          {"type": "text", "text": "A long body text that has to wrap over several lines because the card is narrow, then stop at two lines with an ellipsis.", "style": "body", "maxLines": 2, "color": "#3366CC"},
          {"type": "text", "text": "Tight: minimumScaleFactor packs more characters into the same two lines of text here.", "style": "footnote", "maxLines": 2, "minimumScaleFactor": 0.7, "color": "secondary"},
          {"type": "hstack", "spacing": "s", "children": [
            {"type": "dateText", "date": "2026-11-03T08:25:00+00:00", "style": "offset", "weight": "bold"},
            {"type": "divider"},
            {"type": "dateText", "date": "2026-11-03T08:25:00+00:00", "style": "timer", "color": "warning"},
            {"type": "spacer"},
            {"type": "dateText", "date": "2026-11-03T08:25:00+00:00", "style": "date", "color": "secondary"}]},
          {"type": "divider", "inset": "l"},
          {"type": "zstack", "alignment": "leading", "children": [
            {"type": "placeholder", "kind": "rect"},
            {"type": "label", "title": "Gate B32, 8 min walk", "icon": {"symbol": "figure.walk"}, "textStyle": "callout"}]},
          {"type": "hstack", "children": [
            {"type": "image", "source": {"url": "https://example.com/map.png"}, "label": "Terminal map"},
            {"type": "image", "source": {"data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg=="}, "label": "Seat map", "size": 16},
            {"type": "image", "source": {"asset": "airline/BA"}, "decorative": true},
            {"type": "label", "title": "Wallet", "icon": {"symbol": "wallet.pass"}, "style": "iconOnly"},
            {"type": "label", "title": "Title only", "icon": {"symbol": "star"}, "style": "titleOnly", "color": "good"}]},
          {"type": "hstack", "children": [
            {"type": "badge", "text": "Neutral"}, {"type": "badge", "text": "Accent", "tone": "accent"},
            {"type": "badge", "text": "Good", "tone": "good"}, {"type": "badge", "text": "Warn", "tone": "warning"}]},
          {"type": "progress", "value": 0.43, "label": "Boarding 3 of 7 groups", "tint": "good"},
          {"type": "hstack", "children": [
            {"type": "progress", "value": 0.75, "style": "ring", "label": "Bags"},
            {"type": "spacer"},
            {"type": "progress", "indeterminate": true, "label": "Loading"}]},
          {"type": "facts", "rows": [{"title": "Terminal", "value": "5"}, {"title": "Seat", "value": "32K"}, {"title": "Loyalty tier", "value": "Gold Guest List with a long value"}]},
          {"type": "list", "separator": true, "maxVisible": 2, "more": {"type": "invoke", "id": "more"}, "items": [
            {"type": "text", "text": "One"}, {"type": "text", "text": "Two"}, {"type": "text", "text": "Three"}, {"type": "text", "text": "Four"}]},
          {"type": "hstack", "children": [
            {"type": "button", "title": "Check in", "role": "primary", "icon": {"symbol": "checkmark"}, "action": {"type": "invoke", "id": "check-in"}},
            {"type": "button", "title": "Cancel", "role": "destructive", "action": {"type": "invoke", "id": "cancel"}, "confirm": {"title": "Cancel the booking?"}},
            {"type": "spacer"},
            {"type": "button", "title": "Website", "action": {"type": "openURL", "url": "https://www.britishairways.com/"}}]},
          {"type": "toggle", "isOn": true, "label": "Notify me at the gate", "action": {"type": "invoke", "id": "notify"}},
          {"type": "placeholder", "kind": "text", "lines": 2, "width": 200},
          {"type": "text", "text": "Private seat 32K", "redacted": "privacy"},
          {"type": "text", "text": "Hidden but laid out", "hidden": true},
          {"type": "text", "text": "Faded", "opacity": 0.3, "alignment": "trailing", "frame": {"maxWidth": "infinity"}},
          {"type": "hologram", "beam": 3, "fallback": {"type": "text", "text": "Hologram fallback text", "style": "caption"}},
          {"type": "confetti", "amount": 9000},
          {"type": "text", "text": "中文 and emoji ✈️🛫 width test", "style": "callout"}]}}
        """

    static var everyKind: Cell { get throws { try decodeCell(everyKindJSON) } }

    static let statusLine = "trip ready · security quarantined"

    /// The trip dashboard at `width` points: one card per transcript cell plus the every-kind
    /// card, a placeholder, a restarting and a quarantined card and a hidden one.
    static func tripFrame(width: Double, selected: Int? = 2, presented: [PresentedController] = []) throws -> DashboardFrame {
        DashboardFrame(
            title: "Trip to New York · BA117", width: width,
            cards: [
                CardFrame(widgetID: "trip", status: .ready, cell: try trip),
                CardFrame(widgetID: "lounge", status: .restarting(secondsRemaining: 2), cell: try lounge),
                CardFrame(widgetID: "connection", status: .ready, cell: try connection),
                CardFrame(widgetID: "security", status: .quarantined(reason: "crashed 3 times in 60 s"), cell: try security),
                CardFrame(widgetID: "kitchen-sink", status: .ready, cell: try everyKind),
                CardFrame(widgetID: "weather", status: .starting, cell: nil),
                CardFrame(widgetID: "secret", status: .hidden, cell: try tripGateB32),
            ],
            selectedIndex: selected, presented: presented, statusLine: statusLine)
    }
}

/// `#require` for use outside a test function body: throws when `value` is nil.
func require_<T>(_ value: T?, _ what: String = "a value") throws -> T {
    guard let value else { throw SampleError(description: "missing \(what)") }
    return value
}

struct SampleError: Error, CustomStringConvertible {
    var description: String
}
