import Foundation
import WidgetTestSupport

/// Runs the built `widgets` executable (see ``CommandRunner``) with `NO_COLOR` set.
enum CLIRunner {
    typealias Run = CommandRun

    /// A state folder of this test process's own, so commands that keep a flight recorder log
    /// (preview, dashboard) never write into the user's home.
    static let state: String = {
        let path = NSTemporaryDirectory() + "widgets-cli-state-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Empty data and config folders of this test process's own: no command sees the user's
    /// installed widgets or dashboard layout (so `dashboard` without `--manifest` shows the
    /// bundled examples), and none installs into them.
    static let user: [String: String] = {
        let path = NSTemporaryDirectory() + "widgets-cli-user-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return ["XDG_DATA_HOME": path + "/data", "XDG_CONFIG_HOME": path + "/config"]
    }()

    /// Runs `widgets arguments…` (in the test process's directory) with `environment` added.
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> Run {
        try await CommandRunner.run(
            BuiltProducts.path(of: "widgets"), arguments,
            environment: ["NO_COLOR": "1", "XDG_STATE_HOME": state].merging(user) { $1 }.merging(extra) { $1 })
    }
}
