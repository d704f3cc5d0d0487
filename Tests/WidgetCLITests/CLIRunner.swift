import WidgetTestSupport

/// Runs the built `widgets` executable (see ``CommandRunner``) with `NO_COLOR` set.
enum CLIRunner {
    typealias Run = CommandRun

    /// Runs `widgets arguments…` (in the test process's directory) with `environment` added.
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> Run {
        try await CommandRunner.run(
            BuiltProducts.path(of: "widgets"), arguments, environment: ["NO_COLOR": "1"].merging(extra) { $1 })
    }
}
