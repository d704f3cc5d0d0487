/// Text attributes for one run of terminal text. Rendered as one SGR sequence that always
/// starts from a reset, so runs never inherit each other's attributes.
public struct TerminalStyle: Hashable, Sendable {
    /// Foreground colour; `nil` is the terminal's default.
    public var color: TerminalColor?
    /// SGR 1.
    public var bold: Bool
    /// SGR 2 (secondary text, captions, quarantined cards).
    public var dim: Bool
    /// SGR 3.
    public var italic: Bool
    /// SGR 4 (markdown links, key hints).
    public var underline: Bool

    /// Creates a style; the default is the terminal's plain text.
    public init(color: TerminalColor? = nil, bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false) {
        self.color = color
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
    }

    /// Plain text.
    public static let plain = TerminalStyle()

    /// This style with `other`'s attributes added and its colour winning when set.
    public func adding(_ other: TerminalStyle) -> TerminalStyle {
        TerminalStyle(
            color: other.color ?? color, bold: bold || other.bold, dim: dim || other.dim,
            italic: italic || other.italic, underline: underline || other.underline)
    }

    /// The SGR sequence selecting exactly this style (`ESC [ 0 ; … m`).
    public func sgr(depth: Theme.ColourDepth) -> String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if italic { codes.append("3") }
        if underline { codes.append("4") }
        if let color {
            switch depth {
            case .indexed256: codes.append("38;5;\(color.index256)")
            case .basic16: codes.append("\(color.basic)")
            }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The sequence that returns the terminal to plain text.
    public static let resetSGR = "\u{1B}[0m"
}
