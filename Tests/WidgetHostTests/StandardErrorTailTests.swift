import Testing

@testable import WidgetHost

/// The stderr lines an `exited` record keeps: the newest, within a line count and a byte size.
struct StandardErrorTailTests {
    @Test func keepsTheNewestLinesUpToTheLineCount() {
        let lines = (1...30).map { "line \($0)" }
        #expect(StandardErrorTail.last(of: lines) == (21...30).map { "line \($0)" })
        #expect(StandardErrorTail.last(of: ["only"]) == ["only"])
        #expect(StandardErrorTail.last(of: []) == [])
    }

    @Test func staysWithinItsBytesKeepingTheEndOfALongLine() {
        let older = String(repeating: "a", count: 10)
        let long = "Traceback: " + String(repeating: "é", count: 20) + " the end"
        // 10 bytes of room: the newest line fits whole, the long one keeps only its end.
        let tail = StandardErrorTail.last(of: [older, long, "crash!"], maxLines: 10, maxBytes: 16)
        #expect(tail == ["é the end", "crash!"])
        // A cut never splits a character: one byte less of room drops the whole "é".
        let cut = StandardErrorTail.last(of: [long], maxLines: 10, maxBytes: 9)
        #expect(cut == [" the end"])
    }

    @Test func theDefaultBoundIsTwoKilobytes() {
        let lines = Array(repeating: String(repeating: "x", count: 1000), count: 5)
        let tail = StandardErrorTail.last(of: lines)
        #expect(tail.joined().utf8.count == StandardErrorTail.maxBytes)
        #expect(tail.count == 3 && tail.first?.utf8.count == 48)
    }
}
