import Foundation
import WidgetTestSupport

/// The package as `swift package dump-package` describes it: its targets, what each declares it
/// depends on, and its library products.
struct PackageGraph: Sendable {
    struct Target: Sendable, Hashable {
        enum Kind: String, Sendable, Hashable, Decodable {
            case regular, executable, test, system, binary, plugin, macro
        }

        var name: String
        var kind: Kind
        /// The folder of its sources, relative to the package root.
        var path: String
        var dependencies: [String]
        /// The upcoming features its Swift settings enable.
        var upcomingFeatures: Set<String>
    }

    var targets: [Target]
    /// Library product name → its targets.
    var libraries: [String: [String]]

    func target(_ name: String) -> Target? { targets.first { $0.name == name } }

    /// Decodes the JSON of `swift package dump-package`.
    init(dumpPackageJSON data: Data) throws {
        let dump = try JSONDecoder().decode(Dump.self, from: data)
        targets = dump.targets.map { target in
            let kind = target.type
            let folder = target.path ?? (kind == .test ? "Tests/\(target.name)" : "Sources/\(target.name)")
            return Target(
                name: target.name, kind: kind, path: folder, dependencies: target.dependencies.map(\.name),
                upcomingFeatures: Set(target.settings.compactMap { $0.kind.enableUpcomingFeature?.feature }))
        }
        var libraries: [String: [String]] = [:]
        for product in dump.products where product.type.library != nil {
            libraries[product.name] = product.targets
        }
        self.libraries = libraries
    }

    /// Runs `swift package dump-package` on the checkout at `root`, with a scratch folder of its
    /// own: the package's `.build` is locked by the `swift test` that runs this.
    static func load(root: URL = RepositoryPaths.root) async throws -> PackageGraph {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try await CommandRunner.run(
            "/usr/bin/env", ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"])
        guard run.status == 0 else {
            throw CommandRunner.Failure(description: "swift package dump-package exited \(run.status): \(run.stderr)")
        }
        return try PackageGraph(dumpPackageJSON: Data(run.stdout.utf8))
    }

    /// The targets every test of this module reads, loaded once.
    static let shared = Task { try await load() }
}

/// The part of dump-package's JSON read here.
private struct Dump: Decodable {
    struct Target: Decodable {
        var name: String
        var type: PackageGraph.Target.Kind
        var path: String?
        var dependencies: [Dependency]
        var settings: [Setting]
    }

    /// `{"byName": ["X", condition]}`, `{"target": […]}` or `{"product": […]}`: the name first.
    struct Dependency: Decodable {
        var name: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            guard let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an empty dependency"))
            }
            var values = try container.nestedUnkeyedContainer(forKey: key)
            name = try values.decode(String.self)
        }
    }

    /// `{"kind": {"enableUpcomingFeature": {"_0": "X"}}, "tool": "swift"}` and other settings.
    struct Setting: Decodable {
        struct Kind: Decodable {
            struct Feature: Decodable {
                var feature: String

                enum CodingKeys: String, CodingKey {
                    case feature = "_0"
                }
            }

            var enableUpcomingFeature: Feature?
        }

        var kind: Kind
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    struct Product: Decodable {
        struct Kind: Decodable {
            var library: [String]?
        }

        var name: String
        var type: Kind
        var targets: [String]
    }

    var targets: [Target]
    var products: [Product]
}
