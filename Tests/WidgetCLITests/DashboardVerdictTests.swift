import Foundation
import Testing
import WidgetJSON
import WidgetLogFormat
import WidgetTestSupport

/// `widgets dashboard --once` with widgets that keep the contract in ways the host must honour
/// (Tests/Fixtures/HostContract/widget.py): a card shown right after `init`, refusals failed at
/// once with their reason, and the record that explains a rejected megabyte in the log.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct DashboardVerdictTests {
    static func fixture(file: String = #filePath) -> String {
        URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/HostContract/widget.py").path
    }

    /// A manifest of `widgets` (id, MODE) listed for the trip dashboard, and a log path beside it.
    static func manifest(_ widgets: [(String, String)]) throws -> (manifest: String, log: String) {
        let directory = NSTemporaryDirectory() + "widgets-verdict-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let entries: [JSONValue] = widgets.map { id, mode in
            ["id": .string(id), "command": ["python3", .string(fixture()), .string(mode)], "dashboards": ["trip"]]
        }
        let path = directory + "/widgets.json"
        try (["version": 1, "widgets": .array(entries)] as JSONValue).serializedString().write(
            toFile: path, atomically: true, encoding: .utf8)
        return (path, directory + "/run.jsonl")
    }

    /// The records of the log at `path` (all its files, by `seq`).
    static func records(_ path: String) throws -> [JSONValue] {
        var bySeq: [Int64: JSONValue] = [:]
        for file in [path + ".lifecycle", path] where FileManager.default.fileExists(atPath: file) {
            for line in try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n") {
                let record = try JSONValue(parsing: String(line))
                if let seq = record["seq"]?.intValue { bySeq[seq] = record }
            }
        }
        return bySeq.keys.sorted().compactMap { bySeq[$0] }
    }

    @Test func threeWidgetsThatShowThemselvesRightAfterInitAreAllShown() async throws {
        let (manifest, log) = try Self.manifest([("late-a", "init"), ("late-b", "init"), ("late-c", "init")])
        let run = try await CLIRunner.run(["dashboard", "--json", "--manifest", manifest, "--log", log])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let json = try JSONValue(parsing: Array(run.stdout.utf8))
        let cards = json["widgets"]?.arrayValue ?? []
        #expect(cards.count == 3)
        let hidden = cards.filter { $0["visible"] != true }.compactMap { $0["id"]?.stringValue }
        #expect(hidden.isEmpty, "hidden: \(hidden)")
    }

    /// Issue 27: the log of such a run ended with `recordsDropped: 3 records not written before
    /// the host exited`, the `invalidResult` among them: the megabyte was written, the sentence
    /// saying why the card failed was not.
    @Test func theRecordThatSaysWhyAMegabyteWasRejectedIsInTheLog() async throws {
        let (manifest, log) = try Self.manifest([("huge", "huge-cell")])
        let run = try await CLIRunner.run(["dashboard", "--once", "--manifest", manifest, "--log", log])
        #expect(run.status == 1)
        #expect(run.stderr.contains("its cell was rejected: a tree has at most 200 nodes"), "stderr: \(run.stderr)")
        let records = try Self.records(log)
        let verdict = records.first { $0["kind"] == "invalidResult" }
        #expect(verdict?["method"] == "configureCell", "\(records.compactMap { $0["kind"]?.stringValue })")
        #expect(verdict?["text"]?.stringValue?.contains("a tree has at most 200 nodes") == true)
        // In the lifecycle file too, out of rotation's way. On a busy machine the exit may give
        // up on the megabyte and the messages after it (counted, and said in the log), never on
        // the records that explain a state.
        let lifecycle = try String(contentsOfFile: log + ".lifecycle", encoding: .utf8)
        #expect(lifecycle.contains(#""kind":"invalidResult""#))
        let lost = records.filter { $0["kind"] == "recordsDropped" }.flatMap { $0["kinds"]?.objectValue?.keys ?? [] }
        // A late reply to the timed-out cell is the widget's words, droppable like the others.
        #expect(lost.allSatisfy { LogKind(rawValue: $0).map { !$0.isLifecycle } ?? false }, "\(lost)")
        #expect(records.contains { $0["kind"] == "stopped" || $0["kind"] == "stopStep" }, "the stop is in the log")
    }

    @Test(arguments: [
        ("airport-only", "failed to start: listed for trip, but the widget supports only airport"),
        ("old-version", "failed to start: the widget speaks none of the protocol versions this host offers; it speaks only 0.9"),
        ("refuses-init", "failed to start: the widget refuses the trip dashboard (-32004): does not support the trip dashboard"),
    ])
    func aRefusalFailsTheCardAtOnceWithItsReasonAndNoRestart(mode: String, reason: String) async throws {
        let (manifest, log) = try Self.manifest([("guide", mode)])
        let run = try await CLIRunner.run(["dashboard", "--once", "--manifest", manifest, "--log", log])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Error: widget \"guide\": \(reason)"), "stderr: \(run.stderr)")
        #expect(!run.stdout.contains("restarting"), "\(run.stdout)")
        let records = try Self.records(log)
        let kinds = records.compactMap { $0["kind"]?.stringValue }
        #expect(kinds.filter { $0 == "handshakeFailed" }.count == 1, "\(kinds)")
        #expect(!kinds.contains("restarting"), "\(kinds)")
        #expect(kinds.filter { $0 == "spawned" }.count == 1, "one start, no second: \(kinds)")
        if mode == "airport-only" {
            let requests = records.filter { $0["kind"] == "request" }.compactMap { $0["method"]?.stringValue }
            #expect(requests == ["initialize", "shutdown"], "no init is sent: \(requests)")
        }
    }
}
