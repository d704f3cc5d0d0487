import Foundation
import Glibc
import Testing
import WidgetTestSupport

@testable import WidgetSDK

/// Real widget processes: stdout hygiene, exit on EOF, and the checklist's persistence.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct ProcessTests {
    static var testWidget: String { BuiltProducts.path(of: "sdk-test-widget") }
    static var checklist: String { BuiltProducts.path(of: "checklist-widget") }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-sdk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Spawns through `sh` so the widget's stderr lands in `stderrFile` (same pid: `exec`).
    static func spawnCapturingStderr(_ arguments: [String], stderrFile: URL) throws -> HostPeer {
        try HostPeer.spawn("/bin/sh", arguments: ["-c", "f=$1; shift; exec \"$@\" 2>\"$f\"", "sh", stderrFile.path] + arguments)
    }

    @Test func strayPrintGoesToStderrNotTheProtocol() async throws {
        let dir = try Self.temporaryDirectory()
        let stderrFile = dir.appendingPathComponent("stderr.txt")
        let peer = try Self.spawnCapturingStderr([Self.testWidget, "printing"], stderrFile: stderrFile)
        var lines: [JSONValue] = []
        for (id, method, params) in [
            ("h-1", "initialize", Samples.initializeParams), ("h-2", "init", try Samples.tripInit()),
            ("h-3", "configureCell", ["width": 375] as JSONValue),
        ] {
            let (reply, notes) = try await peer.call(id, method, params)
            lines += notes + [try #require(reply, "no reply to \(method)")]
        }
        #expect(lines.last?["result"]?["cell"]?["content"]?["text"] == "Still fine")
        peer.closeInput()
        while let line = await peer.next() { lines.append(line) }
        // Every stdout line is a JSON-RPC message; the junk is not among them.
        #expect(lines.allSatisfy { $0["jsonrpc"] == "2.0" }, "stdout carried: \(lines)")
        let status = await (try #require(peer.process)).waitForExit()
        #expect(status == 0)
        let stderr = try String(contentsOf: stderrFile, encoding: .utf8)
        #expect(stderr.contains("junk from init\n"))
        #expect(stderr.contains("junk\n"))
    }

    @Test func invalidTreeIsExplainedOnStderr() async throws {
        let dir = try Self.temporaryDirectory()
        let stderrFile = dir.appendingPathComponent("stderr.txt")
        let peer = try Self.spawnCapturingStderr([Self.testWidget, "invalid-tree"], stderrFile: stderrFile)
        _ = try await peer.call("h-1", "initialize", Samples.initializeParams)
        _ = try await peer.call("h-2", "init", try Samples.tripInit())
        #expect(try await peer.call("h-3", "configureCell", ["width": 375]).reply?.errorCode == -32006)
        peer.closeInput()
        _ = await (try #require(peer.process)).waitForExit()
        let stderr = try String(contentsOf: stderrFile, encoding: .utf8)
        #expect(stderr.contains("the `image` (id \"unlabelled-plane\") node at /cell/content/children/1/children/1"), "\(stderr)")
    }

    /// Spawn → EOF → exit with status 0. The second widget's `shutdown()` never returns, so
    /// the SDK's budget is what ends it; without one it would never exit. How long the budgets
    /// are is checked without a clock, below.
    @Test(arguments: ["flight-status", "stuck-shutdown"])
    func exitsAtEndOfInput(widget: String) async throws {
        let peer = try HostPeer.spawn(Self.testWidget, arguments: [widget])
        _ = try await peer.call("h-1", "initialize", Samples.initializeParams)
        #expect(try await peer.call("h-2", "init", try Samples.tripInit()).reply?["result"] != nil)
        let process = try #require(peer.process)
        peer.closeInput()
        let status = try await withTimeout(.seconds(30), waitingFor: "\(widget) to exit after end of input") {
            await process.waitForExit()
        }
        #expect(status == 0, "wait status \(status)")
    }

    /// The spec gives a widget 1 s from end of input to exit. After EOF the SDK waits at most
    /// `drainBudget` for requests in progress, then `shutdownBudget` for the widget's
    /// `shutdown()`, then (in `runProcess`) 200 ms for queued replies to leave.
    @Test func theExitBudgetsAddUpToLessThanTheSpecsSecond() {
        #expect(WidgetRunner.drainBudget + WidgetRunner.shutdownBudget + .milliseconds(200) < .seconds(1))
    }

    // MARK: - Checklist

    static func startChecklist(dataDirectory: URL) async throws -> HostPeer {
        let peer = try HostPeer.spawn(Self.checklist, environment: ["WIDGET_DATA_DIR": dataDirectory.path, "WIDGET_ID": "checklist-1"])
        #expect(try await peer.call("h-1", "initialize", Samples.initializeParams).reply?["result"]?["widgetType"] == "checklist")
        #expect(try await peer.call("h-2", "init", try Samples.tripInit()).reply?["result"] == ["canBeDisplayed": true])
        return peer
    }

    /// The toggles of the checklist popup, by action id.
    static func toggles(_ peer: HostPeer, id: String) async throws -> [String: Bool] {
        let controller = try #require(try await peer.call(id, "viewController", ["width": 375, "sizeClass": "compact"]).reply?["result"])
        let items = try #require(controller["content"]?["children"]?.arrayValue?.last?["items"]?.arrayValue)
        var result: [String: Bool] = [:]
        for item in items {
            if let action = item["action"]?["id"]?.stringValue { result[action] = item["isOn"]?.boolValue }
        }
        return result
    }

    @Test func checklistStateSurvivesSIGKILL() async throws {
        let dir = try Self.temporaryDirectory()
        let first = try await Self.startChecklist(dataDirectory: dir)
        let before = try await Self.toggles(first, id: "h-3")
        #expect(before["toggle:passport"] == false)
        let (reply, _) = try await first.call("h-4", "action", ["id": "toggle:passport", "source": "controller"])
        #expect(reply?["result"] == [:])
        #expect(try await first.call("h-5", "action", ["id": "toggle:nothing", "source": "cell"]).reply?.errorCode == -32007)

        // Writes are asynchronous: wait until the file has the change, then kill.
        let file = dir.appendingPathComponent("checklists.json")
        try await waitUntil("the checklist to write the toggle to \(file.path)") {
            (try? String(contentsOf: file, encoding: .utf8))?.contains("passport") ?? false
        }
        let process = try #require(first.process)
        process.kill(SIGKILL)
        let status = await process.waitForExit()
        #expect(status & 0x7f == SIGKILL)

        let second = try await Self.startChecklist(dataDirectory: dir)
        let after = try await Self.toggles(second, id: "h-3")
        #expect(after["toggle:passport"] == true)
        #expect(after.filter(\.value).count == 1)
        let cell = try await second.call("h-4", "configureCell", ["width": 375]).reply
        let badge = cell?["result"]?["cell"]?["content"]?["children"]?.arrayValue?.first?["children"]?.arrayValue?.last
        #expect(badge?["text"] == .string("1 of \(after.count) done"))
        second.closeInput()
        let secondProcess = try #require(second.process)
        #expect(await secondProcess.waitForExit() == 0)
    }
}
