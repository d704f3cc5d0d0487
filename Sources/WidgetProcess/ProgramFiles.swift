import Foundation
import Synchronization

/// What a program needs to read to run, found without running it: its installation folder, the
/// interpreter a `#!` line names (through `env` and `PATH`, and on down the chain), and the
/// folders an ELF executable loads its libraries from (`RUNPATH`/`RPATH`, `$ORIGIN` expanded).
///
/// An installation is the folder a program sits in, or for one in `bin`, `sbin` or `shims` the
/// folder above (a prefix: `~/.pyenv` for `~/.pyenv/shims/python3`, a virtualenv for its
/// `bin/python`), so that its libraries and its shim's helpers come with it. A program reached
/// through a symbolic link counts at both ends.
enum ProgramFiles {
    /// How deep a chain of `#!` interpreters is followed (the kernel allows 4).
    static let maximumDepth = 4

    /// What to grant for running the program at `path` (absolute), in the order found: each
    /// folder with the file that led to it (nil for a library folder), so that a caller that
    /// will not grant a folder can grant the file alone.
    /// Remembered per program (path, file stamp and `PATH`): a widget's restarts, and every
    /// widget of one interpreter, find them again without reading any file but the program's stamp.
    static func folders(toRun path: String, searchPath: [String]) -> [(folder: String, file: String?)] {
        let key = Key(path: path, stamp: FileStamp.of(path), searchPath: searchPath)
        if key.stamp != nil, let known = cache.withLock({ $0[key] }) { return known.map { ($0.folder, $0.file) } }
        var found: [(folder: String, file: String?)] = []
        collect(path, searchPath: searchPath, depth: 0, into: &found)
        if key.stamp != nil {
            cache.withLock { cache in
                if cache.count >= 256 { cache.removeAll() }
                cache[key] = found.map { Found(folder: $0.folder, file: $0.file) }
            }
        }
        return found
    }

    private struct Key: Hashable {
        var path: String
        var stamp: FileStamp?
        var searchPath: [String]
    }

    private struct Found: Sendable {
        var folder: String
        var file: String?
    }

    private static let cache = Mutex<[Key: [Found]]>([:])

    private static func collect(_ path: String, searchPath: [String], depth: Int, into found: inout [(folder: String, file: String?)]) {
        guard depth <= maximumDepth else { return }
        let real = ProcessSystemCalls.realPath(path) ?? path
        for program in Set([path, real]).sorted() {
            append(installation(of: program), program, to: &found)
        }
        let head = ProcessSystemCalls.readBytes(real, at: 0, count: 256)
        if let line = shebang(from: head) {
            collect(line.interpreter, searchPath: searchPath, depth: depth + 1, into: &found)
            if line.interpreter.hasSuffix("/env"), let name = line.program,
                let program = ExecutableSearch.find(name, in: searchPath)
            {
                collect(program, searchPath: searchPath, depth: depth + 1, into: &found)
            }
        }
        for folder in runPaths(of: real, head: head) { append(folder, nil, to: &found) }
    }

    private static func append(_ folder: String, _ file: String?, to found: inout [(folder: String, file: String?)]) {
        if !found.contains(where: { $0.folder == folder }) { found.append((folder, file)) }
    }

    /// The folder a program is installed in (see the type's note).
    static func installation(of path: String) -> String {
        let folder = parent(of: path)
        let name = folder.split(separator: "/").last.map(String.init) ?? ""
        return ["bin", "sbin", "shims"].contains(name) ? parent(of: folder) : folder
    }

    /// The folder holding `path`: "/" for "/x", the path itself for "/".
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), path != "/" else { return "/" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    // MARK: - Scripts

    /// A `#!` line: the interpreter and, for `env`, the program it runs (its first word that is
    /// not an option; `env -S` splits the rest too).
    struct Shebang: Equatable {
        var interpreter: String
        var program: String?
    }

    static func shebang(of path: String) -> Shebang? {
        shebang(from: ProcessSystemCalls.readBytes(path, at: 0, count: 256))
    }

    /// The `#!` line at the start of `head`, a file's first bytes.
    static func shebang(from head: [UInt8]) -> Shebang? {
        guard head.starts(with: Array("#!".utf8)) else { return nil }
        let line = head.dropFirst(2).prefix { $0 != UInt8(ascii: "\n") }
        let words = String(decoding: line, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let interpreter = words.first, interpreter.hasPrefix("/") else { return nil }
        let program = words.dropFirst().first { !$0.hasPrefix("-") && !$0.contains("=") }
        return Shebang(interpreter: interpreter, program: program)
    }

    // MARK: - ELF

    /// The `RUNPATH` (or `RPATH`) folders of a 64-bit little-endian ELF file, `$ORIGIN` and
    /// `${ORIGIN}` replaced by its folder; empty for anything else.
    /// `head`: the file's first bytes when the caller has read them already.
    static func runPaths(of path: String, head: [UInt8]? = nil) -> [String] {
        let header = Array((head ?? ProcessSystemCalls.readBytes(path, at: 0, count: 64)).prefix(64))
        guard header.count == 64, header.starts(with: [0x7F, 0x45, 0x4C, 0x46]), header[4] == 2, header[5] == 1 else { return [] }
        let sectionsAt = integer(header, 0x28, 8)
        let sectionSize = integer(header, 0x3A, 2)
        let sectionCount = integer(header, 0x3C, 2)
        // An ELF64 section header is 64 bytes: a larger size would have the table read take up
        // to 256 MB of the host's memory for one spawn.
        guard sectionSize == 64, sectionCount > 0, sectionCount < 4096 else { return [] }
        let table = ProcessSystemCalls.readBytes(path, at: sectionsAt, count: sectionSize * sectionCount)
        guard table.count == sectionSize * sectionCount else { return [] }
        func section(_ index: Int) -> (type: Int, offset: Int, size: Int, link: Int) {
            let base = index * sectionSize
            return (
                integer(table, base + 4, 4), integer(table, base + 0x18, 8), integer(table, base + 0x20, 8), integer(table, base + 0x28, 4)
            )
        }
        let dynamicType = 6
        guard let dynamic = (0..<sectionCount).map(section).first(where: { $0.type == dynamicType }),
            dynamic.link < sectionCount, dynamic.size <= 1 << 20
        else { return [] }
        let strings = section(dynamic.link)
        let entries = ProcessSystemCalls.readBytes(path, at: dynamic.offset, count: dynamic.size)
        let (rpath, runpath) = (15, 29)
        var found: [Int: Int] = [:]
        for base in stride(from: 0, to: entries.count - 15, by: 16) {
            let tag = integer(entries, base, 8)
            if tag == rpath || tag == runpath { found[tag] = integer(entries, base + 8, 8) }
        }
        // RUNPATH wins over RPATH when both are there, as in ld.so.
        guard let offset = found[runpath] ?? found[rpath], offset < strings.size else { return [] }
        let text = ProcessSystemCalls.readBytes(path, at: strings.offset + offset, count: min(4096, strings.size - offset))
        let value = String(decoding: text.prefix { $0 != 0 }, as: UTF8.self)
        let origin = parent(of: path)
        return value.split(separator: ":").map {
            $0.replacingOccurrences(of: "${ORIGIN}", with: origin).replacingOccurrences(of: "$ORIGIN", with: origin)
        }.filter { $0.hasPrefix("/") }
    }

    /// The little-endian unsigned integer of `size` bytes at `offset` (0 past the end).
    private static func integer(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> Int {
        guard offset >= 0, offset + size <= bytes.count else { return 0 }
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value > UInt64(Int.max) ? 0 : Int(value)
    }
}
