import Foundation

/// Writes a staged bundle as a `.tar.gz`: every entry under one top folder named after the
/// widget (`flight-status/widget.json`), sorted, through ``TarWriter`` and ``GzipDeflater``,
/// into a temporary file beside `output` that is renamed over it once complete.
public enum BundleArchive {
    /// Writes `bundle` to `output` (replacing it only once the new archive is complete).
    public static func write(_ bundle: StagedBundle, to output: String) throws(BundleError) {
        let temporary = output + ".partial-\(getpid())"
        unlink(temporary)
        let fd = try FileSystem.create(temporary, mode: 0o644)
        var isOpen = true
        do throws(BundleError) {
            let deflater = try GzipDeflater()
            let emitCompressed = { (bytes: [UInt8]) throws(BundleError) in try FileSystem.write(fd, bytes, path: temporary) }
            var buffered: [UInt8] = []
            var tar = TarWriter { (bytes) throws(BundleError) in
                buffered += bytes
                if buffered.count >= 256 * 1024 {
                    try deflater.deflate(buffered, emit: emitCompressed)
                    buffered.removeAll(keepingCapacity: true)
                }
            }
            let top = bundle.manifest.id
            let modified = Int64(Date().timeIntervalSince1970)
            try tar.directory(top, modified: modified)
            for file in bundle.digest.files {
                let name = top + "/" + file.path
                switch file.kind {
                case .directory:
                    try tar.directory(name, modified: modified)
                case .symlink(let target):
                    try tar.symlink(name, target: target, modified: modified)
                case .file(_, let size, let executable):
                    try tar.file(name, size: size, executable: executable, modified: modified)
                    let source = bundle.root + "/" + file.path
                    let input = try FileSystem.openForReading(source)
                    defer { FileSystem.close(input) }
                    var count: UInt64 = 0
                    while count < size {
                        let chunk = try FileSystem.read(input, count: Int(min(256 * 1024, size - count)), path: source)
                        guard !chunk.isEmpty else { throw .unreadable(source, "it shrank while it was packed") }
                        count += UInt64(chunk.count)
                        try tar.data(chunk)
                    }
                    try tar.endOfFile(size: size)
                }
            }
            try tar.finish()
            try deflater.deflate(buffered, finish: true, emit: emitCompressed)
            isOpen = false
            try FileSystem.finish(fd, path: temporary)
            try FileSystem.rename(temporary, to: output)
        } catch {
            if isOpen { FileSystem.close(fd) }
            unlink(temporary)
            throw error
        }
    }
}
