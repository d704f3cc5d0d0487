import Foundation
import Testing
import WidgetJSON
import WidgetTestSupport

@Suite(.serialized, .timeLimit(.minutes(2)))
struct PreviewCommandTests {
    static func example(_ path: String) -> String {
        RepositoryPaths.root.appendingPathComponent("examples").appendingPathComponent(path).path
    }

    @Test func previewsFlightStatusAtThreeWidths() async throws {
        let run = try await CLIRunner.run(
            ["preview", "--trip", "one-way", "--", "python3", Self.example("flight-status/main.py")], environment: ["COLUMNS": "200"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        // The one-way sample's flight, as the loaded card (not the loading skeleton) shows it.
        #expect(run.stdout.contains("BA 117"))
        for width in ["320 pt", "375 pt", "400 pt"] {
            #expect(run.stdout.contains(width), "missing \(width)")
        }
        #expect(run.stdout.contains("Dashboard: trip, sample trips/one-way"))
    }

    /// A file outside the widget's grants is refused in the preview's sandbox, and read once
    /// `--permit read=` grants it, as its manifest's `permissions` would.
    @Test func aPermitGrantsTheWidgetWhatItsManifestWould() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("preview-permit-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        try "a secret\n".write(toFile: home + "/secret.txt", atomically: true, encoding: .utf8)
        let escape = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/HostileWidgets/escape.py").path
        let command = ["--", escape, "read", "~/secret.txt"]
        let refused = try await CLIRunner.run(["preview", "--json"] + command, environment: ["HOME": home])
        // The widget answers no viewController, so the preview fails after the cell; what it
        // wrote on stderr while configuring the cell (the attempt's outcome) is in the error.
        #expect(refused.stderr.contains("secret.txt: denied: EACCES"), "\(refused.stderr)")
        let granted = try await CLIRunner.run(
            ["preview", "--json", "--permit", "read=\(home)/secret.txt"] + command, environment: ["HOME": home])
        #expect(granted.stderr.contains("secret.txt: ok: read 'a secret"), "\(granted.stderr)")
    }

    @Test func airportOnlyWidgetGetsAnAirportSampleInHTML() async throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let run = try await CLIRunner.run(["preview", "--html", page.path, "--", "node", Self.example("airport-guide/main.js")])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<article class=\"card").count - 1 == 3)
        #expect(html.contains("data-widget=\"airport-guide\""))
        #expect(!html.lowercased().contains("<script"))
        #expect(run.stdout.contains("airport sample"))
    }

    @Test func jsonHasThreeCellTreesAndHeights() async throws {
        let run = try await CLIRunner.run(["preview", "--json", "--", "python3", Self.example("flight-status/main.py")])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let json = try JSONValue(parsing: run.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        let widths = try #require(json["widths"]?.arrayValue)
        #expect(widths.map { $0["width"]?.doubleValue } == [320, 375, 400])
        #expect(widths.allSatisfy { ($0["height"]?.doubleValue ?? 0) > 0 && $0["cell"]?["cell"]?["type"]?.stringValue == "cell" })
    }

    @Test func failingWidgetExitsOneWithTheReason() async throws {
        let run = try await CLIRunner.run(["preview", "--", "/bin/sh", "-c", "echo broken >&2; exit 3"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: the widget failed:"))
        #expect(run.stderr.contains("exited with code 3"))
    }

    @Test func noCommandIsAUsageError() async throws {
        let run = try await CLIRunner.run(["preview"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: no widget command given"))
        #expect(run.stderr.contains("Usage: widgets preview"))
    }

    @Test func helpHasTheSections() async throws {
        let run = try await CLIRunner.run(["preview", "--help"])
        #expect(run.status == 0)
        for section in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:"] {
            #expect(run.stdout.contains(section), "missing \(section)")
        }
    }
}

extension PreviewCommandTests {
    @Test func previewKeepsItsLogWhereItSays() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("preview-log-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/logs/preview.jsonl"
        let run = try await CLIRunner.run(["preview", "--json", "--log", path, "--", "python3", Self.example("flight-status/main.py")])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let records = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { try JSONValue(parsing: String($0)) }
        #expect(records.contains { $0["kind"]?.stringValue == "initialized" })
        #expect(records.filter { $0["method"]?.stringValue == "configureCell" && $0["kind"]?.stringValue == "response" }.count == 3)
        #expect(!records.contains { ($0["message"]?.serializedString() ?? "").contains("usr-7f3c2a9e") })
        // Without --log: a run file of its own in the state folder, pointed to by last-preview.jsonl.
        let state = directory + "/state"
        let second = try await CLIRunner.run(
            ["preview", "--json", "--", "python3", Self.example("flight-status/main.py")], environment: ["XDG_STATE_HOME": state])
        #expect(second.status == 0, "stderr: \(second.stderr)")
        let latest = try FileManager.default.destinationOfSymbolicLink(atPath: state + "/widgets/last-preview.jsonl")
        #expect(latest.hasPrefix("logs/preview-"))
        #expect(FileManager.default.fileExists(atPath: state + "/widgets/" + latest))
    }
}

/// `--trip` names a sample trip wherever a trip is read, and `--flight` picks its current
/// flight, in `dashboard` as in `preview`.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct TripArgumentTests {
    @Test func dashboardShowsTheCancelledSampleTripByName() async throws {
        let run = try await CLIRunner.run(["dashboard", "--json", "--trip", "cancelled", "--settle", "30"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let json = try JSONValue(parsing: Array(run.stdout.utf8))
        // Its first flight is cancelled: the current one is the replacement, VS 4.
        #expect(json["title"]?.stringValue == "Christmas in New York · VS 4", "\(run.stdout.prefix(300))")
    }

    @Test func dashboardNamesTheSamplesWhenTheTripIsNeitherFileNorSample() async throws {
        let run = try await CLIRunner.run(["dashboard", "--once", "--trip", "cancelld"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: no trip file or sample trip 'cancelld'"), "\(run.stderr)")
        #expect(run.stderr.contains("cancelled"), "the hint lists the samples: \(run.stderr)")
    }

    @Test func previewTakesTheFlightToShow() async throws {
        let widget = PreviewCommandTests.example("flight-status/main.py")
        let first = try await CLIRunner.run(["preview", "--trip", "cancelled", "--flight", "0", "--", "python3", widget])
        #expect(first.status == 0, "stderr: \(first.stderr)")
        #expect(first.stdout.contains("trips/cancelled VS3"), "\(first.stdout)")
        let current = try await CLIRunner.run(["preview", "--trip", "cancelled", "--", "python3", widget])
        #expect(current.stdout.contains("trips/cancelled VS4"), "\(current.stdout)")
        let none = try await CLIRunner.run(["preview", "--trip", "cancelled", "--flight", "2", "--", "python3", widget])
        #expect(none.status == 64)
        #expect(none.stderr.hasPrefix("Error: --flight needs an index"), "\(none.stderr)")
    }
}
