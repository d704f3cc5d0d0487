import Foundation
import Testing
import WidgetTestSupport

/// The dashboard is the user's: the bundled examples pack and install on a fresh state, the
/// layout orders what `widgets dashboard` shows (no --manifest), and an installed widget whose
/// files were edited is failed at its next start, naming the file.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct UserDashboardTests {
    /// `widgets dashboard --json` as `user`: each card's id, status and reason, in order.
    func cards(_ user: InstallFixtures, _ options: [String] = []) async throws -> (cards: [[String: Any]], stderr: String) {
        let run = try await user.run(["dashboard", "--json", "--settle", "30"] + options)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return ((object?["widgets"] as? [[String: Any]]) ?? [], run.stderr)
    }

    @Test func theBundledExamplesPackAndInstallAndTheDashboardShowsThem() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        for id in ["flight-status", "checklist", "airport-guide"] {
            let archive = user.root + "/\(id).tar.gz"
            let pack = try await user.run(PackCommandTests.packArguments(id, output: archive))
            #expect(pack.status == 0, "\(id): \(pack.stderr)")
            let install = try await user.run(["install", "--yes", "--deadline-scale", "2", archive])
            #expect(install.status == 0, "\(id): \(install.stderr)")
        }
        #expect(user.installedIDs == ["airport-guide", "checklist", "flight-status"])
        let trip = try await cards(user)
        #expect(trip.cards.map { $0["id"] as? String } == ["flight-status", "checklist"], "\(trip.stderr)")
        #expect(trip.cards.allSatisfy { $0["status"] as? String == "ready" }, "\(trip.cards)")
        let airport = try await cards(user, ["--airport", "LHR"])
        #expect(airport.cards.map { $0["id"] as? String } == ["airport-guide"])
        #expect(airport.cards.first?["status"] as? String == "ready", "\(airport.stderr)")
    }

    @Test func anEditedMainPyFailsTheWidgetAtItsNextStartNamingIt() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        let bundle = PackCommandTests.examples + "/flight-status"
        #expect(try await user.run(["install", "--yes", "--force", bundle]).status == 0)
        #expect(try await cards(user).cards.first?["status"] as? String == "ready")

        try "# not what you approved\n".write(toFile: user.store + "/bundles/flight-status/main.py", atomically: true, encoding: .utf8)
        let (edited, stderr) = try await cards(user)
        let card = try #require(edited.first)
        #expect(card["status"] as? String == "failed to start", "\(card)")
        let reason = card["reason"] as? String ?? ""
        #expect(reason.contains("its installed files changed since you approved them: main.py (changed)"), "\(reason)")
        #expect(reason.contains("It will not start until it is reinstalled"))
        #expect(card["restarts"] as? Int == 0)
        #expect(stderr.contains("main.py (changed)"))

        // Installing the same version again repairs it, without asking.
        let repaired = try await user.run(["install", "--force", bundle])
        #expect(repaired.status == 0, "\(repaired.stderr)")
        #expect(try await cards(user).cards.first?["status"] as? String == "ready")
    }

    @Test func theLayoutOrdersTheDashboardAndAMissingWidgetIsSaid() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        for id in ["first", "second"] {
            #expect(try await user.run(["install", "--yes", "--force", try user.bundle(id)]).status == 0)
        }
        #expect(try String(contentsOfFile: user.layout, encoding: .utf8).contains(#""trip":["first","second"]"#))
        try #"{"version": 1, "dashboards": {"trip": ["second", "uninstalled", "first"]}}"#
            .write(toFile: user.layout, atomically: true, encoding: .utf8)
        let (shown, stderr) = try await cards(user)
        #expect(shown.map { $0["id"] as? String } == ["second", "first"])
        #expect(stderr.contains("Your trip dashboard lists \"uninstalled\", which cannot be run"), "\(stderr)")

        // --manifest still works as before, whatever the layout.
        let manifest = RepositoryPaths.root.appendingPathComponent("examples/widgets.json").path
        let (fromManifest, _) = try await cards(user, ["--manifest", manifest])
        #expect(fromManifest.map { $0["id"] as? String } == ["flight-status", "checklist"])
    }
}
