import Foundation
import Testing
import WidgetTestSupport

/// `widgets pack`: the examples pack, a broken bundle is refused with its reason, and what it
/// writes is a gzip'd tar other tools read.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct PackCommandTests {
    static let examples = RepositoryPaths.root.appendingPathComponent("examples").path

    /// The arguments that pack example `id` (the Swift one with its built program).
    static func packArguments(_ id: String, output: String) -> [String] {
        var arguments = ["pack", examples + "/" + id, "--output", output, "--json"]
        if id == "checklist" { arguments += ["--add", "bin/checklist-widget=" + BuiltProducts.path(of: "checklist-widget")] }
        return arguments
    }

    @Test(arguments: ["flight-status", "checklist", "airport-guide"])
    func everyExamplePacks(id: String) async throws {
        let folder = NSTemporaryDirectory() + "pack-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let archive = folder + "/\(id).tar.gz"
        let run = try await CLIRunner.run(Self.packArguments(id, output: archive))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"id\":\"\(id)\""))
        #expect(run.stdout.contains("\"logo\":\"feed_widget_"))
        let listing = try await CommandRunner.run("/usr/bin/env", ["tar", "-tzf", archive])
        #expect(listing.status == 0)
        #expect(listing.stdout.split(separator: "\n").contains("\(id)/widget.json"))
    }

    @Test func theSwiftExampleWithoutItsProgramIsRefusedWithWhatToDo() async throws {
        let folder = NSTemporaryDirectory() + "pack-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try await CLIRunner.run(["pack", Self.examples + "/checklist", "--output", folder + "/x.tar.gz"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("bin/checklist-widget is not in the bundle"))
        #expect(run.stderr.contains("--add bin/checklist-widget="))
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.tar.gz"))
    }

    @Test func aBrokenWidgetJSONIsRefusedAtItsPointer() async throws {
        let folder = NSTemporaryDirectory() + "pack-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/bundle", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try
            #"{"id": "x", "name": "X", "version": "1.0", "widgetType": "x", "description": "X.", "author": "A", "command": ["python3", "main.py"], "dashboards": ["trip"]}"#
            .write(toFile: folder + "/bundle/widget.json", atomically: true, encoding: .utf8)
        try "print(1)\n".write(toFile: folder + "/bundle/main.py", atomically: true, encoding: .utf8)
        let run = try await CLIRunner.run(["pack", folder + "/bundle", "--output", folder + "/x.tar.gz"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("at /version: \"1.0\" is not MAJOR.MINOR.PATCH"), "\(run.stderr)")
    }

    @Test func noFolderIsAUsageError() async throws {
        let run = try await CLIRunner.run(["pack"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("Error: no bundle folder given"))
    }
}

extension PackCommandTests {
    /// examples/widgets.json (the examples as a manifest, for --manifest and embedders) and the
    /// bundles say the same: each widget's id, dashboards and order.
    @Test func theExamplesManifestAndTheirBundlesAgree() throws {
        func json(_ path: String) throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any] ?? [:]
        }
        let manifest = try json(Self.examples + "/widgets.json")["widgets"] as? [[String: Any]] ?? []
        let layout = try json(Self.examples + "/dashboards.json")["dashboards"] as? [String: [String]] ?? [:]
        #expect(manifest.count == 3)
        for entry in manifest {
            let id = try #require(entry["id"] as? String)
            let bundle = try json(Self.examples + "/\(id)/widget.json")
            #expect(bundle["dashboards"] as? [String] == entry["dashboards"] as? [String], "\(id)")
        }
        for kind in ["trip", "airport"] {
            let inManifest = manifest.filter { ($0["dashboards"] as? [String])?.contains(kind) == true }.compactMap { $0["id"] as? String }
            #expect(layout[kind] == inManifest, "\(kind)")
        }
    }
}
