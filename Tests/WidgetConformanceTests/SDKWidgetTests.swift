import Foundation
import Testing
import WidgetConformance
import WidgetTestSupport

/// Widgets on the Python and Node SDKs pass every check as an author writes them: the first trip
/// widget of each SDK (hidden until its data is in, a button that changes the card, a controller,
/// in under 40 lines), and examples/README.md's first widgets, each in a folder of its own with
/// the SDK copied beside it, the way a widget ships it.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct SDKWidgetTests {
    static var sdk: URL { RepositoryPaths.root.appendingPathComponent("protocol/sdk") }

    static let firstTripWidgets: [(interpreter: String, path: String)] = [
        ("python3", "python/trip_widget.py"), ("node", "node/trip-widget.js"),
    ]

    @Test(arguments: firstTripWidgets.map(\.path))
    func theFirstTripWidgetIsShortAndPassesEveryCheck(path: String) async throws {
        let interpreter = try #require(Self.firstTripWidgets.first { $0.path == path }?.interpreter)
        try #require(TestPaths.executableInPath(interpreter) != nil, "\(interpreter) is not installed")
        let file = Self.sdk.appendingPathComponent(path)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines < 40, "\(path) has \(lines) lines")
        let report = try await TestPaths.check([interpreter, file.path])
        // Required and recommended checks alike (issue 28): a first widget warns of nothing.
        #expect(report.flaggedChecks == [], "\(report.failureSummary)")
        // What it is for really ran: hidden at init then shown, its controller, its button.
        for check in [CheckID.canBeDisplayed, .viewController, .actions, .exitOnEOF, .sandbox] {
            #expect(report.result(check)?.status == .pass, "\(check.name) did not pass: \(report.result(check)?.actual ?? "")")
        }
    }

    /// The fenced block after each `<!-- sdk-first-widget: LANGUAGE FILE ... -->` marker.
    static func readmeWidgets() throws -> [(language: String, file: String, code: String)] {
        let text = try String(contentsOf: TestPaths.examples.appendingPathComponent("README.md"), encoding: .utf8)
        var found: [(String, String, String)] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- sdk-first-widget: ") {
            let words = line.dropFirst("<!-- sdk-first-widget: ".count).split(separator: " ")
            guard words.count >= 2, index + 1 < lines.count, lines[index + 1].hasPrefix("```") else { continue }
            let body = lines[(index + 2)...].prefix { !$0.hasPrefix("```") }
            found.append((String(words[0]), String(words[1]), body.joined(separator: "\n") + "\n"))
        }
        return found
    }

    @Test func theReadmeFirstWidgetsPassEveryCheckWithTheSDKCopiedBesideThem() async throws {
        let widgets = try Self.readmeWidgets()
        #expect(widgets.map(\.language) == ["python", "node"], "the markers in examples/README.md")
        for widget in widgets {
            #expect(widget.code.split(separator: "\n").count <= 20, "\(widget.file): a dozen lines or so")
            let interpreter = widget.language == "python" ? "python3" : "node"
            guard TestPaths.executableInPath(interpreter) != nil else { continue }
            // A folder of its own, outside the repository: only what the author copied is there.
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdk-first-widget-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.copyItem(
                at: Self.sdk.appendingPathComponent("\(widget.language)/widgetsdk"), to: folder.appendingPathComponent("widgetsdk"))
            if widget.language == "node" {
                try #"{"type": "module"}"#.write(to: folder.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
            }
            let file = folder.appendingPathComponent(widget.file)
            try widget.code.write(to: file, atomically: true, encoding: .utf8)
            let report = try await TestPaths.check([interpreter, file.path])
            #expect(report.flaggedChecks == [], "\(widget.file): \(report.failureSummary)")
            #expect(report.result(.configureCell)?.status == .pass, "\(widget.file)")
        }
    }
}
