/// What identifies a regular file's content without reading it, as `stat` shows it: device,
/// inode, size and modification time. Two stamps differ when the file was rewritten, replaced
/// (an editor's save by rename) or touched.
public struct FileStamp: Sendable, Hashable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modified: Int64
    public var modifiedNanoseconds: Int

    /// The stamp of the regular file at `path`; nil when there is none (gone, or not a file).
    public static func of(_ path: String) -> FileStamp? {
        ProcessSystemCalls.regularFileStamp(path)
    }

    /// The files a widget's command line names: `command[0]` when it is a path (or, with a
    /// `searchPath`, the program it names there), then every later argument that is a regular
    /// file, such as a script. Interpreters found in PATH are not the widget's own files, so
    /// without a `searchPath` a bare `python3` is left out.
    public static func files(namedBy command: [String], searchPath: String? = nil) -> [String] {
        guard let program = command.first else { return [] }
        var files: [String] = []
        if program.contains("/") {
            if of(program) != nil { files.append(program) }
        } else if let searchPath, let found = ExecutableSearch.find(program, in: ExecutableSearch.directories(in: searchPath)) {
            files.append(found)
        }
        files += command.dropFirst().filter { of($0) != nil }
        return files
    }
}
