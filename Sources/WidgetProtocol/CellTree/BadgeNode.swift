/// `badge`: a short status word in a coloured capsule ("Delayed", "Gate B32").
public struct BadgeNode: Codable, Hashable, Sendable {
    /// The colour family of the badge.
    public enum Tone: String, Codable, Hashable, Sendable, CaseIterable {
        /// Grey.
        case neutral
        /// The host's tint.
        case accent
        /// Good news.
        case good
        /// Attention.
        case warning
        /// Bad news.
        case critical
    }

    /// The text.
    public var text: String
    /// The tone (default `neutral`).
    public var tone: Tone?
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case text, tone }

    /// Creates a badge.
    public init(text: String, tone: Tone? = nil, modifiers: Modifiers = Modifiers()) {
        self.text = text
        self.tone = tone
        self.modifiers = modifiers
    }
}
