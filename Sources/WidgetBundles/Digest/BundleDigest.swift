import WidgetJSON

/// One entry of an installed bundle as the user approved it.
public struct BundleFile: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A file: its SHA-256, size and whether it is executable.
        case file(sha256: String, size: UInt64, executable: Bool)
        case directory
        /// A symbolic link and what it says (always inside the bundle).
        case symlink(target: String)
    }

    /// Relative to the bundle's folder (`lib/util.py`).
    public var path: String
    public var kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// Whether it is a file (not a folder or a link).
    public var isFile: Bool {
        if case .file = kind { return true }
        return false
    }
}

/// How an installed file differs from its digest.
public struct BundleChange: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case changed, added, removed
    }

    public var path: String
    public var kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    public var description: String { "\(path) (\(kind.rawValue))" }
}

/// Every file, folder and link of an installed bundle with the digest of each file: what the
/// host compares the folder with before each start (go-plugin's checksum, per file), so the
/// program started is the program the user approved.
///
/// It catches any change made after the install (an update that rewrote itself, another
/// program, an edit), not an attacker with the user's own rights, who can rewrite the record
/// too: it is a digest, not a signature.
public struct BundleDigest: Sendable, Hashable {
    /// Sorted by path.
    public var files: [BundleFile]

    public init(files: [BundleFile]) {
        self.files = files.sorted { $0.path < $1.path }
    }

    /// Reads folder `root` as it is now (hashing every file) and says how it differs, sorted
    /// by path: a file whose bytes, size, executable bit or kind changed, or that was added
    /// or removed. Empty when the folder is as recorded.
    public func changes(in root: String, limits: BundleLimits = BundleLimits()) -> [BundleChange] {
        let now: BundleDigest
        do {
            now = try Self.read(root, limits: limits)
        } catch {
            // Unreadable, too large, a special file appeared: every recorded file is in doubt.
            return [BundleChange(path: ".", kind: .changed)]
        }
        let before = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.kind) })
        let after = Dictionary(uniqueKeysWithValues: now.files.map { ($0.path, $0.kind) })
        var changes: [BundleChange] = []
        for (path, kind) in before {
            if let current = after[path] {
                if current != kind { changes.append(BundleChange(path: path, kind: .changed)) }
            } else {
                changes.append(BundleChange(path: path, kind: .removed))
            }
        }
        for path in after.keys where before[path] == nil { changes.append(BundleChange(path: path, kind: .added)) }
        return changes.sorted { $0.path < $1.path }
    }

    /// The digest of folder `root` as it is: every entry beneath it, links not followed.
    /// - Throws: what ``FolderWalk`` refuses (special files, limits).
    public static func read(_ root: String, limits: BundleLimits = BundleLimits()) throws(BundleError) -> BundleDigest {
        var files: [BundleFile] = []
        try FolderWalk.walk(root, limits: limits) { (path, kind) throws(BundleError) in
            switch kind {
            case .directory: files.append(BundleFile(path: path, kind: .directory))
            case .symlink(let target): files.append(BundleFile(path: path, kind: .symlink(target: target)))
            case .file(_, let executable):
                let full = root + "/" + path
                let fd = try FileSystem.openForReading(full)
                defer { FileSystem.close(fd) }
                var hash = SHA256()
                var read: UInt64 = 0
                while true {
                    let chunk = try FileSystem.read(fd, count: 256 * 1024, path: full)
                    if chunk.isEmpty { break }
                    read += UInt64(chunk.count)
                    hash.update(chunk)
                }
                files.append(BundleFile(path: path, kind: .file(sha256: hash.finalize(), size: read, executable: executable)))
            }
        }
        return BundleDigest(files: files)
    }

    // MARK: - JSON

    /// `[{"path": …, "sha256": …, "size": …, "executable": …} | {"path": …, "directory": true} | {"path": …, "link": …}]`
    public var json: JSONValue {
        .array(
            files.map { file in
                switch file.kind {
                case .file(let sha256, let size, let executable):
                    return [
                        "path": .string(file.path), "sha256": .string(sha256), "size": .int(Int64(size)), "executable": .bool(executable),
                    ]
                case .directory:
                    return ["path": .string(file.path), "directory": true]
                case .symlink(let target):
                    return ["path": .string(file.path), "link": .string(target)]
                }
            })
    }

    /// The digest from ``json``; nil when it is not that shape.
    public init?(json: JSONValue) {
        guard case .array(let items) = json else { return nil }
        var files: [BundleFile] = []
        for item in items {
            guard let path = item["path"]?.stringValue else { return nil }
            if let sha256 = item["sha256"]?.stringValue, let size = item["size"]?.intValue, size >= 0,
                let executable = item["executable"]?.boolValue
            {
                files.append(BundleFile(path: path, kind: .file(sha256: sha256, size: UInt64(size), executable: executable)))
            } else if item["directory"]?.boolValue == true {
                files.append(BundleFile(path: path, kind: .directory))
            } else if let target = item["link"]?.stringValue {
                files.append(BundleFile(path: path, kind: .symlink(target: target)))
            } else {
                return nil
            }
        }
        self.init(files: files)
    }
}
