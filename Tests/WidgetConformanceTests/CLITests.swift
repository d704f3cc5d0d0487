import Foundation
import Testing
import WidgetConformance
import WidgetJSON
import WidgetTestSupport

/// The `widgets` binary as a user runs it: help, usage errors, exit statuses, `--json`.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CLITests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the built `widgets` with `arguments` in the repository root, NO_COLOR set.
    func widgets(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltProducts.path(of: "widgets"))
        process.arguments = arguments
        process.currentDirectoryURL = RepositoryPaths.root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both to EOF before waiting, so a full pipe cannot stall the child.
        let errorData = Thread.detachedRead(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.value(), as: UTF8.self))
    }

    @Test func rootHelpHasTheSections() throws {
        let run = try widgets(["--help"])
        #expect(run.status == 0)
        for section in ["OVERVIEW:", "USAGE: widgets <subcommand>", "OPTIONS:", "SUBCOMMANDS:", "check"] {
            #expect(run.stdout.contains(section), "missing \(section) in:\n\(run.stdout)")
        }
    }

    @Test func checkHelpHasTheSections() throws {
        let run = try widgets(["check", "--help"])
        #expect(run.status == 0)
        for section in ["OVERVIEW:", "USAGE: widgets check", "ARGUMENTS:", "OPTIONS:", "--json", "--samples", "--trip"] {
            #expect(run.stdout.contains(section), "missing \(section) in:\n\(run.stdout)")
        }
    }

    @Test func versionPrintsTheVersion() throws {
        let run = try widgets(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("widgets 0."))
    }

    @Test func checkWithoutCommandIsAUsageError() throws {
        let run = try widgets(["check"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: no widget command given"), "\(run.stderr)")
        #expect(run.stderr.contains("Usage: widgets check"))
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: [["check", "--frobnicate", "--", "python3", "x.py"], ["--frobnicate"], ["frobnicate"]])
    func unknownFlagOrSubcommandIsAUsageError(_ arguments: [String]) throws {
        let run = try widgets(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: unknown"), "\(run.stderr)")
        #expect(run.stderr.contains("Hint:"))
    }

    @Test func unknownTripIsAUsageErrorListingTheTrips() throws {
        let run = try widgets(["check", "--trip", "nowhere", "--", "python3", "x.py"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("one-way"), "\(run.stderr)")
    }

    @Test func jsonReportParsesAndListsEveryCheck() throws {
        let run = try widgets(["check", "--json", "--trip", "one-way", "--", "python3", "examples/flight-status/main.py"])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        let json = try JSONValue(parsing: run.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(json["passed"] == .bool(true))
        let checks = try #require(json["checks"]?.arrayValue)
        #expect(checks.compactMap { $0["name"]?.stringValue } == CheckID.allCases.map(\.name))
        for check in checks {
            #expect(check["status"]?.stringValue != nil && check["expected"]?.stringValue != nil && check["actual"]?.stringValue != nil)
        }
        #expect(json["latencies"]?.arrayValue?.contains { $0["method"] == "cellHeight" } == true)
    }

    @Test func failingWidgetExitsOneWithReadableReport() throws {
        let script = "Tests/Fixtures/BrokenWidgets/negative_height.py"
        let run = try widgets(["check", "--trip", "one-way", "--", "python3", script], environment: ["LANG": "C"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("FAIL cellHeight"), "\(run.stdout)")  // ASCII marks without UTF-8
        #expect(run.stdout.contains("fix:"))
        #expect(run.stdout.contains("1 failed"))
        #expect(!run.stdout.contains("\u{1B}["))  // NO_COLOR: no escape sequences
    }

    @Test func verboseWritesTheTranscriptToStderr() throws {
        let run = try widgets(["check", "--verbose", "--trip", "one-way", "--", "python3", "examples/flight-status/main.py"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("[main] → {\"jsonrpc\":\"2.0\",\"id\":\"h-"), "\(run.stderr.prefix(500))")
        #expect(run.stderr.contains("[main] ← "))
        #expect(run.stderr.contains("canBeDisplayed"))
    }

    @Test func unreadableSamplesDirectoryIsAUsageError() throws {
        let script = RepositoryPaths.root.appendingPathComponent("examples/flight-status/main.py").path
        let process = try widgets(["check", "--json", "--trip", "one-way", "--samples", "/nonexistent", "--", "python3", script])
        #expect(process.status == 64)
        #expect(process.stderr.contains("/nonexistent"))
    }
}

extension Thread {
    /// Reads `handle` to EOF on a new thread; `value()` waits for the bytes.
    static func detachedRead(_ handle: FileHandle) -> DetachedRead {
        let read = DetachedRead()
        Thread.detachNewThread { read.finish(handle.readDataToEndOfFile()) }
        return read
    }
}

final class DetachedRead: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func finish(_ data: Data) {
        self.data = data
        done.signal()
    }

    func value() -> Data {
        done.wait()
        return data
    }
}
