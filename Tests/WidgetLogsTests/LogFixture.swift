import Foundation
import WidgetLogs
import WidgetTestSupport

/// The hand-written run in `Tests/Fixtures/Logs` (see its README for what happens in it).
enum LogFixture {
    static var live: String {
        RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Logs/run.jsonl").path
    }

    static func read(rotated: Bool = true) throws -> LogFiles.Contents {
        try LogFiles.read(LogFiles.paths(for: live, includeRotated: rotated))
    }

    static func paired(rotated: Bool = true) throws -> [RequestPairer.Paired] {
        RequestPairer.pairAll(try read(rotated: rotated).records)
    }
}
