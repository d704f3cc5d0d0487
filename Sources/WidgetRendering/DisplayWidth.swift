/// Terminal column widths: 2 for East Asian wide and fullwidth characters and for emoji,
/// 1 for everything else that survives ``UntrustedText`` (which removes controls and
/// zero-width characters). An approximation of `wcwidth`, small on purpose: the renderer pads
/// every line to the card width using these numbers, so being consistent matters more than
/// matching every terminal.
public enum DisplayWidth {
    /// The columns `character` occupies.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x1100 { return 1 }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }  // regional indicators (flags)
        return isWide(first.value) ? 2 : 1
    }

    /// The columns `text` occupies.
    public static func of(_ text: String) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
