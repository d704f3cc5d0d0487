import Foundation
import Testing
import WidgetHost
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

/// `widgets replay` against real widgets: a session recorded by the host's own supervisor,
/// replayed against the same widget and against a changed copy.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ReplayCommandTests {
    static func folder(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "widgets-replay-test-\(label)-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static var checklist: String { BuiltProducts.path(of: "checklist-widget") }
    static var changedChecklist: String { RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Replay/changed-checklist.py").path }
    static func example(_ path: String) -> String { RepositoryPaths.root.appendingPathComponent("examples/\(path)").path }

    /// A checklist session as a dashboard has it, through the host's supervisor: handshake, a
    /// card, a tap on "Done" (the widget then asks for a reload), the popup, the stop. Redacted
    /// like the CLI's logs.
    static func recordChecklistSession(in directory: String) async throws -> String {
        let path = directory + "/checklist.jsonl"
        var recorderOptions = FlightRecorder.Options(path: path)
        recorderOptions.redactedFields = FlightRecorder.Options.personalFields
        let recorder = FlightRecorder(options: recorderOptions)
        var options = SupervisorOptions(user: UserInfo(userID: "usr-7f3c2a9e", displayName: "Ada Traveller"), recorder: recorder)
        options.dataRoot = directory + "/data"
        let tripData = try Data(contentsOf: RepositoryPaths.samples.appendingPathComponent("trips/connection.json"))
        let trip = try JSONValueDecoder().decode(Trip.self, from: try JSONValue(parsing: Array(tripData)))
        let supervisor = WidgetSupervisor(
            entry: ManifestEntry(id: "checklist", executable: checklist), context: .trip(trip, flight: trip.flights[1]), options: options)
        await supervisor.start()
        let ready = await supervisor.waitForStatus(timeout: .seconds(30)) { $0.isReady }
        try #require(ready == .ready)
        #expect(await supervisor.refreshCell(width: 375).isFresh)
        let tapped = await supervisor.action(ActionRequest(id: "toggle:passport", source: .cell))
        #expect((try? tapped.get()) != nil)
        // The widget's reloadWidget makes the supervisor fetch the card again: wait for it.
        let refreshed = await supervisor.waitForSnapshot(timeout: .seconds(30)) { snapshot in
            snapshot.cell.map { "\($0.content)".contains("1 of") } ?? false
        }
        #expect(refreshed != nil)
        _ = await supervisor.viewController(width: 375, sizeClass: .compact)
        await supervisor.stop()
        await recorder.close()
        return path
    }

    @Test func aRecordedChecklistSessionReplaysCleanlyAgainstTheSameWidget() async throws {
        let directory = try Self.folder("same")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let log = try await Self.recordChecklistSession(in: directory)
        let run = try await CLIRunner.run(["replay", log, "--", Self.checklist])
        #expect(run.status == 0, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
        #expect(run.stdout.hasPrefix("Replaying checklist#1 from \(log): "))
        #expect(run.stdout.contains("replies match."))
        #expect(!run.stdout.contains("✗"))
        // The session had the tap and the reload it caused.
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(text.contains("\"method\":\"action\"") && text.contains("\"method\":\"reloadWidget\""))
    }

    @Test func aChangedCopyPrintsTheDifferenceAndExitsOne() async throws {
        let directory = try Self.folder("changed")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let log = try await Self.recordChecklistSession(in: directory)
        // The proxy runs the checklist as its child: it holds the processes grant.
        let run = try await CLIRunner.run([
            "replay", log, "--widget", "checklist", "--permit", "processes=2", "--", "python3", Self.changedChecklist, Self.checklist,
        ])
        #expect(run.status == 1, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
        #expect(run.stdout.contains("configureCell (checklist.jsonl:"))
        #expect(run.stdout.contains("the reply differs"))
        #expect(run.stdout.contains("      recorded: \"Trip checklist\"\n      replayed: \"Trip checklist (changed)\""))
        #expect(run.stdout.contains("/result/cell/content/"))
        #expect(run.stdout.contains("differ from the recording."))
        // Only the card changed: cellHeight, action and the popup still match.
        #expect(!run.stdout.contains(" cellHeight (") && !run.stdout.contains(" action (") && !run.stdout.contains(" viewController ("))
        // Ignoring the title makes it match again.
        let ignoring = try await CLIRunner.run([
            "replay", log, "--ignore", "/result/cell/content/children/*/children/*/text", "--permit", "processes=2", "--", "python3",
            Self.changedChecklist, Self.checklist,
        ])
        #expect(ignoring.status == 0, "stdout: \(ignoring.stdout)")
    }

    @Test(arguments: [
        ("flight-status", ["python3", "flight-status/main.py"], [String]()),
        // Its card shows the airport's local time: a replay a minute later differs there.
        ("airport-guide", ["node", "airport-guide/main.js"], ["--ignore", "/result/cell", "--ignore", "/result/timeline"]),
    ])
    func previewLogsOfTheOtherExamplesReplay(name: String, command: [String], ignoring: [String]) async throws {
        let directory = try Self.folder(name)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let widget = [command[0], Self.example(command[1])]
        let log = directory + "/\(name).jsonl"
        let preview = try await CLIRunner.run(["preview", "--json", "--log", log, "--"] + widget)
        #expect(preview.status == 0, "stderr: \(preview.stderr)")
        let run = try await CLIRunner.run(["replay", log] + ignoring + ["--"] + widget)
        // Drop reports say why (budget, queue, close): seen once under load, not yet explained.
        let drops = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
            .filter { $0.contains("\"recordsDropped\"") }
        #expect(run.status == 0, "stdout: \(run.stdout)\nstderr: \(run.stderr)\npreview stderr: \(preview.stderr)\ndrops: \(drops)")
        #expect(run.stdout.contains("replies match."))
    }

    /// Issue 27: a widget with saved state replayed from an empty data folder differed (height
    /// 188 against 164) with no hint why. The difference now says the widget keeps state and
    /// names --data-from, which replays from a copy of the folder, leaving the folder as it was.
    @Test func aWidgetWithStateDiffersFromAnEmptyFolderAndMatchesFromACopy() async throws {
        let directory = try Self.folder("stateful")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let widget = ["python3", RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Replay/stateful.py").path]
        let environment = ["XDG_STATE_HOME": directory]
        let log = directory + "/second.jsonl"
        for arguments in [["preview", "--json", "--"], ["preview", "--json", "--log", log, "--"]] {
            let preview = try await CLIRunner.run(arguments + widget, environment: environment)
            #expect(preview.status == 0, "stderr: \(preview.stderr)")
        }
        let folder = directory + "/widgets/data/stateful"
        let state = try String(contentsOfFile: folder + "/visits.json", encoding: .utf8)
        #expect(state.contains("\"visits\": 2"), "\(state)")

        let empty = try await CLIRunner.run(["replay", log, "--"] + widget, environment: environment)
        #expect(empty.status == 1, "stdout: \(empty.stdout)\nstderr: \(empty.stderr)")
        #expect(empty.stdout.contains("      recorded: 188\n      replayed: 164"), "\(empty.stdout)")
        let hint = """
            Hint: the widget wrote to its data folder during the replay (visits.json): it keeps state. The replay started with \
            an empty data folder. To start from a copy of the dashboard's folder for stateful: --data-from \(folder)
            """
        #expect(empty.stderr.contains(hint + "\n"), "\(empty.stderr)")

        let copied = try await CLIRunner.run(["replay", log, "--data-from", folder, "--"] + widget, environment: environment)
        #expect(copied.status == 0, "stdout: \(copied.stdout)\nstderr: \(copied.stderr)")
        #expect(copied.stdout.contains("Its data folder starts as a copy of \(folder)."))
        #expect(copied.stdout.contains("replies match."))
        // The replayed widget counted its visit in the copy, not in the folder.
        #expect(try String(contentsOfFile: folder + "/visits.json", encoding: .utf8) == state)
    }

    @Test func aDataFolderThatIsNotOneIsAUsageError() async throws {
        let run = try await CLIRunner.run(["replay", "x.jsonl", "--data-from", "/nonexistent/data", "--", "true"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: --data-from: there is no folder at /nonexistent/data"), "\(run.stderr)")
    }

    @Test(arguments: [
        (["replay", "--", "true"], "no log given"),
        (["replay", "x.jsonl"], "no widget command given"),
        (["replay", "x.jsonl", "--instance", "0", "--", "true"], "--instance needs a run number"),
        (["replay", "x.jsonl", "--ignore", "result", "--", "true"], "--ignore needs a JSON pointer"),
        (["replay", "x.jsonl", "--frobnicate", "--", "true"], "unknown option '--frobnicate'"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) async throws {
        let run = try await CLIRunner.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: \(message)"), "\(run.stderr)")
        #expect(run.stderr.contains("Usage: widgets replay"))
    }

    @Test func anAmbiguousWidgetIsAUsageErrorNamingTheWidgets() async throws {
        let log = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Logs/run.jsonl").path
        let run = try await CLIRunner.run(["replay", log, "--", "true"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("pick one with --widget (widgets: flight-status, airport-guide)"), "\(run.stderr)")
    }

    @Test func helpHasTheSections() async throws {
        let run = try await CLIRunner.run(["replay", "--help"])
        #expect(run.status == 0)
        for section in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "--ignore <pointer>"] {
            #expect(run.stdout.contains(section), "missing \(section)")
        }
        #expect(try await CLIRunner.run(["--help"]).stdout.contains("replay"))
    }
}
