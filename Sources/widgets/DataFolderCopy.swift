import Foundation

/// `widgets replay --data-from DIR`: the replayed widget starts from a copy of a data folder,
/// never from the folder itself, so a replay cannot change the state it replays from.
///
/// What a copy holds: every file and folder under `DIR` (their contents and permission bits);
/// symbolic links are copied as links, pointing where they pointed. Anything else (a socket, a
/// FIFO, a device) is left out and named, so the difference it may make is not a mystery.
enum DataFolderCopy {
    /// Why a folder cannot be copied, as a sentence naming it.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Why `path` cannot be the source of a copy (missing, not a folder), or nil when it can.
    static func problem(with path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "there is no folder at \(path)" }
        return isFolder.boolValue ? nil : "\(path) is a file, not a folder"
    }

    /// Copies what `source` holds into the (existing, empty) folder `destination`. Returns the
    /// paths left out (relative to `source`).
    @discardableResult
    static func copy(from source: String, into destination: String) throws(Failure) -> [String] {
        let manager = FileManager.default
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: source).sorted()
        } catch {
            throw Failure(description: "cannot read the folder \(source): \(error.localizedDescription)")
        }
        var skipped: [String] = []
        for name in names {
            let from = source + "/" + name
            let to = destination + "/" + name
            do {
                let type = try manager.attributesOfItem(atPath: from)[.type] as? FileAttributeType
                switch type {
                case .typeDirectory:
                    try manager.createDirectory(atPath: to, withIntermediateDirectories: false)
                    skipped += try copy(from: from, into: to).map { name + "/" + $0 }
                    try copyPermissions(from: from, to: to)
                case .typeRegular:
                    try manager.copyItem(atPath: from, toPath: to)
                case .typeSymbolicLink:
                    try manager.createSymbolicLink(atPath: to, withDestinationPath: try manager.destinationOfSymbolicLink(atPath: from))
                default:
                    skipped.append(name)
                }
            } catch let failure as Failure {
                throw failure
            } catch {
                throw Failure(description: "cannot copy \(from): \(error.localizedDescription)")
            }
        }
        return skipped
    }

    /// Every path under `folder`, relative to it, with its size and modification time: compare
    /// two with ``changes(from:to:)`` to see what a widget wrote.
    static func snapshot(of folder: String) -> [String: String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [:] }
        var entries: [String: String] = [:]
        for case let path as String in enumerator {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            entries[path] = "\(size) \(modified)"
        }
        return entries
    }

    /// The paths made or changed between two snapshots (removed ones are not listed), sorted.
    static func changes(from before: [String: String], to after: [String: String]) -> [String] {
        after.filter { before[$0.key] != $0.value }.map(\.key).sorted()
    }

    private static func copyPermissions(from source: String, to destination: String) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: source)
        if let mode = attributes[.posixPermissions] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: destination)
        }
    }
}
