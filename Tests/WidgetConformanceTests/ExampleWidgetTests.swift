import Foundation
import Testing
import WidgetConformance
import WidgetTestSupport

/// The shipped examples are real widgets: they must pass every check, run as real processes.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ExampleWidgetTests {
    @Test func flightStatusPassesEveryCheck() async throws {
        let script = TestPaths.examples.appendingPathComponent("flight-status/main.py").path
        let report = try await TestPaths.check(["python3", script])

        #expect(report.flaggedChecks == [], "\(report.failureSummary)")
        #expect(report.sampleCases == 7)
        // The interesting paths really ran: hidden at init then shown, a pushed controller, its action.
        for check in [CheckID.canBeDisplayed, .viewController, .actions, .exitAfterShutdown, .exitOnEOF, .sandbox] {
            #expect(report.result(check)?.status == .pass, "\(check.name) did not run")
        }
        #expect(report.result(.prepareData)?.status == .skip)
    }

    /// `protocol/starter/hello.py` ("everything the spec requires is here") writes its replies
    /// from its read loop, which §9 allows: it must pass every check, the soak included.
    @Test func theStarterPassesEveryCheck() async throws {
        let script = RepositoryPaths.root.appendingPathComponent("protocol/starter/hello.py").path
        let report = try await TestPaths.check(["python3", script])

        #expect(report.failedChecks == [], "\(report.failureSummary)")
        for check in [CheckID.handshake, .soak, .oversizeLine, .exitAfterShutdown, .exitOnEOF, .sandbox] {
            #expect(report.result(check)?.status == .pass, "\(check.name) did not run")
        }
    }

    @Test(.enabled(if: TestPaths.hasNode, "node is not installed; the airport-guide example needs it"))
    func airportGuidePassesEveryCheck() async throws {
        let script = TestPaths.examples.appendingPathComponent("airport-guide/main.js").path
        let report = try await TestPaths.check(["node", script])

        #expect(report.flaggedChecks == [], "\(report.failureSummary)")
        #expect(report.sampleCases == 5)
        for check in [CheckID.prepareData, .viewController, .actions, .exitAfterShutdown, .exitOnEOF, .sandbox] {
            #expect(report.result(check)?.status == .pass, "\(check.name) did not run")
        }
        // Its terminal buttons send reloadWidget; the re-queried cells must have been checked.
        #expect(report.result(.actions)?.actual.contains("re-checked after reloadWidget") == true)
    }
}
