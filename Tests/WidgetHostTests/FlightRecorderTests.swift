import Foundation
import Glibc
import Testing
import WidgetJSON
import WidgetLogFormat
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetHost

@Suite(.timeLimit(.minutes(1))) struct FlightRecorderTests {
    /// The lines of `path`, parsed.
    static func lines(_ path: String) throws -> [JSONValue] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test func writesOneRecordPerLineWithMicrosecondUTCTimeAndRedactsUserID() async throws {
        let directory = temporaryDirectory("recorder")
        var options = FlightRecorder.Options(path: directory + "/log.jsonl")
        options.redactUserID = true
        options.maxMessageBytes = 200
        let recorder = FlightRecorder(options: options)
        recorder.record(
            RPCLogRecord(
                widget: "w", instance: 1, pid: 42, direction: .toWidget, kind: .request, method: "initialize",
                id: .string("h-1"), bytes: 10, message: ["user": ["userID": "usr-secret"]]))
        recorder.record(
            RPCLogRecord(
                widget: "w", instance: 1, pid: 42, direction: .fromWidget, kind: .response, method: "x",
                id: .string("h-2"), latency: .microseconds(1500), message: ["big": .string(String(repeating: "a", count: 500))]))
        await recorder.close()
        let lines = try String(contentsOfFile: options.path!, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(!lines[0].contains("usr-secret") && lines[0].contains("<redacted>"))
        #expect(lines[0].range(of: #""time":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z","seq":1,"#, options: .regularExpression) != nil)
        #expect(lines[1].contains("\"latencyUs\":1500") && lines[1].contains("\"truncated\":true") && lines[1].contains("messagePrefix"))
    }

    /// An embedder that sets nothing records no personal data; recording it is a choice.
    @Test func defaultOptionsRedactThePersonalFieldsAndAnEmptySetRecordsThem() async throws {
        let directory = temporaryDirectory("default-redaction")
        let message: JSONValue = [
            "user": ["userID": "usr-secret", "displayName": "Ada Lovelace"],
            "flight": ["bookingReference": "QX7R2P", "seat": "14C", "passengerNames": ["Ada Lovelace"]],
        ]
        var written: [String] = []
        for fields in [nil, Set<String>()] {
            var options = FlightRecorder.Options(path: directory + "/log-\(written.count).jsonl")
            if let fields { options.redactedFields = fields }
            let recorder = FlightRecorder(options: options)
            recorder.record(
                RPCLogRecord(
                    widget: "w", instance: 1, pid: 42, direction: .toWidget, kind: .request, method: "init",
                    id: .string("h-1"), bytes: 10, message: message))
            await recorder.close()
            written.append(try String(contentsOfFile: options.path!, encoding: .utf8))
        }
        #expect(FlightRecorder.Options(path: nil).redactedFields == FlightRecorder.Options.personalFields)
        for secret in ["usr-secret", "Ada Lovelace", "QX7R2P", "14C"] {
            #expect(!written[0].contains(secret), "the default options recorded \(secret)")
            #expect(written[1].contains(secret), "an empty redactedFields did not record \(secret)")
        }
        #expect(written[0].contains("<redacted>") && !written[1].contains("<redacted>"))
    }

    @Test func rotatesBySizeKeepingMaxFiles() async throws {
        let directory = temporaryDirectory("rotate")
        var options = FlightRecorder.Options(path: directory + "/log.jsonl")
        options.maxFileBytes = 4096
        options.maxFiles = 3
        let recorder = FlightRecorder(options: options)
        for i in 0..<200 {
            recorder.record(
                RPCLogRecord(
                    widget: "w", instance: 1, pid: nil, direction: .host, kind: .stderr,
                    text: "line \(i) " + String(repeating: "x", count: 100)))
        }
        await recorder.close()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["log.jsonl", "log.jsonl.1", "log.jsonl.2"])
        for file in files {
            let size = try FileManager.default.attributesOfItem(atPath: directory + "/" + file)[.size] as! Int
            #expect(size <= 4096)
        }
        #expect(recorder.statistics.rotations > 2 && recorder.statistics.written == 200)
    }

    @Test func anUnwritablePathDropsRecordsWithoutFailing() async {
        let recorder = FlightRecorder(options: FlightRecorder.Options(path: "/proc/nonexistent/dir/log.jsonl"))
        for _ in 0..<10 { recorder.record(RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .host, kind: .spawned)) }
        await recorder.close()
        #expect(recorder.statistics.dropped == 10 && recorder.statistics.written == 0)
    }

    @Test func aFullQueueDropsAndCountsInsteadOfBlocking() async {
        var options = FlightRecorder.Options(path: nil)
        options.queueLimit = 10
        let recorder = FlightRecorder(options: options)
        // Blocking would show as this loop never finishing (the suite's time limit), not as a bound here.
        for _ in 0..<100_000 { recorder.record(RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .host, kind: .spawned)) }
        await recorder.close()
        let statistics = recorder.statistics
        #expect(statistics.dropped > 0 && statistics.dropped + statistics.written == 100_000)
    }

    // MARK: - Time

    @Test func timeIsTheAnchorPlusTheMonotonicOffset() {
        // 2026-11-03T08:25:00Z at monotonic 5 s.
        let clock = RecorderClock(anchorWallNanoseconds: 1_793_694_300 * 1_000_000_000, anchorInstant: 5_000_000_000)
        #expect(clock.iso8601(5_000_000_000) == "2026-11-03T08:25:00.000000Z")
        #expect(clock.iso8601(5_250_123_999) == "2026-11-03T08:25:00.250123Z")
        #expect(clock.iso8601(4_999_999_000) == "2026-11-03T08:24:59.999999Z")
        #expect(clock.iso8601(5_000_000_000 + 86_400 * 1_000_000_000) == "2026-11-04T08:25:00.000000Z")
    }

    @Test func recordsMadeOneAfterAnotherAreNeverEarlier() async throws {
        let directory = temporaryDirectory("order")
        let recorder = FlightRecorder(options: FlightRecorder.Options(path: directory + "/log.jsonl"))
        // Made on several threads at once, each thread's records in order.
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    for i in 0..<500 {
                        recorder.record(
                            RPCLogRecord(
                                widget: "w\(thread)", instance: 1, pid: nil, direction: .toWidget, kind: .request, id: .number(Int64(i))))
                    }
                }
            }
        }
        await recorder.close()
        let records = try Self.lines(directory + "/log.jsonl")
        #expect(records.count == 2000)
        #expect(records.map { $0["seq"]?.intValue } == (1...2000).map { Int64($0) })
        for thread in 0..<4 {
            let times = records.filter { $0["widget"]?.stringValue == "w\(thread)" }.compactMap { $0["time"]?.stringValue }
            #expect(times == times.sorted())
            #expect(records.filter { $0["widget"]?.stringValue == "w\(thread)" }.map { $0["id"]?.intValue } == (0..<500).map { Int64($0) })
        }
    }

    // MARK: - Files

    @Test func aNewRunStartsCleanWithItsRotatedAndLifecycleFiles() async throws {
        let directory = temporaryDirectory("clean")
        let path = directory + "/run.jsonl"
        for name in [
            "run.jsonl", "run.jsonl.1", "run.jsonl.2", "run.jsonl.9", "run.jsonl.lifecycle", "run.jsonl.lifecycle.1", "run.jsonl.bak",
            "other.jsonl",
        ] {
            _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data("{\"old\":true}\n".utf8))
        }
        let recorder = FlightRecorder(options: FlightRecorder.Options(path: path))
        recorder.record(RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .host, kind: .spawned))
        await recorder.close()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["other.jsonl", "run.jsonl", "run.jsonl.bak", "run.jsonl.lifecycle"])
        #expect(try Self.lines(path).map { $0["kind"]?.stringValue } == ["spawned"])
        #expect(try Self.lines(path + ".lifecycle").map { $0["kind"]?.stringValue } == ["spawned"])
    }

    @Test func filesAre0600InFolders0700() async throws {
        let directory = temporaryDirectory("private")
        let path = directory + "/new/logs/run.jsonl"
        let recorder = FlightRecorder(options: FlightRecorder.Options(path: path))
        recorder.record(RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .host, kind: .spawned))
        await recorder.close()
        #expect(Self.mode(path) == 0o600)
        #expect(Self.mode(path + ".lifecycle") == 0o600)
        #expect(Self.mode(directory + "/new/logs") == 0o700)
        #expect(Self.mode(directory + "/new") == 0o700)
    }

    // MARK: - Messages

    @Test func messagesAreKeptWholeUpToTheCapAndMarkedWhenCut() async throws {
        let directory = temporaryDirectory("cap")
        let big = String(repeating: "é", count: 600_000)  // 1.2 MB of UTF-8, over the 1 MiB line limit
        for cap in [nil, 100_000] as [Int?] {
            var options = FlightRecorder.Options(path: directory + "/cap-\(cap ?? 0).jsonl")
            if let cap { options.maxMessageBytes = cap }
            let recorder = FlightRecorder(options: options)
            recorder.record(
                RPCLogRecord(
                    widget: "w", instance: 1, pid: nil, direction: .fromWidget, kind: .response, id: .string("h-1"),
                    latency: .milliseconds(1), message: ["result": ["text": .string(big)]]))
            await recorder.close()
            let record = try #require(try Self.lines(options.path!).first)
            if cap == nil {
                #expect(record["message"]?["result"]?["text"]?.stringValue == big)
                #expect(record["truncated"] == nil)
            } else {
                #expect(record["message"] == nil && record["truncated"] == .bool(true))
                #expect(record["messageBytes"]?.intValue == Int64(#"{"result":{"text":""}}"#.utf8.count + big.utf8.count))
                let prefix = try #require(record["messagePrefix"]?.stringValue)
                // Cut within the cap at a character boundary: 19 ASCII bytes, then 2-byte characters.
                #expect(prefix.utf8.count == 99_999 && prefix.hasPrefix(#"{"result":{"text":"éé"#))
            }
        }
    }

    @Test func redactionRemovesPersonalFieldsAndWhereverTheirValuesShowUpLater() async throws {
        let directory = temporaryDirectory("redact")
        var options = FlightRecorder.Options(path: directory + "/log.jsonl")
        options.redactedFields = FlightRecorder.Options.personalFields
        let recorder = FlightRecorder(options: options)
        recorder.record(
            RPCLogRecord(
                widget: "w", instance: 1, pid: nil, direction: .toWidget, kind: .request, id: .string("h-1"),
                message: [
                    "params": [
                        "user": ["userID": "usr-7f3c2a9e", "displayName": "Ada Traveller"],
                        "flight": ["seat": "32K", "bookingReference": "X7KQ2P", "passengers": [["name": "Ada Traveller"]], "gate": "B32"],
                    ]
                ]))
        recorder.record(
            RPCLogRecord(
                widget: "w", instance: 1, pid: nil, direction: .fromWidget, kind: .response, id: .string("h-1"),
                latency: .milliseconds(1), message: ["result": ["rows": ["Booking reference X7KQ2P", "32K", "Gate B32"]]]))
        recorder.record(
            RPCLogRecord(
                widget: "w", instance: 1, pid: nil, direction: .fromWidget, kind: .stderr, text: "hello Ada Traveller (usr-7f3c2a9e)"))
        recorder.record(
            RPCLogRecord(
                widget: "w", instance: 1, pid: nil, direction: .host, kind: .exited, text: "the widget exited with code 1",
                fields: [(.exitCode, 1), (.stderrTail, ["seat 32K taken", "bye"])]))
        await recorder.close()
        let text = try String(contentsOfFile: options.path!, encoding: .utf8)
        for secret in ["usr-7f3c2a9e", "Ada Traveller", "X7KQ2P", "32K"] {
            #expect(!text.contains(secret), "\(secret) in clear")
        }
        let records = try Self.lines(options.path!)
        #expect(records[0]["message"]?["params"]?["flight"]?["passengers"] == "<redacted>")
        #expect(records[0]["message"]?["params"]?["flight"]?["gate"] == "B32")
        #expect(records[1]["message"]?["result"]?["rows"] == ["Booking reference <redacted>", "<redacted>", "Gate B32"])
        #expect(records[2]["text"] == "hello <redacted> (<redacted>)")
        #expect(records[3]["stderrTail"] == ["seat <redacted> taken", "bye"])
    }

    @Test func aStrayLineIsKeptUpToTheMessageCapAndAStderrLineToTheTextCap() async throws {
        let directory = temporaryDirectory("stray-cap")
        var options = FlightRecorder.Options(path: directory + "/log.jsonl")
        options.maxTextBytes = 100
        options.maxMessageBytes = 1000
        let recorder = FlightRecorder(options: options)
        let long = String(repeating: "\\xFF", count: 200)  // 800 bytes
        for kind in [RPCLogRecord.Kind.strayLine, .partialLine, .stderr] {
            recorder.record(RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .fromWidget, kind: kind, text: long))
        }
        recorder.record(
            RPCLogRecord(
                widget: "w", instance: 1, pid: nil, direction: .fromWidget, kind: .strayLine, text: long + long))
        await recorder.close()
        let records = try Self.lines(options.path!)
        #expect(records[0]["text"]?.stringValue == long && records[0]["textTruncated"] == nil)
        #expect(records[1]["text"]?.stringValue == long && records[1]["textTruncated"] == nil)
        #expect(records[2]["text"]?.stringValue?.utf8.count == 100 && records[2]["textTruncated"] == true)
        #expect(records[3]["text"]?.stringValue?.utf8.count == 1000 && records[3]["textTruncated"] == true)
    }

    // MARK: - Budgets and room

    static func notification(_ widget: String, at instant: UInt64, pid: Int32? = nil) -> RPCLogRecord {
        var record = RPCLogRecord(
            widget: widget, instance: 1, pid: pid, direction: .fromWidget, kind: .notification, method: "log", bytes: 60)
        record.instant = instant
        return record
    }

    static func lifecycle(_ widget: String, _ kind: RPCLogRecord.Kind, at instant: UInt64) -> RPCLogRecord {
        var record = RPCLogRecord(widget: widget, instance: 1, pid: nil, direction: .host, kind: kind)
        record.instant = instant
        return record
    }

    @Test func aWidgetOverItsBudgetIsCountedAndReportedNotWritten() {
        let second: UInt64 = 1_000_000_000
        var admission = RecordAdmission(
            capacity: .init(
                queueLimit: 100_000, lifecycleReserve: 10, queueByteLimit: .max,
                budget: RecordBudget(recordsPerSecond: 10, burstRecords: 10, bytesPerSecond: .infinity, burstBytes: .max)))
        var queued: [RPCLogRecord] = []
        for i in 0..<100 { queued += admission.admit(Self.notification("noisy", at: 10 * second + UInt64(i))).records }
        // The neighbour and the noisy widget's own lifecycle are not touched by the budget.
        queued += admission.admit(Self.notification("quiet", at: 10 * second + 100)).records
        queued += admission.admit(Self.lifecycle("noisy", .exited, at: 10 * second + 101)).records
        #expect(queued.filter { $0.widget == "noisy" && $0.kind == .notification }.count == 10)
        #expect(queued.filter { $0.widget == "quiet" }.count == 1)
        #expect(queued.contains { $0.widget == "noisy" && $0.kind == .exited })
        // The first drop is reported at once; the next report waits a second.
        let reports = queued.filter { $0.kind == .recordsDropped }
        #expect(reports.count == 1 && reports[0].fields.first { $0.0 == .dropped }?.1 == .int(1))
        // A second later: 10 more fit, and the drops since are reported.
        for i in 0..<20 { queued += admission.admit(Self.notification("noisy", at: 11 * second + UInt64(i))).records }
        #expect(queued.filter { $0.widget == "noisy" && $0.kind == .notification }.count == 20)
        let final = admission.finalReports(now: 12 * second)
        let reported = (queued + final).filter { $0.kind == .recordsDropped }.compactMap { report in
            report.fields.first { $0.0 == .dropped }?.1.intValue
        }
        #expect(reported.reduce(0, +) == 100)
        #expect(admission.tallies["noisy"]?.total == 100)
        #expect(final.last?.fields.first { $0.0 == .droppedTotal }?.1 == .int(100))
    }

    @Test func lifecycleRecordsHaveRoomReservedInTheQueue() {
        var admission = RecordAdmission(capacity: .init(queueLimit: 10, lifecycleReserve: 3, queueByteLimit: .max, budget: .unlimited))
        var queued: [RPCLogRecord] = []
        for i in 0..<20 { queued += admission.admit(Self.notification("noisy", at: UInt64(i))).records }
        // 7 fit; the report of the first drop takes one of the reserved places.
        #expect(queued.filter { $0.kind == .notification }.count == 7)
        #expect(queued.filter { $0.kind == .recordsDropped }.count == 1)
        for i in 0..<2 { queued += admission.admit(Self.lifecycle("quiet", .spawned, at: 100 + UInt64(i))).records }
        #expect(queued.filter { $0.widget == "quiet" }.count == 2)
        // Now the queue is full: even a lifecycle record is counted, not queued.
        let late = admission.admit(Self.lifecycle("quiet", .stopped, at: 200))
        #expect(late.dropped == .queueFull && late.records.isEmpty)
        // Messages are held back by bytes too.
        var small = RecordAdmission(capacity: .init(queueLimit: 100, lifecycleReserve: 3, queueByteLimit: 1000, budget: .unlimited))
        #expect(small.admit(Self.notification("noisy", at: 1)).dropped == nil)
        var huge = Self.notification("noisy", at: 2)
        huge.bytes = 5000
        #expect(small.admit(huge).dropped == .queueFull)
        #expect(small.admit(Self.lifecycle("noisy", .exited, at: 3)).dropped == nil)
    }

    @Test func hostPacedMessagesAreNotBudgetedButUnsolicitedRepliesAre() {
        let request = RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .toWidget, kind: .request)
        let reply = RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .fromWidget, kind: .response, latency: .milliseconds(2))
        let unsolicited = RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .fromWidget, kind: .response)
        let notification = RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .fromWidget, kind: .notification)
        let answer = RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .toWidget, kind: .errorResponse)
        #expect([request, reply, unsolicited, notification, answer].map(\.isWidgetPaced) == [false, false, true, true, true])
    }

    @Test func lifecycleRecordsOutliveRotation() async throws {
        let directory = temporaryDirectory("outlive")
        var options = FlightRecorder.Options(path: directory + "/log.jsonl")
        options.maxFileBytes = 8192
        options.maxFiles = 2
        options.budget = .unlimited
        let recorder = FlightRecorder(options: options)
        recorder.record(RPCLogRecord(widget: "quiet", instance: 1, pid: nil, direction: .host, kind: .spawned))
        for i in 0..<2000 {
            recorder.record(
                RPCLogRecord(
                    widget: "noisy", instance: 1, pid: nil, direction: .fromWidget, kind: .notification, method: "log",
                    message: ["jsonrpc": "2.0", "method": "log", "params": ["message": .string("tick \(i)")]]))
        }
        recorder.record(RPCLogRecord(widget: "quiet", instance: 1, pid: nil, direction: .host, kind: .stopped))
        await recorder.close()
        let main = try Self.lines(options.path!) + Self.lines(options.path! + ".1")
        #expect(!main.contains { $0["widget"]?.stringValue == "quiet" && $0["kind"]?.stringValue == "spawned" })
        let all = FlightLogCheck.records(of: options.path!)
        #expect(all.filter { $0["widget"]?.stringValue == "quiet" }.map { $0["kind"]?.stringValue } == ["spawned", "stopped"])
        #expect(all.map { $0["seq"]?.intValue ?? 0 } == all.map { $0["seq"]?.intValue ?? 0 }.sorted())
    }

    @Test func theDropSummaryForStderrNamesTheWidgetsAndTheLog() {
        var statistics = FlightRecorder.Statistics()
        #expect(statistics.dropSummary(path: "/x/run.jsonl") == nil)
        statistics.count(dropOf: "clock")
        statistics.count(dropOf: "flood", 12_340)
        #expect(
            statistics.dropSummary(path: "/x/run.jsonl")
                == """
                Flight recorder: 12341 records not written (flood 12340, clock 1); the log counts them in its recordsDropped records: \
                /x/run.jsonl.
                """
        )
    }

    @Test func closeReturnsAsSoonAsTheWriterIsDoneNotAtItsTimeout() async throws {
        let directory = temporaryDirectory("close")
        var options = FlightRecorder.Options(path: directory + "/log.jsonl")
        // Waiting out this bound would show as the suite's time limit.
        options.closeTimeout = .seconds(3600)
        let recorder = FlightRecorder(options: options)
        recorder.record(RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .host, kind: .stopped))
        await recorder.close()
        #expect(recorder.statistics.written == 1 && recorder.statistics.dropped == 0)
    }

    /// A reply of 50,001 nodes in about a megabyte, as a widget's `configureCell` might send.
    static func megabyteReply(id: Int) -> JSONValue {
        let children =
            (0..<49_999).map { _ in JSONValue.object(["type": "spacer"]) } + [
                ["type": "text", "text": .string(String(repeating: "x", count: 148_000))]
            ]
        return [
            "jsonrpc": "2.0", "id": .string("h-\(id)"),
            "result": ["cell": ["type": "cell", "version": "1.0", "content": ["type": "vstack", "children": .array(children)]]],
        ]
    }

    /// Issue 27: `dashboard --once` exited while the writer was still on a megabyte, and the
    /// close dropped the `invalidResult` that said why the card failed. Now the close gives up
    /// on the messages only: those still queued or in the writer's batch are skipped and
    /// counted, the records that explain a state are written, whatever they queued behind.
    @Test func closeGivesUpOnSlowMessagesButWritesTheRecordsThatExplainAState() async throws {
        let directory = temporaryDirectory("verdict")
        var options = FlightRecorder.Options(path: directory + "/log.jsonl")
        // Far less than the megabytes take to encode: the close gives up on them at once.
        options.closeTimeout = .milliseconds(1)
        // Made first (slow in a debug build), then queued at once, as a run's last moments are.
        let replies = (1...4).map(Self.megabyteReply(id:))
        let recorder = FlightRecorder(options: options)
        for (index, reply) in replies.enumerated() {
            recorder.record(
                RPCLogRecord(
                    widget: "huge", instance: 1, pid: nil, direction: .fromWidget, kind: .response, method: "configureCell",
                    id: .string("h-\(index + 1)"), bytes: 1 << 20, message: reply))
        }
        recorder.record(
            RPCLogRecord(
                widget: "huge", instance: 1, pid: nil, direction: .host, kind: .invalidResult, method: "configureCell",
                text: "a tree has at most 200 nodes", fields: [(.pointer, "/cell/content/children/199")]))
        recorder.record(RPCLogRecord(widget: "huge", instance: 1, pid: nil, direction: .host, kind: .stopped, text: "stopped by the host"))
        await recorder.close()
        let records = try Self.lines(options.path!)
        let kinds = records.compactMap { $0["kind"]?.stringValue }
        let verdict = try #require(kinds.firstIndex(of: "invalidResult"), "\(kinds)")
        #expect(kinds[verdict...].contains("stopped"), "\(kinds)")
        #expect(records.first { $0["kind"] == "invalidResult" }?["text"] == "a tree has at most 200 nodes")
        // What was not written is counted, and said in the log.
        let responses = kinds.filter { $0 == "response" }.count
        #expect(recorder.statistics.dropped == 4 - responses)
        let reported = records.filter { $0["kind"] == "recordsDropped" }.compactMap { $0["dropped"]?.intValue }.reduce(0, +)
        #expect(reported == Int64(4 - responses), "\(kinds)")
        #expect(try Self.lines(options.path! + ".lifecycle").compactMap { $0["kind"]?.stringValue }.contains("invalidResult"))
    }

    @Test func closeGivesUpOnAStuckWriterAndCountsWhatIsLeft() async throws {
        let directory = temporaryDirectory("stuck")
        let path = directory + "/fifo.jsonl"
        #expect(mkfifo(path, 0o600) == 0)
        var options = FlightRecorder.Options(path: path)
        options.startsClean = false
        options.closeTimeout = .milliseconds(100)
        let recorder = FlightRecorder(options: options)
        // The writer blocks opening a FIFO nobody reads: a disk that does not answer.
        for i in 0..<50 {
            recorder.record(RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .toWidget, kind: .request, id: .number(Int64(i))))
        }
        recorder.record(RPCLogRecord(widget: "w", instance: 1, pid: nil, direction: .host, kind: .stopped))
        // Returning at all is the point: without the bound this waits forever (the time limit).
        await recorder.close()
        #expect(recorder.statistics.dropped == 50)
        #expect(recorder.statistics.droppedByWidget == ["w": 50])
        // Unblock the writer: it still writes the lifecycle record and the report of the drops, then stops.
        let reader = open(path, O_RDONLY)
        defer { close(reader) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(reader, &buffer, buffer.count)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        let records = String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { try? JSONValue(parsing: String($0)) }
        #expect(records.map { $0["kind"]?.stringValue } == ["stopped", "recordsDropped"])
        #expect(records.last?["dropped"] == 50 && records.last?["reasons"]?["notWritten"] == 50)
    }
}
