import Foundation
import WidgetJSON
import WidgetProtocol
import WidgetRendering

/// The three forms of a preview: terminal cards, an HTML page, JSON.
struct PreviewOutput {
    var result: PreviewSession.Result
    var command: [String]
    var widgetID: String

    /// The cards side by side (stacked when they do not fit in `columns`), each as tall as the
    /// widget asked at that width (``TerminalRenderer/rows(forPoints:)``), then the controller
    /// in a box.
    func terminal(context: RenderContext, columns: Int) -> String {
        let cards = result.cells.map { cell -> [String] in
            let width = TerminalRenderer.columns(forPoints: cell.width)
            let heading =
                "\(Int(cell.width)) pt · height \(Self.number(cell.height)) (\(TerminalRenderer.rows(forPoints: cell.height)) rows)"
            let title = context.unicode ? heading : heading.replacingOccurrences(of: "·", with: "-")
            return [Self.fit(title, width)]
                + TerminalRenderer.renderCard(cell.cell.cell, width: width, context: context, widgetID: widgetID, height: cell.height)
        }
        var out = "Preview: \(command.joined(separator: " "))\n"
        out +=
            "Dashboard: \(result.dashboard.rawValue), sample \(result.sample)"
            + (result.widgetType.map { ", widget type \($0)" } ?? "") + "\n"
        if !result.displayable {
            out += "Note: the widget did not say canBeDisplayed: true within 5 s; a dashboard would hide this card.\n"
        }
        out += "\n"
        let gap = 2
        let total = result.cells.map { TerminalRenderer.columns(forPoints: $0.width) }.reduce(0, +) + gap * max(0, cards.count - 1)
        if total <= columns {
            let widths = result.cells.map { TerminalRenderer.columns(forPoints: $0.width) }
            let rows = cards.map(\.count).max() ?? 0
            for row in 0..<rows {
                var line = ""
                for (index, card) in cards.enumerated() {
                    let text = row < card.count ? card[row] : String(repeating: " ", count: widths[index])
                    line += (index > 0 ? String(repeating: " ", count: gap) : "") + text
                }
                out += Self.trimmingTrailingSpaces(line) + "\n"
            }
        } else {
            out += cards.map { $0.map(Self.trimmingTrailingSpaces).joined(separator: "\n") + "\n" }.joined(separator: "\n")
        }
        out += "\n"
        if let controller = result.controller {
            var shown = controller
            // A popup would be drawn over an empty column; in a preview it stands alone.
            if shown.presentation == .popup { shown.presentation = .modal }
            let frame = DashboardFrame(
                title: "viewController at 375 pt (compact, \(controller.presentation.rawValue))", width: 375, cards: [],
                presented: [PresentedController(widgetID: widgetID, controller: shown)])
            out += TerminalRenderer.render(frame, context: context).split(separator: "\n", omittingEmptySubsequences: false)
                .map { Self.trimmingTrailingSpaces(String($0)) }.joined(separator: "\n")
        } else {
            out += "viewController at 375 pt: none (the widget presents itself)\n"
        }
        return out
    }

    /// A self-contained page: the card at each width and its asked height (px = pt), the
    /// controller as a dialog section.
    func html(context: RenderContext) -> String {
        let frames = result.cells.map { cell in
            DashboardFrame(
                title: "Preview: \(widgetID)", width: cell.width,
                cards: [CardFrame(widgetID: widgetID, cell: cell.cell.cell, height: cell.height)],
                statusLine:
                    "\(Int(cell.width)) pt, height \(Self.number(cell.height)), \(result.dashboard.rawValue) sample \(result.sample)")
        }
        return HTMLRenderer.render(frames: frames, controllers: result.controller.map { [$0] } ?? [], context: context)
    }

    /// `{"command", "dashboard", "sample", "widgetType", "widths": [{"width", "height",
    /// "cell"}], "controller"}`; the cell is the widget's `configureCell` result.
    func json() -> JSONValue {
        let encoder = JSONValueEncoder()
        let widths: [JSONValue] = result.cells.map { cell in
            [
                "width": .double(cell.width), "height": .double(cell.height),
                "cell": (try? encoder.encode(cell.cell)) ?? .null,
            ]
        }
        return [
            "command": .array(command.map(JSONValue.string)),
            "dashboard": .string(result.dashboard.rawValue),
            "sample": .string(result.sample),
            "widgetType": result.widgetType.map(JSONValue.string) ?? .null,
            "canBeDisplayed": .bool(result.displayable),
            "widths": .array(widths),
            "controller": result.controller.flatMap { try? encoder.encode($0) } ?? .null,
        ]
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func fit(_ text: String, _ width: Int) -> String {
        text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
