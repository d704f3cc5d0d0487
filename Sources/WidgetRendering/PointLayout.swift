import WidgetProtocol

/// The HTML page's layout of a cell tree, in points, reduced to what decides heights: the
/// stylesheet's boxes (``Theme/stylesheet(appearance:)``) computed by hand from the same
/// ``Theme`` and ``LayoutMetrics``. Every height is a border box (padding and `frame` heights
/// included), as the page's `box-sizing: border-box` draws it.
///
/// Stacks are flex boxes: a `vstack` (and a list item, and the card) is a column whose
/// children each get the full width, spaced by its token; an `hstack` is a row whose children
/// take their one-line width, grown (spacers, `maxWidth: infinity`) or shrunk (in proportion
/// to that width; images, badges, buttons and toggles never shrink) to fill it exactly, and
/// then wrap; a `zstack` is as tall as its tallest child (the row is in `PointLayout+Row.swift`).
struct PointLayout {
    let theme: Theme
    let metrics: LayoutMetrics
    let dates: DateTextFormatter

    init(context: RenderContext) {
        theme = context.theme
        metrics = context.theme.metrics
        dates = DateTextFormatter(context)
    }

    /// Padding in points: top, leading, bottom, trailing.
    struct Insets {
        var top = 0.0, leading = 0.0, bottom = 0.0, trailing = 0.0
        var horizontal: Double { leading + trailing }
        var vertical: Double { top + bottom }
    }

    /// A node's padding: each side the widget set (`padding`), else the kind's own (a badge's,
    /// a button's). An image box the page draws for an image it does not load, and an inline
    /// image, keep their own and ignore the widget's (the stylesheet's rules for them win).
    func insets(_ node: CellNode, _ padding: Padding?) -> Insets {
        var own = Insets()
        switch node {
        case .badge:
            own = Insets(
                top: metrics.badgePadding.vertical, leading: metrics.badgePadding.horizontal, bottom: metrics.badgePadding.vertical,
                trailing: metrics.badgePadding.horizontal)
        case .button:
            own = Insets(
                top: metrics.buttonPadding.vertical, leading: metrics.buttonPadding.horizontal, bottom: metrics.buttonPadding.vertical,
                trailing: metrics.buttonPadding.horizontal)
        case .image(let n) where imageKind(n) != .symbol:
            return Insets()
        default:
            break
        }
        switch padding {
        case nil: return own
        case .all(let token):
            let v = theme.points(token)
            return Insets(top: v, leading: v, bottom: v, trailing: v)
        case .edges(let e):
            return Insets(
                top: e.top.map(theme.points) ?? own.top, leading: e.leading.map(theme.points) ?? own.leading,
                bottom: e.bottom.map(theme.points) ?? own.bottom, trailing: e.trailing.map(theme.points) ?? own.trailing)
        }
    }

    /// How the page draws an image.
    enum ImageKind {
        /// A glyph (every symbol name has one, ``SymbolGlyphs``).
        case symbol
        /// An inline `data:` image.
        case picture
        /// A labelled box standing for an image the page does not load.
        case box
    }

    func imageKind(_ n: ImageNode) -> ImageKind {
        switch n.source {
        case .symbol: return .symbol
        case .data(let value): return SafeURL.imageData(value) != nil ? .picture : .box
        case .url(let value): return value.lowercased().hasPrefix("data:") && SafeURL.imageData(value) != nil ? .picture : .box
        case .asset: return .box
        }
    }

    static func points(_ length: FrameLength?) -> Double? {
        if case .points(let v)? = length, v.isFinite { return max(0, v) }
        return nil
    }

    // MARK: - Heights

    /// The border-box height of `node` given `width` points across. `column`: its parent is a
    /// column (a vstack, a list item, the card), where a spacer is as tall as its `minLength`;
    /// `inRow`: its parent is a row, which gave it exactly `width`.
    /// A node this host drops (an unknown kind without fallback) is 0 tall.
    func height(_ node: CellNode, width: Double, column: Bool, inRow: Bool = false, depth: Int = 0) -> Double {
        guard depth < 64, let node = TerminalLayout.resolved(node), let m = node.modifiers else { return 0 }
        let pad = insets(node, m.padding)
        var outer = inRow ? width : boxWidth(node, m, offered: width)
        // In a column (and a zstack) a child is never wider than its parent (`max-width: 100%`),
        // unless its own frame says otherwise.
        if !inRow, m.frame?.maxWidth == nil { outer = max(min(outer, width), Self.points(m.frame?.minWidth) ?? 0) }
        let inner = max(0, outer - pad.horizontal)
        var h = borderBox(node, content: content(node, width: inner, column: column, depth: depth), padding: pad)
        if let exact = Self.points(m.frame?.height) { h = exact }
        if let most = Self.points(m.frame?.maxHeight) { h = min(h, most) }
        if let least = Self.points(m.frame?.minHeight) { h = max(h, least) }
        // A border box is never smaller than its padding.
        return max(h, pad.vertical)
    }

    /// The width a node's box takes of `offered`: its `frame` width, clamped by its minimum
    /// and maximum; else what is offered.
    func boxWidth(_ node: CellNode, _ m: Modifiers, offered: Double) -> Double {
        var w = offered
        if let exact = Self.points(m.frame?.width) {
            w = exact
        } else if case .image(let image) = node, let size = image.size, size.isFinite {
            w = max(0, size)
        }
        if let most = Self.points(m.frame?.maxWidth) { w = min(w, most) }
        if let least = Self.points(m.frame?.minWidth) { w = max(w, least) }
        return w
    }

    /// The border box around `content`: the padding, and the kinds whose box has a size of its
    /// own (border-box, so padding does not add to it).
    func borderBox(_ node: CellNode, content: Double, padding: Insets) -> Double {
        switch node {
        case .image(let n):
            if let size = n.size, size.isFinite { return max(0, size) }
            return imageKind(n) == .symbol ? content + padding.vertical : metrics.imageBox
        case .placeholder(let n):
            switch n.kind ?? .text {
            case .circle: return metrics.placeholderCircle
            case .rect: return max(metrics.placeholderRect, padding.vertical)
            case .text: return max(metrics.placeholderMinimum, content + padding.vertical)
            }
        default:
            return content + padding.vertical
        }
    }

    /// The height inside the padding.
    private func content(_ node: CellNode, width: Double, column: Bool, depth: Int) -> Double {
        switch node {
        case .vstack(let n):
            return stack(n.children, spacing: n.spacing ?? .m, width: width, depth: depth)
        case .hstack(let n):
            return row(n, width: width, depth: depth).height
        case .zstack(let n):
            return n.children.map { height($0, width: width, column: false, depth: depth + 1) }.max() ?? 0
        case .list(let n):
            return list(n, width: width, depth: depth)
        case .spacer(let n):
            return column ? (n.minLength.map { $0.isFinite ? max(0, $0) : 0 } ?? 0) : 0
        case .divider:
            return metrics.divider
        case .text(let n):
            let font = style(n.style)
            let lines = textLines(n).count(glyphs(n), width: width)
            return Double(n.maxLines.map { min(lines, max(1, $0)) } ?? lines) * font.lineHeight
        case .dateText(let n):
            let font = style(n.textStyle)
            let text = dateGlyphs(n)
            return Double(TextLines(size: font.cssSize).count(text, width: width)) * font.lineHeight
        case .image(let n):
            return imageHeight(n)
        case .label(let n):
            return labelHeight(n, width: width)
        case .badge:
            return metrics.badge.height
        case .progress(let n):
            return progressHeight(n, width: width)
        case .facts(let n):
            return facts(n, width: width)
        case .button(let n):
            let inner = max(0, width - buttonIconWidth(n))
            let lines = max(1, TextLines(size: metrics.button.size).count(plain(n.title, bold: true), width: inner))
            return Double(lines) * metrics.button.height
        case .toggle(let n):
            let inner = max(0, width - metrics.toggleTrack.width - metrics.toggleGap)
            let lines = TextLines(size: metrics.plainText.size).count(plain(n.label, bold: false), width: inner)
            return max(metrics.toggleTrack.height, Double(lines) * metrics.plainText.height)
        case .placeholder(let n):
            return placeholderHeight(n)
        case .unknown:
            return 0
        }
    }

    /// A column of children: their heights and the spacing between each two drawn ones (a
    /// dropped unknown node is not drawn; a spacer is, and is spaced).
    func stack(_ children: [CellNode], spacing: Spacing, width: Double, depth: Int) -> Double {
        let drawn = children.filter { TerminalLayout.resolved($0) != nil }
        let heights = drawn.map { height($0, width: width, column: true, depth: depth + 1) }
        return heights.reduce(0, +) + theme.points(spacing) * Double(max(0, drawn.count - 1))
    }

    func list(_ n: ListNode, width: Double, depth: Int) -> Double {
        let visible = n.maxVisible.map { max(1, $0) } ?? n.items.count
        // Every item is a row (`li`), drawn or not.
        var heights = n.items.prefix(visible).map { height($0, width: width, column: true, depth: depth + 1) }
        if n.items.count > visible {
            let more = TextLines(size: metrics.listMore.size).count(plain("+\(n.items.count - visible) more", bold: false), width: width)
            heights.append(Double(more) * metrics.listMore.height)
        }
        guard !heights.isEmpty else { return 0 }
        let between = theme.points(n.spacing ?? .s) + (n.separator == true ? metrics.listSeparator + metrics.listSeparatorPadding : 0)
        return heights.reduce(0, +) + between * Double(heights.count - 1)
    }

    /// The fallback text drawn for a tree with nothing this host draws: a body paragraph with
    /// padding `m`.
    func fallbackHeight(_ cell: Cell, width: Double) -> Double {
        let text = cell.fallbackText.map(UntrustedText.clean).flatMap { $0.isEmpty ? nil : $0 } ?? HTMLRenderer.noContentText
        let pad = theme.points(.m)
        let font = style(.body)
        let lines = TextLines(size: font.cssSize).count(plain(text, bold: isBold(font.cssWeight)), width: max(0, width - 2 * pad))
        return Double(lines) * font.lineHeight + 2 * pad
    }

    // MARK: - Leaves

    func style(_ style: TextStyle?) -> Theme.Font {
        theme.fonts[style ?? .body] ?? Theme.Font(cssSize: 17, lineHeight: 22, cssWeight: 400, terminal: .plain)
    }

    /// Whether a CSS weight draws with the bold face (semibold and heavier).
    func isBold(_ weight: Int) -> Bool { weight >= 600 }

    func isBold(_ style: TextStyle?, _ weight: FontWeight?) -> Bool {
        if let weight, let entry = theme.weights[weight] { return isBold(entry.css) }
        return isBold(self.style(style).cssWeight)
    }

    func plain(_ text: String, bold: Bool) -> [TextLines.Glyph] {
        UntrustedText.clean(text).map { TextLines.Glyph(character: $0, bold: bold) }
    }

    func textLines(_ n: TextNode) -> TextLines { TextLines(size: style(n.style).cssSize) }

    func glyphs(_ n: TextNode) -> [TextLines.Glyph] {
        let bold = isBold(n.style, n.weight)
        return InlineMarkdown.runs(for: n).flatMap { run in run.text.map { TextLines.Glyph(character: $0, bold: bold || run.bold) } }
    }

    func dateGlyphs(_ n: DateTextNode) -> [TextLines.Glyph] {
        plain(dates.string(for: n), bold: isBold(n.textStyle, n.weight))
    }

    /// An image's content: a glyph's line (boxes and pictures are sized by ``borderBox``).
    func imageHeight(_ n: ImageNode) -> Double {
        metrics.symbol.height
    }

    func labelHeight(_ n: LabelNode, width: Double) -> Double {
        let font = style(n.textStyle)
        guard n.style != .iconOnly else { return font.lineHeight }
        let icon = labelIconWidth(n)
        let lines = TextLines(size: font.cssSize).count(plain(n.title, bold: isBold(font.cssWeight)), width: max(0, width - icon))
        return Double(max(1, lines)) * font.lineHeight
    }

    func progressHeight(_ n: ProgressNode, width: Double) -> Double {
        guard let label = n.label else { return metrics.progressBar }
        let text = TextLines(size: metrics.progressLabel.size)
        if n.style == .ring {
            let lines = text.count(plain(label, bold: false), width: max(0, width - metrics.progressRingWidth - metrics.progressGap))
            return max(metrics.progressBar, Double(lines) * metrics.progressLabel.height)
        }
        let lines = text.count(plain(label, bold: false), width: width)
        return metrics.progressBar + (lines > 0 ? metrics.progressGap + Double(lines) * metrics.progressLabel.height : 0)
    }

    /// A placeholder's lines (a rect or circle has none: ``borderBox`` sizes it).
    func placeholderHeight(_ n: PlaceholderNode) -> Double {
        guard (n.kind ?? .text) == .text else { return 0 }
        // Sibling lines share the margin between them.
        let lines = Double(min(20, max(1, n.lines ?? 1)))
        return lines * (metrics.placeholderLine + metrics.placeholderLineMargin) + metrics.placeholderLineMargin
    }
}
