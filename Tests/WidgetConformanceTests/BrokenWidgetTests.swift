import Foundation
import Testing
import WidgetConformance
import WidgetTestSupport

/// Each broken fixture has one fault and must be flagged by exactly the checks that describe it,
/// with a message that names the problem: failed when the check is required, warned (and the run
/// passing) when it is recommended. The fixtures are split over three suites (this one, the
/// protocol rules, what happens later) so the suites run side by side; each is serialized.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct BrokenWidgetTests {
    struct Fault: Sendable, CustomTestStringConvertible {
        var script: String
        var failing: [CheckID]
        /// Text the first failure must contain, so the message is helpful, not just red.
        var mentions: String
        /// Time limits are scaled for a loaded machine, except where timing is the fault.
        var deadlineScale: Double = 5
        /// The soak before scaling; the "after the first 100 ms" fixtures misbehave after a
        /// second of idleness, so they need an idle half longer than that.
        var soak: Double = 0.1
        /// `--permit` grants, as its manifest would have them: a widget that starts processes
        /// holds the processes grant.
        var permits: [String] = []

        var testDescription: String { script }
    }

    static let faults: [Fault] = [
        Fault(script: "junk_stdout.py", failing: [.stdoutHygiene], mentions: "Loading flight data..."),
        Fault(script: "ignores_eof.py", failing: [.exitAfterShutdown, .exitOnEOF], mentions: "still running"),
        Fault(script: "negative_height.py", failing: [.cellHeight, .dashboard], mentions: "-12"),
        Fault(
            script: "fit_before_1_2.py", failing: [.cellHeight, .dashboard], mentions: "needs protocol 1.2 or later; the widget chose 1.1"),
        Fault(script: "too_short.py", failing: [.contentFits], mentions: "content needs 138 pt at 320, cellHeight 128"),
        Fault(script: "invalid_tree.py", failing: [.configureCell, .dashboard], mentions: "/cell/content/children/1/label"),
        Fault(script: "slow_reply.py", failing: [.deadlines], mentions: "slower than the 1000 ms deadline", deadlineScale: 1),
        Fault(script: "crash_on_init.py", failing: [.initSamples, .dashboard], mentions: "flight data file is missing"),
        Fault(script: "never_shown.py", failing: [.canBeDisplayed, .dashboard], mentions: "the card is never seen", deadlineScale: 2),
    ]

    /// The receiver rules, states and precedence of README §1-§2, through the conformance transcript.
    /// (Run by ``ProtocolRuleFixtureTests``.)
    static let protocolFaults: [Fault] = [
        Fault(script: "batch_per_element.py", failing: [.batch], mentions: "nothing asked for"),
        Fault(script: "no_line_limit.py", failing: [.oversizeLine], mentions: "\"id\":\"h-33\""),
        Fault(script: "invalid_request_null_id.py", failing: [.invalidRequest], mentions: "id null"),
        Fault(script: "method_not_found_without_data.py", failing: [.unknownMethod], mentions: "data.method nothing"),
        Fault(script: "answers_responses.py", failing: [.responsesUnanswered], mentions: "nothing asked for"),
        Fault(script: "strict_params.py", failing: [.unknownMembers], mentions: "-32602"),
        Fault(script: "accepts_nan.py", failing: [.malformedLine], mentions: "\"id\":\"h-21\""),
        Fault(script: "replaces_bad_utf8.py", failing: [.malformedLine], mentions: "\"id\":\"h-23\""),
        Fault(script: "unchecked_params.py", failing: [.invalidParams], mentions: "expected error -32602"),
        Fault(script: "serves_after_shutdown.py", failing: [.afterShutdown], mentions: "-32009"),
        Fault(script: "reinitializes.py", failing: [.secondInitialize], mentions: "-32003"),
        Fault(script: "rejects_crlf.py", failing: [.lineEndings], mentions: "-32700"),
        Fault(script: "integer_widths.py", failing: [.fractionalWidths], mentions: "-32602"),
        Fault(script: "unknown_method_first.py", failing: [.lifecycleErrors], mentions: "-32601"),
        Fault(script: "string_ids.py", failing: [.requestIDs], mentions: "\"id\":\"5\""),
        Fault(script: "recursion_crash.py", failing: [.nesting], mentions: "RecursionError"),
        Fault(script: "unchecked_init.py", failing: [.invalidParams], mentions: "-32603"),
        Fault(script: "answers_unfinished_line.py", failing: [.lineEndings], mentions: "after the last newline"),
        // A widget on a typical JSON-RPC library with its defaults fails each rule it breaks.
        Fault(script: "library_defaults.py", failing: [.unknownMethod, .malformedLine, .batch, .invalidRequest], mentions: "data.method"),
    ]

    /// What happens after the first 100 ms: the soak, stray output of children, processes left
    /// behind. (Run by ``LaterFaultTests``.)
    static let laterFaults: [Fault] = [
        Fault(script: "crashes_when_idle.py", failing: [.soak], mentions: "exited with code 3 while idle", soak: 0.6),
        Fault(script: "closes_stdout_when_idle.py", failing: [.soak], mentions: "closed its stdout", soak: 0.6),
        Fault(script: "execs_when_idle.py", failing: [.soak], mentions: "stopped answering", soak: 0.6),
        Fault(
            script: "child_writes_stdout.py", failing: [.stdoutHygiene], mentions: "progress: 50%", soak: 0.6, permits: ["processes=4"]),
        Fault(
            script: "leaves_daemon.py", failing: [.leftoverProcesses], mentions: "still running when it exited", permits: ["processes=4"]),
    ]

    @Test(arguments: faults)
    func brokenWidgetFailsExactlyItsCheck(_ fault: Fault) async throws {
        try await Self.failsExactlyItsCheck(fault)
    }

    static func failsExactlyItsCheck(_ fault: Fault) async throws {
        let script = TestPaths.brokenWidgets.appendingPathComponent(fault.script).path
        let report = try await TestPaths.check(
            ["python3", script], trip: "one-way", deadlineScale: fault.deadlineScale, soak: fault.soak, permits: fault.permits)

        #expect(report.flaggedChecks == fault.failing.map(\.name), "\(report.failureSummary)")
        for check in fault.failing {
            #expect(report.result(check)?.status == check.severity.failureStatus, "\(check.name)")
        }
        let first = try #require(report.result(fault.failing[0]))
        #expect(first.actual.contains(fault.mentions), "\(first.actual)")
        #expect(first.hint?.isEmpty == false)
        #expect(report.passed == fault.failing.allSatisfy { $0.severity == .recommended })
    }

    /// A widget answering "fit" (the SDK's gate-change fixture, which chooses 1.2) passes the
    /// fit check by construction, and the report says the host sizes it.
    @Test func aWidgetAnsweringFitPassesTheFitCheck() async throws {
        let report = try await TestPaths.check([BuiltProducts.path(of: "sdk-test-widget"), "gate-change"], trip: "one-way")
        #expect(report.failedChecks == [], "\(report.failureSummary)")
        let fit = try #require(report.result(.contentFits))
        #expect(fit.status == .pass && fit.actual.contains("answered \"fit\" and are sized by the host"), "\(fit.actual)")
    }

    @Test func missingExecutableFailsLaunchAndSkipsTheRest() async throws {
        let report = try await TestPaths.check(["/nonexistent/widget"])

        #expect(report.failedChecks == [CheckID.launch.name])
        #expect(report.count(.skip) == CheckID.allCases.count - 1)
        #expect(report.result(.launch)?.actual.contains("does not exist") == true)
    }
}
