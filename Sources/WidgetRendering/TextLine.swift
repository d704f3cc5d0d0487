/// One drawn character cell (or two, for a wide character) with its attributes.
struct Glyph: Hashable {
    var character: Character
    var width: Int
    var style: TerminalStyle

    static func space(_ style: TerminalStyle = .plain) -> Glyph { Glyph(character: " ", width: 1, style: style) }
}

/// A line of terminal output as glyphs. Layout keeps every line of a block at exactly the
/// block's width, so blocks can be put side by side and boxed without measuring again.
struct TextLine: Hashable {
    var glyphs: [Glyph] = []
    var width = 0

    init() {}

    init(_ text: String, style: TerminalStyle = .plain) {
        append(text, style: style)
    }

    mutating func append(_ glyph: Glyph) {
        glyphs.append(glyph)
        width += glyph.width
    }

    mutating func append(_ text: String, style: TerminalStyle) {
        for character in text {
            append(Glyph(character: character, width: DisplayWidth.of(character), style: style))
        }
    }

    mutating func append(_ other: TextLine) {
        glyphs.append(contentsOf: other.glyphs)
        width += other.width
    }

    static func blank(_ width: Int) -> TextLine {
        var line = TextLine()
        line.glyphs = Array(repeating: .space(), count: max(0, width))
        line.width = max(0, width)
        return line
    }

    static func repeating(_ character: Character, _ count: Int, style: TerminalStyle = .plain) -> TextLine {
        var line = TextLine()
        let w = DisplayWidth.of(character)
        for _ in 0..<max(0, count / max(1, w)) { line.append(Glyph(character: character, width: w, style: style)) }
        if line.width < count { line.append(.space(style)) }
        return line
    }

    var isBlank: Bool { glyphs.allSatisfy { $0.character == " " } }

    /// The line cut to at most `limit` columns, ending in "…" when something was cut.
    func truncated(to limit: Int, ellipsis: Character = "…") -> TextLine {
        guard width > limit else { return self }
        guard limit > 0 else { return TextLine() }
        var result = TextLine()
        for glyph in glyphs {
            if result.width + glyph.width > limit - 1 { break }
            result.append(glyph)
        }
        result.append(Glyph(character: ellipsis, width: 1, style: glyphs.last?.style ?? .plain))
        return result
    }

    /// "…" followed by the end of the line, at most `limit` columns.
    func truncatedHead(to limit: Int, ellipsis: Character = "…") -> TextLine {
        guard width > limit else { return self }
        guard limit > 0 else { return TextLine() }
        var tail: [Glyph] = []
        var used = 1
        for glyph in glyphs.reversed() {
            if used + glyph.width > limit { break }
            tail.append(glyph)
            used += glyph.width
        }
        var result = TextLine()
        result.append(Glyph(character: ellipsis, width: 1, style: glyphs.first?.style ?? .plain))
        for glyph in tail.reversed() { result.append(glyph) }
        return result
    }

    /// The start and the end of the line with "…" between, at most `limit` columns.
    func truncatedMiddle(to limit: Int, ellipsis: Character = "…") -> TextLine {
        guard width > limit else { return self }
        guard limit > 2 else { return truncated(to: limit, ellipsis: ellipsis) }
        let headBudget = (limit - 1 + 1) / 2
        var head = TextLine()
        for glyph in glyphs {
            if head.width + glyph.width > headBudget { break }
            head.append(glyph)
        }
        let rest = TextLine(glyphs: Array(glyphs[head.glyphs.count...])).truncatedHead(to: limit - head.width, ellipsis: ellipsis)
        head.append(rest)
        return head
    }

    /// Cut to at most `limit` columns like ``truncated(to:ellipsis:)``, unless that would make
    /// it look like one of `siblings` cut the same way ("Walk to T3", "Walk to T4" both
    /// "Walk to…"): then the start shared with them gives way and the distinguishing end is
    /// kept, from the start of the word where they differ ("Walk…T3").
    func truncated(to limit: Int, distinctFrom siblings: [String]) -> TextLine {
        guard width > limit, limit > 2 else { return truncated(to: limit) }
        let plain = truncated(to: limit)
        let characters = glyphs.map(\.character)
        let text = String(characters)
        var shared = 0
        for sibling in siblings where sibling != text {
            let other = TextLine(sibling).truncated(to: limit)
            guard other.glyphs.map(\.character) == plain.glyphs.map(\.character) else { continue }
            shared = max(shared, zip(characters, sibling).prefix { $0 == $1 }.count)
        }
        guard shared > 0 else { return plain }
        var start = min(shared, characters.count - 1)
        while start > 0 && characters[start - 1] != " " { start -= 1 }
        let tail = TextLine(glyphs: Array(glyphs[start...]))
        guard tail.width + 2 <= limit else { return truncatedHead(to: limit) }
        var head: [Glyph] = []
        var used = 0
        for glyph in glyphs {
            if used + glyph.width > limit - 1 - tail.width { break }
            head.append(glyph)
            used += glyph.width
        }
        // Cut the head at a word boundary when it has one, and never end it in a space.
        if head.count < glyphs.count, glyphs[head.count].character != " ", let space = head.lastIndex(where: { $0.character == " " }) {
            head = Array(head[..<space])
        }
        while head.last?.character == " " { head.removeLast() }
        guard !head.isEmpty else { return truncatedHead(to: limit) }
        var result = TextLine(glyphs: head)
        result.append(Glyph(character: "…", width: 1, style: head.last?.style ?? .plain))
        result.append(tail)
        return result
    }

    init(glyphs: [Glyph]) {
        self.glyphs = glyphs
        self.width = glyphs.reduce(0) { $0 + $1.width }
    }

    /// The line padded with spaces (or cut) to exactly `target` columns.
    func fitted(to target: Int, alignment: HorizontalAlignmentKind = .leading) -> TextLine {
        var line = width > target ? truncated(to: target) : self
        // A wide glyph can leave the cut one column short; padding below fixes that.
        let missing = target - line.width
        guard missing > 0 else { return line }
        let before: Int
        switch alignment {
        case .leading: before = 0
        case .center: before = missing / 2
        case .trailing: before = missing
        }
        var result = TextLine.blank(before)
        result.append(line)
        line = result
        line.append(TextLine.blank(missing - before))
        return line
    }

    /// The line with every glyph restyled by `transform`.
    func restyled(_ transform: (TerminalStyle) -> TerminalStyle) -> TextLine {
        TextLine(glyphs: glyphs.map { Glyph(character: $0.character, width: $0.width, style: transform($0.style)) })
    }

    /// The string, with SGR sequences when `depth` is given. Each line ends in a reset, so
    /// attributes never leak into the next line or the user's prompt.
    func render(colour depth: Theme.ColourDepth?) -> String {
        guard let depth else { return String(glyphs.map(\.character)) }
        var out = ""
        var current = TerminalStyle.plain
        for glyph in glyphs {
            let style = glyph.style
            if style != current {
                out += style == .plain ? TerminalStyle.resetSGR : style.sgr(depth: depth)
                current = style
            }
            out.append(glyph.character)
        }
        if current != .plain { out += TerminalStyle.resetSGR }
        return out
    }
}

/// Horizontal placement used by layout (the protocol's three alignments).
enum HorizontalAlignmentKind {
    case leading, center, trailing
}

/// A rectangle of lines, all `width` columns wide.
struct Block {
    var lines: [TextLine]
    var width: Int

    static func empty(_ width: Int) -> Block { Block(lines: [], width: width) }

    /// Lines made exactly `width` wide.
    init(lines: [TextLine], width: Int, alignment: HorizontalAlignmentKind = .leading) {
        self.width = width
        self.lines = lines.map { $0.width == width ? $0 : $0.fitted(to: width, alignment: alignment) }
    }

    var height: Int { lines.count }

    var isBlank: Bool { lines.allSatisfy(\.isBlank) }

    /// Adds blank lines to reach `height`, distributed per `vertical` (-1 top, 0 centre, 1 bottom).
    func padded(toHeight height: Int, vertical: Int) -> Block {
        let missing = height - lines.count
        guard missing > 0 else { return self }
        let above = vertical < 0 ? 0 : vertical == 0 ? missing / 2 : missing
        let blanks = { (n: Int) in Array(repeating: TextLine.blank(self.width), count: n) }
        return Block(lines: blanks(above) + lines + blanks(missing - above), width: width)
    }
}
