import Foundation
import WidgetTestSupport

/// A fresh user (data, config and state folders of its own) and the bundles the install tests
/// install: the starter widget (protocol/starter/hello.py) with the version and permissions a
/// test asks for.
struct InstallFixtures {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "install-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The user's folders, as a test passes them to `widgets`.
    var environment: [String: String] {
        ["XDG_DATA_HOME": root + "/data", "XDG_CONFIG_HOME": root + "/config", "XDG_STATE_HOME": root + "/state", "HOME": root + "/home"]
    }

    var store: String { root + "/data/widgets" }
    var layout: String { root + "/config/widgets/dashboards.json" }

    /// A bundle folder of the starter widget as `id` at `version`, with `permissions` (JSON).
    func bundle(
        _ id: String = "hello", name: String = "Hello", version: String = "1.0.0", permissions: String? = nil, script: String? = nil,
        sandbox: String? = nil
    ) throws -> String {
        let folder = root + "/src-\(id)-\(version)-\(UUID().uuidString.prefix(6))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var members = [
            "\"id\": \"\(id)\"", "\"name\": \"\(name)\"", "\"version\": \"\(version)\"", "\"widgetType\": \"hello\"",
            "\"description\": \"Says hello on the trip dashboard.\"", "\"author\": \"The tests\"",
            "\"command\": [\"python3\", \"hello.py\"]", "\"dashboards\": [\"trip\"]",
        ]
        if let permissions { members.append("\"permissions\": \(permissions)") }
        if let sandbox { members.append("\"sandbox\": \"\(sandbox)\"") }
        try ("{" + members.joined(separator: ", ") + "}").write(toFile: folder + "/widget.json", atomically: true, encoding: .utf8)
        let hello = RepositoryPaths.protocolFolder.appendingPathComponent("starter/hello.py").path
        if let script {
            try script.write(toFile: folder + "/hello.py", atomically: true, encoding: .utf8)
        } else {
            try FileManager.default.copyItem(atPath: hello, toPath: folder + "/hello.py")
        }
        return folder
    }

    /// `widgets arguments…` as this user, with no terminal.
    func run(_ arguments: [String]) async throws -> CommandRun {
        try await CLIRunner.run(arguments, environment: environment)
    }

    /// `widgets arguments…` as this user on a terminal, answering each prompt in turn.
    func runOnTerminal(_ arguments: [String], answering answers: [(prompt: String, answer: String)]) async throws -> CommandRun {
        let driver = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Terminal/pty_answer.py").path
        let pairs = answers.flatMap { [$0.prompt, $0.answer] }
        return try await CommandRunner.run(
            "/usr/bin/env", ["python3", driver] + pairs + ["--", BuiltProducts.path(of: "widgets")] + arguments,
            environment: ["NO_COLOR": "1"].merging(environment) { $1 })
    }

    /// The ids with a record in the store.
    var installedIDs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: store + "/records")) ?? []).filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }.sorted()
    }

    /// What is left in the store's staging folder.
    var staging: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: store + "/staging")) ?? []
    }
}
