import Foundation
import Glibc
import Testing
import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetHost

extension ProcessTests {
    /// Real misbehaving widgets (Tests/Fixtures/HostileWidgets/widget.py MODE) against the
    /// supervisor, each asserting the exact outcome in the supervisor and the flight recorder.
    @Suite(.serialized)
    struct HostileWidgetTests {
        @Test func healthyWidgetAnswersAndTheLogPairsRequestsWithResponses() async throws {
            let harness = try Harness("healthy")
            let widget = try await harness.startReady(hostileEntry("healthy", mode: "healthy"))
            let answer = await widget.refreshCell(width: 390)
            #expect(answer.isFresh && answer.value?.height == 88.5 && answer.value?.instance == 1)
            let status = await widget.stop()
            #expect(status == .exited(0))
            let records = await harness.records()
            let requests = records.filter { $0["kind"]?.stringValue == "request" }
            #expect(requests.map { $0["method"]?.stringValue ?? "" } == ["initialize", "init", "cellHeight", "configureCell", "shutdown"])
            for request in requests {
                let response = records.first {
                    $0["kind"]?.stringValue == "response" && $0["id"] == request["id"] && $0["instance"] == request["instance"]
                }
                #expect(response?["method"] == request["method"] && response?["latencyUs"]?.intValue != nil)
            }
            #expect(records.contains { $0["kind"]?.stringValue == "stopStep" && $0["step"]?.stringValue == "exited" })
        }

        @Test func exitBeforeHandshakeIsRestartedThenQuarantinedWithItsStatus() async throws {
            let harness = try Harness("early-exit")
            let healthy = try await harness.startReady(hostileEntry("healthy", mode: "healthy"))
            let widget = harness.supervisor(hostileEntry("early", mode: "exit-before-handshake", policies: testPolicies(maxRestarts: 2)))
            let probe = await whileHealthyAnswers(healthy) {
                await widget.start()
                let status = await expectStatus(widget) { $0.isQuarantined }
                guard case .quarantined(let reason)? = status else { return }
                #expect(reason.lastStatus == .exited(3))
            }
            #expect(probe.failures.isEmpty)
            #expect(await harness.records(widget: "early", kind: "restarting").count == 2)
            #expect(await harness.records(widget: "early", kind: "exited").count == 3)
            await widget.retry()
            #expect(await widget.instance == 4)
            _ = await expectStatus(widget) { $0.isQuarantined }
            await healthy.stop()
        }

        @Test(arguments: [
            ("not-found", "/nonexistent/widget", "does not exist"),
            ("not-executable", "not-executable.py", "may not be executed"),
            ("exec-format", "no-shebang.txt", "exec format error"),
        ])
        func unstartableWidgetsFailWithoutARetryStorm(id: String, path: String, expected: String) async throws {
            let harness = try Harness(id)
            var entry = hostileEntry(id, mode: "healthy")
            entry.executable = path.hasPrefix("/") ? path : hostileFixture(path)
            let widget = harness.supervisor(entry)
            await widget.start()
            guard case .failed(let reason) = await widget.status else {
                Issue.record("expected failed, got \(await widget.status)")
                return
            }
            #expect(reason.contains(expected))
            #expect(await harness.records(widget: id, kind: "spawnFailed").count == 1)
            #expect(await widget.instance == 1)
        }

        @Test func twentyCrashLoopingWidgetsAreAllQuarantinedWhileAHealthyOneKeepsAnswering() async throws {
            let harness = try Harness("crash-loop")
            let healthy = try await harness.startReady(hostileEntry("healthy", mode: "healthy"))
            let looping = (0..<20).map {
                harness.supervisor(hostileEntry("loop-\($0)", mode: "crash-loop", policies: testPolicies(maxRestarts: 2)))
            }
            let probe = await whileHealthyAnswers(healthy) {
                for widget in looping { await widget.start() }
                for widget in looping {
                    let status = await expectStatus(widget, within: .seconds(60)) { $0.isQuarantined }
                    if case .quarantined(let reason)? = status {
                        #expect(reason.lastStatus == .exited(9))
                        #expect(reason.standardErrorTail.contains("crash-loop: dying"))
                    }
                }
            }
            #expect(probe.failures.isEmpty, "\(probe.failures)")
            #expect(await healthy.status == .ready)
            await healthy.stop()
        }

        @Test(arguments: [("segfault", SIGSEGV), ("abort", SIGABRT)])
        func signalDeathsAreClassifiedAndRestarted(mode: String, signal: Int32) async throws {
            let harness = try Harness(mode)
            let widget = harness.supervisor(hostileEntry(mode, mode: mode, policies: testPolicies(.transient, maxRestarts: 1)))
            await widget.start()
            guard case .quarantined(let reason)? = await expectStatus(widget, { $0.isQuarantined }) else { return }
            #expect(reason.lastStatus == .signaled(signal, coreDumped: false))
            let exits = await harness.records(widget: mode, kind: "exited")
            #expect(exits.count == 2 && exits.allSatisfy { $0["signal"]?.intValue == Int64(signal) })
        }

        @Test(arguments: [(RestartPolicy.transient, false), (.permanent, true)])
        func cleanExitAfterHandshakeFollowsThePolicy(policy: RestartPolicy, restarts: Bool) async throws {
            let harness = try Harness("clean-\(policy)")
            let widget = try await harness.startReady(
                hostileEntry("clean", mode: "clean-exit", policies: testPolicies(policy, maxRestarts: 1)))
            if restarts {
                _ = await expectStatus(widget) { $0.isQuarantined }
                #expect(await widget.instance == 2)
            } else {
                #expect(await expectStatus(widget) { if case .ended = $0 { true } else { false } } == .ended(.exited(0)))
                #expect(await widget.instance == 1)
            }
        }

        @Test func ignoringSIGTERMStillStopsViaSIGKILLWithinTheBound() async throws {
            let harness = try Harness("ignore-term")
            let widget = try await harness.startReady(hostileEntry("stubborn", mode: "ignore-term"))
            let pid = try #require(await widget.pid)
            let started = ContinuousClock.now
            let status = await widget.stop()
            let elapsed = ContinuousClock.now - started
            #expect(status == .signaled(SIGKILL, coreDumped: false))
            // shutdown 300 ms (answered at once) + close-stdin grace 500 ms + TERM grace 500 ms.
            #expect(elapsed >= .milliseconds(1000), "\(elapsed)")  // it did wait out both graces
            #expect(!ProcFS.isAlive(pid))
            let steps = await harness.records(widget: "stubborn", kind: "stopStep").compactMap { $0["step"]?.stringValue }
            #expect(steps.contains("terminate") && steps.contains("kill") && steps.last == "exited")
        }

        @Test func aWidgetThatStopsItselfIsStillStopped() async throws {
            let harness = try Harness("sigstop")
            let widget = try await harness.startReady(hostileEntry("stopped", mode: "stop-self"))
            let pid = try #require(await widget.pid)
            let status = await widget.stop()
            #expect(status != nil)
            #expect(!ProcFS.isAlive(pid))
        }

        @Test func aGrandchildHoldingStdoutDoesNotHideTheExit() async throws {
            let harness = try Harness("grandchild")
            // Not `startReady`: the widget exits right after answering `init`, so it may well be
            // gone before "ready" could be observed.
            let widget = harness.supervisor(hostileEntry("parent", mode: "grandchild", policies: testPolicies(maxRestarts: 0)))
            await widget.start()
            guard case .quarantined(let reason)? = await expectStatus(widget, within: .seconds(20), { $0.isQuarantined }) else { return }
            #expect(reason.lastStatus == .exited(1))
        }

        @Test func straysHugeLinesSplitWritesAndPathologicalJSONAreLoggedNotFatal() async throws {
            let harness = try Harness("stray")
            let healthy = try await harness.startReady(hostileEntry("healthy", mode: "healthy"))
            for mode in ["garbage", "pathological", "split-writes", "huge-line"] {
                // A generous deadline: under a fully loaded test run, pushing 10 MB through a
                // pipe from Python can take seconds; the point here is that nothing is fatal.
                let widget = try await harness.startReady(hostileEntry(mode, mode: mode, deadlines: ["cellHeight": .seconds(30)]))
                let answer = await widget.refreshCell(width: 390)
                #expect(answer.value?.height == 88.5 && answer.isFresh, "\(mode): \(String(describing: answer.error))")
                #expect(await widget.status == .ready)
                if mode == "huge-line" {
                    // The widget writes its 10 MB line in one write, before its init reply, so the
                    // line is skipped by now; this bounded wait only guards that. (Written in two
                    // writes from a thread, the line once swallowed a reply written between them,
                    // and the call waited for its deadline: the stall seen in earlier runs.)
                    await harness.waitForRecords("the oversize line's record") {
                        $0["widget"]?.stringValue == mode && $0["kind"]?.stringValue == "oversizeLine"
                    }
                }
                await widget.stop()
            }
            #expect(await healthy.refreshCell(width: 390).isFresh)
            let records = await harness.records()
            func count(_ widget: String, _ kind: String) -> Int {
                records.filter { $0["widget"]?.stringValue == widget && $0["kind"]?.stringValue == kind }.count
            }
            #expect(count("garbage", "strayLine") == 3)
            // Its bytes that are not UTF-8 are kept, escaped, beside the rest of the line.
            let invalid = records.first {
                $0["widget"]?.stringValue == "garbage" && $0["text"]?.stringValue?.contains("invalid utf8") == true
            }
            #expect(invalid?["text"]?.stringValue == "\\xFF\\xFE\u{0} invalid utf8 \\xC3(", "\(String(describing: invalid))")
            #expect(count("pathological", "strayLine") >= 1)
            #expect(count("huge-line", "oversizeLine") == 1)
            await healthy.stop()
        }

        /// A line without end is in the flight recorder while the widget still writes it (the
        /// record used to wait for its newline or the widget's death).
        @Test func anEndlessLineIsRecordedWhileTheWidgetLives() async throws {
            let harness = try Harness("endless")
            let widget = try await harness.startReady(hostileEntry("endless", mode: "endless-line"))
            let ask = Task { await widget.refreshCell(width: 390) }
            try await waitUntil("the oversizeLineStarted record") {
                await !harness.records(widget: "endless", kind: "oversizeLineStarted").isEmpty
            }
            let records = await harness.records()
            let started = try #require(records.first { $0["kind"]?.stringValue == "oversizeLineStarted" })
            #expect(started["limit"]?.intValue == 1 << 20)
            #expect(
                !records.contains {
                    $0["widget"]?.stringValue == "endless" && ["exited", "stopped"].contains($0["kind"]?.stringValue ?? "")
                },
                "recorded while the widget still runs")
            #expect(await harness.records(widget: "endless", kind: "oversizeLine").isEmpty, "the line has not ended")
            ask.cancel()
            await widget.stop()
            // Its end comes with the end of stdout, once, with the length.
            try await waitUntil("the oversizeLine record at the end of stdout") {
                await harness.records(widget: "endless", kind: "oversizeLine").count == 1
            }
        }

        @Test func aPartialLineAtExitIsRecorded() async throws {
            let harness = try Harness("partial")
            let widget = harness.supervisor(hostileEntry("partial", mode: "partial-at-exit", policies: testPolicies(maxRestarts: 0)))
            await widget.start()
            _ = await expectStatus(widget) { $0.isQuarantined }
            let partial = await harness.waitForRecords("a partialLine record") {
                $0["widget"]?.stringValue == "partial" && $0["kind"]?.stringValue == "partialLine"
            }
            #expect(partial.first?["text"]?.stringValue == #"{"jsonrpc":"2.0","method":"log""#)
        }

        @Test func floodingStderrIsRateLimitedWhileTheNeighbourAnswers() async throws {
            let harness = try Harness("stderr-flood")
            let healthy = try await harness.startReady(hostileEntry("healthy", mode: "healthy"))
            let flood = try await harness.startReady(hostileEntry("flood", mode: "flood-stderr", argument: "100"))
            let probe = await whileHealthyAnswers(healthy) {
                // 100 MB of 1000-byte lines, plus the "init trip …" line.
                try? await waitUntil("every stderr line counted", timeout: .seconds(40), pollingEvery: .milliseconds(100)) {
                    flood.counters.stderrLines + flood.counters.stderrLinesDropped >= 100_001
                }
            }
            #expect(await flood.refreshCell(width: 390).isFresh)
            await flood.stop()
            let counters = flood.counters
            // Known issue: the total can overcount (drainer drops vs. reader drops); see the issue note.
            #expect(counters.stderrLines + counters.stderrLinesDropped >= 100_001)
            #expect(counters.stderrLines <= 400 + 200 * 30)
            #expect(counters.stderrLinesDropped > 90_000)
            // Every probe answered within its deadline (a late one would be a failure).
            #expect(probe.failures.isEmpty, "\(probe)")
            await healthy.stop()
        }

        @Test func aWidgetThatNeverReadsStdinIsDeclaredWedgedAndRestarted() async throws {
            let harness = try Harness("wedged") { $0.outboundLimit = 16 << 10 }
            let widget = try await harness.startReady(hostileEntry("deaf", mode: "never-read-stdin", deadlines: ["action": .seconds(20)]))
            // Actions are not coalesced (cells are): 3,000 of them overflow a 16 KiB queue.
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<3000 { group.addTask { _ = await widget.action(ActionRequest(id: "noop", source: .cell)) } }
            }
            // Restarting is over in 10 ms: wait for what lasts, the record and the next instance.
            await harness.waitForRecords("the wedged record") { $0["widget"]?.stringValue == "deaf" && $0["kind"]?.stringValue == "wedged" }
            let next = await widget.waitForSnapshot(timeout: .seconds(20)) { $0.instance >= 2 && $0.status == .ready }
            let now = await widget.status
            #expect(next != nil, "never ready again: \(now)")
            #expect(await harness.records(widget: "deaf", kind: "wedged").count == 1)
            #expect(await harness.records(widget: "deaf", kind: "restarting").count >= 1)
            await widget.stop()
        }

        @Test func closingStdoutWhileRunningRestartsTheWidget() async throws {
            let harness = try Harness("close-stdout")
            let widget = try await harness.startReady(hostileEntry("mute", mode: "close-stdout", policies: testPolicies(maxRestarts: 0)))
            guard case .quarantined(let reason)? = await expectStatus(widget, { $0.isQuarantined }) else { return }
            #expect(reason.lastStatus == .signaled(SIGKILL, coreDumped: false))
            let closed = await harness.records(widget: "mute", kind: "channelClosed")
            #expect(closed.contains { $0["action"]?.stringValue != nil })
        }

        @Test func threeMissedDeadlinesMarkTheWidgetHungAndRestartIt() async throws {
            let harness = try Harness("hung")
            let healthy = try await harness.startReady(hostileEntry("healthy", mode: "healthy"))
            let widget = try await harness.startReady(
                hostileEntry("silent", mode: "never-answer", deadlines: ["cellHeight": .milliseconds(200)]))
            let probe = await whileHealthyAnswers(healthy) {
                for attempt in 1...3 {
                    let answer = await widget.refreshCell(width: 390)
                    #expect(answer.error?.reason == .timedOut(after: .milliseconds(200)), "attempt \(attempt)")
                }
                // Restarting lasts 10 ms: wait for the next instance instead.
                let next = await widget.waitForSnapshot(timeout: .seconds(20)) { $0.instance >= 2 && $0.status.isReady }
                #expect(next != nil)
            }
            #expect(probe.failures.isEmpty)
            // The second instance never answers either and will run into its own deadlines:
            // count the first instance's.
            #expect(await harness.records(widget: "silent", kind: "deadlineMissed").filter { $0["instance"]?.intValue == 1 }.count == 3)
            #expect(await harness.records(widget: "silent", kind: "hung").filter { $0["instance"]?.intValue == 1 }.count == 1)
            #expect(await harness.records(widget: "silent", kind: "restarting").count >= 1)
            await widget.stop()
            await healthy.stop()
        }

        @Test func wrongDuplicateUnsolicitedAndLateIdsNeverReachTheWrongCaller() async throws {
            let harness = try Harness("ids")
            let widget = try await harness.startReady(hostileEntry("ids", mode: "bad-ids"))
            let answer = await widget.refreshCell(width: 390)
            #expect(answer.value?.height == 120 && answer.isFresh)
            // The stray replies around the real one are counted as the reader meets them.
            try await waitUntil("three stray replies counted") { widget.counters.unmatchedResponses >= 3 }
            #expect(widget.counters.unmatchedResponses == 3)
            await widget.stop()

            let late = try await harness.startReady(hostileEntry("late", mode: "late", deadlines: ["cellHeight": .milliseconds(200)]))
            #expect(await late.refreshCell(width: 390).error?.reason == .timedOut(after: .milliseconds(200)))
            try await waitUntil("the late reply counted") { late.counters.lateResponses >= 1 }
            #expect(late.counters.lateResponses == 1)
            let lateReports = await harness.records(widget: "late", kind: "lateResponse")
            #expect(lateReports.count == 1)
            // The late reply's record still says what it answered and when (`--slow … | jq .method`).
            let reply = await harness.records(widget: "late", kind: "response").first { $0["id"] == lateReports.first?["id"] }
            #expect(reply?["method"] == "cellHeight")
            #expect((reply?["latencyUs"]?.intValue ?? 0) >= 200_000)
            await late.stop()
        }

        @Test func aNotificationFloodIsRateLimitedAndReloadsCoalesced() async throws {
            let harness = try Harness("notify-flood")
            let healthy = try await harness.startReady(hostileEntry("healthy", mode: "healthy"))
            // A burst of 10 and one more an hour: however slowly a loaded machine reads the
            // flood, exactly 10 notifications pass and every other one is dropped and counted.
            let count = 20_000
            var entry = hostileEntry("flood", mode: "notify-flood", argument: String(count))
            entry.notificationBurst = 10
            entry.notificationsPerSecond = 1.0 / 3600
            let flood = try await harness.startReady(entry)
            let probe = try await whileHealthyAnswers(healthy) {
                try await waitUntil("every notification of the flood handled", timeout: .seconds(50), pollingEvery: .milliseconds(50)) {
                    flood.counters.notificationsDropped >= count - 10
                }
            }
            #expect(flood.counters.notificationsDropped == count - 10)
            #expect(probe.failures.isEmpty, "\(probe)")
            #expect(await flood.status == .ready)
            await flood.stop()
            await healthy.stop()
        }

        @Test func neverCompletingTheHandshakeIsAFailedStart() async throws {
            let harness = try Harness("no-handshake")
            let widget = harness.supervisor(
                hostileEntry(
                    "mute", mode: "never-handshake", policies: testPolicies(maxRestarts: 1),
                    deadlines: ["initialize": .milliseconds(500)]))
            await widget.start()
            _ = await expectStatus(widget) { $0.isQuarantined }
            #expect(await harness.records(widget: "mute", kind: "handshakeFailed").count == 2)
        }

        @Test func aSpinningWidgetIsKilledByItsCPULimit() async throws {
            let harness = try Harness("spin")
            let widget = try await harness.startReady(
                hostileEntry("spin", mode: "spin", policies: testPolicies(maxRestarts: 0), limits: ResourceLimits(cpuSeconds: 1)))
            guard case .quarantined(let reason)? = await expectStatus(widget, within: .seconds(30), { $0.isQuarantined }) else { return }
            #expect(
                [TerminationStatus.signaled(SIGXCPU, coreDumped: false), .signaled(SIGKILL, coreDumped: false)].contains(reason.lastStatus))
        }

        @Test func anAllocatingWidgetHitsItsMemoryLimit() async throws {
            let harness = try Harness("allocate")
            let widget = try await harness.startReady(
                hostileEntry(
                    "hog", mode: "allocate", policies: testPolicies(maxRestarts: 0),
                    limits: ResourceLimits(addressSpaceBytes: 256 << 20)))
            guard case .quarantined(let reason)? = await expectStatus(widget, within: .seconds(30), { $0.isQuarantined }) else { return }
            #expect(reason.lastStatus != .exited(0))
            #expect(reason.standardErrorTail.contains { $0.contains("MemoryError") })
            // Said as what it was, not only "exited with code 1" (issue 32).
            #expect(reason.cause?.hasPrefix("ran out of memory under its address-space limit of 256 MiB") == true, "\(reason)")
        }

        @Test func forkedChildrenDieWithTheWidgetsGroup() async throws {
            let harness = try Harness("fork")
            // RLIMIT_NPROC is not enforced for root: then assert only that the group dies with the widget.
            // 500 forked interpreters are far over the default budget (BudgetProcessTests): not what this tests.
            let widget = try await harness.startReady(
                hostileEntry(
                    "forker", mode: "fork-bomb", limits: ResourceLimits(processes: getuid() == 0 ? nil : 64),
                    budget: ResourceBudget(memoryBytes: 1 << 40, processes: 100_000)))
            await harness.waitForRecords("the forks done") {
                $0["widget"]?.stringValue == "forker" && ($0["text"]?.stringValue ?? "").hasPrefix("fork")
            }
            let pid = try #require(await widget.pid)
            #expect(!liveMembers(ofGroup: pid).isEmpty)
            await widget.stop()
            // The whole process group goes (killed; zombies waiting for init's reaping are dead).
            try await waitUntil("the widget's process group to empty") { liveMembers(ofGroup: pid).isEmpty }
        }

        @Test func aWidgetInheritsOnlyStdioAScrubbedEnvironmentAndAnEmptySignalMask() async throws {
            let harness = try Harness("inspect")
            let widget = try await harness.startReady(hostileEntry("inspect", mode: "inspect"))
            await harness.waitForRecords("the environment line") { ($0["text"]?.stringValue ?? "").hasPrefix("env ") }
            await widget.stop()
            let lines = await harness.records(widget: "inspect", kind: "stderr").compactMap { $0["text"]?.stringValue }
            // fd 3 is the directory python's listdir holds open while listing.
            #expect(lines.contains("fds 0 1 2 3"), "\(lines)")
            #expect(lines.contains("SigBlk:\t0000000000000000"))
            #expect(
                lines.contains("SigIgn:\t0000000000000000") || lines.contains { $0.hasPrefix("SigIgn:") },
                "python may ignore SIGPIPE itself")
            let env = try #require(lines.first { $0.hasPrefix("env ") })
            #expect(!env.contains("SECRET_TOKEN") && env.contains("WIDGET_ID") && env.contains("WIDGET_DATA_DIR"))
        }

        @Test(arguments: ["negative", "huge", "string", "infinite", "shape"])
        func nonsenseCellHeightsAreProtocolErrors(kind: String) async throws {
            let harness = try Harness("height-\(kind)")
            let widget = try await harness.startReady(hostileEntry("h", mode: "bad-height", argument: kind))
            let answer = await widget.refreshCell(width: 390)
            #expect(!answer.isFresh && answer.value == nil)
            if kind == "infinite" {
                // 1e999 is not a JSON number a double can hold: the line is a stray (parse error)
                // and the call runs into its deadline.
                #expect(answer.error?.reason == .timedOut(after: .seconds(1)))
                #expect(await harness.records(widget: "h", kind: "strayLine").count == 1)
                await widget.stop()
                return
            }
            guard case .invalidResult(_, let pointer)? = answer.error?.reason else {
                Issue.record("expected invalidResult, got \(String(describing: answer.error))")
                return
            }
            #expect(kind == "shape" || pointer == "/height")
            #expect(await harness.records(widget: "h", kind: "invalidResult").count == 1)
            #expect(await widget.status == .ready)
            await widget.stop()
        }

        @Test func anOversizedCellTreeIsRejectedAndTheLastGoodCellStays() async throws {
            let harness = try Harness("bad-cell")
            let widget = try await harness.startReady(hostileEntry("deep", mode: "bad-cell"))
            let answer = await widget.refreshCell(width: 390)
            #expect(!answer.isFresh && answer.value == nil)
            guard case .invalidResult? = answer.error?.reason else { Issue.record("\(String(describing: answer.error))"); return }
            await widget.stop()
        }

        @Test func restartReplaysInitializeAndInitWithTheSameTripAndKeepsTheLastGoodCell() async throws {
            let harness = try Harness("replay")
            // A 1 s backoff: long enough to ask for the cell while the widget is down.
            let widget = try await harness.startReady(
                hostileEntry("replay", mode: "healthy", policies: testPolicies(initialDelay: .seconds(1))))
            let first = await widget.refreshCell(width: 390)
            #expect(first.isFresh)
            _ = await widget.action(ActionRequest(id: "crash", source: .cell))
            _ = await expectStatus(widget) { $0.isRestarting }
            let meanwhile = await widget.refreshCell(width: 390)
            #expect(!meanwhile.isFresh && meanwhile.value == first.value)
            #expect(await widget.snapshot.cellIsStale)
            // The new instance is asked for its cell by itself (the width is known).
            let replayed = await widget.waitForSnapshot(timeout: .seconds(20)) { $0.cell?.instance == 2 && !$0.cellIsStale }
            #expect(replayed?.cell?.instance == 2)
            await widget.stop()
            let inits = await harness.records(widget: "replay", kind: "request").filter { $0["method"]?.stringValue == "init" }
            #expect(inits.count == 2)
            #expect(
                inits.map { $0["message"]?["params"]?["trip"]?["id"] }.allSatisfy { $0 == inits[0]["message"]?["params"]?["trip"]?["id"] })
            #expect(
                await harness.records(widget: "replay", kind: "request").filter { $0["method"]?.stringValue == "initialize" }.count == 2)
            // stderr is drained on its own: wait for both instances' lines.
            let lines = await harness.waitForRecords(atLeast: 2, "both instances' init lines on stderr") {
                $0["widget"]?.stringValue == "replay" && $0["kind"]?.stringValue == "stderr"
                    && $0["text"]?.stringValue == "init trip trip-lon-nyc-2026-11"
            }
            #expect(lines.count == 2)
        }

        @Test func stoppingManyWidgetsRunsInParallel() async throws {
            let harness = try Harness("stop-all")
            let supervisor = DashboardSupervisor(context: harness.context, options: harness.options)
            let entries = (0..<5).map { hostileEntry("stubborn-\($0)", mode: "ignore-term") }
            let widgets = await supervisor.start(entries)
            for widget in widgets { _ = await expectStatus(widget) { $0.isReady } }
            await supervisor.stopAll()
            for widget in widgets { #expect(await widget.pid == nil) }
            // In parallel, not one after another: every widget's SIGTERM went out before the
            // first of them died (each ignores TERM, so each waits for its KILL).
            let steps = await harness.records().filter { $0["kind"]?.stringValue == "stopStep" }
            let firstExit = try #require(steps.firstIndex { $0["step"]?.stringValue == "exited" })
            let terminates = steps.prefix(firstExit).filter { $0["step"]?.stringValue == "terminate" }
            #expect(Set(terminates.compactMap { $0["widget"]?.stringValue }).count == 5)
        }

        @Test func twoHundredRestartsLeakNoDescriptorsAndNoZombies() async throws {
            let harness = try Harness("leaks")
            var entry = ManifestEntry(id: "blink", executable: hostileFixture("exit-now.sh"), arguments: ["1"])
            entry.restart = testPolicies(maxRestarts: 1000, initialDelay: .zero)
            // Warm up (threads, lazily opened descriptors), then measure.
            let warm = harness.supervisor(entry)
            entry.restart.intensity.maximumRestarts = 5
            _ = warm
            let before = ProcFS.openDescriptorCount()
            entry.restart.intensity.maximumRestarts = 199
            let widget = harness.supervisor(entry)
            await widget.start()
            _ = await expectStatus(widget, within: .seconds(90)) { $0.isQuarantined }
            #expect(await widget.instance == 200)
            await harness.recorder.flush()
            // Tolerance: other suites run concurrently in this process and hold a few of their
            // own; a leak would add one or more per restart, i.e. 200 or more. Descriptors of the
            // last instance close as its readers finish, so allow them a moment.
            try await waitUntil("the descriptors of the last instance to close (a leak adds 200+)") {
                ProcFS.openDescriptorCount() - before <= 20
            }
            #expect(await ProcFS.noZombieChildren())
        }
    }
}
