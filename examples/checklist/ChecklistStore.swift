import Dispatch
import Foundation
import Glibc

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

    private let file: URL?
    private var contents = FileContents()
    private var writer: Task<Void, Never>?
    private var dirty = false

    init(directory: URL?) {
        file = directory?.appendingPathComponent("checklists.json")
        if let file, let data = try? Data(contentsOf: file),
            let decoded = try? JSONDecoder().decode(FileContents.self, from: data)
        {
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

    private static func write(_ contents: FileContents, to file: URL) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            io.async {
                writeAtomically(contents, to: file)
                continuation.resume()
            }
        }
    }

    private static func writeAtomically(_ contents: FileContents, to file: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(contents) else { return }
        let temporary = file.path + ".tmp-\(getpid())"
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, file.path) == 0 else {
                FileHandle.standardError.write(Data("[checklist] error: cannot rename \(temporary): errno \(errno)\n".utf8))
                return
            }
        } catch {
            FileHandle.standardError.write(Data("[checklist] error: cannot save the checklist: \(error)\n".utf8))
        }
    }
}
