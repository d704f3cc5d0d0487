import Dispatch
import Glibc
import WidgetSDK

/// The checked items of every trip, in one JSON file in `WIDGET_DATA_DIR`:
/// `{"trips": {"<tripID>": ["passport", "charger"]}}`.
///
/// Changes apply in memory at once and are written in the background, so a tap never waits
/// for the disk. Writes are atomic (a temporary file, then `rename`), so a widget killed
/// mid-write leaves the previous file intact. Without a data directory the list lives in
/// memory only.
actor ChecklistStore {
    private struct FileContents: Codable {
        var trips: [String: [String]] = [:]
    }

    private let file: String?
    private var contents = FileContents()
    private var writer: Task<Void, Never>?
    private var dirty = false

    init(directory: String?) {
        file = directory.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + "checklists.json" }
        if let file, let bytes = Self.read(file), let decoded = try? JSONCodec.decode(FileContents.self, from: bytes) {
            contents = decoded
        }
    }

    func checked(trip: String) -> Set<String> {
        Set(contents.trips[trip] ?? [])
    }

    /// Flips `item` for `trip`; returns whether it is now checked.
    func toggle(_ item: String, trip: String) -> Bool {
        var set = checked(trip: trip)
        let nowChecked = set.insert(item).inserted
        if !nowChecked { set.remove(item) }
        contents.trips[trip] = set.sorted()
        scheduleWrite()
        return nowChecked
    }

    func reset(trip: String) {
        contents.trips[trip] = nil
        scheduleWrite()
    }

    /// Waits until everything changed so far is on disk.
    func flush() async {
        await writer?.value
    }

    // One writer at a time; changes made while it runs are picked up by the next pass.
    private func scheduleWrite() {
        dirty = true
        guard writer == nil, file != nil else { return }
        writer = Task { await writeWhileDirty() }
    }

    private func writeWhileDirty() async {
        while dirty {
            dirty = false
            let snapshot = contents
            if let file { await Self.write(snapshot, to: file) }
        }
        writer = nil
    }

    /// Disk I/O runs on its own queue: neither the actor nor the cooperative pool waits on it.
    private static let io = DispatchQueue(label: "checklist.io")

    private static func write(_ contents: FileContents, to file: String) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            io.async {
                writeAtomically(contents, to: file)
                continuation.resume()
            }
        }
    }

    // Plain libc file I/O: a widget that links no Foundation idles in half the memory.

    private static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                bytes.append(contentsOf: chunk[..<n])
            } else if n == 0 {
                return bytes
            } else if errno != EINTR {
                return nil
            }
        }
    }

    private static func writeAtomically(_ contents: FileContents, to file: String) {
        guard let bytes = try? JSONCodec.encode(contents, sortedKeys: true) else { return }
        let temporary = file + ".tmp-\(getpid())"
        if let slash = file.lastIndex(of: "/") { makeDirectories(String(file[..<slash])) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return complain("cannot create \(temporary): errno \(errno)") }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n > 0 {
                offset += n
            } else if n < 0, errno != EINTR {
                close(fd)
                return complain("cannot write \(temporary): errno \(errno)")
            }
        }
        close(fd)
        guard rename(temporary, file) == 0 else { return complain("cannot rename \(temporary): errno \(errno)") }
    }

    /// `mkdir -p`.
    private static func makeDirectories(_ path: String) {
        var prefix = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            prefix += prefix.isEmpty && component.isEmpty ? "/" : (prefix.isEmpty || prefix == "/" ? "" : "/") + component
            if !component.isEmpty { _ = mkdir(prefix, 0o755) }
        }
    }

    private static func complain(_ text: String) {
        let line = Array("[checklist] error: \(text)\n".utf8)
        _ = line.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
