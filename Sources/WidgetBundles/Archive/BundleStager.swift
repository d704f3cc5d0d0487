#if canImport(Glibc)
import Glibc
#endif

/// Writes a bundle's entries, one by one as a folder walk or an archive gives them, into a new
/// empty folder, refusing each hostile one before it touches the disk: a name that is
/// absolute, has `..` or goes through a link or a file; the same path twice; a hard link,
/// device or FIFO; more entries, a larger file or more bytes than ``BundleLimits`` (a size is
/// checked when the header claims it, then again as the bytes come). Every file is created
/// new (`O_EXCL`, never through a link), 0644 or 0755, and hashed as it is written.
///
/// ``finish(root:)`` then checks every link with the kernel's own resolution (`realpath`): it
/// must lead to something inside the bundle. The caller removes the folder when anything
/// throws; nothing is ever written outside it.
package struct BundleStager {
    package let destination: String
    package let limits: BundleLimits
    /// What has been written, by path relative to ``destination``.
    package private(set) var written: [String: BundleFile.Kind] = [:]
    private var total: UInt64 = 0

    package init(destination: String, limits: BundleLimits) {
        self.destination = destination
        self.limits = limits
    }

    package mutating func directory(_ raw: String) throws(BundleError) {
        // `./` and `.` name the archive's own top: nothing to make.
        if raw.split(separator: "/").allSatisfy({ $0 == "." }) { return }
        let path = try BundlePath.checked(raw, limits: limits)
        if written[path] == .directory { return }
        try prepare(path)
        try FileSystem.makeDirectory(destination + "/" + path)
        written[path] = .directory
    }

    package mutating func symlink(_ raw: String, target: String) throws(BundleError) {
        let path = try BundlePath.checked(raw, limits: limits)
        guard !target.isEmpty, !target.hasPrefix("/") else { throw .linkOutside(path, target.isEmpty ? "nothing" : target) }
        guard !target.contains("\0"), target.utf8.count <= limits.maximumPathBytes else { throw .linkOutside(path, "an unusable name") }
        try prepare(path)
        try FileSystem.symlink(target, at: destination + "/" + path)
        written[path] = .symlink(target: target)
    }

    /// A file of `size` bytes (as claimed), whose bytes `contents` hands over in chunks.
    package mutating func file(
        _ raw: String, size: UInt64, executable: Bool,
        contents: (_ chunk: ([UInt8]) throws(BundleError) -> Void) throws(BundleError) -> Void
    ) throws(BundleError) {
        let path = try BundlePath.checked(raw, limits: limits)
        guard size <= limits.maximumFileBytes else { throw .fileTooLarge(path, bytes: size, limit: limits.maximumFileBytes) }
        guard total + size <= limits.maximumTotalBytes else { throw .bundleTooLarge(limit: limits.maximumTotalBytes) }
        try prepare(path)
        let full = destination + "/" + path
        let fd = try FileSystem.create(full, mode: executable ? 0o755 : 0o644)
        var hash = SHA256()
        var count: UInt64 = 0
        let (limits, before) = (limits, total)
        var isOpen = true
        do throws(BundleError) {
            try contents { (chunk) throws(BundleError) in
                count += UInt64(chunk.count)
                guard count <= limits.maximumFileBytes else { throw .fileTooLarge(path, bytes: count, limit: limits.maximumFileBytes) }
                guard before + count <= limits.maximumTotalBytes else { throw .bundleTooLarge(limit: limits.maximumTotalBytes) }
                hash.update(chunk)
                try FileSystem.write(fd, chunk, path: full)
            }
            isOpen = false
            try FileSystem.closeWritten(fd, path: full)
        } catch {
            if isOpen { FileSystem.close(fd) }
            throw error
        }
        // The mode again: a umask may have taken the executable bit off for others.
        chmod(full, executable ? 0o755 : 0o644)
        total += count
        written[path] = .file(sha256: hash.finalize(), size: count, executable: executable)
    }

    /// Counts the entry and makes the folders above it, refusing one that exists or lies
    /// beneath a link or a file.
    private mutating func prepare(_ path: String) throws(BundleError) {
        guard written[path] == nil else { throw .duplicateEntry(path) }
        guard written.count < limits.maximumEntries else { throw .tooManyEntries(limit: limits.maximumEntries) }
        for ancestor in BundlePath.ancestors(of: path) {
            switch written[ancestor] {
            case .directory?:
                continue
            case .symlink?:
                throw .unsafePath(path, "it lies beneath the link \"\(ancestor)\", and would be written wherever that leads")
            case .file?:
                throw .unsafePath(path, "it lies beneath the file \"\(ancestor)\"")
            case nil:
                guard written.count < limits.maximumEntries else { throw .tooManyEntries(limit: limits.maximumEntries) }
                try FileSystem.makeDirectory(destination + "/" + ancestor)
                written[ancestor] = .directory
            }
        }
    }

    /// The bundle's files relative to `root` (``destination`` or one folder in it, when an
    /// archive holds the bundle in a top folder), after checking that every link leads inside
    /// `root`.
    package func finish(root: String) throws(BundleError) -> BundleDigest {
        let prefix = root == destination ? "" : String(root.dropFirst(destination.count + 1)) + "/"
        guard let realRoot = FileSystem.realPath(root) else { throw .unreadable(root, FileSystem.reason()) }
        var files: [BundleFile] = []
        for (path, kind) in written {
            guard path.hasPrefix(prefix), path.count > prefix.count else { continue }
            let relative = String(path.dropFirst(prefix.count))
            if case .symlink(let target) = kind {
                guard let real = FileSystem.realPath(root + "/" + relative), real == realRoot || real.hasPrefix(realRoot + "/") else {
                    throw .linkOutside(relative, target)
                }
            }
            files.append(BundleFile(path: relative, kind: kind))
        }
        return BundleDigest(files: files)
    }
}
