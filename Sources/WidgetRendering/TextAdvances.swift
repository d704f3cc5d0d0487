import Foundation

/// How wide text is, for breaking it into lines: each character's advance in thousandths of an
/// em, the advances of Arial and Helvetica (Liberation Sans has the same), which the HTML
/// page's font stack ends in and Chromium on Linux draws with. The page turns kerning off, so a
/// word is exactly the sum of its characters. `protocol/README.md` §5.8 prints the table, and a
/// test holds the two equal.
///
/// Weights up to `medium` use the regular advances, `semibold` and heavier the bold ones (the
/// fonts have those two faces). A Latin letter with diacritics is as wide as its base letter;
/// other characters are ``otherAdvance``, and wide ones (East Asian, emoji: two terminal
/// columns, ``DisplayWidth``) ``wideAdvance``. An approximation away from these fonts (Apple's
/// system font is a little wider), which is why a card sized to its content in a browser
/// grows rather than clips when the browser's text is wider than this table says.
package enum TextAdvances {
    /// Advances of the ASCII characters from space (32) to tilde (126), regular face.
    package static let regular: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p … ~
    ]

    /// Advances of the ASCII characters from space (32) to tilde (126), bold face.
    package static let bold: [Int] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,  // 0 … ?
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,  // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,  // P … _
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,  // ` … o
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,  // p … ~
    ]

    /// Non-ASCII punctuation common in cards, both faces (the fonts draw them alike in width).
    package static let punctuation: [Character: Int] = [
        "\u{00A0}": 278, "·": 278, "•": 350, "–": 556, "—": 1000, "…": 1000, "‘": 222, "’": 222, "“": 333, "”": 333,
        "°": 400, "€": 556, "£": 556, "×": 584,
    ]

    /// Any other character that is one terminal column wide.
    package static let otherAdvance = 600
    /// A character two terminal columns wide.
    package static let wideAdvance = 1000

    /// `character`'s advance in thousandths of an em.
    package static func advance(_ character: Character, bold: Bool) -> Int {
        if let ascii = character.asciiValue {
            guard ascii >= 32, ascii < 127 else { return 0 }
            return (bold ? Self.bold : regular)[Int(ascii) - 32]
        }
        if let known = punctuation[character] { return known }
        if DisplayWidth.of(character) == 2 { return wideAdvance }
        // é, ü, Å: the width of e, u, A.
        if let first = character.unicodeScalars.first, (0xC0...0x24F).contains(first.value),
            let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first, base.isASCII,
            base.properties.isAlphabetic
        {
            return (bold ? Self.bold : regular)[Int(base.value) - 32]
        }
        return otherAdvance
    }

    /// The width of `text` in points at `size`.
    package static func width(_ text: Substring, size: Double, bold: Bool) -> Double {
        var thousandths = 0
        for character in text { thousandths += advance(character, bold: bold) }
        return Double(thousandths) * size / 1000
    }
}
