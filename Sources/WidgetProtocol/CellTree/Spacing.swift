/// A spacing token; the host owns the point values (roughly 0, 4, 8, 12, 16, 24).
public enum Spacing: String, Codable, Hashable, Sendable, CaseIterable {
    /// No space.
    case none
    /// Extra small.
    case xs
    /// Small.
    case s
    /// Medium (the host's default stack spacing).
    case m
    /// Large.
    case l
    /// Extra large.
    case xl
}

/// A corner radius token.
public enum CornerRadius: String, Codable, Hashable, Sendable, CaseIterable {
    /// Square corners.
    case none
    /// Small radius.
    case s
    /// Medium radius.
    case m
    /// Large radius.
    case l
}
