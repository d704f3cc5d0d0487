import Foundation
import Testing
import WidgetTestSupport

/// `widgets list` and `widgets remove`: what is installed, where it shows, whether its files are
/// intact; a removal that asks, takes the widget off the layout and keeps its data on request.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct ListRemoveCommandTests {
    func installTwo(_ user: InstallFixtures) async throws {
        #expect(try await user.run(["install", "--yes", "--force", try user.bundle("hello")]).status == 0)
        let radar = try user.bundle("radar", permissions: #"{"network": [443]}"#)
        #expect(try await user.run(["install", "--yes", "--force", radar]).status == 0)
    }

    @Test func theListSaysWhatIsInstalledAndWhetherItIsIntact() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        let empty = try await user.run(["list"])
        #expect(empty.status == 0)
        #expect(empty.stdout.contains("No widget is installed"))
        try await installTwo(user)

        let listed = try await user.run(["list", "--json"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains(#""id":"hello""#))
        #expect(listed.stdout.contains(#""network":[443]"#))
        #expect(listed.stdout.contains(#""enabled":true"#))
        #expect(!listed.stdout.contains(#""intact":false"#))

        try "print('edited')\n".write(toFile: user.store + "/bundles/hello/hello.py", atomically: true, encoding: .utf8)
        let text = try await user.run(["list"])
        #expect(text.stdout.contains("Hello 1.0.0 (hello)"))
        #expect(text.stdout.contains("files changed: hello.py (changed)"), "\(text.stdout)")
        #expect(text.stdout.contains("may connect to other computers on TCP port 443"))
    }

    @Test func aRemovalAsksAndTakesTheWidgetOffTheDashboards() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        try await installTwo(user)
        let data = user.root + "/state/widgets/data/hello"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try "kept".write(toFile: data + "/notes.txt", atomically: true, encoding: .utf8)

        let noTerminal = try await user.run(["remove", "hello"])
        #expect(noTerminal.status == 1)
        #expect(noTerminal.stderr.contains("no terminal to ask on"))

        let kept = try await user.runOnTerminal(["remove", "hello"], answering: [("[y/N]", "n")])
        #expect(kept.status == 1)
        #expect(kept.stdout.contains("Remove Hello 1.0.0 (hello) and its data in"))
        #expect(user.installedIDs == ["hello", "radar"])

        let removed = try await user.runOnTerminal(["remove", "hello"], answering: [("[y/N]", "yes")])
        #expect(removed.status == 0, "\(removed.stdout)")
        #expect(user.installedIDs == ["radar"])
        #expect(!FileManager.default.fileExists(atPath: data))
        #expect(try String(contentsOfFile: user.layout, encoding: .utf8).contains(#""trip":["radar"]"#))

        let radarData = user.root + "/state/widgets/data/radar"
        try FileManager.default.createDirectory(atPath: radarData, withIntermediateDirectories: true)
        let keepData = try await user.run(["remove", "--yes", "--keep-data", "radar"])
        #expect(keepData.status == 0)
        #expect(FileManager.default.fileExists(atPath: radarData))
        #expect(user.installedIDs.isEmpty)

        let unknown = try await user.run(["remove", "--yes", "radar"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("No widget \"radar\" is installed"))
    }
}
