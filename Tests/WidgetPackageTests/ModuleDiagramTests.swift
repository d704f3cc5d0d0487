import Foundation
import Testing
import WidgetTestSupport

/// README's module diagram is drawn from Package.swift, and the drawing is right on a small graph.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct ModuleDiagramTests {
    @Test func readmeDiagramIsThePackageGraph() async throws {
        let graph = try await PackageGraph.shared.value
        let readmeURL = RepositoryPaths.root.appendingPathComponent("README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let block = try #require(ModuleDiagram.block(in: readme), "README.md has no \(ModuleDiagram.marker) diagram")
        let expected = ModuleDiagram.render(graph)
        if RecordMode.isOn(.graph) {
            try readme.replacingCharacters(in: block.range, with: expected).write(to: readmeURL, atomically: true, encoding: .utf8)
            Issue.record("README.md's module diagram rewritten; run again without \(RecordMode.variable)")
            return
        }
        #expect(
            block.text == expected,
            "README.md's module diagram is not Package.swift's graph (\(RecordMode.command(.graph)) rewrites it):\n\(expected)")
    }

    @Test func diagramListsDirectUsesNotReachedThroughAnother() throws {
        let dump = """
            {"products": [{"name": "B", "type": {"library": ["automatic"]}, "targets": ["B"]},
                          {"name": "cli", "type": {"executable": null}, "targets": ["cli"]}],
             "targets": [
              {"name": "cli", "type": "executable", "path": null, "settings": [],
               "dependencies": [{"byName": ["B", null]}, {"byName": ["C", null]}, {"byName": ["fixture", null]}]},
              {"name": "B", "type": "regular", "path": null, "dependencies": [{"byName": ["C", null]}],
               "settings": [{"kind": {"enableUpcomingFeature": {"_0": "MemberImportVisibility"}}, "tool": "swift"}]},
              {"name": "C", "type": "regular", "path": null, "dependencies": [], "settings": []},
              {"name": "fixture", "type": "executable", "path": "Tests/Fixtures/F", "dependencies": [], "settings": []},
              {"name": "BTests", "type": "test", "path": null, "dependencies": [{"byName": ["B", null]}], "settings": []}]}
            """
        let graph = try PackageGraph(dumpPackageJSON: Data(dump.utf8))
        #expect(graph.target("B")?.upcomingFeatures == ["MemberImportVisibility"])
        #expect(graph.target("BTests")?.path == "Tests/BTests")
        #expect(
            ModuleDiagram.render(graph) == """
                cli (executable)  ──▶ B
                B                 ──▶ C
                C (not a product)
                """)
        let readme = "# Title\n\n<!-- module-graph: generated -->\n```\nold\nlines\n```\nafter ``` fences\n"
        let block = try #require(ModuleDiagram.block(in: readme))
        #expect(block.text == "old\nlines")
        #expect(
            readme.replacingCharacters(in: block.range, with: "new")
                == "# Title\n\n<!-- module-graph: generated -->\n```\nnew\n```\nafter ``` fences\n")
    }
}
