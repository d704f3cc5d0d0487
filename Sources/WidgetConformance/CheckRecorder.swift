import Synchronization
import WidgetProtocol

/// Collects the outcome of every case of every check, and the reply time of every call, while a
/// run goes on; ``results()`` folds them into one ``CheckResult`` per check.
///
/// A check fails if any of its cases failed, warns if none failed and one warned, passes if at
/// least one case passed and none failed or warned, and is skipped when no case ran (the reason
/// of its first skip is reported). A failed case of a recommended check (``CheckID/severity``)
/// is reported as a warning: the check's severity decides, not the code that found the case.
final class CheckRecorder: Sendable {
    struct Failure: Sendable {
        var context: String
        var actual: String
        var hint: String?
    }

    private struct Entry {
        var passes = 0
        var failures: [Failure] = []
        var warnings: [Failure] = []
        var skipReasons: [String] = []
        var summary: String?
    }

    private struct State {
        var entries: [CheckID: Entry] = [:]
        var latencies: [String: [Duration]] = [:]
        var missedReplies: [String: Int] = [:]
    }

    private let state = Mutex(State())
    /// Multiplies the default deadlines (see ``ConformanceOptions/deadlineScale``).
    let deadlineScale: Double
    /// The widget's command: hints are written for its language.
    let command: WidgetCommand

    init(deadlineScale: Double = 1, command: WidgetCommand = WidgetCommand([])) {
        self.deadlineScale = deadlineScale
        self.command = command
    }

    func pass(_ check: CheckID) {
        state.withLock { $0.entries[check, default: Entry()].passes += 1 }
    }

    func fail(_ check: CheckID, _ context: String, actual: String, hint: String? = nil) {
        state.withLock {
            $0.entries[check, default: Entry()].failures.append(Failure(context: context, actual: actual, hint: hint))
        }
    }

    /// Something the author should look at that does not break the protocol.
    func warn(_ check: CheckID, _ context: String, actual: String) {
        state.withLock { $0.entries[check, default: Entry()].warnings.append(Failure(context: context, actual: actual)) }
    }

    func skip(_ check: CheckID, because reason: String) {
        state.withLock { $0.entries[check, default: Entry()].skipReasons.append(reason) }
    }

    /// Records either outcome: `problem == nil` is a pass.
    func record(_ check: CheckID, _ context: String, problem: String?, hint: String? = nil) {
        if let problem { fail(check, context, actual: problem, hint: hint) } else { pass(check) }
    }

    /// The "actual" text shown when the check passes.
    func summarize(_ check: CheckID, _ summary: String) {
        state.withLock { $0.entries[check, default: Entry()].summary = summary }
    }

    func hasFailures(_ check: CheckID) -> Bool {
        state.withLock { !($0.entries[check]?.failures.isEmpty ?? true) }
    }

    func passes(_ check: CheckID) -> Int {
        state.withLock { $0.entries[check]?.passes ?? 0 }
    }

    /// Notes the reply time of one call.
    func latency(_ method: String, _ duration: Duration) {
        state.withLock { $0.latencies[method, default: []].append(duration) }
    }

    /// Notes a call that got no reply within its (generous) timeout.
    func missedReply(_ method: String) {
        state.withLock { $0.missedReplies[method, default: 0] += 1 }
    }

    /// Per-method reply times, in lifecycle order.
    func methodLatencies() -> [MethodLatency] {
        state.withLock { state in
            MessageRegistry.requests.compactMap { entry -> MethodLatency? in
                let times = (state.latencies[entry.method] ?? []).sorted()
                let missed = state.missedReplies[entry.method] ?? 0
                guard !times.isEmpty || missed > 0 else { return nil }
                let deadline = entry.defaultDeadline * deadlineScale
                return MethodLatency(
                    method: entry.method, calls: times.count + missed,
                    medianMs: times.isEmpty ? 0 : milliseconds(times[times.count / 2]),
                    maxMs: times.last.map(milliseconds) ?? 0,
                    deadlineMs: milliseconds(deadline),
                    overDeadline: times.filter { $0 > deadline }.count + missed)
            }
        }
    }

    func results() -> [CheckResult] {
        let latencies = methodLatencies()
        return state.withLock { state in
            CheckID.allCases.map { check in
                let entry = state.entries[check] ?? Entry()
                let latency = check.method.flatMap { method in latencies.first { $0.method == method }?.maxMs }
                for (status, cases) in [(check.severity.failureStatus, entry.failures), (.warn, entry.warnings)] {
                    guard let first = cases.first else { continue }
                    var actual = "\(first.context): \(first.actual)"
                    if cases.count > 1 { actual += " (and \(cases.count - 1) more)" }
                    return CheckResult(
                        name: check.name, severity: check.severity, status: status, expected: check.expectation, actual: actual,
                        hint: first.hint ?? command.hint(check) ?? check.hint, latencyMs: latency,
                        details: cases.map { "\($0.context): \($0.actual)" })
                }
                if entry.passes > 0 {
                    let actual = entry.summary ?? "\(entry.passes) case\(entry.passes == 1 ? "" : "s") passed"
                    return CheckResult(
                        name: check.name, severity: check.severity, status: .pass, expected: check.expectation, actual: actual,
                        latencyMs: latency)
                }
                return CheckResult(
                    name: check.name, severity: check.severity, status: .skip, expected: check.expectation,
                    actual: entry.skipReasons.first ?? "not run")
            }
        }
    }
}
