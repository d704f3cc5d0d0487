/// Cleaning of strings that came from a widget, before either renderer measures or draws them.
///
/// A widget must not be able to move the cursor, change colours, reorder text visually or
/// break out of its card, so the terminal form removes: C0 and C1 controls and DEL; whole
/// escape sequences (CSI, OSC, DCS/SOS/PM/APC, 7-bit and 8-bit forms) rather than just their
/// ESC, so no `[2J` litter is left behind; bidi embeddings, overrides, isolates and marks;
/// zero-width characters (except a joiner inside an emoji sequence); and clusters that start
/// with a combining mark (they would fuse with the host's border). Line and tab controls
/// become spaces.
///
/// Cost is linear: input is cut to ``displayLimit`` scalars first, so a 100 KB string costs
/// the same as a 2 KB one after one pass over its prefix.
public enum UntrustedText {
    /// The most Unicode scalars of one widget string that are read and drawn: the protocol's
    /// text limit (2000), so a tree the host should have rejected still costs a bounded amount.
    public static let displayLimit = 2000

    private enum EscapeState {
        case none
        case escape  // after ESC
        case csi  // ESC [ or U+009B: until a final byte 0x40–0x7E
        case string  // OSC/DCS/SOS/PM/APC: until BEL, ST (U+009C) or ESC \
        case stringEscape  // ESC seen inside a string
    }

    /// `text` made safe to draw (see the type's rules), cut to ``displayLimit`` scalars with
    /// "…" when it was longer. Both renderers use it; HTML escaping happens afterwards.
    public static func clean(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var state = EscapeState.none
        var count = 0
        var truncated = false
        for scalar in text.unicodeScalars {
            count += 1
            if count > displayLimit {
                truncated = true
                break
            }
            let v = scalar.value
            switch state {
            case .escape:
                switch v {
                case 0x5B: state = .csi
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .string
                default: state = .none  // a two-character escape (ESC 7, ESC c, …): drop both
                }
                continue
            case .csi:
                if v >= 0x40 && v <= 0x7E { state = .none }
                if v == 0x1B { state = .escape }
                continue
            case .string:
                if v == 0x07 || v == 0x9C { state = .none }
                if v == 0x1B { state = .stringEscape }
                continue
            case .stringEscape:
                state = v == 0x5C ? .none : .string
                continue
            case .none:
                break
            }
            switch v {
            case 0x1B: state = .escape
            case 0x9B: state = .csi
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .string
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                scalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                break
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                break  // bidi marks, embeddings, overrides, isolates
            case 0x200B, 0x200C, 0x2060...0x2064, 0xFEFF, 0xFFF9...0xFFFB, 0x00AD, 0x180E:
                break  // zero-width and invisible format characters
            default:
                scalars.append(scalar)
            }
        }
        var result = String(scalars)
        // Per-cluster pass: a joiner is only legitimate inside an emoji sequence, and a cluster
        // that starts with a mark or a joiner would merge with the previous column.
        if result.unicodeScalars.contains(where: { $0.value == 0x200D || isMark($0) }) {
            var rebuilt = ""
            for character in result {
                let first = character.unicodeScalars.first!
                if isMark(first) || first.value == 0x200D { continue }
                if character.unicodeScalars.contains(where: { $0.value == 0x200D }) && !isEmojiSequence(character) {
                    var view = String.UnicodeScalarView()
                    view.append(contentsOf: character.unicodeScalars.filter { $0.value != 0x200D })
                    rebuilt.append(String(view))
                } else {
                    rebuilt.append(character)
                }
            }
            result = rebuilt
        }
        if truncated { result.append("…") }
        return result
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return false
        }
    }

    private static func isEmojiSequence(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }
}
