/// The path of an entry inside a bundle, checked: relative, no `..`, no empty or `.`
/// components once `./` is dropped, no control characters, within ``BundleLimits``.
///
/// Checked on the name as written, before anything touches the disk: whatever an archive
/// says, a checked path names a place beneath the folder it is extracted into (links are
/// checked on their own, ``BundleStager``).
enum BundlePath {
    /// `raw` as a clean relative path (`a/b`), or why it is refused.
    static func checked(_ raw: String, limits: BundleLimits) throws(BundleError) -> String {
        let shown = String(raw.prefix(200))
        guard !raw.hasPrefix("/") else { throw .unsafePath(shown, "it is an absolute path") }
        guard raw.utf8.count <= limits.maximumPathBytes else {
            throw .unsafePath(shown, "the name is longer than \(limits.maximumPathBytes) bytes")
        }
        guard !raw.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw .unsafePath(shown.debugDescription, "the name has a control character")
        }
        var parts: [Substring] = []
        for part in raw.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            guard part != ".." else { throw .unsafePath(shown, "it has a \"..\" component, which would lead outside the bundle") }
            guard part.utf8.count <= 255 else { throw .unsafePath(shown, "a component is longer than 255 bytes") }
            parts.append(part)
        }
        guard !parts.isEmpty else { throw .unsafePath(shown.isEmpty ? "(empty)" : shown, "it names no file") }
        guard parts.count <= limits.maximumDepth else {
            throw .unsafePath(shown, "it is more than \(limits.maximumDepth) folders deep")
        }
        return parts.joined(separator: "/")
    }

    /// The folders above `path` (`a`, `a/b` for `a/b/c`), outermost first.
    static func ancestors(of path: String) -> [String] {
        let parts = path.split(separator: "/")
        return (1..<max(parts.count, 1)).map { parts[0..<$0].joined(separator: "/") }
    }
}
