import WidgetProtocol

// One-line widths (CSS max-content): what a row starts its children from, and the facts grid
// sizes its title column by.
extension PointLayout {
    /// The border-box width of `node` with nothing wrapped: its `frame` width if it has one.
    func maxContent(_ node: CellNode, depth: Int = 0) -> Double {
        guard depth < 64, let node = TerminalLayout.resolved(node), let m = node.modifiers else { return 0 }
        if let exact = Self.points(m.frame?.width) { return exact }
        var w: Double
        switch node {
        case .image(let n) where n.size != nil && n.size!.isFinite:
            w = max(0, n.size!)
        default:
            w = intrinsic(node, depth: depth) + insets(node, m.padding).horizontal
        }
        if let most = Self.points(m.frame?.maxWidth) { w = min(w, most) }
        if let least = Self.points(m.frame?.minWidth) { w = max(w, least) }
        return w
    }

    /// The width inside the padding.
    private func intrinsic(_ node: CellNode, depth: Int) -> Double {
        switch node {
        case .vstack(let n): return n.children.map { maxContent($0, depth: depth + 1) }.max() ?? 0
        case .zstack(let n): return n.children.map { maxContent($0, depth: depth + 1) }.max() ?? 0
        case .list(let n):
            let visible = n.maxVisible.map { max(1, $0) } ?? n.items.count
            var widest = n.items.prefix(visible).map { maxContent($0, depth: depth + 1) }.max() ?? 0
            if n.items.count > visible {
                widest = max(widest, TextLines(size: metrics.listMore.size).width(plain("+\(n.items.count - visible) more", bold: false)))
            }
            return widest
        case .hstack(let n):
            let children = n.children.compactMap(TerminalLayout.resolved)
            let gaps = theme.points(n.spacing ?? .m) * Double(max(0, children.count - 1))
            return children.map { maxContent($0, depth: depth + 1) }.reduce(0, +) + gaps
        case .spacer(let n): return n.minLength.map { $0.isFinite ? max(0, $0) : 0 } ?? 0
        case .divider(let n): return metrics.divider + theme.points(n.inset)
        case .text(let n): return textLines(n).width(glyphs(n))
        case .dateText(let n): return TextLines(size: style(n.textStyle).cssSize).width(dateGlyphs(n))
        case .image(let n):
            switch imageKind(n) {
            case .symbol:
                let glyph =
                    SymbolGlyphs.glyph(for: symbolName(n.source) ?? "", unicode: true).map { [TextLines.Glyph(character: $0, bold: false)] }
                    ?? []
                return max(metrics.imageBox, TextLines(size: metrics.symbol.size).width(glyph))
            case .picture:
                return metrics.imageBox
            case .box:
                guard n.decorative != true else { return metrics.imageBox }
                let label = TextLines(size: metrics.imageLabel.size).width(plain(n.label ?? "", bold: false))
                return max(metrics.imageBox, label + 2 * (metrics.imageLabelPadding.horizontal + metrics.imageLabelBorder))
            }
        case .label(let n):
            let font = style(n.textStyle)
            let icon = labelIconWidth(n)
            guard n.style != .iconOnly else { return max(0, icon - metrics.labelGap) }
            return icon + TextLines(size: font.cssSize).width(plain(n.title, bold: isBold(font.cssWeight)))
        case .badge(let n): return TextLines(size: metrics.badge.size).width(plain(n.text, bold: true))
        case .button(let n): return buttonIconWidth(n) + TextLines(size: metrics.button.size).width(plain(n.title, bold: true))
        case .toggle(let n):
            return metrics.toggleTrack.width + metrics.toggleGap
                + TextLines(size: metrics.plainText.size).width(plain(n.label, bold: false))
        case .progress(let n):
            let label = n.label.map { TextLines(size: metrics.progressLabel.size).width(plain($0, bold: false)) } ?? 0
            if n.style == .ring { return metrics.progressRingWidth + (n.label == nil ? 0 : metrics.progressGap + label) }
            // A bar's own width, as a browser draws an unsized `progress`: 10 em.
            return max(10 * metrics.plainText.size, label)
        case .facts(let n):
            let columns = factColumns(n)
            return columns.titles.map(\.widest).reduce(0, +) + columns.values.map(\.widest).reduce(0, +) + columns.gaps
        case .placeholder(let n):
            if let width = n.width, width.isFinite { return max(0, width) }
            return (n.kind ?? .text) == .circle ? metrics.placeholderCircle : 0
        case .unknown: return 0
        }
    }

    func symbolName(_ source: ImageSource) -> String? {
        if case .symbol(let name) = source { return name }
        return nil
    }

    /// A symbol icon's glyph and the gap after it, at `size`; nothing for other sources (the
    /// page draws no icon for them).
    func iconWidth(_ source: ImageSource?, size: Double, gap: Double) -> Double {
        guard let source, let name = symbolName(source), let glyph = SymbolGlyphs.glyph(for: name, unicode: true) else { return 0 }
        return TextLines(size: size).width([TextLines.Glyph(character: glyph, bold: false)]) + gap
    }

    func labelIconWidth(_ n: LabelNode) -> Double {
        n.style == .titleOnly ? 0 : iconWidth(n.icon, size: style(n.textStyle).cssSize, gap: metrics.labelGap)
    }

    func buttonIconWidth(_ n: ButtonNode) -> Double {
        iconWidth(n.icon, size: metrics.button.size, gap: metrics.buttonIconGap)
    }
}
