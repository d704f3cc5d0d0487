import Foundation
import WidgetConformance
import WidgetJSON
import WidgetTestSupport

/// Runs the built `widgets` executable (see ``CommandRunner``: the widget processes are children
/// of *that* process, not of the test process, whose spawn tests count descriptors and zombies).
enum WidgetsBinary {
    typealias Run = CommandRun
    typealias Failure = CommandRunner.Failure

    /// Runs `widgets arguments…` (in the test process's directory) with NO_COLOR set and `environment` added.
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> Run {
        try await CommandRunner.run(
            BuiltProducts.path(of: "widgets"), arguments, environment: ["NO_COLOR": "1"].merging(extra) { $1 })
    }

    /// The `--json` report of `widgets check --json [options] -- command…`, with `environment`
    /// added to the check's own.
    static func check(
        _ command: [String], trip: String? = nil, airport: String? = nil, deadlineScale: Double = 5, soak: Double = 0.1,
        sandbox: String = "on", permits: [String] = [], environment: [String: String] = [:]
    ) async throws -> ConformanceReport {
        var arguments = ["check", "--json", "--deadline-scale", String(deadlineScale), "--soak", String(soak), "--sandbox", sandbox]
        arguments += permits.flatMap { ["--permit", $0] }
        if let trip { arguments += ["--trip", trip] }
        if let airport { arguments += ["--airport", airport] }
        let run = try await run(arguments + ["--"] + command, environment: environment)
        guard run.status == 0 || run.status == 1 else {
            throw Failure(description: "widgets check exited with \(run.status): \(run.stderr)")
        }
        return try run.report()
    }
}

extension CommandRun {
    /// The `--json` report of `widgets check`.
    func report() throws -> ConformanceReport {
        let json = try JSONValue(parsing: stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        return try JSONValueDecoder().decode(ConformanceReport.self, from: json)
    }
}
