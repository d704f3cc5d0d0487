import Foundation

/// Everything a render depends on besides the frame: the clock, the zone and locale for
/// `dateText`, the theme and the output capabilities. Pass a fixed `now` for reproducible output.
public struct RenderContext: Sendable {
    /// The instant `dateText` nodes are evaluated against.
    public var now: Date
    /// The viewer's zone: used for a `dateText` whose `timeZone` names a zone this machine does
    /// not know. Otherwise the node's zone or the offset written in its timestamp wins (spec §5.3).
    public var timeZone: TimeZone
    /// The locale for `date`, `time` and `range` styles (default `en_GB`).
    public var locale: Locale
    /// The token table both renderers resolve colours, styles and spacing through.
    public var theme: Theme
    /// HTML only: the light or dark column of ``theme``, or both by the viewer's
    /// `prefers-color-scheme` (`.auto`, the default). The CLI's `--theme light|dark|auto`.
    public var appearance: Appearance
    /// Terminal only: emit ANSI SGR sequences (colour, bold, dim). Off means plain text.
    public var colour: Bool
    /// Terminal only: rounded box drawing and glyphs; off means an ASCII-only fallback.
    public var unicode: Bool

    /// Creates a context.
    public init(
        now: Date = Date(), timeZone: TimeZone = .current, locale: Locale = Locale(identifier: "en_GB"),
        theme: Theme = .standard, appearance: Appearance = .auto, colour: Bool = false, unicode: Bool = true
    ) {
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
        self.theme = theme
        self.appearance = appearance
        self.colour = colour
        self.unicode = unicode
    }
}
