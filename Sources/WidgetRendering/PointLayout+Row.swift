import WidgetProtocol

// The `hstack`: a flex row (CSS Flexbox §9.7, "resolving flexible lengths"). Each child starts
// at its one-line width; spacers and `maxWidth: infinity` children grow into what is left, and
// when the row is too narrow the others shrink in proportion to their width, down to nothing
// (images, badges, buttons and toggles keep theirs). Then each child is laid out at its width.
extension PointLayout {
    /// One child of a row.
    struct Item {
        var node: CellNode
        /// The width it starts from, and where it ends up.
        var base: Double
        var width: Double
        var grow: Double
        var shrink: Double
        var minimum: Double
        var maximum: Double
        var frozen = false
    }

    struct Row {
        var height: Double
        /// From the row's top to the first baseline of its children.
        var baseline: Double
    }

    /// `n` laid out across `width` points.
    func row(_ n: HStackNode, width: Double, depth: Int) -> Row {
        let children = n.children.compactMap(TerminalLayout.resolved)
        guard !children.isEmpty else { return Row(height: 0, baseline: 0) }
        let gaps = theme.points(n.spacing ?? .m) * Double(children.count - 1)
        var items = children.map { item($0, container: width, depth: depth) }
        resolve(&items, available: width - gaps)
        let heights = items.map { height($0.node, width: $0.width, column: false, inRow: true, depth: depth + 1) }
        guard n.alignment == .firstBaseline else {
            // Centred (or top or bottom): as tall as the tallest; its baseline is the first child's.
            let tallest = heights.max() ?? 0
            let first = baseline(items[0].node, width: items[0].width, height: heights[0], depth: depth)
            let offset: Double
            switch n.alignment ?? .center {
            case .top, .firstBaseline: offset = 0
            case .center: offset = (tallest - heights[0]) / 2
            case .bottom: offset = tallest - heights[0]
            }
            return Row(height: tallest, baseline: offset + first)
        }
        let baselines = zip(items, heights).map { baseline($0.node, width: $0.width, height: $1, depth: depth) }
        let above = baselines.max() ?? 0
        let below = zip(heights, baselines).map { $0 - $1 }.max() ?? 0
        return Row(height: above + below, baseline: above)
    }

    /// A child's flex factors and starting width.
    func item(_ node: CellNode, container: Double, depth: Int) -> Item {
        let m = node.modifiers ?? Modifiers()
        let minimum = Self.points(m.frame?.minWidth) ?? 0
        let maximum = Self.points(m.frame?.maxWidth) ?? .infinity
        let base: Double
        var grow = 0.0
        var shrink = 1.0
        switch node {
        case .spacer(let s):
            base = s.minLength.map { $0.isFinite ? max(0, $0) : 0 } ?? 0
            grow = 1
        case .image, .badge, .button, .toggle:
            base = maxContent(node, depth: depth + 1)
            shrink = 0
        default:
            if case .infinity? = m.frame?.maxWidth {
                // `width: 100%` of the row, then growing and shrinking like a spacer.
                base = Self.points(m.frame?.width) ?? container
                grow = 1
            } else {
                base = maxContent(node, depth: depth + 1)
            }
        }
        let start = min(max(base, minimum), maximum)
        return Item(node: node, base: base, width: start, grow: grow, shrink: shrink, minimum: minimum, maximum: maximum)
    }

    /// Widths that fill `available` exactly where the factors allow.
    func resolve(_ items: inout [Item], available: Double) {
        let growing = items.map(\.width).reduce(0, +) < available
        for i in items.indices {
            let factor = growing ? items[i].grow : items[i].shrink
            if factor == 0 || (growing && items[i].base > items[i].width) || (!growing && items[i].base < items[i].width) {
                items[i].frozen = true
            }
        }
        // Each round freezes at least one child, so this ends.
        for _ in 0...items.count {
            let open = items.indices.filter { !items[$0].frozen }
            guard !open.isEmpty else { return }
            let used = items.indices.map { items[$0].frozen ? items[$0].width : items[$0].base }.reduce(0, +)
            var free = available - used
            let factors = open.map { growing ? items[$0].grow : items[$0].shrink * items[$0].base }
            let total = factors.reduce(0, +)
            if growing {
                let sum = open.map { items[$0].grow }.reduce(0, +)
                if sum < 1 { free *= sum }
            }
            // Targets, clamped to each child's limits; the total clamping decides who freezes.
            var violation = 0.0
            var raised: Set<Int> = []
            var lowered: Set<Int> = []
            for (k, i) in open.enumerated() {
                let target = items[i].base + (total > 0 ? free * factors[k] / total : 0)
                let fixed = min(max(target, items[i].minimum), items[i].maximum)
                if fixed > target { raised.insert(i) }
                if fixed < target { lowered.insert(i) }
                items[i].width = fixed
                violation += fixed - target
            }
            if abs(violation) < 1e-9 { return }
            for i in violation > 0 ? raised : lowered { items[i].frozen = true }
        }
    }

    // MARK: - Baselines

    /// Line metrics of the page's fonts (Liberation Sans): ascent and descent in ems, for
    /// where a line's baseline sits within its line height.
    static let ascent = 0.905
    static let descent = 0.212

    /// From the top of a line of `height` to its baseline, for text at `size`.
    func baseline(lineHeight: Double, size: Double) -> Double {
        (lineHeight - (Self.ascent + Self.descent) * size) / 2 + Self.ascent * size
    }

    /// From the top of `node`'s box to its first baseline; a box without text has none and
    /// aligns its bottom edge.
    func baseline(_ node: CellNode, width: Double, height: Double, depth: Int) -> Double {
        guard depth < 64, let node = TerminalLayout.resolved(node), let m = node.modifiers else { return height }
        let top = insets(node, m.padding).top
        switch node {
        case .text(let n):
            let font = style(n.style)
            return top + baseline(lineHeight: font.lineHeight, size: font.cssSize)
        case .dateText(let n):
            let font = style(n.textStyle)
            return top + baseline(lineHeight: font.lineHeight, size: font.cssSize)
        case .label(let n):
            let font = style(n.textStyle)
            return top + baseline(lineHeight: font.lineHeight, size: font.cssSize)
        case .badge:
            return top + baseline(lineHeight: metrics.badge.height, size: metrics.badge.size)
        case .button:
            return top + baseline(lineHeight: metrics.button.height, size: metrics.button.size)
        case .image(let n) where n.size == nil && imageKind(n) == .symbol:
            return top + baseline(lineHeight: metrics.symbol.height, size: metrics.symbol.size)
        case .facts:
            return top + baseline(lineHeight: metrics.plainText.height, size: metrics.plainText.size)
        case .vstack(let n):
            guard let first = n.children.first(where: { TerminalLayout.resolved($0) != nil }) else { return height }
            let inner = max(0, boxWidth(node, m, offered: width) - insets(node, m.padding).horizontal)
            return top
                + baseline(first, width: inner, height: self.height(first, width: inner, column: true, depth: depth + 1), depth: depth + 1)
        case .hstack(let n):
            let inner = max(0, boxWidth(node, m, offered: width) - insets(node, m.padding).horizontal)
            return top + row(n, width: inner, depth: depth + 1).baseline
        default:
            return height
        }
    }
}
