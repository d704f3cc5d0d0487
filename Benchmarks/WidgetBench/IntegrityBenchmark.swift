import Foundation
import WidgetBundles
import WidgetTestSupport

/// What the integrity check costs before each start of an installed widget: our SHA-256 against
/// coreutils' `sha256sum` on the same bytes (a floor), and the whole check (every file of the
/// bundle read and hashed, links and folders compared) for each bundled example installed in a
/// store of its own. Best of several rounds; the machine's load moves every figure.
enum IntegrityBenchmark {
    static func run(quick: Bool) async {
        let rounds = quick ? 2 : 7
        let size = (quick ? 16 : 64) << 20
        let scratch = NSTemporaryDirectory() + "widgets-bench-integrity-\(getpid())"
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        let file = scratch + "/data.bin"
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        var ours = Double.infinity
        var floor = Double.infinity
        for _ in 0..<rounds {
            let started = ContinuousClock.now
            _ = SHA256.hex(of: bytes)
            ours = min(ours, (ContinuousClock.now - started).seconds)
            let tool = ContinuousClock.now
            if let run = try? await CommandRunner.run("/usr/bin/env", ["sha256sum", file]), run.status == 0 {
                floor = min(floor, (ContinuousClock.now - tool).seconds)
            }
        }
        let megabytes = Double(size) / 1_048_576
        print("\nIntegrity: SHA-256 of \(size >> 20) MiB in memory, best of \(rounds)\n")
        print("| hasher | MiB/s | ours ÷ sha256sum |")
        print("|---|---|---|")
        print(String(format: "| WidgetBundles' SHA256 | %.0f | %.2f× |", megabytes / ours, floor / ours))
        if floor.isFinite {
            print(String(format: "| sha256sum (coreutils, the file, process start included) | %.0f | |", megabytes / floor))
        }

        print("\nThe check before a start: each example installed, its folder hashed against its record, best of \(rounds)\n")
        print("| bundle | files | bytes | check, ms |")
        print("|---|---|---|---|")
        let examples = RepositoryPaths.root.appendingPathComponent("examples").path
        let store = InstallStore(root: scratch + "/store")
        for id in ["flight-status", "airport-guide", "checklist"] {
            do {
                let lock = try store.lock()
                let extras = id == "checklist" ? [(path: "bin/checklist-widget", file: BuiltProducts.path(of: "checklist-widget"))] : []
                let staged = try store.stage(examples + "/" + id, extras: extras, holding: lock)
                let installed = try store.commit(staged, source: id, checkSkipped: true, holding: lock)
                var best = Double.infinity
                for _ in 0..<rounds {
                    let started = ContinuousClock.now
                    let changes = installed.changes()
                    best = min(best, (ContinuousClock.now - started).seconds)
                    precondition(changes.isEmpty, "the bench's install changed")
                }
                let files = installed.digest.files.filter(\.isFile)
                let total = files.reduce(UInt64(0)) { sum, file in
                    if case .file(_, let size, _) = file.kind { return sum + size }
                    return sum
                }
                print(String(format: "| %@ | %d | %llu | %.2f |", id, files.count, total, best * 1000))
            } catch {
                print("| \(id) | – | – | \(error) |")
            }
        }
    }
}

extension Duration {
    fileprivate var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }
}
