import Foundation
import Synchronization
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetHost

extension ProcessTests {
    /// The flight recorder against real widgets: floods, deaths, clean stops, and time order.
    @Suite(.serialized)
    struct RecorderProcessTests {
        /// How many log notifications the flooding widget sends before it exits. Against the
        /// budget the flood test sets (burst 1,000, then 10 a second), some are dropped unless
        /// sending them takes over 6 minutes, and the records kept rotate the small log files
        /// several times over: a count, not a duration, so a loaded machine changes neither.
        static let floodCount = 5000

        /// Waits until the log at `harness.logPath` (all its files) has a record matching `matching`.
        @discardableResult
        static func waitForLogRecord(
            _ harness: Harness, _ what: String, timeout: Duration = .seconds(30),
            sourceLocation: SourceLocation = #_sourceLocation, _ matching: @escaping (JSONValue) -> Bool
        ) async -> JSONValue? {
            let deadline = ContinuousClock.now + timeout
            while true {
                await harness.recorder.flush()
                if let found = FlightLogCheck.records(of: harness.logPath).first(where: matching) { return found }
                if ContinuousClock.now >= deadline {
                    Issue.record("never saw \(what)", sourceLocation: sourceLocation)
                    return nil
                }
                try? await Task.sleep(for: .milliseconds(50))
            }
        }

        static func `is`(_ widget: String, _ kind: String) -> @Sendable (JSONValue) -> Bool {
            { $0["widget"]?.stringValue == widget && $0["kind"]?.stringValue == kind }
        }

        @Test func aLogFloodKeepsItsNeighboursLifecycleAndCountsEveryDrop() async throws {
            let harness = try Harness(
                "log-flood",
                recorder: { options in
                    options.maxFileBytes = 16 << 10
                    options.maxFiles = 2
                    options.budget = RecordBudget(recordsPerSecond: 10, burstRecords: 1000)
                })
            let healthy = try await harness.startReady(hostileEntry("healthy", mode: "healthy"))
            let flood = harness.supervisor(
                hostileEntry("flood", mode: "log-flood", argument: String(Self.floodCount), policies: testPolicies(.temporary)))
            await flood.start()
            // The flood ends with the widget's exit; the budget's first drop is reported at once.
            await Self.waitForLogRecord(harness, "the flood's first recordsDropped", Self.is("flood", "recordsDropped"))
            await Self.waitForLogRecord(harness, "the flood widget's exit", Self.is("flood", "exited"))
            #expect(await healthy.refreshCell(width: 390).isFresh)
            await healthy.stop()
            await flood.stop()
            // The channel's close is recorded from the exit path too, which may trail stop() on a
            // loaded machine: closing the recorder before it would count it as dropped.
            await Self.waitForLogRecord(harness, "the healthy widget's channelClosed", Self.is("healthy", "channelClosed"))
            await harness.recorder.close()

            let records = FlightLogCheck.records(of: harness.logPath)
            let healthyKinds = Set(records.filter { $0["widget"]?.stringValue == "healthy" }.compactMap { $0["kind"]?.stringValue })
            for kind in ["spawned", "initialized", "stopped"] {
                #expect(healthyKinds.contains(kind), "the healthy widget's \(kind) record is gone")
            }
            // The flood rotated the main files: the healthy widget's start is only in the lifecycle file now.
            let main = [harness.logPath, harness.logPath + ".1"].flatMap { path in
                ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
                    try? JSONValue(parsing: String($0))
                }
            }
            #expect(!main.contains(where: Self.is("healthy", "spawned")))
            // Every drop is counted in the log, and the counts add up to what the recorder dropped.
            let reported = records.filter(Self.is("flood", "recordsDropped")).compactMap { $0["dropped"]?.intValue }.reduce(0, +)
            let dropped = harness.recorder.statistics.droppedByWidget["flood"] ?? 0
            #expect(dropped > 0 && reported == Int64(dropped))
            #expect(
                harness.recorder.statistics.droppedByWidget["healthy"] == nil,
                "\(harness.recorder.queue.admission.tallies["healthy"].map { ($0.kinds, $0.reasons) })")
            #expect(FlightLogCheck.repliesBeforeRequests(inLogAt: harness.logPath).isEmpty)
        }

        @Test func aCallLostToADeathIsAnErrorWithItsCauseAndACleanStopIsNot() async throws {
            let harness = try Harness("lost-call")
            let widget = try await harness.startReady(hostileEntry("crashy", mode: "healthy", policies: testPolicies(.temporary)))
            let result = await widget.action(ActionRequest(id: "crash", source: .cell))
            #expect((try? result.get()) == nil)
            let lost = await Self.waitForLogRecord(harness, "the lost action call", Self.is("crashy", "callFailed"))
            #expect(lost?["method"] == "action" && lost?["expected"] == nil)
            #expect(lost?["text"]?.stringValue?.hasPrefix("no reply: ") == true)
            #expect(["endOfFile", "closedByHost"].contains(lost?["cause"]?.stringValue ?? ""))

            let clean = try await harness.startReady(hostileEntry("clean", mode: "healthy"))
            await clean.stop()
            let closed = await harness.waitForRecords("the clean widget's channelClosed", Self.is("clean", "channelClosed"))
            #expect(closed.allSatisfy { $0["expected"] == .bool(true) })
            #expect(await harness.records(widget: "clean", kind: "callFailed").isEmpty)
            await widget.stop()
        }

        @Test func noReplyIsTimestampedBeforeItsRequestInAnyLogUnderTheTestsRoot() async throws {
            // Several widgets answering calls at once, a crash, restarts and stops, each group in
            // its own log under one root; then every log under the root is checked.
            let root = temporaryDirectory("order-root")
            try await withThrowingTaskGroup(of: Void.self) { group in
                for run in 0..<2 {
                    group.addTask {
                        let directory = root + "/run-\(run)"
                        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                        let recorder = FlightRecorder(options: FlightRecorder.Options(path: directory + "/rpc.jsonl"))
                        var options = SupervisorOptions(user: UserInfo(userID: "usr-test"), recorder: recorder)
                        options.dataRoot = directory + "/data"
                        options.hostEnvironment = ["PATH": "/usr/local/bin:/usr/bin:/bin", "LC_ALL": "C.UTF-8"]
                        let context = try sampleContext()
                        let widgets = (0..<3).map {
                            WidgetSupervisor(entry: hostileEntry("w\($0)", mode: "healthy"), context: context, options: options)
                        }
                        for widget in widgets { await widget.start() }
                        for widget in widgets { _ = await expectStatus(widget) { $0.isReady } }
                        await withTaskGroup(of: Void.self) { calls in
                            for widget in widgets {
                                calls.addTask { for _ in 0..<60 { _ = await widget.refreshCell(width: 390) } }
                            }
                        }
                        _ = await widgets[0].action(ActionRequest(id: "crash", source: .cell))
                        _ = await expectStatus(widgets[0]) { $0.isReady }
                        _ = await widgets[0].refreshCell(width: 390)
                        for widget in widgets { await widget.stop() }
                        await recorder.close()
                    }
                }
                try await group.waitForAll()
            }
            let logs = FlightLogCheck.logs(under: root)
            #expect(logs.count == 2)
            var replies = 0
            for log in logs {
                #expect(FlightLogCheck.repliesBeforeRequests(inLogAt: log) == [])
                replies += FlightLogCheck.records(of: log).filter { $0["kind"]?.stringValue == "response" }.count
            }
            #expect(replies > 700)
        }
    }
}
