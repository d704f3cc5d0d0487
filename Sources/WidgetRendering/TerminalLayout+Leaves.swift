import WidgetProtocol

extension TerminalLayout {
    // MARK: - Text

    mutating func text(_ n: TextNode, width: Int) -> Block {
        let base = theme.terminalStyle(n.style, weight: n.weight, color: n.color)
        var glyphs: [Glyph] = []
        for run in InlineMarkdown.runs(for: n) {
            var style = base
            if run.bold { style.bold = true }
            if run.italic { style.italic = true }
            if run.link != nil { style.underline = true }
            for character in run.text {
                glyphs.append(Glyph(character: character, width: DisplayWidth.of(character), style: style))
            }
        }
        let lines = TextWrap.layout(glyphs, width: width, maxLines: n.maxLines, truncation: n.truncation)
        return Block(lines: lines, width: width, alignment: Self.alignmentKind(n.alignment))
    }

    func dateText(_ n: DateTextNode, width: Int) -> Block {
        let style = theme.terminalStyle(n.textStyle, weight: n.weight, color: n.color)
        let line = TextLine(dates.string(for: n), style: style)
        return Block(lines: [line.truncated(to: width)], width: width)
    }

    // MARK: - Images and labels

    /// The glyph of a symbol source in unicode mode; other sources have none.
    func iconGlyph(_ source: ImageSource) -> Character? {
        if case .symbol(let name) = source { return SymbolGlyphs.glyph(for: name, unicode: unicode) }
        return nil
    }

    /// An image: its symbol glyph, else `[label]`; nothing when decorative without a glyph.
    func image(_ n: ImageNode) -> TextLine? {
        let style = TerminalStyle(color: theme.terminalColour(n.tint))
        if let glyph = iconGlyph(n.source) { return TextLine(String(glyph), style: style) }
        guard n.decorative != true, let label = n.label.map(UntrustedText.clean), !label.isEmpty else { return nil }
        return TextLine("[" + label + "]", style: TerminalStyle(color: theme.terminalColour(.secondary)))
    }

    func labelPrefix(_ icon: ImageSource?) -> TextLine {
        guard let icon, let glyph = iconGlyph(icon) else { return TextLine() }
        return TextLine(String(glyph) + " ")
    }

    func label(_ n: LabelNode, width: Int) -> Block {
        let style = theme.terminalStyle(n.textStyle, weight: nil, color: n.color)
        let title = UntrustedText.clean(n.title)
        var prefix = labelPrefix(n.icon).restyled { _ in style }
        if n.style == .iconOnly {
            let line =
                prefix.width > 0 ? TextLine(String(prefix.glyphs[0].character), style: style) : TextLine("[" + title + "]", style: style)
            return Block(lines: [line.truncated(to: width)], width: width)
        }
        if n.style == .titleOnly { prefix = TextLine() }
        let glyphs = TextLine(title, style: style).glyphs
        // Wrapped lines hang under the title, not under the icon.
        let lines = TextWrap.wrap(glyphs, width: max(1, width - prefix.width))
        var out: [TextLine] = []
        for (i, line) in lines.enumerated() {
            var row = i == 0 ? prefix : TextLine.blank(prefix.width)
            row.append(line)
            out.append(row)
        }
        return Block(lines: out, width: width)
    }

    func badge(_ n: BadgeNode) -> TextLine {
        let token = theme.tones[n.tone ?? .neutral] ?? .secondary
        return TextLine("[ " + UntrustedText.clean(n.text) + " ]", style: TerminalStyle(color: theme.terminalColour(token), bold: true))
    }

    // MARK: - Controls

    /// The next key hint (1–9), recording the action it stands for.
    mutating func nextKey(title: String, kind: KeyedAction.Kind, action: Action, confirm: ButtonNode.Confirmation? = nil) -> TextLine {
        if let focus {
            // Focus mode: a marker column instead of a digit, on every actionable node.
            let index = focusable.count
            focusable.append(KeyedAction(key: index + 1, title: title, kind: kind, action: action, confirm: confirm))
            return index == focus
                ? TextLine(unicode ? "› " : "> ", style: TerminalStyle(color: theme.terminalColour(.accent), bold: true))
                : TextLine("  ")
        }
        guard keyHints else { return TextLine() }
        let key = actions.count + 1
        guard key <= 9 else { return TextLine() }
        actions.append(KeyedAction(key: key, title: title, kind: kind, action: action, confirm: confirm))
        return TextLine(String(key), style: TerminalStyle(bold: true, underline: true))
    }

    mutating func button(_ n: ButtonNode, width: Int) -> TextLine {
        let title = UntrustedText.clean(n.title)
        let token: ColorToken = n.role == .destructive ? .critical : .accent
        let style = TerminalStyle(color: theme.terminalColour(token), bold: n.role == .primary)
        var line = nextKey(title: title, kind: .button, action: n.action, confirm: n.confirm)
        var body = "[ "
        if let icon = n.icon, let glyph = iconGlyph(icon) { body += String(glyph) + " " }
        var label = TextLine(body, style: style)
        label.append(TextLine(title, style: style).truncated(to: max(1, width - line.width - label.width - 2)))
        label.append(" ]", style: style)
        line.append(label)
        return line.truncated(to: width)
    }

    mutating func toggle(_ n: ToggleNode, width: Int) -> TextLine {
        let title = UntrustedText.clean(n.label)
        var line = nextKey(title: title, kind: .toggle(isOn: n.isOn), action: n.action)
        let mark = n.isOn ? (unicode ? "[✓] " : "[x] ") : "[ ] "
        line.append(mark, style: TerminalStyle(color: theme.terminalColour(n.isOn ? .good : .secondary), bold: n.isOn))
        line.append(title, style: .plain)
        return line.truncated(to: width)
    }

    // MARK: - Progress, facts, placeholders

    func progress(_ n: ProgressNode, width: Int) -> Block {
        let tint = TerminalStyle(color: theme.terminalColour(n.tint ?? .accent))
        let secondary = TerminalStyle(color: theme.terminalColour(.secondary))
        let label = n.label.map(UntrustedText.clean)
        let value = n.value.map { min(1, max(0, $0.isFinite ? $0 : 0)) }
        let percent = n.indeterminate == true || value == nil ? "…" : "\(Int((value! * 100).rounded()))%"
        if n.style == .ring {
            let glyph: String
            if !unicode {
                glyph = "(" + percent + ")"
            } else {
                let v = value ?? 0
                let ring = v < 0.125 ? "○" : v < 0.375 ? "◔" : v < 0.625 ? "◑" : v < 0.875 ? "◕" : "●"
                glyph = ring + " " + percent
            }
            var line = TextLine(glyph, style: tint)
            if let label { line.append(" " + label, style: secondary) }
            return Block(lines: [line.truncated(to: width)], width: width)
        }
        var lines: [TextLine] = []
        if let label { lines.append(TextLine(label, style: secondary).truncated(to: width)) }
        let suffix = " " + percent
        let barWidth = max(1, width - 2 - suffix.count)
        var bar = TextLine(unicode ? "▕" : "[", style: secondary)
        if n.indeterminate == true || value == nil {
            bar.append(String(repeating: unicode ? "▒" : "~", count: barWidth), style: tint)
        } else {
            let filled = Int((Double(barWidth) * value!).rounded())
            bar.append(String(repeating: unicode ? "█" : "#", count: filled), style: tint)
            bar.append(String(repeating: unicode ? "░" : "-", count: barWidth - filled), style: secondary)
        }
        bar.append(unicode ? "▏" : "]", style: secondary)
        bar.append(suffix, style: .plain)
        lines.append(bar.truncated(to: width))
        return Block(lines: lines, width: width)
    }

    /// Facts as aligned columns of title and value. Two columns (row-major, like a grid) only
    /// when every value fits whole beside at least half a column of title; otherwise one. A
    /// title is cut before a value, keeping what tells it from its siblings ("Walk…T3").
    func facts(_ n: FactsNode, width: Int) -> Block {
        let titleStyle = TerminalStyle(color: theme.terminalColour(.secondary))
        let rows = n.rows.map { (UntrustedText.clean($0.title), UntrustedText.clean($0.value)) }
        let titles = rows.map(\.0)
        let values = rows.map(\.1)
        let left = stride(from: 0, to: rows.count, by: 2).map { rows[$0] }
        let right = stride(from: 1, to: rows.count, by: 2).map { rows[$0] }
        func fits(_ column: [(String, String)], _ columnWidth: Int) -> Bool {
            let title = column.map { DisplayWidth.of($0.0) }.max() ?? 0
            let value = column.map { DisplayWidth.of($0.1) }.max() ?? 0
            return value + 1 + min(title, columnWidth / 2) <= columnWidth
        }
        let half = (width - 2) / 2
        let twoColumns = n.columns == 2 && width >= 24 && rows.count > 1 && fits(left, half) && fits(right, half)
        let columnWidth = twoColumns ? half : width
        func cells(_ rows: [(String, String)]) -> [TextLine] {
            let longestTitle = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
            let longestValue = rows.map { DisplayWidth.of($0.1) }.max() ?? 0
            let titleWidth = min(longestTitle, max(columnWidth / 2, columnWidth - 1 - longestValue))
            return rows.map { title, value in
                var line = TextLine(title, style: titleStyle).truncated(to: titleWidth, distinctFrom: titles).fitted(to: titleWidth)
                line.append(" ", style: .plain)
                line.append(TextLine(value).truncated(to: max(0, columnWidth - titleWidth - 1), distinctFrom: values))
                return line.fitted(to: columnWidth)
            }
        }
        guard twoColumns else { return Block(lines: cells(rows), width: width) }
        let leftCells = cells(left)
        let rightCells = cells(right)
        var lines: [TextLine] = []
        for i in leftCells.indices {
            var line = leftCells[i]
            line.append(TextLine.blank(2))
            line.append(i < rightCells.count ? rightCells[i] : .blank(columnWidth))
            lines.append(line)
        }
        return Block(lines: lines, width: width)
    }

    func placeholder(_ n: PlaceholderNode, width: Int) -> Block {
        let shade: Character = unicode ? "░" : ":"
        let style = TerminalStyle(dim: true)
        let columns = min(width, n.width.map(Self.columns) ?? width)
        switch n.kind ?? .text {
        case .circle:
            return Block(lines: [TextLine.repeating(shade, min(columns, 2), style: style)], width: width)
        case .rect:
            return Block(lines: Array(repeating: TextLine.repeating(shade, columns, style: style), count: 2), width: width)
        case .text:
            let count = min(20, max(1, n.lines ?? 1))
            return Block(
                lines: (0..<count).map { i in
                    TextLine.repeating(shade, i == count - 1 && count > 1 ? max(1, columns * 3 / 5) : columns, style: style)
                }, width: width)
        }
    }
}
