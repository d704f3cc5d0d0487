/// How much a bundle may hold, checked while it is read: an archive that claims more is
/// refused at the header that says so, before its bytes are read or written.
public struct BundleLimits: Sendable, Hashable {
    /// Files, folders and links together.
    public var maximumEntries = 4096
    /// One file.
    public var maximumFileBytes: UInt64 = 64 << 20
    /// Every file together (what an archive inflates to, counted as it inflates).
    public var maximumTotalBytes: UInt64 = 256 << 20
    /// A path inside the bundle, in bytes.
    public var maximumPathBytes = 1024
    /// Folders deep.
    public var maximumDepth = 32

    public init() {}
}
