import Foundation
import Glibc
import Testing
import WidgetTestSupport

/// The result of running a program to its end.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `executable` with `arguments`, with `environment` added to ours, and
/// waits for it. Like WidgetConformanceTests' `WidgetsBinary`, it opens no descriptor in the test
/// process while the child runs (stdout and stderr go to files the child opens, a dedicated
/// thread reaps exactly this pid): other suites in this process count descriptors and watch
/// their own pipes, and a child must not hold any of them. Not Foundation's `Process`.
func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) async throws -> Run {
    let folder = temporaryDirectory("run")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outPath = folder + "/stdout", errPath = folder + "/stderr"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var emptyMask = sigset_t()
    sigemptyset(&emptyMask)
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigmask(&attributes, &emptyMask)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = [executable] + arguments
    let env = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
    var cArgv = argv.map { strdup($0) } + [nil]
    var cEnv = env.map { strdup($0) } + [nil]
    defer {
        cArgv.forEach { free($0) }
        cEnv.forEach { free($0) }
    }
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, executable, &actions, &attributes, &cArgv, &cEnv)
    guard rc == 0 else { throw SpawnFailure(description: "cannot run \(executable): \(String(cString: strerror(rc)))") }
    // waitpid blocks: on its own thread, never on the cooperative pool the other suites share.
    let child = pid
    let raw = await withCheckedContinuation { continuation in
        Thread.detachNewThread {
            var raw: Int32 = 0
            while waitpid(child, &raw, 0) < 0 && errno == EINTR {}
            continuation.resume(returning: raw)
        }
    }
    let status = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
    return Run(
        status: status,
        stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
        stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
}

struct SpawnFailure: Error, CustomStringConvertible {
    var description: String
}

/// `widgets dashboard` as a user runs it: the built binary, in the checkout, with a private
/// state directory (so the checklist starts empty and the flight recorder goes there).
func widgets(_ arguments: [String], state: String = temporaryDirectory("state")) async throws -> Run {
    try await run(BuiltProducts.path(of: "widgets"), arguments, environment: ["XDG_STATE_HOME": state, "NO_COLOR": "1"])
}

extension DashboardTests {
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct DashboardCommandTests {
        @Test func onceprintsTheTripDashboardWithTheExampleWidgets() async throws {
            let state = temporaryDirectory("once")
            let result = try await widgets(["dashboard", "--once"], state: state)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stdout.contains("Singapore via Frankfurt · LH 778"))
            #expect(result.stdout.contains("FRA → SIN"), "flight-status's card")
            #expect(result.stdout.contains("Trip checklist"), "checklist's card")
            #expect(result.stdout.contains("flight-status ready · checklist ready"))
            #expect(result.stderr.contains("Flight recorder: \(state)/widgets/last-dashboard.jsonl"))
            #expect(FileManager.default.fileExists(atPath: "\(state)/widgets/last-dashboard.jsonl"))
        }

        @Test func onceprintsTheAirportDashboard() async throws {
            let result = try await widgets(["dashboard", "--airport", "LHR", "--once", "--width", "400"])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stdout.contains("London Heathrow (LHR)"))
            #expect(result.stdout.contains("LHR · Terminal 2"), "airport-guide's card")
            #expect(result.stdout.split(separator: "\n").first?.count == 50, "400 points are 50 columns")
        }

        @Test(arguments: ["10", "401", "wide"])
        func widthOutsideTheRangeIsAUsageError(_ width: String) async throws {
            let result = try await widgets(["dashboard", "--width", width, "--once"])
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix("Error: --width"))
            #expect(result.stdout.isEmpty)
        }

        @Test func htmlWritesTheCardsWithoutScript() async throws {
            let page = temporaryDirectory("html") + "/dashboard.html"
            let result = try await widgets(["dashboard", "--html", page])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(!html.lowercased().contains("<script"))
            #expect(html.components(separatedBy: "<article class=\"card").count - 1 == 6, "two cards at three widths")
            #expect(html.contains("Trip checklist"))
            #expect(html.contains("LH 778"), "flight-status's card")
            #expect(html.contains("<section class=\"dialog push\"") || html.contains("class=\"dialog push\""), "flight-status's pushed details are in the dialogs")
            #expect(html.contains("Booking reference"))
            #expect(html.contains("class=\"dialog popup\""), "checklist's popup is in the dialogs")
        }

        @Test func aBrokenManifestEntryIsReportedAndTheOthersRun() async throws {
            let directory = temporaryDirectory("manifest")
            let manifest = directory + "/widgets.json"
            let examples = RepositoryPaths.root.appendingPathComponent("examples").path
            try """
                {"widgets": [
                  {"id": "flight-status", "command": ["python3", "\(examples)/flight-status/main.py"], "dashboards": ["trip"]},
                  {"id": "typo", "command": ["./nope"], "dashbaords": ["trip"]}
                ]}
                """.write(toFile: manifest, atomically: true, encoding: .utf8)
            let result = try await widgets(["dashboard", "--manifest", manifest, "--once"])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stderr.contains("\(manifest) at /widgets/1"))
            #expect(result.stdout.contains("FRA → SIN"))
        }
    }
}
