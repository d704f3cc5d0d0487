import Foundation

/// Why a file of a flight recorder log could not be read, said so that the reader knows what
/// to do (before, every cause read as "the file doesn't exist … check its permissions").
public struct LogReadError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        case noSuchFile
        case isFolder
        case permissionDenied
        case failed(errno: Int32)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .noSuchFile: return "\(path) does not exist"
        case .isFolder: return "\(path) is a folder, not a log file"
        case .permissionDenied: return "permission denied reading \(path)"
        case .failed(let code): return "cannot read \(path): \(String(cString: strerror(code)))"
        }
    }

    /// What to do about it.
    public var hint: String {
        switch reason {
        case .noSuchFile: return "check the path; 'widgets logs --runs' lists the kept runs."
        case .isFolder: return "name one of its .jsonl files; 'widgets logs --runs' lists the kept runs."
        case .permissionDenied: return "check its permissions (ls -l \(path)); logs are private to the user who ran the host."
        case .failed: return "check the file and the disk it is on."
        }
    }

    /// The bytes of `file`, or why not.
    static func contents(of file: String) throws(LogReadError) -> [UInt8] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
            throw LogReadError(path: file, reason: .isFolder)
        }
        if let data = FileManager.default.contents(atPath: file) { return Array(data) }
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        let code = errno
        if descriptor >= 0 {
            close(descriptor)
            throw LogReadError(path: file, reason: .failed(errno: EIO))
        }
        switch code {
        case ENOENT, ENOTDIR: throw LogReadError(path: file, reason: .noSuchFile)
        case EACCES, EPERM: throw LogReadError(path: file, reason: .permissionDenied)
        default: throw LogReadError(path: file, reason: .failed(errno: code))
        }
    }
}
