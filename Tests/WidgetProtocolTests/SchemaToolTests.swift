import Foundation
import Testing
import WidgetTestSupport

/// Runs `protocol/tools/validate.py`: schemas, samples, transcripts and must-fail examples.
@Suite(.serialized, .timeLimit(.minutes(1))) struct SchemaToolTests {
    struct Run {
        var status: Int32
        var output: String
    }

    static func python(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = RepositoryPaths.root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Whether python3 can import what validate.py needs.
    static let hasJSONSchema = (try? python(["-c", "import jsonschema, referencing"]).status) == 0

    @Test func validatePySucceeds() throws {
        let probe = try Self.python(["-c", "import jsonschema, referencing"])
        guard probe.status == 0 else {
            Issue.record("python3 with jsonschema is needed to check protocol/: pip install jsonschema (\(probe.output))")
            return
        }
        let run = try Self.python(["protocol/tools/validate.py"])
        #expect(run.status == 0, "validate.py failed:\n\(run.output)")
        #expect(run.output.contains("OK:"))
    }

    /// The prose/schema agreement can fail: a copy of protocol/ whose README says `width` is an
    /// optional integer, and `host.name` is gone from its table, is rejected with both named.
    @Test(.enabled(if: hasJSONSchema, "needs python3 with jsonschema (validatePySucceeds fails without it)"))
    func aMemberTableThatDisagreesWithItsSchemaFails() throws {
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

        let run = try Self.python([copy.appendingPathComponent("tools/validate.py").path])
        #expect(run.status == 1)
        #expect(
            run.output.contains("`width`: the table says integer, the schema requests/cellHeight.params.schema.json says number"),
            "\(run.output)")
        #expect(run.output.contains("`width`: the table says optional"), "\(run.output)")
        #expect(run.output.contains("does not list `host.name`"), "\(run.output)")
    }
}
