import Foundation
import WidgetJSON
import WidgetProtocol
import WidgetRendering
import WidgetSamples

/// The three forms of a preview: terminal cards, an HTML page, JSON.
struct PreviewOutput {
    var result: PreviewSession.Result
    var command: [String]
    var widgetID: String

    /// The cards side by side (stacked when they do not fit in `columns`), each as tall as the
    /// widget asked at that width (``TerminalRenderer/rows(forPoints:)``) under its asked and
    /// needed heights (``ContentHeight``), then what is too short, then the controller in a box.
    func terminal(context: RenderContext, columns: Int) -> String {
        let cards = result.cells.map { cell -> [String] in
            let width = TerminalRenderer.columns(forPoints: cell.width)
            let title =
                context.unicode ? heading(cell, context: context) : heading(cell, context: context).replacingOccurrences(of: "·", with: "-")
            return [Self.fit(title, width)]
                + TerminalRenderer.renderCard(
                    cell.cell.cell, width: width, context: context, widgetID: widgetID, height: cell.height.points,
                    fitsContent: cell.height == .fit, points: cell.width)
        }
        var out = "Preview: \(command.joined(separator: " "))\n"
        out +=
            "Dashboard: \(result.dashboard.rawValue), sample \(result.sample)"
            + (result.widgetType.map { ", widget type \($0)" } ?? "") + "\n"
        if !result.displayable {
            out += "Note: the widget did not say canBeDisplayed: true within 5 s; a dashboard would hide this card.\n"
        }
        for cell in result.cells {
            let needed = needs(cell, context: context)
            if let asked = cell.height.points, needed > asked {
                out += "Note: content needs \(Self.number(needed)) pt at \(Int(cell.width)), cellHeight \(Self.number(asked)): "
                out += "the page clips the last \(Self.number(needed - asked)) pt (answer \(Self.number(needed)), or \"fit\").\n"
            }
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

    /// A self-contained page: the card at each width and its asked height (px = pt), with the
    /// height its content needs, the controller as a dialog section.
    func html(context: RenderContext) -> String {
        let frames = result.cells.map { cell in
            DashboardFrame(
                title: "Preview: \(widgetID)", width: cell.width,
                cards: [CardFrame(widgetID: widgetID, cell: cell.cell.cell, height: cell.height.points, fitsContent: cell.height == .fit)],
                statusLine:
                    """
                    \(Int(cell.width)) pt, height \(Self.describe(cell.height)), content \(Self.number(needs(cell, context: context))), \
                    \(result.dashboard.rawValue) sample \(result.sample)
                    """)
        }
        let controllers = result.controller.map { [PresentedController(widgetID: widgetID, controller: $0)] } ?? []
        return HTMLRenderer.render(frames: frames, controllers: controllers, context: context)
    }

    /// `{"command", "dashboard", "sample", "flight", "widgetType", "widths": [{"width", "height",
    /// "contentHeight", "cell"}], "controller"}`; `height` is the widget's answer (points or
    /// `"fit"`), `contentHeight` what its content needs (``ContentHeight``), the cell the
    /// widget's `configureCell` result; `flight` says which of the trip's flights was current and
    /// why (`{"index", "code", "reason", "text"}`, reason `firstNotBehind`, `lastOfAllBehind` or
    /// `asked`), null on an airport dashboard.
    func json(context: RenderContext) -> JSONValue {
        let encoder = JSONValueEncoder()
        let widths: [JSONValue] = result.cells.map { cell in
            [
                "width": .double(cell.width), "height": cell.height.points.map(JSONValue.double) ?? .string("fit"),
                "contentHeight": .double(needs(cell, context: context)), "cell": (try? encoder.encode(cell.cell)) ?? .null,
            ]
        }
        return [
            "command": .array(command.map(JSONValue.string)),
            "dashboard": .string(result.dashboard.rawValue),
            "sample": .string(result.sample),
            "flight": result.flightChoice.map(Self.flight) ?? .null,
            "widgetType": result.widgetType.map(JSONValue.string) ?? .null,
            "canBeDisplayed": .bool(result.displayable),
            "widths": .array(widths),
            "controller": result.controller.flatMap { try? encoder.encode($0) } ?? .null,
        ]
    }

    static func flight(_ choice: FlightChoice) -> JSONValue {
        [
            "index": .int(Int64(choice.index)), "code": .string(choice.code), "reason": .string(choice.reason.rawValue),
            "text": .string(choice.sentence),
        ]
    }

    /// What the cell's content needs at its width, in whole points.
    func needs(_ cell: PreviewSession.Result.Width, context: RenderContext) -> Double {
        ContentHeight.needed(cell.cell.cell, width: cell.width, context: context)
    }

    /// `375 pt · height 164 · needs 150` (and `, cut` when it needs more than it asked);
    /// `375 pt · height fit · needs 150`.
    func heading(_ cell: PreviewSession.Result.Width, context: RenderContext) -> String {
        let needed = needs(cell, context: context)
        let cut = cell.height.points.map { needed > $0 } ?? false
        return "\(Int(cell.width)) pt · height \(Self.describe(cell.height)) · needs \(Self.number(needed))" + (cut ? ", cut" : "")
    }

    static func describe(_ height: CellHeight) -> String {
        height.points.map(number) ?? "fit"
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
