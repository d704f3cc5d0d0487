import WidgetProtocol

/// The one table mapping the cell tree's semantic tokens to pixels: terminal attributes for
/// ``TerminalRenderer`` and CSS values for ``HTMLRenderer``. Widgets name tokens; only this
/// table (and validated `#RRGGBB` colours) decides what the host draws.
public struct Theme: Sendable {
    /// How many colours the terminal can show.
    public enum ColourDepth: Sendable, Hashable {
        /// The xterm 256-colour palette.
        case indexed256
        /// The 16 basic colours.
        case basic16
    }

    /// A colour token's renderings: light and dark CSS, and the terminal's.
    public struct Colour: Sendable, Hashable {
        /// A CSS colour value for the light appearance.
        public var css: String
        /// A CSS colour value for the dark appearance (``Appearance``).
        public var dark: String
        /// A terminal foreground; `nil` is the terminal's default colour. The terminal draws on
        /// the user's own background, so one value serves light and dark terminals.
        public var terminal: TerminalColor?

        /// Creates a colour entry; `dark` defaults to the light value.
        public init(css: String, dark: String? = nil, terminal: TerminalColor?) {
            self.css = css
            self.dark = dark ?? css
            self.terminal = terminal
        }
    }

    /// A text style's two renderings.
    public struct Font: Sendable, Hashable {
        /// CSS font size in px (iOS default Dynamic Type sizes).
        public var cssSize: Double
        /// The height of one line in points (px), iOS's for the style: every line of the
        /// style's text is exactly this tall (``ContentHeight`` counts on it).
        public var lineHeight: Double
        /// CSS font weight when the node names none.
        public var cssWeight: Int
        /// Terminal attributes (bold for titles, dim for captions).
        public var terminal: TerminalStyle

        /// Creates a text style entry; `lineHeight` defaults to 1.25 times the size, rounded up.
        public init(cssSize: Double, lineHeight: Double? = nil, cssWeight: Int, terminal: TerminalStyle) {
            self.cssSize = cssSize
            self.lineHeight = lineHeight ?? (cssSize * 1.25).rounded(.up)
            self.cssWeight = cssWeight
            self.terminal = terminal
        }
    }

    /// A spacing token's renderings: points for CSS, columns and lines for the terminal.
    public struct Space: Sendable, Hashable {
        /// CSS px.
        public var points: Double
        /// Terminal columns (horizontal padding and hstack gaps).
        public var columns: Int
        /// Terminal lines (vertical padding and vstack gaps).
        public var lines: Int

        /// Creates a spacing entry.
        public init(points: Double, columns: Int, lines: Int) {
            self.points = points
            self.columns = columns
            self.lines = lines
        }
    }

    /// Colour tokens by name (`primary`, …); unknown names resolve as `primary` (spec §5.2).
    public var colours: [String: Colour]
    /// Text styles.
    public var fonts: [TextStyle: Font]
    /// Font weights: CSS weight and terminal attributes.
    public var weights: [FontWeight: (css: Int, terminal: TerminalStyle)]
    /// Spacing tokens.
    public var spacing: [Spacing: Space]
    /// Corner radii in CSS px.
    public var radii: [CornerRadius: Double]
    /// The colour token of each badge tone.
    public var tones: [BadgeNode.Tone: ColorToken]
    /// The terminal's colour depth.
    public var colourDepth: ColourDepth
    /// The card's corner radius in CSS px.
    public var cardRadius: Double
    /// The CSS font stack.
    public var fontStack: String
    /// The text drawn on a tone's colour (badges, status pills, a primary button): white on the
    /// light column's dark tones, black on the dark column's bright ones.
    public var onTone = Colour(css: "#FFFFFF", dark: "#000000", terminal: nil)
    /// Lines that only separate (dividers, a list's rules, a dialog's header): iOS's separator,
    /// lighter than `tertiary`, which a widget may use for UI that must be seen (3:1).
    public var separator = Colour(css: "rgba(60, 60, 67, 0.29)", dark: "rgba(84, 84, 88, 0.6)", terminal: nil)
    /// The sizes of controls, badges, images and the rest (``LayoutMetrics``).
    public var metrics = LayoutMetrics.standard

    /// An iOS-like theme: system font stack, iOS semantic colours in their light and dark
    /// variants (cards are secondary grouped backgrounds on a grouped background), iOS's default
    /// Dynamic Type sizes and line heights, spacing 0/4/8/12/16/24.
    ///
    /// The colours are iOS's made to meet WCAG 2.2 AA on every background of the table (card,
    /// control and page), in both columns: text tokens at 4.5:1 or more, `tertiary` (dividers,
    /// borders, a switch's track) at 3:1 for non-text UI. Each keeps its meaning (blue accent,
    /// green good, orange warning, red critical), darker in light and brighter in dark, as
    /// iOS's own "Increase Contrast" variants are; ``onTone`` is the text on a tone.
    /// `ThemeContrastTests` holds the table to those ratios.
    public static let standard = Theme(
        colours: [
            "primary": Colour(css: "#000000", dark: "#FFFFFF", terminal: nil),
            "secondary": Colour(
                css: "rgba(60, 60, 67, 0.76)", dark: "rgba(235, 235, 245, 0.6)", terminal: TerminalColor(index256: 245, basic: 90)),
            "tertiary": Colour(
                css: "rgba(60, 60, 67, 0.58)", dark: "rgba(235, 235, 245, 0.4)", terminal: TerminalColor(index256: 240, basic: 90)),
            "accent": Colour(css: "#0066CC", dark: "#409CFF", terminal: TerminalColor(index256: 33, basic: 94)),
            "good": Colour(css: "#1E7B34", dark: "#30D158", terminal: TerminalColor(index256: 35, basic: 32)),
            "warning": Colour(css: "#B25000", dark: "#FF9F0A", terminal: TerminalColor(index256: 214, basic: 33)),
            "critical": Colour(css: "#D70015", dark: "#FF6961", terminal: TerminalColor(index256: 203, basic: 91)),
            "background": Colour(css: "#FFFFFF", dark: "#1C1C1E", terminal: nil),
            "secondaryBackground": Colour(css: "#F2F2F7", dark: "#2C2C2E", terminal: nil),
            "groupedBackground": Colour(css: "#F2F2F7", dark: "#000000", terminal: nil),
        ],
        fonts: [
            .largeTitle: Font(cssSize: 34, lineHeight: 41, cssWeight: 400, terminal: TerminalStyle(bold: true)),
            .title: Font(cssSize: 28, lineHeight: 34, cssWeight: 400, terminal: TerminalStyle(bold: true)),
            .title2: Font(cssSize: 22, lineHeight: 28, cssWeight: 400, terminal: TerminalStyle(bold: true)),
            .title3: Font(cssSize: 20, lineHeight: 25, cssWeight: 400, terminal: TerminalStyle(bold: true)),
            .headline: Font(cssSize: 17, lineHeight: 22, cssWeight: 600, terminal: TerminalStyle(bold: true)),
            .subheadline: Font(cssSize: 15, lineHeight: 20, cssWeight: 400, terminal: .plain),
            .body: Font(cssSize: 17, lineHeight: 22, cssWeight: 400, terminal: .plain),
            .callout: Font(cssSize: 16, lineHeight: 21, cssWeight: 400, terminal: .plain),
            .footnote: Font(cssSize: 13, lineHeight: 18, cssWeight: 400, terminal: .plain),
            .caption: Font(cssSize: 12, lineHeight: 16, cssWeight: 400, terminal: TerminalStyle(dim: true)),
            .caption2: Font(cssSize: 11, lineHeight: 13, cssWeight: 400, terminal: TerminalStyle(dim: true)),
        ],
        weights: [
            .ultraLight: (100, TerminalStyle(dim: true)), .thin: (200, TerminalStyle(dim: true)),
            .light: (300, TerminalStyle(dim: true)), .regular: (400, .plain), .medium: (500, .plain),
            .semibold: (600, TerminalStyle(bold: true)), .bold: (700, TerminalStyle(bold: true)),
            .heavy: (800, TerminalStyle(bold: true)), .black: (900, TerminalStyle(bold: true)),
        ],
        // `xs` is half a column but rounds up: a terminal's smallest visible gap is one column,
        // and rounding down glued "Boarding in" to the date text beside it.
        spacing: [
            .none: Space(points: 0, columns: 0, lines: 0), .xs: Space(points: 4, columns: 1, lines: 0),
            .s: Space(points: 8, columns: 1, lines: 0), .m: Space(points: 12, columns: 1, lines: 0),
            .l: Space(points: 16, columns: 2, lines: 1), .xl: Space(points: 24, columns: 3, lines: 1),
        ],
        radii: [.none: 0, .s: 6, .m: 10, .l: 16],
        tones: [.neutral: .secondary, .accent: .accent, .good: .good, .warning: .warning, .critical: .critical],
        colourDepth: .indexed256,
        cardRadius: 16,
        fontStack: "-apple-system, BlinkMacSystemFont, \"SF Pro Text\", \"Helvetica Neue\", \"Segoe UI\", Roboto, Arial, sans-serif"
    )

    /// The entry for a token: a known name, else `primary`. Hex colours are not in the table;
    /// use ``terminalColour(_:)`` or the HTML renderer's validation for them.
    public func colour(_ token: ColorToken) -> Colour {
        colours[token.rawValue] ?? colours["primary"] ?? Colour(css: "#000000", terminal: nil)
    }

    /// The terminal foreground for a token or a valid `#RRGGBB` (quantised); `nil` = default.
    public func terminalColour(_ token: ColorToken?) -> TerminalColor? {
        guard let token else { return nil }
        if let hex = TerminalColor(hex: token.rawValue) { return hex }
        return colour(token).terminal
    }

    /// The terminal attributes for a text style, weight and colour together.
    public func terminalStyle(_ style: TextStyle?, weight: FontWeight?, color: ColorToken?) -> TerminalStyle {
        var result = fonts[style ?? .body]?.terminal ?? .plain
        if let weight, let entry = weights[weight] {
            // An explicit weight replaces the style's own boldness or dimness.
            result.bold = entry.terminal.bold
            result.dim = entry.terminal.dim || (result.dim && !entry.terminal.bold)
        }
        result.color = terminalColour(color)
        return result
    }

    /// Terminal columns for a spacing token.
    public func columns(_ token: Spacing?) -> Int { token.flatMap { spacing[$0]?.columns } ?? 0 }

    /// Terminal lines for a spacing token.
    public func lines(_ token: Spacing?) -> Int { token.flatMap { spacing[$0]?.lines } ?? 0 }

    /// CSS px for a spacing token.
    public func points(_ token: Spacing?) -> Double { token.flatMap { spacing[$0]?.points } ?? 0 }
}
