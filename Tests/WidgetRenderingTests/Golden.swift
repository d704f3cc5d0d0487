import Foundation
import Testing
import WidgetTestSupport

/// Golden files under `Goldens/`, compared exactly. With `WIDGETS_RECORD=goldens` the file is
/// rewritten and the test fails saying so, so a recording run is never mistaken for a pass.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static var recording: Bool { RecordMode.isOn(.goldens) }

    static func read(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Every golden file with the given extension.
    static func files(withExtension ext: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix("." + ext) }.sorted()
    }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if recording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record(
                    "Recorded golden \(name) (WIDGETS_RECORD=goldens); review it and run again without the variable.",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record golden \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = read(name) else {
            Issue.record("Golden \(name) is missing; record it with WIDGETS_RECORD=goldens swift test.", sourceLocation: sourceLocation)
            return
        }
        guard actual != expected else { return }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
        let got = line < a.count ? String(a[line]) : "<end>"
        let want = line < e.count ? String(e[line]) : "<end>"
        Issue.record(
            """
            Output differs from golden \(name) at line \(line + 1):\n  got:  \(got.debugDescription)\n  want: \
            \(want.debugDescription)\nRe-record with WIDGETS_RECORD=goldens if the change is intended.
            """,
            sourceLocation: sourceLocation)
    }
}
