import Foundation
import Glibc
import Testing
import WidgetTestSupport

/// Runs `protocol/tools/validate.py`: schemas, samples, transcripts and must-fail examples.
@Suite(.serialized, .timeLimit(.minutes(1))) struct SchemaToolTests {
    /// Runs `python3 arguments…` through ``CommandRunner``: its output goes to files and a thread
    /// of its own reaps it, so no cooperative thread blocks for the seconds validate.py takes on
    /// a loaded machine, and the test process holds no pipe that suites counting descriptors see.
    /// Returns the exit status and stdout followed by stderr.
    static func python(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        let run = try await CommandRunner.run("/usr/bin/env", ["python3"] + arguments)
        return (run.status, run.stdout + run.stderr)
    }

    /// Whether python3 can import what validate.py needs (asked once, when the tests are planned).
    static let hasJSONSchema: Bool = {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_RDWR, 0) }
        var pid: pid_t = 0
        let arguments: [String] = ["/usr/bin/env", "python3", "-c", "import jsonschema, referencing"]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status == 0
    }()

    @Test func validatePySucceeds() async throws {
        let probe = try await Self.python(["-c", "import jsonschema, referencing"])
        guard probe.status == 0 else {
            Issue.record("python3 with jsonschema is needed to check protocol/: pip install jsonschema (\(probe.output))")
            return
        }
        let run = try await Self.python([RepositoryPaths.protocolFolder.appendingPathComponent("tools/validate.py").path])
        #expect(run.status == 0, "validate.py failed:\n\(run.output)")
        #expect(run.output.contains("OK:"))
    }

    /// The prose/schema agreement can fail: a copy of protocol/ whose README says `width` is an
    /// optional integer, and `host.name` is gone from its table, is rejected with both named.
    @Test(.enabled(if: hasJSONSchema, "needs python3 with jsonschema (validatePySucceeds fails without it)"))
    func aMemberTableThatDisagreesWithItsSchemaFails() async throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("protocol-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: RepositoryPaths.protocolFolder, to: copy)
        let readme = copy.appendingPathComponent("README.md")
        var text = try String(contentsOf: readme, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "| `width` | number | yes | points, 320…400; may carry a fraction (`375.0`, `337.5`) |",
            with: "| `width` | integer | no | points |")
        text = text.replacingOccurrences(of: "| `host.name` | string | yes | e.g. `\"WidgetHost\"` |\n", with: "")
        try text.write(to: readme, atomically: true, encoding: .utf8)

        let run = try await Self.python([copy.appendingPathComponent("tools/validate.py").path])
        #expect(run.status == 1)
        #expect(
            run.output.contains("`width`: the table says integer, the schema requests/cellHeight.params.schema.json says number"),
            "\(run.output)")
        #expect(run.output.contains("`width`: the table says optional"), "\(run.output)")
        #expect(run.output.contains("does not list `host.name`"), "\(run.output)")
    }
}
