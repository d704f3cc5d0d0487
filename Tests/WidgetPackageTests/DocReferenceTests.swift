import Foundation
import Testing
import WidgetTestSupport

/// Every ``Type/member`` doc link in Sources and every `Type.member` code span in the Markdown
/// docs names something declared; the check catches a stale name planted in small inputs.
@Suite struct DocReferenceTests {
    let root = RepositoryPaths.root

    @Test func docReferencesNameDeclaredSymbols() throws {
        let modules = Set(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path))
        let swiftFiles = try ["Sources", "Tests", "Benchmarks", "examples"].flatMap { try files(under: $0, extension: "swift") }
        let markdownFiles =
            try ["protocol", "docs", "examples", "Benchmarks"].flatMap { try files(under: $0, extension: "md") }
            + [file("README.md"), file("CONTRIBUTING.md")]
        let sources = swiftFiles.filter { $0.path.hasPrefix("Sources/") }
        #expect(sources.count > 100)
        let stale = DocReferenceCheck.staleReferences(
            swiftFiles: swiftFiles, markdownFiles: markdownFiles, linkingFiles: sources, modules: modules)
        #expect(stale.isEmpty, "\n\(stale.joined(separator: "\n"))")
    }

    private func file(_ path: String) throws -> DocReferenceCheck.File {
        DocReferenceCheck.File(path: path, text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }

    /// Every file below `folder` (relative to the root) with `ext`, build folders aside.
    private func files(under folder: String, extension ext: String) throws -> [DocReferenceCheck.File] {
        guard let walk = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { return [] }
        return try walk.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".\(ext)") && !$0.contains(".build/") && !$0.contains("node_modules/") }
            .sorted()
            .map { try file("\(folder)/\($0)") }
    }

    static let declarations = [
        DocReferenceCheck.File(
            path: "Sources/WidgetSDK/Dashboard.swift",
            text: "public final class Dashboard {\n    public func reloadWidget() {}\n}\n"),
        DocReferenceCheck.File(
            path: "Sources/WidgetDashboard/DashboardModel.swift",
            text:
                "public actor DashboardModel {\n    public func hide(_ id: String) {}\n    public enum Kind {\n        case one, two\n    }\n}\n"
        ),
        DocReferenceCheck.File(
            path: "Sources/WidgetDashboard/DashboardModel+Stop.swift",
            text: "extension DashboardModel {\n    public func stop() async {}\n}\n"),
    ]

    @Test func staleDocLinksAreFound() {
        let linking = DocReferenceCheck.File(
            path: "Sources/WidgetDashboard/DashboardState.swift",
            text: """
                /// Hidden with ``DashboardModel/hide(_:)``, stopped with ``WidgetDashboard/DashboardModel/stop()``.
                /// Reloaded like ``Dashboard/reloadWidget()``, kind ``DashboardModel/Kind-swift.enum``, see ``record(_:)``.
                /// Hidden by the user with ``Dashboard/hide(_:)``.
                /// Run by ``Supervisor``.
                let text = "``Missing`` in code is not a doc link"
                """)
        let stale = DocReferenceCheck.staleReferences(
            swiftFiles: Self.declarations, markdownFiles: [], linkingFiles: [linking], modules: ["WidgetDashboard"])
        #expect(
            stale == [
                "Sources/WidgetDashboard/DashboardState.swift:3: ``Dashboard/hide(_:)``: Dashboard declares no hide",
                "Sources/WidgetDashboard/DashboardState.swift:4: ``Supervisor``: no type Supervisor is declared in the package",
            ])
    }

    @Test func staleMarkdownMentionsAreFound() {
        let markdown = DocReferenceCheck.File(
            path: "protocol/manifest.md",
            text: """
                `DashboardModel.stop()` stops every widget, `DashboardModel.Kind.one` too.
                `Supervisor.stopAll()` was its old name; see `Dashboard.swift`, `JSON.parse(x)`, `MAJOR.MINOR`.
                Not code: Supervisor.stopAll() in prose.
                `Dashboard.reloadWidget()` and `DashboardModel.reload(id)`.
                """)
        let stale = DocReferenceCheck.staleReferences(
            swiftFiles: Self.declarations, markdownFiles: [markdown], linkingFiles: [], modules: [])
        #expect(
            stale == [
                "protocol/manifest.md:2: `Supervisor.stopAll`: no type Supervisor is declared in the package",
                "protocol/manifest.md:4: `DashboardModel.reload`: DashboardModel declares no reload",
            ])
    }
}
