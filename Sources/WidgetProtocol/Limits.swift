/// The size limits of the protocol. The host enforces them (and tells widgets its values in
/// `initialize`); the SDK checks them before sending, with ``CellTreeValidator``.
public struct Limits: Codable, Hashable, Sendable {
    /// Maximum nodes in one tree (every node object, fallbacks included).
    public var maxNodes: Int
    /// Maximum nesting depth; the root's `content` is at depth 1.
    public var maxDepth: Int
    /// Maximum length of any text, in Unicode scalars.
    public var maxTextLength: Int
    /// Maximum size of an action `payload`, serialized as compact JSON, in bytes.
    public var maxActionPayloadBytes: Int
    /// Maximum size of inline image data (decoded, not base64), in bytes.
    public var maxImageDataBytes: Int
    /// Maximum items of a `list` node.
    public var maxListItems: Int
    /// Maximum rows of a `facts` node.
    public var maxFactsRows: Int
    /// Maximum entries of a timeline.
    public var maxTimelineEntries: Int

    /// Creates limits; the defaults are the protocol's version-1.0 values.
    public init(
        maxNodes: Int = 200, maxDepth: Int = 12, maxTextLength: Int = 2000, maxActionPayloadBytes: Int = 2048,
        maxImageDataBytes: Int = 256 * 1024, maxListItems: Int = 50, maxFactsRows: Int = 20,
        maxTimelineEntries: Int = 50
    ) {
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
        self.maxTextLength = maxTextLength
        self.maxActionPayloadBytes = maxActionPayloadBytes
        self.maxImageDataBytes = maxImageDataBytes
        self.maxListItems = maxListItems
        self.maxFactsRows = maxFactsRows
        self.maxTimelineEntries = maxTimelineEntries
    }

    /// The protocol's default limits.
    public static let `default` = Limits()

    /// Default maximum size of one line, excluding the newline: 1 MiB. The host may configure
    /// another value and announces it as `capabilities.maxLineBytes` in `initialize`.
    public static let defaultMaxLineBytes = 1_048_576

    /// The widths a host lays cards out at, in points (§3): the narrowest phone column, the
    /// common one, the widest. `widgets check` and `preview` ask at each, the dashboard cycles
    /// through them.
    public static let cellWidths: [Double] = [320, 375, 400]

    /// Every width a host may ask for, in points: from the first of ``cellWidths`` to the last.
    public static let cellWidthRange: ClosedRange<Double> = cellWidths[0]...cellWidths[cellWidths.count - 1]
}
