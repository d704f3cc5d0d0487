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

    /// The airport guide's card changes with the clock (a lounge's Open/Closed badge): it must fit
    /// its cellHeight at every width at any hour, not only at the hour the suite happens to run.
    /// At night in Frankfurt it once needed 224 pt at 320 against its 212 (stop 33's CI).
    @Test(arguments: ["2026-12-03T09:10:00Z", "2026-12-03T04:50:00Z", "2026-12-03T23:10:00Z"])
    func airportGuideFitsAtEveryHourOfTheDay(now: String) async throws {
        let run = try await CLIRunner.run(
            ["preview", "--airport", "FRA", "--now", now, "--", "node", Self.example("airport-guide/main.js")],
            environment: ["COLUMNS": "200", "NO_COLOR": "1"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("320 pt · height 212 · needs"), "\(run.stdout)")
        #expect(!run.stdout.contains(", cut") && !run.stdout.contains("the page clips"), "\(run.stdout)")
    }

    @Test func jsonHasThreeCellTreesAndHeights() async throws {
        let run = try await CLIRunner.run(["preview", "--json", "--", "python3", Self.example("flight-status/main.py")])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let json = try JSONValue(parsing: run.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        let widths = try #require(json["widths"]?.arrayValue)
        #expect(widths.map { $0["width"]?.doubleValue } == [320, 375, 400])
        #expect(widths.allSatisfy { ($0["height"]?.doubleValue ?? 0) > 0 && $0["cell"]?["cell"]?["type"]?.stringValue == "cell" })
    }

    /// Issue 27: `--trip cancelled` previewed the scheduled flight and nothing said why. The
    /// preview names the flight it chose and the rule that chose it, on stderr and in --json.
    @Test func previewSaysWhichFlightItChoseAndWhy() async throws {
        let widget = ["--", "python3", Self.example("flight-status/main.py")]
        let run = try await CLIRunner.run(["preview", "--json", "--trip", "cancelled"] + widget)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let line = """
            Flight: VS4 (flight 1 of 2, counting from 0): the first flight that has not landed, departed or been cancelled; VS3 \
            (flight 0) is cancelled.
            """
        #expect(run.stderr.contains(line + "\n"), "\(run.stderr)")
        let json = try JSONValue(parsing: run.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(json["flight"]?["code"] == "VS4")
        #expect(json["flight"]?["index"] == 1)
        #expect(json["flight"]?["reason"] == "firstNotBehind")

        let asked = try await CLIRunner.run(["preview", "--json", "--trip", "cancelled", "--flight", "0"] + widget)
        #expect(asked.stderr.contains("Flight: VS3 (flight 0 of 2, counting from 0), as --flight asked.\n"), "\(asked.stderr)")
        #expect(try JSONValue(parsing: asked.stdout.trimmingCharacters(in: .whitespacesAndNewlines))["flight"]?["reason"] == "asked")
    }

    /// Beside each width's cellHeight the preview prints what the content needs there (the
    /// host's measure), and says which widths cut it: a fixture whose 128 pt holds its content
    /// at 375 and 400 but not at 320, where its text wraps.
    @Test func eachWidthShowsTheHeightItsContentNeeds() async throws {
        let script = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/BrokenWidgets/too_short.py").path
        let run = try await CLIRunner.run(["preview", "--", "python3", script], environment: ["COLUMNS": "200"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("320 pt · height 128 · needs 138, cut"), "\(run.stdout)")
        #expect(run.stdout.contains("375 pt · height 128 · needs 116") && !run.stdout.contains("needs 116, cut"))
        #expect(run.stdout.contains("Note: content needs 138 pt at 320, cellHeight 128"))
        let json = try await CLIRunner.run(["preview", "--json", "--", "python3", script])
        let widths = try #require(try JSONValue(parsing: json.stdout.trimmingCharacters(in: .whitespacesAndNewlines))["widths"]?.arrayValue)
        #expect(widths.map { $0["contentHeight"]?.doubleValue } == [138, 116, 116])
        #expect(widths.map { $0["height"]?.doubleValue } == [128, 128, 128])
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
