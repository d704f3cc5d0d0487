/// Why a bundle could not be read, packed, installed, verified or removed. Each description is
/// a sentence naming the bundle or file and the cause, then what to do; every one of them
/// leaves the folder it was writing into as it was (or removed).
public enum BundleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or folder cannot be read (missing, a permission refused).
    case unreadable(String, String)
    /// The archive cannot be read at all.
    case archiveUnreadable(String, String)
    /// It is not a gzip'd tar, or it is damaged (a checksum, a header, the gzip stream).
    case archiveCorrupt(String, String)
    /// An entry's name is absolute, has `..`, goes through a link, or cannot be a file name.
    case unsafePath(String, String)
    /// A symbolic link leads outside the bundle (or to nothing in it).
    case linkOutside(String, String)
    /// An entry that is not a file, a folder or a symbolic link (a hard link, a device, a FIFO).
    case unsupportedEntry(String, String)
    /// The same path twice.
    case duplicateEntry(String)
    /// More entries than ``BundleLimits/maximumEntries``.
    case tooManyEntries(limit: Int)
    /// A file larger than ``BundleLimits/maximumFileBytes``.
    case fileTooLarge(String, bytes: UInt64, limit: UInt64)
    /// All files together larger than ``BundleLimits/maximumTotalBytes``.
    case bundleTooLarge(limit: UInt64)
    /// There is no `widget.json` at the bundle's top.
    case noWidgetJSON(String)
    /// `widget.json` breaks the format: every problem, each with its JSON pointer.
    case invalidWidgetJSON(String, [BundleManifestProblem])
    /// The command names no program of the bundle, or one that is not there or not executable.
    case missingCommand(String, String)
    /// The logo is not a PNG or SVG of its name, or too large.
    case badLogo(String, String)
    /// Writing failed: the disk is full, or another cause.
    case diskFull(String)
    case writeFailed(String, String)
    /// No widget of this id is installed.
    case notInstalled(String)
    /// The installed record cannot be read: it was damaged or edited.
    case recordDamaged(String, String)
    /// The user's dashboard layout is there but is not one.
    case layoutInvalid(String, String)
    /// Another `widgets install` or `remove` holds the install folder.
    case busy(String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path) cannot be read: \(reason). Check the path and its permissions."
        case .archiveUnreadable(let path, let reason):
            return "The archive \(path) cannot be read: \(reason)."
        case .archiveCorrupt(let path, let reason):
            return "\(path) is not a widget bundle archive: \(reason). Give a bundle folder or a .tar.gz made by 'widgets pack'."
        case .unsafePath(let entry, let reason):
            return "The bundle's entry \"\(entry)\" is refused: \(reason). Nothing was installed; a bundle's files stay inside its folder."
        case .linkOutside(let entry, let target):
            return """
                The bundle's link \"\(entry)\" leads to \(target), outside the bundle. Nothing was installed; a bundle may link \
                only to its own files.
                """
        case .unsupportedEntry(let entry, let kind):
            return """
                The bundle's entry \"\(entry)\" is \(kind); a bundle holds files, folders and symbolic links only. Nothing was \
                installed.
                """
        case .duplicateEntry(let entry):
            return "The archive holds \"\(entry)\" twice, and one would replace the other. Nothing was installed; pack it again."
        case .tooManyEntries(let limit):
            return "The bundle has more than \(limit) files and folders. Nothing was installed; a widget bundle is at most \(limit)."
        case .fileTooLarge(let entry, let bytes, let limit):
            return """
                The bundle's file \"\(entry)\" is \(bytes) bytes, over the limit of \(limit). Nothing was installed; keep large data \
                out of the bundle (a widget may download it into its data folder).
                """
        case .bundleTooLarge(let limit):
            return "The bundle's files add up to more than \(limit) bytes. Nothing was installed; make it smaller."
        case .noWidgetJSON(let path):
            return "\(path) has no widget.json at its top. A bundle is a folder with widget.json (protocol/bundle.md)."
        case .invalidWidgetJSON(let path, let problems):
            let lines = problems.map { "  " + $0.description }.joined(separator: "\n")
            return "\(path) is not a valid widget.json (protocol/bundle.md, schema/bundle.schema.json):\n\(lines)"
        case .missingCommand(let path, let reason):
            return "The bundle \(path) cannot run: \(reason)."
        case .badLogo(let name, let reason):
            return "The logo \(name) is refused: \(reason)."
        case .diskFull(let path):
            return "The disk is full (writing \(path)). Nothing was installed; free some space and install again."
        case .writeFailed(let path, let reason):
            return "Writing \(path) failed: \(reason). Nothing was installed."
        case .notInstalled(let id):
            return "No widget \"\(id)\" is installed. See 'widgets list' for the installed ones."
        case .recordDamaged(let id, let reason):
            return "The install record of \"\(id)\" is damaged (\(reason)). Install the widget again to repair it."
        case .layoutInvalid(let path, let reason):
            return "Your dashboard layout \(path) cannot be used: \(reason). Fix it, or delete it to start again from the examples."
        case .busy(let folder):
            return "Another 'widgets install' or 'widgets remove' is changing \(folder). Wait for it to finish and try again."
        }
    }
}
