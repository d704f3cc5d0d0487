import WidgetProtocol

extension TerminalLayout {
    /// What an `hstack` child does with leftover or missing space.
    private enum Slot {
        case spacer
        case flexible
        case content
        case divider
    }

    mutating func hstack(_ n: HStackNode, width: Int) -> Block {
        let children = n.children.compactMap(Self.resolved)
        guard !children.isEmpty else { return .empty(width) }
        // A spacer is space already: no gap on either side of it, and at least one column.
        var gap = theme.columns(n.spacing ?? .m)
        var gaps = Self.gaps(children, gap: gap)
        if gaps.reduce(0, +) >= width {
            gap = 0
            gaps = Array(repeating: 0, count: children.count)
        }
        let available = width - gaps.reduce(0, +)

        var slots: [Slot] = []
        var widths: [Int] = []
        for child in children {
            switch child {
            case .spacer(let s):
                slots.append(.spacer)
                widths.append(max(1, s.minLength.map(Self.columns) ?? 1))
            case .divider:
                slots.append(.divider)
                widths.append(1)
            default:
                let fill: Bool
                if case .infinity? = child.modifiers?.frame?.maxWidth { fill = true } else { fill = false }
                if case .progress(let p) = child, p.style != .ring {
                    slots.append(.flexible)
                    widths.append(min(available, 8))
                } else {
                    slots.append(fill ? .flexible : .content)
                    widths.append(min(available, ideal(child)))
                }
            }
        }

        var total = widths.reduce(0, +)
        if total > available {
            // Shrink the lowest-priority, widest content first, one column at a time; the
            // excess is bounded by the stack width times its child count.
            // Within one priority, image labels give way before text, and badges, buttons and
            // toggles (short, and what the user acts on) last.
            let priority = children.map { $0.modifiers?.layoutPriority ?? 0 }
            let rank = children.map(Self.shrinkRank)
            // First nothing shrinks below 5 columns (a readable "[Bri…]"); only if that is not
            // enough do children shrink further.
            let floors = widths.map { min($0, 5) }
            var floored = true
            while total > available {
                var pick: Int? = nil
                for i in widths.indices where widths[i] > (floored ? floors[i] : 0) && slots[i] != .divider {
                    guard let p = pick else { pick = i; continue }
                    if (priority[i], rank[i]) < (priority[p], rank[p])
                        || (priority[i] == priority[p] && rank[i] == rank[p] && widths[i] > widths[p])
                    {
                        pick = i
                    }
                }
                guard let p = pick else {
                    if floored { floored = false; continue }
                    break
                }
                widths[p] -= 1
                total -= 1
            }
        } else if total < available {
            var growers = slots.indices.filter { slots[$0] == .spacer }
            if growers.isEmpty { growers = slots.indices.filter { slots[$0] == .flexible } }
            if !growers.isEmpty {
                let extra = available - total
                for (k, i) in growers.enumerated() {
                    widths[i] += extra / growers.count + (k < extra % growers.count ? 1 : 0)
                }
            }
        }

        var blocks: [Block?] = []
        for (i, child) in children.enumerated() {
            blocks.append(slots[i] == .divider || slots[i] == .spacer || widths[i] == 0 ? nil : self.block(child, width: widths[i]))
        }
        let height = blocks.compactMap { $0?.height }.max() ?? 0
        guard height > 0 else { return .empty(width) }
        let vertical: Int
        switch n.alignment ?? .center {
        case .top, .firstBaseline: vertical = -1
        case .center: vertical = 0
        case .bottom: vertical = 1
        }
        var lines = Array(repeating: TextLine(), count: height)
        for (i, block) in blocks.enumerated() {
            let column: Block
            if slots[i] == .divider, widths[i] > 0 {
                column = Block(lines: Array(repeating: TextLine(unicode ? "│" : "|", style: dividerStyle(nil)), count: height), width: 1)
            } else if let block {
                column = block.padded(toHeight: height, vertical: vertical)
            } else {
                column = Block(lines: Array(repeating: .blank(widths[i]), count: height), width: widths[i])
            }
            for row in 0..<height {
                if gaps[i] > 0 { lines[row].append(TextLine.blank(gaps[i])) }
                lines[row].append(column.lines[row])
            }
        }
        return Block(lines: lines, width: width)
    }

    /// The gap before each child of an hstack: none before the first, none next to a spacer.
    static func gaps(_ children: [CellNode], gap: Int) -> [Int] {
        children.indices.map { i in
            guard i > 0 else { return 0 }
            if case .spacer = children[i] { return 0 }
            if case .spacer = children[i - 1] { return 0 }
            return gap
        }
    }

    static func shrinkRank(_ node: CellNode) -> Int {
        switch node {
        case .image: return 0
        case .badge, .button, .toggle: return 2
        default: return 1
        }
    }

    // MARK: - Measuring

    /// The columns a node wants on one line (its text unwrapped), padding included.
    func ideal(_ node: CellNode) -> Int {
        guard let node = Self.resolved(node), let m = node.modifiers else { return 0 }
        let pad = insets(m.padding)
        if case .points(let points)? = m.frame?.width { return Self.columns(points) + pad.leading + pad.trailing }
        return min(10_000, intrinsic(node) + pad.leading + pad.trailing)
    }

    private func intrinsic(_ node: CellNode) -> Int {
        let hint = keyHints ? 1 : (focus != nil ? 2 : 0)
        switch node {
        case .vstack(let n): return n.children.map(ideal).max() ?? 0
        case .list(let n): return n.items.map(ideal).max() ?? 0
        case .zstack(let n): return n.children.map(ideal).max() ?? 0
        case .hstack(let n):
            let known = n.children.compactMap(Self.resolved)
            return known.map(ideal).reduce(0, +) + Self.gaps(known, gap: theme.columns(n.spacing ?? .m)).reduce(0, +)
        case .spacer(let n): return max(1, n.minLength.map(Self.columns) ?? 1)
        case .divider: return 1
        case .text(let n): return InlineMarkdown.runs(for: n).reduce(0) { $0 + DisplayWidth.of($1.text) }
        case .dateText(let n): return DisplayWidth.of(dates.string(for: n))
        case .image(let n): return image(n)?.width ?? 0
        case .label(let n): return labelPrefix(n.icon).width + DisplayWidth.of(UntrustedText.clean(n.title))
        case .badge(let n): return badge(n).width
        case .button(let n): return DisplayWidth.of(UntrustedText.clean(n.title)) + 4 + (n.icon.flatMap(iconGlyph) != nil ? 2 : 0) + hint
        case .toggle(let n): return DisplayWidth.of(UntrustedText.clean(n.label)) + 4 + hint
        case .progress(let n):
            let label = n.label.map { DisplayWidth.of(UntrustedText.clean($0)) } ?? 0
            return n.style == .ring ? 6 + label : max(label, 16)
        case .facts(let n):
            let titles = n.rows.map { DisplayWidth.of(UntrustedText.clean($0.title)) }.max() ?? 0
            let values = n.rows.map { DisplayWidth.of(UntrustedText.clean($0.value)) }.max() ?? 0
            return titles + 2 + values
        case .placeholder(let n): return n.width.map(Self.columns) ?? 12
        case .unknown: return 0
        }
    }
}
