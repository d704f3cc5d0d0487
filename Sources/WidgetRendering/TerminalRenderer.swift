import WidgetProtocol

/// Draws dashboard frames and cards as terminal text: a column of boxed cards.
///
/// **Points to columns.** One column stands for 8 points, rounded down: 320 pt → 40 columns,
/// 375 pt → 46, 400 pt → 50 (``columns(forPoints:)``). The card box is the full column width:
/// border, one column of margin, content, margin, border, so a 375-point card has 42 content
/// columns.
///
/// **Points to rows.** One row stands for 16 points (a terminal cell is about twice as tall as
/// it is wide, and 2 × 8 pt is 16), rounded to the nearest row: a card whose widget answered
/// `cellHeight` with `h` is ``rows(forPoints:)`` rows tall *with its two border rows counted*
/// (they stand for the cell's own top and bottom padding, which the terminal does not draw as
/// lines): 100 pt → 6 rows (4 of content), 176 pt → 11, 600 pt → 38. Content taller than that
/// is cut, its last row saying `⋯ N more lines`, when it is also taller than `h` by the metrics
/// (``ContentHeight``, what the HTML page clips at); content that fits `h` there is never cut
/// here, the card grows to it instead. Shorter content is padded with blank rows. A
/// card without a height (``CardFrame/height`` `nil`) is as tall as its content. What the host
/// adds to a card (why it failed, a pending presentation) comes below the cell's rows, so it
/// is never cut. Inside a cell, `frame` heights and spacer lengths use the same 16 points.
///
/// **Guarantees.** Pure: the same frame and context give the same string. Every line of a card
/// (and of the whole frame) is exactly the frame's width in display columns (``DisplayWidth``).
/// No widget text reaches the output uncleaned (``UntrustedText``): the only escape sequences
/// are the renderer's own SGR (`ESC [ … m`), and only when ``RenderContext/colour`` is on.
public enum TerminalRenderer {
    /// Points per terminal column (horizontal).
    public static let pointsPerColumn = 8.0
    /// Points per terminal row (vertical).
    public static let pointsPerRow = 16.0

    /// Terminal columns for a width in points: `points / 8`, rounded down, at least 20.
    public static func columns(forPoints points: Double) -> Int {
        guard points.isFinite else { return 40 }
        return max(20, min(400, Int(points / pointsPerColumn)))
    }

    /// Terminal rows of a card whose widget asked for `points` (`cellHeight`), border rows
    /// included: `points / 16` to the nearest row, at least 3 (two borders and one row of
    /// content), at most 250.
    public static func rows(forPoints points: Double) -> Int {
        guard points.isFinite, points > 0 else { return 3 }
        return max(3, min(250, Int((points / pointsPerRow).rounded())))
    }

    /// The whole frame: title, the visible cards, the status line, and presented controllers
    /// drawn over the column. Lines end in `\n`.
    public static func render(_ frame: DashboardFrame, context: RenderContext) -> String {
        lines(frame, context: context).map { $0.render(colour: context.colour ? context.theme.colourDepth : nil) + "\n" }.joined()
    }

    /// One card as lines of exactly `width` columns: its box, status badge and content.
    /// `selected` draws a heavy border and key hints (1–9) beside its buttons and toggles.
    /// `height` is the widget's `cellHeight` in points: the box is ``rows(forPoints:)`` rows
    /// tall (content cut or padded to fit); `nil` sizes it to its content.
    /// `fitsContent` sizes it to its content instead (``CardFrame/fitsContent``). `points` is
    /// the width the cell was laid out for (default: 8 points a column).
    public static func renderCard(
        _ cell: Cell?, width: Int, context: RenderContext, selected: Bool = false,
        status: CardStatus = .ready, widgetID: String = "", height: Double? = nil, fitsContent: Bool = false, points: Double? = nil
    ) -> [String] {
        cardLines(
            CardFrame(widgetID: widgetID, status: status, cell: cell, height: height, fitsContent: fitsContent), width: max(8, width),
            selected: selected, context: context, points: points
        )
        .map { $0.render(colour: context.colour ? context.theme.colourDepth : nil) }
    }

    /// Every button and toggle of `controller` drawn `width` columns wide, in drawing order:
    /// what focus moves through in a presented controller (``DashboardFrame/controllerFocus``).
    public static func focusableActions(in controller: WidgetController, width: Int, context: RenderContext) -> [KeyedAction] {
        var layout = TerminalLayout(context: context, keyHints: false, focus: -1)
        _ = layout.block(controller.content, width: max(1, max(8, width) - 4))
        return layout.focusable
    }

    /// The key hints a selected card of `width` columns shows, in key order: key `n` of the
    /// dashboard performs `result[n - 1]`.
    public static func keyedActions(for cell: Cell, width: Int, context: RenderContext) -> [KeyedAction] {
        var layout = TerminalLayout(context: context, keyHints: true)
        _ = layout.block(cell.content, width: max(1, max(8, width) - 4))
        return layout.actions
    }

    // MARK: - Frame

    static func lines(_ frame: DashboardFrame, context: RenderContext) -> [TextLine] {
        let width = columns(forPoints: frame.width)
        let theme = context.theme
        var out: [TextLine] = []
        out.append(TextLine(UntrustedText.clean(frame.title), style: TerminalStyle(bold: true)).fitted(to: width, alignment: .center))
        var column: [TextLine] = []
        for (index, card) in frame.cards.enumerated() where card.status != .hidden {
            column.append(.blank(width))
            column += cardLines(
                card, width: width, selected: index == frame.selectedIndex, context: context, points: frame.width,
                label: frame.labelsCards ? card.widgetID : nil)
        }
        if column.isEmpty {
            column = [.blank(width), TextLine("No cards to show", style: TerminalStyle(dim: true)).fitted(to: width, alignment: .center)]
        }
        for (index, presented) in frame.presented.enumerated() {
            let controller = presented.controller
            let focus = index == frame.presented.count - 1 ? frame.controllerFocus : nil
            switch controller.presentation {
            case .push, .modal:
                column = [.blank(width)] + controllerBox(controller, width: width, context: context, focus: focus)
            case .popup:
                let box = controllerBox(
                    controller, width: popupWidth(controller.preferredWidth, columns: width), context: context, focus: focus)
                column = overlay(box, on: column, width: width, dim: context.colour)
            }
        }
        out += column
        let status = UntrustedText.clean(frame.statusLine)
        if !frame.widgetStatuses.isEmpty || !status.isEmpty { out.append(.blank(width)) }
        let secondary = TerminalStyle(color: theme.terminalColour(.secondary))
        out += statusList(frame.widgetStatuses, width: width, style: secondary)
        if !status.isEmpty {
            out += TextWrap.wrap(TextLine(status, style: secondary).glyphs, width: width)
        }
        return out.map { $0.fitted(to: width) }
    }

    /// One line per entry: the widget id in a column (cut, keeping ids apart, past half the
    /// width), then its status and detail, wrapped under the status column, never cut.
    static func statusList(_ entries: [WidgetStatusLine], width: Int, style: TerminalStyle) -> [TextLine] {
        let ids = entries.map { UntrustedText.clean($0.widgetID) }
        let column = min(ids.map { TextLine($0).width }.max() ?? 0, max(4, width / 2))
        let textWidth = max(1, width - column - 2)
        var lines: [TextLine] = []
        for (entry, id) in zip(entries, ids) {
            let text = UntrustedText.clean(entry.status + (entry.detail.map { " (" + $0 + ")" } ?? ""))
            for (index, part) in TextWrap.wrap(TextLine(text, style: style).glyphs, width: textWidth).enumerated() {
                var line =
                    index == 0
                    ? TextLine(id, style: TerminalStyle(bold: true)).truncated(to: column, distinctFrom: ids).fitted(to: column)
                    : TextLine.blank(column)
                line.append(TextLine.blank(2))
                line.append(part)
                lines.append(line)
            }
        }
        return lines
    }

    /// Popup width: `small` 60 %, `medium` 80 % of the column, `large` the column less a
    /// margin each side, or its points at 8 per column; the compact size class applies.
    static func popupWidth(_ preferred: PreferredWidth?, columns: Int) -> Int {
        let widest = max(12, columns - 2)
        switch preferred?.compact ?? .medium {
        case .small: return max(12, columns * 6 / 10)
        case .medium: return max(12, columns * 8 / 10)
        case .large: return widest
        case .points(let points): return min(widest, max(12, TerminalLayout.columns(points)))
        }
    }

    /// `box` centred over `base`, which is extended with blank lines if the box is taller. The
    /// box stands on a cleared area one column and one row wider on every side, so no border or
    /// text of the cards beneath touches its own border.
    static func overlay(_ box: [TextLine], on base: [TextLine], width: Int, dim: Bool) -> [TextLine] {
        var lines =
            dim
            ? base.map {
                $0.restyled {
                    var s = $0; s.dim = true; s.bold = false; return s
                }
            } : base
        let boxWidth = box.first?.width ?? 0
        let top = max(1, (lines.count - box.count) / 2)
        while lines.count < top + box.count + 1 { lines.append(.blank(width)) }
        let left = max(0, (width - boxWidth) / 2)
        let margin = left > 0 ? 1 : 0
        let cleared = TextLine.blank(min(width, boxWidth + 2 * margin))
        for row in (top - 1)...(top + box.count) {
            lines[row] = splice(cleared, into: lines[row], at: left - margin)
        }
        for (i, row) in box.enumerated() {
            lines[top + i] = splice(row, into: lines[top + i], at: left)
        }
        return lines
    }

    /// `row` written over `line` from column `at`; a wide glyph cut by either edge becomes spaces.
    static func splice(_ row: TextLine, into line: TextLine, at start: Int) -> TextLine {
        var result = TextLine()
        var column = 0
        for glyph in line.glyphs {
            if column + glyph.width > start { break }
            result.append(glyph)
            column += glyph.width
        }
        result.append(TextLine.blank(start - result.width))
        result.append(row)
        let end = start + row.width
        column = 0
        for glyph in line.glyphs {
            defer { column += glyph.width }
            if column + glyph.width <= end { continue }
            if column < end { result.append(TextLine.blank(column + glyph.width - end)); continue }
            result.append(glyph)
        }
        return result
    }
}
