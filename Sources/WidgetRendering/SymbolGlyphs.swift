/// A small table from SF Symbols names (what widgets send) to one-column terminal glyphs.
/// Names are matched on their first component (`airplane.departure` → `airplane`). Symbols not
/// in the table are drawn by their label, or omitted when decorative.
enum SymbolGlyphs {
    static let table: [String: Character] = [
        "airplane": "✈", "arrow": "→", "bell": "♪", "calendar": "▦", "checkmark": "✓", "clock": "◷",
        "cup": "☕", "exclamationmark": "!", "figure": "⇢", "info": "ⓘ", "location": "➤", "mappin": "⌖",
        "person": "☺", "star": "★", "suitcase": "⧉", "wallet": "▭", "xmark": "✗", "heart": "♥",
        "sun": "☼", "moon": "☾", "cloud": "☁", "bus": "⛟", "car": "⛟", "tram": "⛟", "bed": "⌂",
        "house": "⌂", "globe": "◍", "ticket": "⎘", "fork": "⑂", "square": "□", "circle": "○",
    ]

    static let arrows: [String: Character] = [
        "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→",
    ]

    /// The glyph for a symbol name in unicode mode; `nil` when unknown or in ASCII mode.
    static func glyph(for name: String, unicode: Bool) -> Character? {
        guard unicode else { return nil }
        for (prefix, glyph) in arrows where name == prefix || name.hasPrefix(prefix + ".") { return glyph }
        let head = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        return table[head]
    }
}
