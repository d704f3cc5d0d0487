import Testing
import WidgetJSON
import WidgetProcess
import WidgetProtocol

@testable import WidgetHost

extension ProcessTests {
    /// A widget that closes its stdout because it is exiting is reported by its exit status,
    /// never as killed for closing it (issue 27). Its exit report comes after its end has been
    /// read (the sentinel's report, its last output and stderr), so with a short enough grace
    /// the grace always ends first: the race that made a busy host report `exit 3` as "killed
    /// (channelClosed): the widget closed its stdout but kept running".
    @Suite(.serialized)
    struct ExitReportProcessTests {
        static let count = 8

        @Test func aWidgetThatExitsIsReportedByItsExitEvenWhenTheGraceEndsFirst() async throws {
            // No grace at all: the kill is due the moment stdout closes, before any exit is reported.
            let harness = try Harness("exit-report") { $0.channelClosedGrace = .zero }
            let widgets = (0..<Self.count).map { index in
                var entry = ManifestEntry(id: "exits-\(index)", executable: "/bin/sh", arguments: ["-c", "echo broken >&2; exit 3"])
                entry.restart = testPolicies(.temporary)
                entry.dashboards = [.trip]
                return harness.supervisor(entry)
            }
            await withTaskGroup(of: Void.self) { group in
                for widget in widgets { group.addTask { await widget.start() } }
            }
            for (index, widget) in widgets.enumerated() {
                // A temporary widget that exits has ended (the host did not stop it).
                let ended = await widget.waitForSnapshot(timeout: .seconds(20)) { snapshot in
                    if case .ended = snapshot.status { return true }
                    return false
                }
                let snapshot = await widget.snapshot
                #expect(ended != nil, "exits-\(index) never ended: \(snapshot.status)")
                #expect(
                    snapshot.failure == .exited(.exited(3), cause: "exited with code 3"),
                    "exits-\(index): \(snapshot.failure?.description ?? "no failure")")
            }
            let exits = await harness.records().filter { $0["kind"] == "exited" }.compactMap { $0["text"]?.stringValue }
            #expect(exits.count == Self.count)
            #expect(exits.allSatisfy { $0 == "the widget exited with code 3" }, "\(exits)")
            for widget in widgets { await widget.stop() }
        }
    }
}
