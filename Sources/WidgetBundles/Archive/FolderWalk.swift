/// Walks a bundle folder as an archive would be read: every entry beneath it, sorted, links
/// not followed, each path checked (``BundlePath``) and counted against ``BundleLimits``. A
/// FIFO, socket or device is refused, as in an archive.
enum FolderWalk {
    enum Kind: Equatable {
        case file(size: UInt64, executable: Bool)
        case directory
        case symlink(String)
    }

    /// Calls `visit` with each entry's path relative to `root` (folders before what they hold).
    static func walk(
        _ root: String, limits: BundleLimits, _ visit: (String, Kind) throws(BundleError) -> Void
    ) throws(BundleError) {
        guard FileSystem.kind(root) == .directory else { throw .unreadable(root, "it is not a folder") }
        var count = 0
        var total: UInt64 = 0
        func descend(_ relative: String) throws(BundleError) {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let names = FileSystem.names(in: folder) else { throw .unreadable(folder, FileSystem.reason()) }
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                let checked = try BundlePath.checked(path, limits: limits)
                count += 1
                guard count <= limits.maximumEntries else { throw .tooManyEntries(limit: limits.maximumEntries) }
                let full = root + "/" + path
                switch FileSystem.kind(full) {
                case .file(let size, let executable):
                    guard size <= limits.maximumFileBytes else {
                        throw .fileTooLarge(checked, bytes: size, limit: limits.maximumFileBytes)
                    }
                    total += size
                    guard total <= limits.maximumTotalBytes else { throw .bundleTooLarge(limit: limits.maximumTotalBytes) }
                    try visit(checked, .file(size: size, executable: executable))
                case .directory:
                    try visit(checked, .directory)
                    try descend(path)
                case .symlink:
                    guard let target = FileSystem.readLink(full) else { throw .unreadable(full, FileSystem.reason()) }
                    try visit(checked, .symlink(target))
                case .other(let what):
                    throw .unsupportedEntry(checked, what)
                case nil:
                    throw .unreadable(full, FileSystem.reason())
                }
            }
        }
        try descend("")
    }
}
