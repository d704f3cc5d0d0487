import Foundation
import Testing
import WidgetTestSupport

@testable import WidgetConformance

/// Hints are written for the widget's language: a shell script is told about `sh main.sh`, jq
/// and `--deadline-scale`, not Python's prepareData and threads; a compiled widget about builds.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct WidgetCommandTests {
    /// A script in a temporary folder, with `text` as its content.
    static func script(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-command-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test(
        arguments: [
            (["sh", "main.sh"], WidgetCommand.Language.shell), (["bash", "-e", "w.sh"], .shell), (["./main.sh"], .shell),
            (["python3", "main.py"], .python), (["/usr/bin/python3.12", "w.py"], .python), (["widget.py"], .python),
            (["node", "main.js"], .node), (["./main.mjs"], .node), (["./widget"], .unknown),
        ] as [([String], WidgetCommand.Language)])
    func theLanguageComesFromTheInterpreterOrTheExtension(command: [String], language: WidgetCommand.Language) {
        #expect(WidgetCommand(command, searchPath: nil).language == language)
    }

    @Test func aScriptWithoutAnExtensionIsKnownByItsShebangAndAProgramByItsELFHeader() throws {
        #expect(WidgetCommand([try Self.script("widget", "#!/bin/bash\necho\n")]).language == .shell)
        #expect(WidgetCommand([try Self.script("widget", "#!/usr/bin/env -S python3 -u\n")]).language == .python)
        #expect(WidgetCommand([try Self.script("widget", "#!/usr/bin/env node\n")]).language == .node)
        #expect(WidgetCommand([BuiltProducts.path(of: "checklist-widget")]).language == .compiled)
        #expect(WidgetCommand([try Self.script("widget", "plain text")]).language == .unknown)
    }

    @Test func aShellWidgetIsToldAboutItsShellNotPython() throws {
        let command = WidgetCommand(["./weather.sh"], searchPath: nil)
        let launch = try #require(command.hint(.launch))
        #expect(launch.contains("`widgets check -- sh ./weather.sh`"), "\(launch)")
        #expect(launch.contains("chmod +x ./weather.sh"))
        #expect(!launch.contains("python"), "\(launch)")
        let deadlines = try #require(command.hint(.deadlines))
        #expect(deadlines.contains("--deadline-scale") && deadlines.contains("jq"), "\(deadlines)")
        #expect(!deadlines.contains("prepareData") && !deadlines.contains("thread"), "\(deadlines)")
        #expect(command.hint(.stdoutHygiene)?.contains(">&2") == true)
        #expect(command.hint(.malformedLine)?.contains("Python") == false)
        #expect(command.hint(.exitOnEOF)?.contains("read") == true)
    }

    @Test func aPythonWidgetIsToldAboutPython() throws {
        let command = WidgetCommand(["python3", "main.py"], searchPath: nil)
        #expect(command.hint(.launch)?.contains("`widgets check -- python3 main.py`") == true)
        let deadlines = try #require(command.hint(.deadlines))
        #expect(deadlines.contains("prepareData") && deadlines.contains("--deadline-scale"), "\(deadlines)")
        #expect(command.hint(.stdoutHygiene)?.contains("sys.stdout") == true)
        #expect(command.hint(.malformedLine) == nil, "CheckID's own hint is Python's")
        #expect(CheckID.malformedLine.hint.contains("json.loads"))
    }

    @Test func aCompiledWidgetIsToldToBuildAndMeasureARelease() throws {
        let program = BuiltProducts.path(of: "checklist-widget")
        let command = WidgetCommand([program])
        let launch = try #require(command.hint(.launch))
        #expect(launch.contains("build it first") && launch.contains("`widgets check -- \(program)`"), "\(launch)")
        #expect(!launch.contains("python") && !launch.contains("#!"), "\(launch)")
        let deadlines = try #require(command.hint(.deadlines))
        #expect(deadlines.contains("release") && deadlines.contains("--deadline-scale"), "\(deadlines)")
        #expect(command.hint(.stdoutHygiene) == nil)
    }

    /// Through the whole battery: a `.sh` command that cannot start gets a shell's launch hint.
    @Test func aShellScriptThatCannotStartGetsAShellHint() async throws {
        let report = try await TestPaths.check(["/nonexistent/widget.sh"])
        let hint = try #require(report.result(.launch)?.hint)
        #expect(hint.contains("sh /nonexistent/widget.sh") && !hint.contains("python3"), "\(hint)")
    }
}
