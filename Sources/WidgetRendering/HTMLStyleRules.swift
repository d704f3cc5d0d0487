/// The sizes and colours a cell asks for in numbers (`width:120px`, `#3366CC`), as classes.
///
/// A strict Content-Security-Policy refuses `style="…"` attributes, so the HTML renderer never
/// writes one: each distinct set of declarations becomes a class named after a hash of its text
/// (`st-…`), and its rule goes into the page's stylesheet. The same declarations always get the
/// same name, so a fragment pushed into a live page later can add its rules next to the ones
/// already there without clashing. Values are the writer's own: formatted numbers and validated
/// `#RRGGBB` colours.
///
/// Each rule is `!important` and belongs *before* the theme's stylesheet: it then beats every
/// ordinary theme rule, as the inline style it replaces did, and still loses to the theme's own
/// `!important` rules (a redacted text stays hidden), as that inline style did too.
struct HTMLStyleRules: Sendable, Hashable {
    /// The rules in the order their classes were first used: `.st-…{…!important}`.
    private(set) var rules: [String] = []
    private var names: Set<String> = []

    /// The class for `declarations` (`["width:24px", "height:24px"]`), its rule added if new.
    mutating func className(for declarations: [String]) -> String {
        let name = Self.name(for: declarations.joined(separator: ";"))
        if names.insert(name).inserted {
            rules.append("." + name + "{" + declarations.map { $0 + "!important" }.joined(separator: ";") + "}")
        }
        return name
    }

    /// `st-` and 48 bits of the declarations' FNV-1a hash, as hex: stable across runs and
    /// processes (Swift's `hashValue` is not).
    static func name(for declarations: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in declarations.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash >> 16, radix: 16)
        return "st-" + String(repeating: "0", count: 12 - hex.count) + hex
    }
}
