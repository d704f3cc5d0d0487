import WidgetProtocol

extension TerminalRenderer {
    /// Box-drawing characters for one border style.
    struct BoxChars {
        var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical, teeLeft, teeRight: Character

        static let rounded = BoxChars(
            topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│", teeLeft: "├", teeRight: "┤")
        static let heavy = BoxChars(
            topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃", teeLeft: "┣", teeRight: "┫")
        static let ascii = BoxChars(
            topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|", teeLeft: "+", teeRight: "+")
        static let asciiHeavy = BoxChars(
            topLeft: "#", topRight: "#", bottomLeft: "#", bottomRight: "#", horizontal: "=", vertical: "#", teeLeft: "#", teeRight: "#")

        static func pick(unicode: Bool, heavy: Bool) -> BoxChars {
            unicode ? (heavy ? .heavy : .rounded) : (heavy ? .asciiHeavy : .ascii)
        }
    }

    /// `content` (lines of `width - 4` columns) in a box of `width`, with `badge` in the top
    /// border, `label` at the right of the bottom border and `header` rows above a rule.
    static func box(
        _ content: [TextLine], width: Int, chars: BoxChars, borderStyle: TerminalStyle,
        badge: TextLine? = nil, label: TextLine? = nil, header: [TextLine] = []
    ) -> [TextLine] {
        let inner = width - 4
        var top = TextLine(String(chars.topLeft) + String(chars.horizontal), style: borderStyle)
        if let badge, badge.width > 0 {
            top.append(" ", style: borderStyle)
            top.append(badge.truncated(to: max(1, width - 6)))
            top.append(" ", style: borderStyle)
        }
        top.append(TextLine.repeating(chars.horizontal, width - 1 - top.width, style: borderStyle))
        top.append(String(chars.topRight), style: borderStyle)
        func row(_ line: TextLine) -> TextLine {
            var out = TextLine(String(chars.vertical) + " ", style: borderStyle)
            out.append(line.fitted(to: inner))
            out.append(" " + String(chars.vertical), style: borderStyle)
            return out
        }
        var lines = [top]
        lines += header.map(row)
        if !header.isEmpty {
            var rule = TextLine(String(chars.teeLeft), style: borderStyle)
            rule.append(TextLine.repeating(chars.horizontal, width - 2, style: borderStyle))
            rule.append(String(chars.teeRight), style: borderStyle)
            lines.append(rule)
        }
        lines += content.map(row)
        var bottom = TextLine(String(chars.bottomLeft), style: borderStyle)
        if let label, label.width > 0, width >= 12 {
            // `╰──── flight-go ─╯`: the label keeps the corner rule and half the border.
            let shown = label.truncated(to: max(1, width / 2))
            bottom.append(TextLine.repeating(chars.horizontal, width - 5 - shown.width, style: borderStyle))
            bottom.append(" ", style: borderStyle)
            bottom.append(shown)
            bottom.append(" ", style: borderStyle)
            bottom.append(TextLine.repeating(chars.horizontal, 1, style: borderStyle))
        } else {
            bottom.append(TextLine.repeating(chars.horizontal, width - 2, style: borderStyle))
        }
        bottom.append(String(chars.bottomRight), style: borderStyle)
        lines.append(bottom)
        return lines
    }

    /// One card's box. `points`: the width the cell was laid out for (default: 8 points a
    /// column), to measure its content against its height; `label`: the widget id drawn in its
    /// bottom border.
    static func cardLines(
        _ card: CardFrame, width: Int, selected: Bool, context: RenderContext, points: Double? = nil, label: String? = nil
    ) -> [TextLine] {
        let theme = context.theme
        let inner = max(1, width - 4)
        var content: [TextLine]
        if let cell = card.cell {
            var layout = TerminalLayout(context: context, keyHints: selected)
            let block = layout.block(cell.content, width: inner)
            content = block.lines
            if block.isBlank {
                // Never a blank card: the widget's own summary, else a note.
                let fallback = cell.fallbackText.map(UntrustedText.clean).flatMap { $0.isEmpty ? nil : $0 }
                content = TextWrap.wrap(
                    TextLine(fallback ?? "This card cannot be shown here.", style: TerminalStyle(dim: fallback == nil)).glyphs, width: inner
                )
            }
        } else {
            let shade: Character = context.unicode ? "░" : ":"
            content = [
                TextLine(UntrustedText.clean(card.widgetID), style: TerminalStyle(dim: true)).truncated(to: inner),
                TextLine.repeating(shade, inner, style: TerminalStyle(dim: true)),
                TextLine.repeating(shade, inner * 3 / 5, style: TerminalStyle(dim: true)),
            ]
        }
        if card.fitsContent, let cell = card.cell {
            // Sized to its content: as tall as its measure at the terminal's scale, and never cut.
            let measured = ContentHeight.measure(cell, width: points ?? Double(width) * pointsPerColumn, context: context)
            content = fitted(content, rows: max(content.count, rows(forPoints: measured) - 2), width: inner, context: context)
        } else if let height = card.height {
            var rows = rows(forPoints: height) - 2
            // Content that fits its height by the metrics is never cut: where the terminal's
            // coarser rows need more than the height gives, the card grows instead of hiding
            // what the page shows whole.
            if content.count > rows, let cell = card.cell,
                ContentHeight.measure(cell, width: points ?? Double(width) * pointsPerColumn, context: context) <= height
            {
                rows = content.count
            }
            content = fitted(content, rows: rows, width: inner, context: context)
        }
        var badge: TextLine? = nil
        /// Why the card cannot show a (fresh) cell: in the card, wrapped, never cut in the border.
        var reason: String?
        /// Why it is stopped: said in the card like a reason, but not as an alarm.
        var stoppedReason: String?
        let critical = TerminalStyle(color: theme.terminalColour(.critical), bold: true)
        let mark = context.unicode ? "⚠" : "!"
        switch card.status {
        case .ready, .hidden: break
        case .starting:
            badge = TextLine(context.unicode ? "… starting" : "... starting", style: TerminalStyle(color: theme.terminalColour(.secondary)))
        case .restarting(let seconds):
            badge = TextLine(
                (context.unicode ? "↻" : "@") + (seconds > 0 ? " restarting in \(seconds) s" : " restarting"),
                style: TerminalStyle(color: theme.terminalColour(.warning), bold: true))
        case .stopping:
            badge = TextLine(context.unicode ? "… stopping" : "... stopping", style: TerminalStyle(color: theme.terminalColour(.secondary)))
        case .stopped(let text):
            badge = TextLine(
                (context.unicode ? "■" : "#") + " stopped", style: TerminalStyle(color: theme.terminalColour(.secondary), bold: true))
            stoppedReason = text
            content = content.map {
                $0.restyled {
                    var s = $0; s.dim = true; s.bold = false; return s
                }
            }
        case .failed(let text):
            badge = TextLine(mark + " failed to start", style: critical)
            reason = text
        case .rejected(let text):
            badge = TextLine(mark + " rejected", style: critical)
            reason = "Its cell was rejected: " + text
        case .unanswered(let text):
            badge = TextLine(mark + " not answering", style: TerminalStyle(color: theme.terminalColour(.warning), bold: true))
            reason = "It has not answered for its card: " + text
        case .stale(let asOf):
            badge = TextLine(
                (context.unicode ? "⟳" : "~") + " out of date, as of " + UntrustedText.clean(asOf),
                style: TerminalStyle(color: theme.terminalColour(.warning)))
        case .quarantined(let text):
            badge = TextLine(mark + " quarantined", style: critical)
            reason = text + (selected ? " · r retries" : "")
            content = content.map {
                $0.restyled {
                    var s = $0; s.dim = true; s.bold = false; return s
                }
            }
        }
        if let text = reason ?? stoppedReason {
            let colour = theme.terminalColour(reason == nil ? .secondary : .critical)
            let lines = TextWrap.wrap(TextLine(UntrustedText.clean(text), style: TerminalStyle(color: colour)).glyphs, width: inner)
            // Without a cell the reason replaces the skeleton (keeping the widget's id): a broken
            // widget never looks like one still loading. It fills the asked height, never cut.
            if card.cell == nil {
                content = Array(content.prefix(1)) + lines
                let asked = card.height.map { TerminalRenderer.rows(forPoints: $0) - 2 } ?? 0
                if content.count < asked { content += Array(repeating: .blank(inner), count: asked - content.count) }
            } else {
                content += lines
            }
        }
        if let title = card.pendingPresentation {
            let note = "wants to show \u{201C}" + UntrustedText.clean(title) + "\u{201D}" + (selected ? " · Enter opens" : "")
            content += TextWrap.wrap(TextLine(note, style: TerminalStyle(color: theme.terminalColour(.accent))).glyphs, width: inner)
        }
        let chars = BoxChars.pick(unicode: context.unicode, heavy: selected)
        let border =
            selected
            ? TerminalStyle(color: theme.terminalColour(.accent), bold: true) : TerminalStyle(color: theme.terminalColour(.tertiary))
        let labelLine = label.map { TextLine(UntrustedText.clean($0), style: TerminalStyle(color: theme.terminalColour(.secondary))) }
        return box(content, width: width, chars: chars, borderStyle: border, badge: badge, label: labelLine)
    }

    /// `content` made exactly `rows` lines: padded with blank lines, or cut with its last line
    /// saying how many lines were cut (`⋯ 3 more lines`).
    static func fitted(_ content: [TextLine], rows: Int, width: Int, context: RenderContext) -> [TextLine] {
        let rows = max(1, rows)
        guard content.count > rows else { return content + Array(repeating: .blank(width), count: rows - content.count) }
        let cut = content.count - rows + 1
        let marker = (context.unicode ? "⋯ " : "... ") + "\(cut) more line" + (cut == 1 ? "" : "s")
        let style = TerminalStyle(color: context.theme.terminalColour(.secondary), dim: true)
        return Array(content.prefix(rows - 1)) + [TextLine(marker, style: style).truncated(to: width).fitted(to: width)]
    }

    /// A presented controller as a box: header `‹ Back [left]  Title  [right]` (push) or
    /// `[left]  Title  [right]` (modal, popup), a rule, then its content.
    static func controllerBox(_ controller: WidgetController, width: Int, context: RenderContext, focus: Int? = nil) -> [TextLine] {
        let theme = context.theme
        let inner = max(1, width - 4)
        var layout = TerminalLayout(context: context, keyHints: false, focus: focus)
        let content = layout.block(controller.content, width: inner).lines
        let buttonStyle = TerminalStyle(color: theme.terminalColour(.accent))
        func buttons(_ list: [HeaderButton]?) -> TextLine {
            var line = TextLine()
            for button in list ?? [] {
                if line.width > 0 { line.append(" ", style: .plain) }
                let style =
                    button.role == .destructive
                    ? TerminalStyle(color: theme.terminalColour(.critical))
                    : TerminalStyle(color: buttonStyle.color, bold: button.role == .primary)
                line.append("[" + UntrustedText.clean(button.title) + "]", style: style)
            }
            return line
        }
        var left = TextLine()
        if controller.presentation == .push { left.append(context.unicode ? "‹ Back" : "< Back", style: buttonStyle) }
        let leftButtons = buttons(controller.leftButtons)
        if left.width > 0 && leftButtons.width > 0 { left.append(" ", style: .plain) }
        left.append(leftButtons)
        let right = buttons(controller.rightButtons)
        let title = TextLine(UntrustedText.clean(controller.title), style: TerminalStyle(bold: true))
        // The title is centred on the box; buttons take what they need, the title gives way.
        let side = max(left.width, right.width)
        var header: [TextLine]
        if side * 2 + 2 + min(title.width, 4) <= inner {
            let titleWidth = inner - side * 2 - 2
            var line = left.fitted(to: side)
            line.append(" ", style: .plain)
            line.append(title.truncated(to: titleWidth).fitted(to: titleWidth, alignment: .center))
            line.append(" ", style: .plain)
            line.append(right.truncated(to: side).fitted(to: side, alignment: .trailing))
            header = [line]
        } else {
            var buttonsLine = left.truncated(to: inner)
            let gap = inner - buttonsLine.width - right.width
            if gap >= 1 {
                buttonsLine.append(TextLine.blank(gap))
                buttonsLine.append(right)
            }
            header = [title.truncated(to: inner).fitted(to: inner, alignment: .center), buttonsLine]
        }
        let chars = BoxChars.pick(unicode: context.unicode, heavy: controller.presentation != .push)
        return box(content, width: width, chars: chars, borderStyle: TerminalStyle(bold: true), header: header)
    }
}
