import Foundation
import Testing
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetHost

/// The path of Tests/Fixtures/HostContract/widget.py.
func contractFixture(file: String = #filePath) -> String {
    URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/HostContract/widget.py").path
}

/// An entry running `HostContract/widget.py MODE`.
func contractEntry(_ id: String, mode: String, policies: RestartPolicies = testPolicies()) -> ManifestEntry {
    var entry = ManifestEntry(id: id, executable: contractFixture(), arguments: [mode])
    entry.restart = policies
    entry.deadlines = ["initialize": .seconds(8), "init": .seconds(5)]
    entry.dashboards = [.trip]
    return entry
}

extension ProcessTests {
    /// Real widgets that write a notification right after a reply, in the same write (the host
    /// reads both lines in one chunk, where the race of issue 27 lived), under real supervisors:
    /// the card follows the widget's last word every time.
    @Suite(.serialized)
    struct LineOrderProcessTests {
        /// How many widgets of each kind run at once: enough that the two paths race.
        static let count = 8

        @Test func everyWidgetThatShowsItselfRightAfterItsInitReplyIsShown() async throws {
            let shown = try await run("init") { $0.canBeDisplayed == true && $0.cell != nil }
            #expect(shown == Self.count, "\(Self.count - shown) of \(Self.count) cards stayed hidden")
        }

        @Test func everyWidgetThatHidesItselfRightAfterItsInitReplyEndsHidden() async throws {
            let hidden = try await run("hide") { $0.status.isReady && $0.canBeDisplayed == false }
            #expect(hidden == Self.count, "\(Self.count - hidden) of \(Self.count) cards were shown")
        }

        @Test func aReloadRightAfterTheFirstCellIsFetched() async throws {
            let reloaded = try await run("reload") { snapshot in
                guard case .text(let text)? = snapshot.cell?.content.cell.content else { return false }
                return text.text == "reload v2"
            }
            #expect(reloaded == Self.count, "\(Self.count - reloaded) of \(Self.count) cards kept their first cell")
        }

        /// Starts ``count`` widgets in `mode` at once, at a card width, and counts those whose
        /// snapshot comes to satisfy `done` (each wait is bounded; only a lost line reaches it).
        private func run(_ mode: String, _ done: @escaping @Sendable (WidgetSnapshot) -> Bool) async throws -> Int {
            let harness = try Harness("order-\(mode)")
            let widgets = (0..<Self.count).map { harness.supervisor(contractEntry("\(mode)-\($0)", mode: mode)) }
            for widget in widgets { await widget.setWidth(375) }
            await withTaskGroup(of: Void.self) { group in
                for widget in widgets { group.addTask { await widget.start() } }
            }
            let satisfied = await withTaskGroup(of: Bool.self) { group in
                for widget in widgets { group.addTask { await widget.waitForSnapshot(timeout: .seconds(20), done) != nil } }
                return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            for widget in widgets { await widget.stop() }
            return satisfied
        }
    }
}
