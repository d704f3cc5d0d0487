import Foundation
import Testing
import WidgetTestSupport

@testable import WidgetConformance

/// Required against recommended: the recorder turns a failed case of a recommended check into a
/// warning, `--strict` fails warnings too, and the spec's list of checks is the code's.
@Suite struct CheckSeverityTests {
    private func report(_ recorder: CheckRecorder, strict: Bool = false) -> ConformanceReport {
        var report = ConformanceReport(
            command: ["widget"], samples: "embedded", sampleCases: 1, checks: recorder.results(), latencies: [], durationMs: 0)
        report.strict = strict
        return report
    }

    @Test func aFailedRecommendedCheckWarnsAndPassesUnlessStrict() throws {
        let recorder = CheckRecorder()
        recorder.pass(.handshake)
        recorder.fail(.requestIDs, "conformance transcript line 121", actual: "answered id 1e+30, expected id null")

        let lenient = report(recorder)
        let result = try #require(lenient.result(.requestIDs))
        #expect(result.status == .warn && result.severity == .recommended)
        #expect(result.actual.contains("1e+30"))
        #expect(lenient.passed && lenient.failedChecks.isEmpty)
        #expect(lenient.warnedChecks == ["requestIDs"])

        let strict = report(recorder, strict: true)
        #expect(!strict.passed)
        #expect(strict.failingChecks == ["requestIDs"])
    }

    @Test func aFailedRequiredCheckFailsWhateverTheMode() throws {
        let recorder = CheckRecorder()
        recorder.fail(.configureCell, "one-way @375", actual: "invalid tree")
        recorder.fail(.lineEndings, "eof", actual: "answered the unfinished line")

        let lenient = report(recorder)
        #expect(lenient.result(.configureCell)?.status == .fail)
        #expect(lenient.result(.configureCell)?.severity == .required)
        #expect(!lenient.passed)
        #expect(lenient.failingChecks == ["configureCell"])
        #expect(lenient.flaggedChecks == ["configureCell", "lineEndings"])
    }

    @Test func theJSONReportSaysWhatFailsTheRun() throws {
        let recorder = CheckRecorder()
        recorder.fail(.batch, "conformance transcript line 27", actual: "sent a message nothing asked for")
        let json = report(recorder, strict: true).jsonString()

        #expect(json.contains(#""passed":false"#))
        #expect(json.contains(#""failing":["batch"]"#))
        #expect(json.contains(#""strict":true"#))
        #expect(json.contains(#""severity":"recommended""#))
    }

    /// protocol/README.md §11 "What `widgets check` checks" lists every check in report order
    /// with its severity; `validate.py` holds the conformance transcript's names to the same table.
    @Test func theSpecListsEveryCheckWithItsSeverity() throws {
        let readme = try String(contentsOf: RepositoryPaths.protocolFolder.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let marker = try #require(lines.firstIndex(of: "<!-- checks: CheckID -->"))
        let rows = lines[(marker + 3)...].prefix { $0.hasPrefix("|") }.map { row in
            row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let spec = rows.map { "\($0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))) \($0[1])" }
        let code = CheckID.allCases.map { "\($0.name) \($0.severity.rawValue)" }
        #expect(spec == code)
    }
}
