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
}
