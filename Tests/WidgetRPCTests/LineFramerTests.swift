import Testing

@testable import WidgetRPC

@Suite struct LineFramerTests {
    private static let buffer = Array("{\"a\":1}\n{\"b\":[2,3]}\r\n\n  \n{\"c\":\"é\"}\n".utf8)
    private static let expected: [LineFramer.Event] = [
        .line(Array("{\"a\":1}".utf8)), .line(Array("{\"b\":[2,3]}".utf8)), .line(Array("{\"c\":\"é\"}".utf8)),
    ]

    private func frame(_ chunks: [[UInt8]], max: Int = 1 << 20) -> [LineFramer.Event] {
        var framer = LineFramer(maxLineBytes: max)
        var events: [LineFramer.Event] = []
        for chunk in chunks { events += framer.push(chunk) }
        if let last = framer.finish() { events.append(last) }
        return events
    }

    @Test func everySingleSplitPointGivesTheSameLines() {
        let bytes = Self.buffer
        for split in 0...bytes.count {
            #expect(frame([Array(bytes[..<split]), Array(bytes[split...])]) == Self.expected, "split at \(split)")
        }
    }

    @Test func everyTwoSplitPointsGiveTheSameLines() {
        let bytes = Self.buffer
        for i in 0...bytes.count {
            for j in i...bytes.count {
                let chunks = [Array(bytes[..<i]), Array(bytes[i..<j]), Array(bytes[j...])]
                #expect(frame(chunks) == Self.expected, "splits at \(i), \(j)")
            }
        }
    }

    @Test func byteByByteGivesTheSameLines() {
        #expect(frame(Self.buffer.map { [$0] }) == Self.expected)
    }

    @Test func oversizeLineIsSkippedAndTheNextLineSurvives() {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 100)
        let bytes = long + [0x0A] + Array("{\"ok\":true}\n".utf8)
        // Also split inside the oversize line, so the skip spans chunks.
        #expect(
            frame([Array(bytes[..<30]), Array(bytes[30...])], max: 50) == [
                .oversizeLineStarted(limit: 50), .oversizeLine(byteCount: 100), .line(Array("{\"ok\":true}".utf8)),
            ])
    }

    /// An endless line is reported when it crosses the limit, not only when (if ever) it ends:
    /// once, however many chunks follow, wherever the chunks split.
    @Test func anOversizeLineIsReportedOnceWhenItCrossesTheLimit() {
        var framer = LineFramer(maxLineBytes: 50)
        var events: [LineFramer.Event] = []
        for _ in 0..<10 { events += framer.push([UInt8](repeating: UInt8(ascii: "z"), count: 20)) }
        #expect(events == [.oversizeLineStarted(limit: 50)], "reported in the chunk that crossed 50 bytes, and only then")
        events += framer.push(Array("\n{}\n".utf8))
        #expect(events == [.oversizeLineStarted(limit: 50), .oversizeLine(byteCount: 200), .line(Array("{}".utf8))])
        for split in 0...120 {
            let bytes = [UInt8](repeating: UInt8(ascii: "q"), count: 120) + [0x0A]
            #expect(
                frame([Array(bytes[..<split]), Array(bytes[split...])], max: 50) == [
                    .oversizeLineStarted(limit: 50), .oversizeLine(byteCount: 120),
                ], "split at \(split)")
        }
    }

    @Test func lineExactlyAtTheLimitIsKept() {
        let line = [UInt8](repeating: UInt8(ascii: "y"), count: 50)
        #expect(frame([line + [0x0A]], max: 50) == [.line(line)])
        #expect(frame([line + [0x79, 0x0A]], max: 50) == [.oversizeLineStarted(limit: 50), .oversizeLine(byteCount: 51)])
    }

    @Test func partialLineAtEndOfStreamIsReported() {
        #expect(
            frame([Array("{\"a\":1}\n{\"b\"".utf8)]) == [
                .line(Array("{\"a\":1}".utf8)), .partialLineAtEOF(Array("{\"b\"".utf8)),
            ])
    }

    @Test func oversizeLineStillBeingSkippedAtEndOfStreamIsReported() {
        #expect(
            frame([[UInt8](repeating: 0x41, count: 80)], max: 10) == [.oversizeLineStarted(limit: 10), .oversizeLine(byteCount: 80)])
    }

    @Test func invalidUTF8PassesThroughForTheParserToReject() {
        let bytes: [UInt8] = [0x7B, 0xFF, 0xFE, 0x7D, 0x0A]
        #expect(frame([bytes]) == [.line([0x7B, 0xFF, 0xFE, 0x7D])])
    }

    @Test func onlyBlankLinesProduceNothing() {
        #expect(frame([Array("\n\r\n \t \n".utf8)]).isEmpty)
    }
}

@Suite struct LineFramerInPlaceTests {
    @Test func aLineWithinOneChunkIsHandedOverInPlaceAndASplitOneFromTheBuffer() {
        var framer = LineFramer(maxLineBytes: 64)
        let chunk = Array("{\"a\":1}\r\n{\"b\"".utf8)
        var inPlace: [Bool] = []
        var lines: [[UInt8]] = []
        chunk.withUnsafeBytes { raw in
            framer.push(
                raw,
                line: { line in
                    inPlace.append(line.baseAddress == raw.baseAddress)
                    lines.append(Array(line))
                }, other: { Issue.record("unexpected \($0)") })
        }
        Array(":2}\n".utf8).withUnsafeBytes { raw in
            framer.push(
                raw,
                line: { line in
                    inPlace.append(line.baseAddress == raw.baseAddress)
                    lines.append(Array(line))
                }, other: { Issue.record("unexpected \($0)") })
        }
        #expect(lines == [Array("{\"a\":1}".utf8), Array("{\"b\":2}".utf8)])
        #expect(inPlace == [true, false])
    }
}
