/// A text style token (Dynamic Type names); the host maps each to its font sizes.
public enum TextStyle: String, Codable, Hashable, Sendable, CaseIterable {
    /// Largest title.
    case largeTitle
    /// First-level title.
    case title
    /// Second-level title.
    case title2
    /// Third-level title.
    case title3
    /// Emphasised heading.
    case headline
    /// Below a headline.
    case subheadline
    /// Running text (the default).
    case body
    /// Call-out text.
    case callout
    /// Footnotes.
    case footnote
    /// Captions.
    case caption
    /// Smallest captions.
    case caption2
}

/// A font weight token.
public enum FontWeight: String, Codable, Hashable, Sendable, CaseIterable {
    /// Ultra light.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular (the default).
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// Black.
    case black
}
