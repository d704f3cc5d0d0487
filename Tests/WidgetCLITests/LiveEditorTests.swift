import Foundation
import Testing
import WidgetTestSupport

/// The editor of the live terminal view (`e`), on a real terminal: a widget moved down, one
/// removed and one added from the gallery, each said on the status line, and kept in the
/// layout, so the next run shows the same dashboard.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct LiveEditorTests {
    @Test func moveRemoveAndAddInTheTerminalLastAcrossARestart() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        for (id, name) in [("alpha", "Alpha"), ("bravo", "Bravo"), ("charlie", "Charlie")] {
            #expect(try await user.run(["install", "--yes", "--force", try user.bundle(id, name: name)]).status == 0)
        }
        let layout = #"{"version": 1, "dashboards": {"trip": ["alpha", "bravo", "charlie"]}}"#
        try layout.write(toFile: user.layout, atomically: true, encoding: .utf8)

        let run = try await user.runOnTerminal(
            ["dashboard"],
            answering: [
                // All three ready: the status line names the selected card and counts the others.
                (" ready · 2 others ready", "key:e"),
                ("Edit the dashboard", "key:]"),
                ("Alpha moved down, now 2 of 3.", "key:x"),
                // The selection follows Alpha into the gallery: Enter adds it back, at the end.
                ("Alpha removed from the dashboard.", "key:\\x1b[A"),
                ("› 2. ◆ Charlie", "key:\\x1b[B"),
                ("› ◆ Alpha", "key:\\r"),
                ("Alpha added to the dashboard, 3 of 3.", "key:q"),
            ])
        #expect(run.status == 0, "\(run.stdout.suffix(3000))\(run.stderr.suffix(3000))")
        #expect(try String(contentsOfFile: user.layout, encoding: .utf8).contains(#""trip":["bravo","charlie","alpha"]"#))

        let next = try await user.run(["dashboard", "--json", "--settle", "30"])
        let object = try JSONSerialization.jsonObject(with: Data(next.stdout.utf8)) as? [String: Any]
        let ids = (object?["widgets"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == ["bravo", "charlie", "alpha"], "\(next.stderr)")
    }
}
