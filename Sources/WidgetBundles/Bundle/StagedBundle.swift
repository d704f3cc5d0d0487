/// A bundle copied into a folder of its own and checked: the folder holding `widget.json`, its
/// manifest, and the digest of every file as written. What `widgets pack` archives and
/// `widgets install` installs is exactly this copy, never the source again.
public struct StagedBundle: Sendable {
    /// The bundle's folder (inside the staging folder).
    public var root: String
    public var manifest: BundleManifest
    public var digest: BundleDigest
    /// The logo's file name, when the bundle has one.
    public var logo: String?

    /// Copies the bundle at `source` (a folder, or a `.tar.gz` of one) into `destination` (a new
    /// empty folder), then reads and checks it (``BundleInspector``). `extras` adds files from
    /// elsewhere (`widgets pack --add bin/widget=.build/release/widget`), as if they were in
    /// the folder. Throws at the first problem; the caller removes `destination`.
    public static func stage(
        _ source: String, into destination: String, extras: [(path: String, file: String)] = [], limits: BundleLimits = BundleLimits()
    ) throws(BundleError) -> StagedBundle {
        var stager = BundleStager(destination: destination, limits: limits)
        switch FileSystem.kind(source) {
        case .directory?:
            try copyFolder(source, into: &stager, limits: limits)
        case .file?:
            try ArchiveReading.extract(source, into: &stager)
        case .symlink?:
            guard let real = FileSystem.realPath(source) else { throw .unreadable(source, "it is a link that leads nowhere") }
            return try stage(real, into: destination, extras: extras, limits: limits)
        case .other(let what)?:
            throw .unreadable(source, "it is \(what), not a folder or an archive")
        case nil:
            throw .unreadable(source, FileSystem.reason())
        }
        for extra in extras {
            guard case .file(let size, let executable)? = FileSystem.kind(extra.file) else {
                throw .unreadable(extra.file, "it is not a file (for --add \(extra.path)=…)")
            }
            try stager.file(extra.path, size: size, executable: executable) { (chunk) throws(BundleError) in
                try copyContents(of: extra.file, size: size, chunk)
            }
        }
        let root = try bundleRoot(in: destination, source: source)
        let digest = try stager.finish(root: root)
        let (manifest, logo) = try BundleInspector.inspect(root, digest: digest)
        return StagedBundle(root: root, manifest: manifest, digest: digest, logo: logo)
    }

    /// `destination` when it holds `widget.json`, else its one folder that does (an archive
    /// made with `tar czf w.tar.gz my-widget/`).
    private static func bundleRoot(in destination: String, source: String) throws(BundleError) -> String {
        if FileSystem.kind(destination + "/" + BundleManifest.fileName) != nil { return destination }
        let names = FileSystem.names(in: destination) ?? []
        if names.count == 1, FileSystem.kind(destination + "/" + names[0]) == .directory,
            FileSystem.kind(destination + "/" + names[0] + "/" + BundleManifest.fileName) != nil
        {
            return destination + "/" + names[0]
        }
        throw .noWidgetJSON(source)
    }

    private static func copyFolder(_ source: String, into stager: inout BundleStager, limits: BundleLimits) throws(BundleError) {
        try FolderWalk.walk(source, limits: limits) { (path, kind) throws(BundleError) in
            switch kind {
            case .directory: try stager.directory(path)
            case .symlink(let target): try stager.symlink(path, target: target)
            case .file(let size, let executable):
                try stager.file(path, size: size, executable: executable) { (chunk) throws(BundleError) in
                    try copyContents(of: source + "/" + path, size: size, chunk)
                }
            }
        }
    }

    /// The file's bytes in chunks; it must still be the size it was when listed.
    private static func copyContents(
        of path: String, size: UInt64, _ chunk: ([UInt8]) throws(BundleError) -> Void
    ) throws(BundleError) {
        let fd = try FileSystem.openForReading(path)
        defer { FileSystem.close(fd) }
        var count: UInt64 = 0
        while true {
            let bytes = try FileSystem.read(fd, count: 256 * 1024, path: path)
            if bytes.isEmpty { break }
            count += UInt64(bytes.count)
            try chunk(bytes)
        }
        guard count == size else { throw .unreadable(path, "it changed while it was copied; try again") }
    }
}
