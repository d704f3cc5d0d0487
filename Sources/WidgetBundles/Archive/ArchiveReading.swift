/// Reads a `.tar.gz` into a ``BundleStager``: the file in chunks through ``GzipInflater``,
/// the tar stream through ``TarReader``, each entry to the stager, which checks it before it
/// writes a byte. Memory stays at a few chunks whatever the archive holds or claims.
package enum ArchiveReading {
    package static func extract(_ path: String, into stager: inout BundleStager) throws(BundleError) {
        let fd = try FileSystem.openForReading(path)
        defer { FileSystem.close(fd) }
        let head = try FileSystem.read(fd, count: 2, path: path)
        guard head == [0x1F, 0x8B] else {
            throw .archiveCorrupt(path, "it does not start like a gzip file")
        }
        let inflater = try GzipInflater(source: path)
        var pending: [[UInt8]] = []
        var first = true
        var reader = TarReader(source: path) { () throws(BundleError) -> [UInt8] in
            while pending.isEmpty {
                if inflater.isFinished { return [] }
                var compressed = try FileSystem.read(fd, count: 64 * 1024, path: path)
                if first {
                    compressed = head + compressed
                    first = false
                }
                if compressed.isEmpty {
                    throw .archiveCorrupt(path, "the gzip stream ends early (truncated?)")
                }
                try inflater.inflate(compressed, source: path) { (output) throws(BundleError) in pending.append(output) }
            }
            return pending.removeFirst()
        }
        while let entry = try reader.next() {
            switch entry.kind {
            case .directory:
                try stager.directory(entry.path)
            case .symlink:
                try stager.symlink(entry.path, target: entry.linkTarget)
            case .file:
                try stager.file(entry.path, size: entry.size, executable: entry.mode & 0o100 != 0) { (chunk) throws(BundleError) in
                    try reader.readData(chunk)
                }
            case .other(let what):
                throw .unsupportedEntry(String(entry.path.prefix(200)), what)
            }
        }
    }
}
