/// Horizontal alignment of a `vstack`'s children or of text lines.
public enum HorizontalAlignment: String, Codable, Hashable, Sendable, CaseIterable {
    /// Leading edge (left in left-to-right locales).
    case leading
    /// Centred.
    case center
    /// Trailing edge.
    case trailing
}

/// Vertical alignment of an `hstack`'s children.
public enum VerticalAlignment: String, Codable, Hashable, Sendable, CaseIterable {
    /// Top edges.
    case top
    /// Centres.
    case center
    /// Bottom edges.
    case bottom
    /// First text baselines.
    case firstBaseline
}

/// Alignment of a `zstack`'s children: one of nine positions.
public enum StackAlignment: String, Codable, Hashable, Sendable, CaseIterable {
    /// Top leading corner.
    case topLeading
    /// Top centre.
    case top
    /// Top trailing corner.
    case topTrailing
    /// Leading centre.
    case leading
    /// Centre.
    case center
    /// Trailing centre.
    case trailing
    /// Bottom leading corner.
    case bottomLeading
    /// Bottom centre.
    case bottom
    /// Bottom trailing corner.
    case bottomTrailing
}

/// Where text is cut when it does not fit.
public enum Truncation: String, Codable, Hashable, Sendable, CaseIterable {
    /// "…end".
    case head
    /// "sta…end".
    case middle
    /// "start…" (the default).
    case tail
}

/// How content is hidden while loading or for privacy.
public enum Redaction: String, Codable, Hashable, Sendable, CaseIterable {
    /// Skeleton shapes while data loads.
    case placeholder
    /// Hidden for privacy (e.g. on a shared screen).
    case privacy
}
