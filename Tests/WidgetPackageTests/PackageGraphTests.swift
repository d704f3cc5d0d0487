import Foundation
import Testing
import WidgetTestSupport

/// Package.swift and the sources agree: run on the real checkout. Each test reads the
/// package once through `swift package dump-package` (a child process, hence serialized).
@Suite(.serialized, .timeLimit(.minutes(10)))
struct PackageGraphTests {
    let root = RepositoryPaths.root

    @Test func everyTargetImportsExactlyWhatItDeclares() async throws {
        let graph = try await PackageGraph.shared.value
        let drift = try DependencyCheck.drift(of: graph, root: root)
        #expect(drift.isEmpty, "\n\(drift.joined(separator: "\n"))")
    }

    @Test func everySwiftTargetMakesAMissingImportAnError() async throws {
        let graph = try await PackageGraph.shared.value
        for target in graph.targets where !(try DependencyCheck.swiftFiles(in: root.appendingPathComponent(target.path))).isEmpty {
            #expect(target.upcomingFeatures.contains("MemberImportVisibility"), "\(target.name) does not enable MemberImportVisibility")
        }
    }

    /// An embedder can import every module whose types another module's public API returns:
    /// each library module of `Sources/` (test support aside) is a library product of its own.
    @Test func everyLibraryModuleIsAProduct() async throws {
        let graph = try await PackageGraph.shared.value
        let modules = graph.targets.filter { target in
            target.kind == .regular && target.path.hasPrefix("Sources/") && target.name != "WidgetTestSupport"
                && !((try? DependencyCheck.swiftFiles(in: root.appendingPathComponent(target.path)).isEmpty) ?? true)
        }
        #expect(modules.count > 10)
        for module in modules {
            #expect(graph.libraries[module.name] == [module.name], "\(module.name) is not a library product")
        }
    }
}
