import Foundation
import Testing
import WidgetJSON
import WidgetTestSupport

@Suite(.serialized, .timeLimit(.minutes(2)))
struct LogsCommandTests {
    static let fixture = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Logs/run.jsonl").path

    @Test func summaryPrintsTheExpectedRows() async throws {
        let run = try await CLIRunner.run(["logs", "--summary", Self.fixture])
        #expect(run.status == 0)
        #expect(run.stdout.contains("flight-status  initialize         2       1     8.0    20.0"))
        #expect(run.stdout.contains("airport-guide  cellHeight         3       0     6.0     9.0"))
        #expect(run.stdout.contains("flight-status         1      2            1"))
        #expect(run.stderr.contains("run.jsonl:5: skipped a malformed line"))
    }

    @Test func jsonWithWidgetPassesOnlyThatWidgetsRecords() async throws {
        let run = try await CLIRunner.run(["logs", "--json", "--widget", "airport-guide", Self.fixture])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 10)
        for line in lines {
            let record = try JSONValue(parsing: String(line))
            #expect(record["widget"]?.stringValue == "airport-guide")
        }
    }

    @Test func humanOutputHasOneLinePerRecord() async throws {
        let run = try await CLIRunner.run(["logs", "--errors", "--no-rotated", Self.fixture], environment: ["LANG": "C.UTF-8"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines.first?.contains("deadlineMissed") == true)
        #expect(lines.last?.contains("quarantined") == true)
    }

    @Test func missingFileIsAnErrorWithAHint() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("no-state-\(UUID().uuidString)").path
        let run = try await CLIRunner.run(["logs"], environment: ["XDG_STATE_HOME": state])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: no flight recorder log at \(state)/widgets/last-dashboard.jsonl"))
        #expect(run.stderr.contains("widgets dashboard"))
    }

    @Test func badOptionIsAUsageError() async throws {
        let run = try await CLIRunner.run(["logs", "--slow", "fast", Self.fixture])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: --slow needs a number"))
    }

    @Test func helpHasTheSections() async throws {
        let run = try await CLIRunner.run(["logs", "--help"])
        #expect(run.status == 0)
        for section in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:"] {
            #expect(run.stdout.contains(section), "missing \(section)")
        }
    }
}
