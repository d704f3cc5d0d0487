/// How many lines text takes at a width in points, broken as a browser breaks `white-space:
/// normal` text with `overflow-wrap: break-word`: runs of white space collapse to one space,
/// a line breaks after a space (a space at the end of a line takes no room), after a hyphen
/// that is not before a digit, and around every wide (East Asian) character; a word wider than
/// the line breaks where it stops fitting. Widths are ``TextAdvances``'.
package struct TextLines {
    /// One character and its face.
    package struct Glyph {
        var character: Character
        var bold: Bool
    }

    /// A piece that cannot be broken, and the space after it.
    private struct Segment {
        var glyphs: [Glyph] = []
        var trailingSpace = 0.0
    }

    /// Widths in points below this are "fits": layout units are 1/64 px.
    private static let tolerance = 1.0 / 64

    let size: Double

    package init(size: Double) {
        self.size = size
    }

    /// One glyph's advance in points.
    func advance(_ glyph: Glyph) -> Double {
        Double(TextAdvances.advance(glyph.character, bold: glyph.bold)) * size / 1000
    }

    /// The width of the text on one line (its max-content width).
    package func width(_ glyphs: [Glyph]) -> Double {
        let segments = Self.segments(glyphs)
        var total = 0.0
        for (index, segment) in segments.enumerated() {
            total += segment.glyphs.reduce(0) { $0 + advance($1) }
            if index < segments.count - 1 { total += segment.trailingSpace * size / 1000 }
        }
        return total
    }

    /// The widest piece that cannot be broken but by `break-word` (its min-content width).
    package func longestWord(_ glyphs: [Glyph]) -> Double {
        Self.segments(glyphs).map { $0.glyphs.reduce(0) { $0 + advance($1) } }.max() ?? 0
    }

    /// The lines `glyphs` take at `width` points; 0 for no text.
    package func count(_ glyphs: [Glyph], width: Double) -> Int {
        let segments = Self.segments(glyphs)
        guard !segments.isEmpty else { return 0 }
        let limit = max(0, width) + Self.tolerance
        var lines = 1
        var used = 0.0
        for segment in segments {
            let word = segment.glyphs.reduce(0) { $0 + advance($1) }
            if used > 0 && used + word > limit {
                lines += 1
                used = 0
            }
            if word > limit {
                // Broken inside the word, one glyph past where it stops fitting each time.
                for glyph in segment.glyphs {
                    let w = advance(glyph)
                    if used > 0 && used + w > limit {
                        lines += 1
                        used = 0
                    }
                    used += w
                }
            } else {
                used += word
            }
            used += segment.trailingSpace * size / 1000
        }
        return lines
    }

    /// The text cut where it may break. White space collapses; a segment's trailing space is
    /// in thousandths of an em.
    private static func segments(_ glyphs: [Glyph]) -> [Segment] {
        var segments: [Segment] = []
        var current = Segment()
        func close() {
            if !current.glyphs.isEmpty { segments.append(current) }
            current = Segment()
        }
        for (index, glyph) in glyphs.enumerated() {
            if glyph.character.isWhitespace {
                if !current.glyphs.isEmpty {
                    current.trailingSpace = Double(TextAdvances.advance(" ", bold: glyph.bold))
                    close()
                } else if let last = segments.indices.last, segments[last].trailingSpace == 0 {
                    // A space after a wide character, which closed its segment already.
                    segments[last].trailingSpace = Double(TextAdvances.advance(" ", bold: glyph.bold))
                }
                continue
            }
            if DisplayWidth.of(glyph.character) == 2 {
                close()
                current.glyphs = [glyph]
                close()
                continue
            }
            current.glyphs.append(glyph)
            if glyph.character == "-", current.glyphs.count > 1, index + 1 < glyphs.count,
                !glyphs[index + 1].character.isWhitespace, !(glyphs[index + 1].character.isNumber)
            {
                close()
            }
        }
        close()
        return segments
    }
}
