import Testing
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetHost

extension ProcessTests {
    /// Real widgets whose handshake says they cannot run here (Tests/Fixtures/HostContract):
    /// failed at once with the reason, stopped politely, never restarted; a retry tries again.
    @Suite(.serialized)
    struct RefusalProcessTests {
        @Test(arguments: [
            ("airport-only", "listed for trip, but the widget supports only airport"),
            ("old-version", "the widget speaks none of the protocol versions this host offers; it speaks only 0.9"),
            ("refuses-init", "the widget refuses the trip dashboard (-32004): does not support the trip dashboard"),
        ])
        func aRefusedStartFailsWithItsReasonAndIsNotRestarted(mode: String, reason: String) async throws {
            let harness = try Harness("refusal-\(mode)")
            let widget = harness.supervisor(contractEntry(mode, mode: mode))
            await widget.start()
            #expect(await expectStatus(widget) { if case .failed = $0 { true } else { false } } == .failed(reason))
            // The polite stop ends the process: its last stop step is recorded.
            await harness.waitForRecords("the refused instance's stop") { $0["kind"] == "stopStep" && $0["step"] == "exited" }
            #expect(await widget.status == .failed(reason), "nothing restarted it")
            #expect(await harness.records(widget: mode, kind: "restarting").isEmpty)
            let refusal = await harness.records(widget: mode, kind: "handshakeFailed")
            #expect(refusal.count == 1)
            #expect(refusal.first?["text"]?.stringValue?.hasPrefix(reason) == true)
            // The user's retry starts it again, and it fails again, for the same reason.
            await widget.retry()
            #expect(await expectStatus(widget) { if case .failed = $0 { true } else { false } } == .failed(reason))
            #expect(await widget.instance == 2)
            await widget.stop()
        }
    }
}
