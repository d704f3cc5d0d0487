import Foundation
import WidgetConformance
import WidgetSamples
import WidgetTestSupport

/// Paths and helpers shared by the conformance tests.
enum TestPaths {
    static var examples: URL { RepositoryPaths.root.appendingPathComponent("examples") }
    static var brokenWidgets: URL { RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/BrokenWidgets") }

    static func samples() throws -> SampleSet {
        try SampleSet(directory: RepositoryPaths.samples)
    }

    /// The absolute path of `name` in PATH, or nil (to skip tests needing it).
    static func executableInPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static var hasNode: Bool { executableInPath("node") != nil }

    /// Runs the battery against `command` through the `widgets` binary (see ``WidgetsBinary``),
    /// with time limits scaled for a loaded test machine unless `deadlineScale` says otherwise, and
    /// a short soak (0.1 s before scaling) unless `soak` says otherwise.
    static func check(
        _ command: [String], trip: String? = nil, airport: String? = nil, deadlineScale: Double = 5, soak: Double = 0.1,
        sandbox: String = "on", permits: [String] = []
    ) async throws -> ConformanceReport {
        try await WidgetsBinary.check(
            command, trip: trip, airport: airport, deadlineScale: deadlineScale, soak: soak, sandbox: sandbox, permits: permits)
    }
}

extension ConformanceReport {
    /// Failed and warned checks with their first failure, for assertion messages.
    var failureSummary: String {
        checks.filter { $0.status == .fail || $0.status == .warn }.map { "\($0.name) (\($0.status)): \($0.actual)" }
            .joined(separator: "\n")
    }
}
