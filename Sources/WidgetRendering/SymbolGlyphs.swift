/// SF Symbols names (what widgets send) to one-character glyphs, for the terminal and the HTML
/// page alike.
///
/// A name is looked up by its longest known prefix of whole components:
/// `person.text.rectangle.fill` → `person.text.rectangle` (an ID card, ▤), `person.3.sequence`
/// → `person` (☺), `arrow.right.circle` → its own entry. A name with no known prefix gets
/// ``fallback``, a deliberate neutral mark: an icon is never an empty box, and a widget that
/// names a symbol always gets something drawn where it asked for one.
///
/// Every glyph is one terminal column except ☕ (two: it has emoji presentation, and
/// ``DisplayWidth`` counts it so), and every one is in DejaVu Sans or DejaVu Sans Mono, the
/// default fonts of Debian-like systems, so a browser without the Apple fonts still draws it.
/// Every symbol name used by the examples, samples, transcripts and docs has its own entry;
/// `SymbolGlyphTests` checks that by walking them.
package enum SymbolGlyphs {
    /// The glyph drawn for a symbol name this table does not know.
    package static let fallback: Character = "•"

    package static let table: [String: Character] = [
        // Travel
        "airplane": "✈", "airplane.departure": "✈", "airplane.arrival": "✈", "car": "◫", "bus": "◫", "tram": "◫",
        "train.side.front.car": "◫", "ferry": "⚓", "suitcase": "▣", "suitcase.rolling": "▣", "bed.double": "⌂", "bed": "⌂",
        "house": "⌂", "building": "▥", "building.2": "▥", "globe": "◍", "map": "▦", "mappin": "⚲", "mappin.and.ellipse": "⚲",
        "location": "➤", "figure.walk": "⇢", "figure": "⇢", "ticket": "▭", "wallet.pass": "▭", "creditcard": "▭",
        "person.text.rectangle": "▤", "person.crop.rectangle": "▤", "person": "☺", "person.3.sequence": "☺",
        "person.2": "☺", "carseat.right": "ᒪ", "carseat.left": "ᒪ", "chair": "ᒪ", "cup.and.saucer": "☕", "cup": "☕",
        "fork.knife": "ψ", "wifi": "◠", "powerplug": "⌁", "bolt": "ϟ", "drop": "≋", "shower": "≋", "lock": "⚷",
        "lock.shield": "⚷", "shield": "◈", "bag": "▣", "cart": "▣", "gift": "⊞", "camera": "◙", "phone": "✆",
        "envelope": "✉", "bell": "♪", "calendar": "▦", "clock": "◷", "timer": "◷", "hourglass": "◷", "alarm": "◷",
        // Weather and time of day
        "sun.max": "☼", "sun": "☼", "sunrise": "☼", "sunset": "☼", "moon": "☾", "cloud": "☁", "cloud.rain": "☂",
        "umbrella": "☂", "snowflake": "❄", "thermometer": "⊺", "wind": "≈",
        // Status and actions
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.seal": "✔", "checklist": "☑", "xmark": "✗",
        "exclamationmark": "!", "exclamationmark.triangle": "⚠", "info": "ℹ", "info.circle": "ℹ",
        "questionmark": "?", "questionmark.circle": "?", "plus": "+", "minus": "−", "star": "★", "heart": "♥",
        "flag": "⚑", "bookmark": "⚑", "tag": "⌑", "magnifyingglass": "⚲", "gear": "⚙", "gearshape": "⚙",
        "trash": "⌫", "pencil": "✎", "square.and.pencil": "✎", "square.and.arrow.up": "⇧", "link": "⚭",
        "doc": "▯", "doc.text": "▤", "list.bullet": "☰", "ellipsis": "⋯", "qrcode": "▩", "barcode": "▥",
        "square": "□", "circle": "○", "circle.fill": "●",
        // Arrows
        "arrow": "→", "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
        "arrow.right.circle": "➜", "arrow.up.right": "↗", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
        "arrow.triangle.swap": "⇄", "arrow.left.arrow.right": "⇄", "arrow.up.arrow.down": "⇅",
        "arrow.triangle.2.circlepath": "⟳", "arrow.2.squarepath": "⟳", "chevron.right": "›", "chevron.left": "‹",
        "chevron.up": "˄", "chevron.down": "˅",
    ]

    /// The glyph for a symbol name: its longest known prefix's, else ``fallback``; `nil` only in
    /// ASCII mode (`unicode` false), where symbols are drawn by their label or not at all.
    package static func glyph(for name: String, unicode: Bool) -> Character? {
        guard unicode else { return nil }
        return known(name) ?? fallback
    }

    /// The glyph of the longest known prefix of `name` (whole components), or `nil`.
    package static func known(_ name: String) -> Character? {
        knownPrefix(of: name).flatMap { table[$0] }
    }

    /// The longest prefix of `name` (whole components, `name` itself included) the table knows.
    package static func knownPrefix(of name: String) -> String? {
        var components = name.split(separator: ".", omittingEmptySubsequences: false).prefix(12)
        while !components.isEmpty {
            let prefix = components.joined(separator: ".")
            if table[prefix] != nil { return prefix }
            components.removeLast()
        }
        return nil
    }
}
