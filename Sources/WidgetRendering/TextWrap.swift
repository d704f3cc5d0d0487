import WidgetProtocol

/// Word wrapping and truncation of styled text into lines of a given column width.
enum TextWrap {
    /// Greedy word wrap: breaks at spaces, and inside a word only when the word alone is wider
    /// than `width`.
    static func wrap(_ glyphs: [Glyph], width: Int) -> [TextLine] {
        guard width > 0 else { return [] }
        var lines: [TextLine] = []
        var line = TextLine()
        var word: [Glyph] = []
        var wordWidth = 0

        func flushLine() {
            // Trailing spaces of a wrapped line are not drawn.
            while let last = line.glyphs.last, last.character == " " {
                line.glyphs.removeLast()
                line.width -= 1
            }
            lines.append(line)
            line = TextLine()
        }
        func place(_ glyph: Glyph) {
            if line.width + glyph.width > width { flushLine() }
            line.append(glyph)
        }
        func flushWord() {
            defer { word.removeAll(keepingCapacity: true); wordWidth = 0 }
            guard !word.isEmpty else { return }
            if wordWidth > width {
                word.forEach(place)
                return
            }
            if line.width + wordWidth > width { flushLine() }
            line.append(TextLine(glyphs: word))
        }
        for glyph in glyphs {
            if glyph.character == " " {
                flushWord()
                if line.width == 0 && !lines.isEmpty { continue }  // no leading space after a wrap
                if line.width + 1 > width { flushLine(); continue }
                line.append(glyph)
            } else {
                word.append(glyph)
                wordWidth += glyph.width
            }
        }
        flushWord()
        if line.width > 0 || lines.isEmpty { flushLine() }
        return lines
    }

    /// Wrapped lines honouring `maxLines` and the truncation mode: a single line truncates at
    /// the head, middle or tail; several lines always truncate the last one at the tail.
    /// `minimumScaleFactor` has no terminal equivalent (text cannot shrink) and words are never
    /// split to make up for it: text that does not fit ends in "…" like any other.
    static func layout(_ glyphs: [Glyph], width: Int, maxLines: Int?, truncation: Truncation?) -> [TextLine] {
        guard width > 0 else { return [] }
        let limit = maxLines.map { max(1, $0) }
        let lines = wrap(glyphs, width: width)
        guard let limit, lines.count > limit else { return lines }
        if limit == 1 {
            let whole = TextLine(glyphs: glyphs)
            switch truncation ?? .tail {
            case .head: return [whole.truncatedHead(to: width)]
            case .middle: return [whole.truncatedMiddle(to: width)]
            case .tail: return [whole.truncated(to: width)]
            }
        }
        var kept = Array(lines.prefix(limit))
        var last = kept[limit - 1]
        let style = last.glyphs.last?.style ?? .plain
        // Force the ellipsis: more text follows even when the last kept line fits exactly.
        while last.width + 1 > width, !last.glyphs.isEmpty {
            last = TextLine(glyphs: Array(last.glyphs.dropLast()))
        }
        last.append("…", style: style)
        kept[limit - 1] = last
        return kept
    }
}

extension TextLine {
    func appending(_ text: String, style: TerminalStyle) -> TextLine {
        var copy = self
        copy.append(text, style: style)
        return copy
    }
}
