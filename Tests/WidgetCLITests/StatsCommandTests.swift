import Foundation
import Testing
import WidgetTestSupport

/// `widgets stats` after a scripted session on a real terminal: the example widgets shown,
/// flight status tapped twice (each tap opening its controller), one checklist button used;
/// the counts by widgetType are exactly those. The switch turns counting off.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct StatsCommandTests {
    func stats(_ user: InstallFixtures) async throws -> [String: [String: Any]] {
        let run = try await user.run(["stats", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return object?["widgetTypes"] as? [String: [String: Any]] ?? [:]
    }

    @Test func aScriptedSessionIsCountedByWidgetType() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        #expect(try await stats(user).isEmpty)
        let session = try await user.runOnTerminal(
            ["dashboard"],
            answering: [
                // Both ready (the status line names the selected card, then counts the other). The
                // first card selected may be the checklist (flight status shows once loaded): up to flight status.
                (" ready · 1 other ready", "key:\\x1b[A"),
                ("e edit", "key:\\r"),
                ("Esc back", "key:\\x1b"),
                ("e edit", "key:\\r"),
                ("Esc back", "key:\\x1b"),
                ("e edit", "key:\\x1b[B"),
                ("e edit", "key:1"),
                ("1 of 7 done", "key:q"),
            ])
        #expect(session.status == 0, "\(session.stdout.suffix(2000))\(session.stderr.suffix(2000))")

        let counted = try await stats(user)
        let flight = try #require(counted["flight_status"], "\(counted)")
        #expect(flight["impressions"] as? Int == 1)
        #expect(flight["taps"] as? Int == 2)
        #expect(flight["controllerOpens"] as? Int == 2)
        #expect(flight["actions"] as? Int == 0)
        #expect((flight["shownSeconds"] as? Double ?? 0) > 0)
        let checklist = try #require(counted["checklist"])
        #expect(checklist["impressions"] as? Int == 1)
        #expect(checklist["taps"] as? Int == 0)
        #expect(checklist["actions"] as? Int == 1)
        #expect(checklist["errors"] as? Int == 0)

        let text = try await user.run(["stats"])
        #expect(text.stdout.contains("nothing is sent anywhere"))
        #expect(text.stdout.contains("flight_status"))

        // Off: a session counts nothing; the counts so far stay.
        #expect(try await user.run(["stats", "--off"]).status == 0)
        let quiet = try await user.runOnTerminal(
            ["dashboard"],
            answering: [(" ready · 1 other ready", "key:\\x1b[A"), ("e edit", "key:\\r"), ("Esc back", "key:q")])
        #expect(quiet.status == 0)
        #expect(try await stats(user)["flight_status"]?["taps"] as? Int == 2)
        #expect(try await user.run(["stats"]).stdout.contains("Usage counting is off"))
    }
}
