import WidgetProtocol

/// Lays a node tree out into a ``Block`` of exactly the requested width, in terminal columns.
///
/// Rules (all widths in columns, heights in lines): a `vstack` gives each child the full width
/// and aligns children that hug their content; an `hstack` gives children their natural width,
/// grows spacers (then `maxWidth: infinity` children) into leftover space and shrinks the widest,
/// lowest-priority children when space runs out; a `zstack` shows its topmost child that draws
/// anything. Unknown kinds draw their `fallback` or nothing. Key hints (1–9) are assigned in
/// drawing order and recorded in ``actions``.
struct TerminalLayout {
    let theme: Theme
    let unicode: Bool
    let dates: DateTextFormatter
    var keyHints: Bool
    var actions: [KeyedAction] = []
    /// Focus mode (a presented controller): every button and toggle is counted in drawing
    /// order into ``focusable``, and the one at this index is drawn focused. No key hints then.
    let focus: Int?
    var focusable: [KeyedAction] = []

    init(context: RenderContext, keyHints: Bool, focus: Int? = nil) {
        self.theme = context.theme
        self.unicode = context.unicode
        self.dates = DateTextFormatter(context)
        self.keyHints = keyHints && focus == nil
        self.focus = focus
    }

    /// Columns for a length in points: 8 points per column (see ``TerminalRenderer``).
    static func columns(_ points: Double) -> Int {
        guard points.isFinite, points > 0 else { return 0 }
        return min(1000, max(1, Int((points / 8).rounded())))
    }

    /// Lines for a height in points: 16 points per line.
    static func lines(_ points: Double) -> Int {
        guard points.isFinite, points > 0 else { return 0 }
        return min(200, max(1, Int((points / 16).rounded())))
    }

    /// The node a host that knows this kind draws: itself, or an unknown kind's fallback.
    static func resolved(_ node: CellNode) -> CellNode? {
        if case .unknown(_, _, let fallback) = node {
            guard let fallback else { return nil }
            return resolved(fallback)
        }
        return node
    }

    struct Insets { var top = 0, leading = 0, bottom = 0, trailing = 0 }

    func insets(_ padding: Padding?) -> Insets {
        switch padding {
        case nil: return Insets()
        case .all(let token):
            return Insets(
                top: theme.lines(token), leading: theme.columns(token), bottom: theme.lines(token), trailing: theme.columns(token))
        case .edges(let e):
            return Insets(
                top: theme.lines(e.top), leading: theme.columns(e.leading), bottom: theme.lines(e.bottom),
                trailing: theme.columns(e.trailing))
        }
    }

    // MARK: - Drawing

    /// The node drawn at exactly `width` columns (an empty block for a dropped unknown node).
    mutating func block(_ node: CellNode, width: Int) -> Block {
        guard width > 0, let node = Self.resolved(node), let m = node.modifiers else { return .empty(max(0, width)) }
        let pad = insets(m.padding)
        var outer = width
        if case .points(let points)? = m.frame?.width { outer = min(width, Self.columns(points) + pad.leading + pad.trailing) }
        let inner = max(0, outer - pad.leading - pad.trailing)
        let savedHints = keyHints
        if m.hidden == true || m.redacted != nil { keyHints = false }
        var body = content(node, width: inner)
        keyHints = savedHints
        if let frame = m.frame {
            if case .points(let h)? = frame.height {
                let target = Self.lines(h)
                body = Block(lines: Array(body.lines.prefix(target)), width: inner).padded(toHeight: target, vertical: -1)
            }
            if case .points(let h)? = frame.minHeight { body = body.padded(toHeight: Self.lines(h), vertical: 0) }
            if case .points(let h)? = frame.maxHeight { body.lines = Array(body.lines.prefix(max(1, Self.lines(h)))) }
        }
        if m.hidden == true {
            body = Block(lines: Array(repeating: .blank(inner), count: body.height), width: inner)
        } else if m.redacted != nil {
            body = redacted(body)
        } else if let opacity = m.opacity, opacity < 0.5 {
            body.lines = body.lines.map {
                $0.restyled {
                    var s = $0; s.dim = true; return s
                }
            }
        }
        guard !body.lines.isEmpty else { return .empty(width) }
        let blankInner = TextLine.blank(inner)
        var lines = Array(repeating: blankInner, count: pad.top) + body.lines + Array(repeating: blankInner, count: pad.bottom)
        if pad.leading > 0 || pad.trailing > 0 {
            lines = lines.map { line in
                var out = TextLine.blank(pad.leading)
                out.append(line)
                out.append(TextLine.blank(pad.trailing))
                return out
            }
        }
        return Block(lines: lines, width: width)
    }

    /// Every glyph that draws something replaced by a shade block of the same width.
    func redacted(_ block: Block) -> Block {
        let shade: Character = unicode ? "░" : ":"
        let style = TerminalStyle(dim: true)
        return Block(
            lines: block.lines.map { line in
                TextLine(
                    glyphs: line.glyphs.flatMap { glyph -> [Glyph] in
                        glyph.character == " "
                            ? [glyph] : Array(repeating: Glyph(character: shade, width: 1, style: style), count: glyph.width)
                    })
            }, width: block.width)
    }

    mutating func content(_ node: CellNode, width: Int) -> Block {
        guard width > 0 else { return .empty(0) }
        switch node {
        case .vstack(let n): return vstack(n.children, spacing: n.spacing ?? .m, alignment: n.alignment, width: width)
        case .hstack(let n): return hstack(n, width: width)
        case .zstack(let n): return zstack(n, width: width)
        case .list(let n): return list(n, width: width)
        case .spacer(let n):
            return Block(lines: Array(repeating: .blank(width), count: n.minLength.map(Self.lines) ?? 0), width: width)
        case .divider(let n):
            var line = TextLine.blank(theme.columns(n.inset))
            line.append(TextLine.repeating(unicode ? "─" : "-", width - line.width, style: dividerStyle(n.color)))
            return Block(lines: [line], width: width)
        case .text(let n): return text(n, width: width)
        case .dateText(let n): return dateText(n, width: width)
        case .image(let n): return Block(lines: image(n).map { [$0.truncated(to: width)] } ?? [], width: width)
        case .label(let n): return label(n, width: width)
        case .badge(let n): return Block(lines: [badge(n).truncated(to: width)], width: width)
        case .progress(let n): return progress(n, width: width)
        case .facts(let n): return facts(n, width: width)
        case .button(let n): return Block(lines: [button(n, width: width)], width: width)
        case .toggle(let n): return Block(lines: [toggle(n, width: width)], width: width)
        case .placeholder(let n): return placeholder(n, width: width)
        case .unknown: return .empty(width)
        }
    }

    func dividerStyle(_ color: ColorToken?) -> TerminalStyle {
        TerminalStyle(color: theme.terminalColour(color ?? .tertiary), dim: color == nil)
    }

    // MARK: - Stacks

    /// Whether a node takes the full width it is offered (stacks, bars, lines) rather than
    /// hugging its content and being aligned by its parent.
    static func fillsWidth(_ node: CellNode) -> Bool {
        guard let node = resolved(node) else { return false }
        if case .infinity? = node.modifiers?.frame?.maxWidth { return true }
        switch node {
        case .vstack, .hstack, .zstack, .list, .divider, .facts: return true
        case .progress(let n): return n.style != .ring
        case .text(let n): return n.alignment != nil && n.alignment != .leading
        default: return false
        }
    }

    static func alignmentKind(_ a: WidgetProtocol.HorizontalAlignment?) -> HorizontalAlignmentKind {
        switch a {
        case .center?: return .center
        case .trailing?: return .trailing
        default: return .leading
        }
    }

    mutating func vstack(_ children: [CellNode], spacing: Spacing, alignment: WidgetProtocol.HorizontalAlignment?, width: Int) -> Block {
        var lines: [TextLine] = []
        let gap = theme.lines(spacing)
        for child in children {
            let childWidth = Self.fillsWidth(child) ? width : min(width, ideal(child))
            let block = self.block(child, width: childWidth)
            guard block.height > 0 else { continue }
            if !lines.isEmpty { lines += Array(repeating: .blank(width), count: gap) }
            lines += block.lines.map { $0.fitted(to: width, alignment: Self.alignmentKind(alignment)) }
        }
        return Block(lines: lines, width: width)
    }

    mutating func list(_ n: ListNode, width: Int) -> Block {
        let visibleCount = n.maxVisible.map { max(1, $0) } ?? n.items.count
        var lines: [TextLine] = []
        let gap = theme.lines(n.spacing)
        for item in n.items.prefix(visibleCount) {
            let block = self.block(item, width: Self.fillsWidth(item) ? width : min(width, ideal(item)))
            guard block.height > 0 else { continue }
            if !lines.isEmpty {
                if n.separator == true {
                    lines.append(TextLine.repeating(unicode ? "─" : "-", width, style: dividerStyle(nil)))
                } else {
                    lines += Array(repeating: .blank(width), count: gap)
                }
            }
            lines += block.lines.map { $0.fitted(to: width) }
        }
        if n.items.count > visibleCount {
            let more = TextLine("+\(n.items.count - visibleCount) more", style: TerminalStyle(color: theme.terminalColour(.secondary)))
            lines.append(more.truncated(to: width))
        }
        return Block(lines: lines, width: width)
    }

    mutating func zstack(_ n: ZStackNode, width: Int) -> Block {
        // Terminal cells cannot blend, so the topmost child that draws anything wins.
        var chosen = Block.empty(width)
        var tallest = 0
        let savedHints = keyHints
        for child in n.children.reversed() {
            let block = self.block(child, width: Self.fillsWidth(child) ? width : min(width, ideal(child)))
            tallest = max(tallest, block.height)
            if chosen.height == 0 && block.height > 0 && !block.isBlank {
                chosen = Block(lines: block.lines, width: width, alignment: zHorizontal(n.alignment))
                keyHints = false  // children below the chosen one are not drawn: no keys for them
            }
        }
        keyHints = savedHints
        return chosen.padded(toHeight: tallest, vertical: zVertical(n.alignment))
    }

    func zHorizontal(_ a: StackAlignment?) -> HorizontalAlignmentKind {
        switch a ?? .center {
        case .topLeading, .leading, .bottomLeading: return .leading
        case .topTrailing, .trailing, .bottomTrailing: return .trailing
        default: return .center
        }
    }

    func zVertical(_ a: StackAlignment?) -> Int {
        switch a ?? .center {
        case .topLeading, .top, .topTrailing: return -1
        case .bottomLeading, .bottom, .bottomTrailing: return 1
        default: return 0
        }
    }
}
