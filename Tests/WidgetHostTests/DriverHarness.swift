import Foundation
import Testing
import WidgetJSON
import WidgetLogFormat
import WidgetProtocol
import WidgetRPC
import WidgetTestSupport

@testable import WidgetHost

/// One driver test's world: a real ``WidgetSupervisor`` whose widgets are ``ScriptedWidget``s,
/// whose timers and call deadlines run on a ``ManualClock`` (time moves only when the test
/// says), and whose wall clock is ``ProtocolFixtures/wallOrigin`` plus that clock's time.
struct DriverHarness {
    /// Call deadlines so long that only the ones a test shortens can be missed, and so late
    /// that they are never the next thing due on the clock.
    static let patientDeadlines: [String: Duration] = [
        InitializeRequest.method: .seconds(3600), InitRequest.method: .seconds(3600),
        CellHeightRequest.method: .seconds(3600), ConfigureCellRequest.method: .seconds(3600),
    ]
    static let widgetID = "scripted"

    let clock: ManualClock
    let launcher: ScriptedLauncher
    let world: Harness
    let supervisor: WidgetSupervisor

    /// - Parameters:
    ///   - policies: restart policies; by default a fixed 0.5 s backoff and 3 restarts a minute.
    ///   - deadlines: call deadlines that replace the patient ones.
    ///   - script: how instance `n` behaves.
    init(
        _ label: String, policies: RestartPolicies = testPolicies(initialDelay: .milliseconds(500)),
        deadlines: [String: Duration] = [:],
        script: @escaping @Sendable (_ instance: Int) -> WidgetScript = { _ in WidgetScript() }
    ) throws {
        let clock = ManualClock()
        let launcher = ScriptedLauncher(script)
        world = try Harness(label) { options in
            options.clock = clock
            options.wallClock = { ProtocolFixtures.wallOrigin + clock.now.offset.inSeconds }
            options.launcher = launcher
        }
        var entry = ManifestEntry(id: Self.widgetID, executable: "/scripted/widget")
        entry.restart = policies
        entry.deadlines = Self.patientDeadlines.merging(deadlines) { $1 }
        self.clock = clock
        self.launcher = launcher
        supervisor = world.supervisor(entry)
    }

    /// Sets the width, starts the widget and returns once it shows its first cell.
    @discardableResult
    func startWithCell(
        width: Double = MachineHarness.width, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> WidgetSnapshot {
        await supervisor.setWidth(width)
        await supervisor.start()
        return try await expect("the first cell", sourceLocation: sourceLocation) { $0.cell != nil && !$0.isFetching }
    }

    /// Waits until the snapshot satisfies `predicate` and returns it. The wait is bounded in
    /// real time only so that a stuck test names what it waited for (a safety bound, well
    /// inside the suite's time limit, not a claim about speed); the supervisor's own clock is
    /// the manual one, which only the test moves.
    @discardableResult
    func expect(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ predicate: @escaping @Sendable (WidgetSnapshot) -> Bool
    ) async throws -> WidgetSnapshot {
        let supervisor = supervisor
        let snapshot = try? await withTimeout(.seconds(30), waitingFor: what) { await supervisor.waitForSnapshot(predicate) }
        let now = await supervisor.snapshot
        return try #require(
            snapshot ?? nil, "never saw \(what); the widget is \(now.status), snapshot \(now)", sourceLocation: sourceLocation)
    }

    /// Returns once the supervisor has handled a `log` notification with `message` (and so
    /// every notification the widget sent before it), read from `events`, a stream opened
    /// before the widget sent it.
    func waitForLog(_ message: String, in events: AsyncStream<WidgetEvent>) async {
        for await event in events {
            if case .log(let log) = event, log.message == message { return }
        }
    }

    /// Flight-recorder records of `kind` for the widget.
    func records(_ kind: RPCLogRecord.Kind) async -> [JSONValue] {
        await world.records(widget: Self.widgetID, kind: kind.rawValue)
    }
}
