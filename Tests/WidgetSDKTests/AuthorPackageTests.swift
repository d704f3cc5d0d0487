import Foundation
import Testing
import WidgetTestSupport

/// examples/README.md shows a Swift widget as a package of its own: its whole `Package.swift`
/// and its `main.swift`. Written out next to a folder named as the README says, the manifest
/// resolves against this repository (package and product names included), and `main.swift`
/// type-checks against the SDK this build made, seeing only its public API, as an outside
/// package does. No second build of the SDK: a few seconds.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct AuthorPackageTests {
    /// The code block after `<!-- author-package: <path> ... -->` in examples/README.md, by path.
    static func files() throws -> [String: String] {
        let readme = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("examples/README.md"), encoding: .utf8)
        var files: [String: String] = [:]
        for match in readme.matches(of: /<!-- author-package: (\S+)[^\n]*-->\n```swift\n((?:.|\n)*?)```\n/) {
            files[String(match.1)] = String(match.2)
        }
        return files
    }

    static func executable(_ name: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
            return "\(directory)/\(name)"
        }
        throw CommandRunner.Failure(description: "\(name) is not in PATH")
    }

    @Test func theReadmesSwiftPackageResolvesAndItsMainTypeChecks() async throws {
        let files = try Self.files()
        let manifest = try #require(files["Package.swift"], "examples/README.md shows no Package.swift")
        let main = try #require(files["Sources/gate-widget/main.swift"], "examples/README.md shows no main.swift")
        let dependency = try #require(manifest.firstMatch(of: /\.package\(path: "\.\.\/([^"]+)"\)/)?.1, "no path dependency")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("author-package-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("gate-widget")
        let sources = package.appendingPathComponent("Sources/gate-widget")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        // The repository, in a folder named as the README's path says (the package's identity).
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent(String(dependency)), withDestinationURL: RepositoryPaths.root)
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try main.write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

        // Loads the whole package graph: an unknown package or product name fails here.
        let resolved = try await CommandRunner.run(
            try Self.executable("swift"), ["package", "--package-path", package.path, "show-dependencies"])
        #expect(resolved.status == 0, "\(resolved.stderr)")

        let modules = BuiltProducts.directory.appendingPathComponent("Modules").path
        let checked = try await CommandRunner.run(
            try Self.executable("swiftc"),
            [
                "-typecheck", "-swift-version", "6", "-module-name", "gate_widget", "-I", modules,
                sources.appendingPathComponent("main.swift").path,
            ])
        #expect(checked.status == 0, "\(checked.stderr)")
    }
}
