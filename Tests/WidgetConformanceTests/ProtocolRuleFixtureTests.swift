import Foundation
import Testing
import WidgetConformance

/// The protocol rules of README §1-§2, one fixture each (see ``BrokenWidgetTests``).
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ProtocolRuleFixtureTests {
    @Test(arguments: BrokenWidgetTests.protocolFaults)
    func brokenWidgetFailsExactlyItsCheck(_ fault: BrokenWidgetTests.Fault) async throws {
        try await BrokenWidgetTests.failsExactlyItsCheck(fault)
    }
}
