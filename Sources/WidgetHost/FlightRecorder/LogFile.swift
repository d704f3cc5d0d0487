import Foundation
import Glibc

/// One file of the log with size-based rotation (`path`, `path.1`, … `path.(maxFiles-1)`).
/// Created mode 0600 (its missing folders 0700), opened on the first write. Only the writer
/// thread touches it.
struct LogFile {
    enum Outcome { case written(rotated: Bool), failed }

    let path: String?
    let maxFileBytes: Int
    let maxFiles: Int
    private var fd: Int32 = -1
    private var opened = false
    private var size = 0
    private var buffer: [UInt8] = []
    /// Called once with a sentence when the file cannot be opened or written.
    let warn: (String) -> Void

    init(path: String?, maxFileBytes: Int, maxFiles: Int, warn: @escaping (String) -> Void) {
        self.path = path
        self.maxFileBytes = max(maxFileBytes, 1024)
        self.maxFiles = max(maxFiles, 1)
        self.warn = warn
    }

    /// Opens the file now (the live log exists from the start, for `widgets logs --follow`).
    mutating func open() {
        opened = true
        guard let path else { return }
        Self.createParent(of: path)
        fd = Glibc.open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if fd < 0 {
            warn("cannot open \(path): \(String(cString: strerror(errno)))")
            return
        }
        _ = fchmod(fd, 0o600)
        var info = stat()
        size = fstat(fd, &info) == 0 ? Int(info.st_size) : 0
    }

    mutating func append(_ line: [UInt8]) -> Outcome {
        if !opened { open() }
        guard path != nil, fd >= 0 else { return .failed }
        var rotated = false
        if size + buffer.count > 0, size + buffer.count + line.count > maxFileBytes {
            flush()
            rotate()
            rotated = true
            guard fd >= 0 else { return .failed }
        }
        buffer.append(contentsOf: line)
        if buffer.count >= 64 << 10 { flush() }
        return .written(rotated: rotated)
    }

    mutating func flush() {
        guard fd >= 0, !buffer.isEmpty else { return }
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                warn("writing \(path ?? "") failed: \(String(cString: strerror(errno)))")
                break
            }
            offset += n
        }
        size += offset
        buffer.removeAll(keepingCapacity: true)
    }

    private mutating func rotate() {
        guard let path else { return }
        Glibc.close(fd)
        fd = -1
        if maxFiles > 1 {
            for index in stride(from: maxFiles - 1, through: 1, by: -1) {
                let from = index == 1 ? path : "\(path).\(index - 1)"
                _ = rename(from, "\(path).\(index)")
            }
        } else {
            unlink(path)
        }
        size = 0
        open()
    }

    mutating func close() {
        flush()
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    /// Creates the missing folders of `path`, each 0700 (an existing folder is left as it is).
    static func createParent(of path: String) {
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty, access(parent, F_OK) != 0 else { return }
        createParent(of: parent)
        _ = mkdir(parent, 0o700)
    }

    /// Removes what a run left at `path`: the file, its rotated files `path.N`, and its
    /// lifecycle files `path.lifecycle`, `path.lifecycle.N`.
    static func removeRun(at path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let base = (path as NSString).lastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        func isRotation(_ suffix: Substring) -> Bool { !suffix.isEmpty && suffix.allSatisfy(\.isASCII) && suffix.allSatisfy(\.isNumber) }
        for name in names {
            guard name.hasPrefix(base) else { continue }
            let rest = name.dropFirst(base.count)
            let matches =
                rest.isEmpty
                || (rest.hasPrefix(".") && isRotation(rest.dropFirst()))
                || rest == ".lifecycle"
                || (rest.hasPrefix(".lifecycle.") && isRotation(rest.dropFirst(".lifecycle.".count)))
            if matches { unlink(directory.isEmpty ? name : directory + "/" + name) }
        }
    }
}
