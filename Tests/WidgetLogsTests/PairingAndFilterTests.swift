import Testing
import WidgetLogs

@Suite struct PairingAndFilterTests {
    @Test func pairsRepliesWithTheirLatencies() throws {
        let paired = try LogFixture.paired()
        func latency(_ widget: String, _ instance: Int64, _ kind: String, _ id: String) -> Int64? {
            paired.first {
                $0.record.widget == widget && $0.record.instance == instance && $0.record.kindName == kind && $0.record.idText == id
            }?.latencyUs
        }
        // Recorded by the host.
        #expect(latency("flight-status", 1, "response", "h-1") == 20_000)
        // No latencyUs in the record: from the request's time (08:25:01.005 → .017).
        #expect(latency("flight-status", 1, "response", "h-4") == 12_000)
        let configure = try #require(paired.first { $0.record.kindName == "response" && $0.record.idText == "h-4" })
        #expect(configure.request?.time == "2026-11-03T08:25:01.005000Z")
        // Instance 2's h-1 pairs with instance 2's request, not instance 1's (08:25:06.002 → .010).
        #expect(latency("flight-status", 2, "errorResponse", "h-1") == 8_000)
        #expect(latency("airport-guide", 1, "response", "h-3") == 9_000)
    }

    @Test func pairingKeysOnWidgetAndInstance() throws {
        func record(_ widget: String, _ instance: Int, _ kind: String, _ time: String) throws -> LogRecord {
            try LogRecord(
                line:
                    #"{"time":"2026-11-03T08:25:\#(time)Z","widget":"\#(widget)","instance":\#(instance),"direction":"toWidget","kind":"\#(kind)","method":"cellHeight","id":"h-1"}"#,
                file: "t", number: 1)
        }
        var pairer = RequestPairer()
        _ = pairer.pair(try record("a", 1, "request", "00.000000"))
        _ = pairer.pair(try record("a", 2, "request", "01.000000"))
        _ = pairer.pair(try record("b", 1, "request", "02.000000"))
        let reply = pairer.pair(try record("a", 2, "response", "01.250000"))
        #expect(reply.latencyUs == 250_000)
        #expect(pairer.unanswered == 2)
    }

    @Test func errorsSelectsFailuresOnly() throws {
        let kinds = try LogFixture.paired().filter(LogFilter(errorsOnly: true).matches).map(\.record.kindName)
        #expect(
            kinds == [
                "deadlineMissed", "lateResponse", "strayLine", "exited", "errorResponse", "handshakeFailed", "exited", "quarantined",
            ])
    }

    @Test func slowSelectsRepliesOverTheThreshold() throws {
        let slow = try LogFixture.paired().filter(LogFilter(slowerThanMs: 10).matches)
        #expect(slow.map(\.latencyUs) == [20_000, 12_000, 2_100_000])
    }

    @Test func widgetMethodAndSinceFilters() throws {
        let paired = try LogFixture.paired()
        #expect(paired.filter(LogFilter(widgets: ["airport-guide"]).matches).count == 10)
        #expect(paired.filter(LogFilter(method: "cellHeight").matches).count == 11)
        let since = try #require(LogTime.parse("2026-11-03T08:25:06Z"))
        #expect(paired.filter(LogFilter(sinceMicros: since).matches).count == 13)
        let both = paired.filter(LogFilter(widgets: ["flight-status"], method: "cellHeight", errorsOnly: true).matches)
        #expect(both.map(\.record.kindName) == ["deadlineMissed", "lateResponse"])
    }

    @Test func humanLineShowsArrowLatencyAndMessage() throws {
        let paired = try LogFixture.paired()
        let response = try #require(paired.first { $0.record.kindName == "response" && $0.record.idText == "h-4" })
        let line = LogLineFormatter(unicode: true).format(response)
        #expect(line.hasPrefix("2026-11-03T08:25:01.017Z flight-status#1"))
        #expect(line.contains(" ← response "))
        #expect(line.contains("configureCell"))
        #expect(line.contains("12.0 ms"))
        #expect(line.contains("BA 117"))
        let cut = LogLineFormatter(unicode: false, width: 40).format(response)
        #expect(cut.count == 40)
        #expect(cut.hasSuffix(">"))
    }
}
