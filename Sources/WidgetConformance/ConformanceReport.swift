import WidgetJSON

/// The outcome of one check.
public struct CheckResult: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable {
        /// `warn`: nothing this host relies on is broken, but the author should look: a
        /// recommended check failed, or a symbol the host only approximates. `--strict` fails it.
        case pass, warn, fail, skip
    }

    /// The check's stable name (``CheckID/name``).
    public var name: String
    /// Whether the host relies on the check (``CheckID/severity``).
    public var severity: CheckSeverity
    public var status: Status
    /// What passing means.
    public var expected: String
    /// What happened: a summary when it passed, the first failure otherwise, the reason when skipped.
    public var actual: String
    /// How to fix it (present when it failed or warned).
    public var hint: String?
    /// The slowest reply of the check's method, in milliseconds, when the check made calls.
    public var latencyMs: Double?
    /// Every failure (or warning), one line each, naming the sample and width where it happened.
    public var details: [String]

    public init(
        name: String, severity: CheckSeverity = .required, status: Status, expected: String, actual: String, hint: String? = nil,
        latencyMs: Double? = nil, details: [String] = []
    ) {
        self.name = name
        self.severity = severity
        self.status = status
        self.expected = expected
        self.actual = actual
        self.hint = hint
        self.latencyMs = latencyMs
        self.details = details
    }
}

/// Reply times of one method across the whole run.
public struct MethodLatency: Sendable, Hashable, Codable {
    public var method: String
    public var calls: Int
    public var medianMs: Double
    public var maxMs: Double
    public var deadlineMs: Double
    /// Replies slower than the deadline (or never received).
    public var overDeadline: Int
}

/// Everything `widgets check` found, in check order. Encodes to the `--json` output.
public struct ConformanceReport: Sendable, Hashable, Codable {
    /// The widget command line.
    public var command: [String]
    /// Where the samples came from (a directory, or "embedded").
    public var samples: String
    /// How many init cases (sample trips/flights and airports) were run.
    public var sampleCases: Int
    public var checks: [CheckResult]
    public var latencies: [MethodLatency]
    public var durationMs: Double
    /// `--strict`: warnings fail the run too.
    public var strict: Bool = false

    /// True when nothing fails the run (``failingChecks`` is empty): no check failed and, with
    /// ``strict``, none warned. Skipped checks never count.
    public var passed: Bool { failingChecks.isEmpty }

    /// The names of the failed checks, in report order.
    public var failedChecks: [String] { checks.filter { $0.status == .fail }.map(\.name) }

    /// The names of the checks that warned (a recommended check that failed, or a warning of its
    /// own), in report order.
    public var warnedChecks: [String] { checks.filter { $0.status == .warn }.map(\.name) }

    /// The checks that fail this run, in report order: the failed ones, and with ``strict`` the
    /// warned ones too.
    public var failingChecks: [String] {
        checks.filter { $0.status == .fail || (strict && $0.status == .warn) }.map(\.name)
    }

    /// The checks that did not pass cleanly (failed or warned), in report order.
    public var flaggedChecks: [String] { checks.filter { $0.status == .fail || $0.status == .warn }.map(\.name) }

    public func count(_ status: CheckResult.Status) -> Int { checks.filter { $0.status == status }.count }

    /// The result of `check`, if it is in the report.
    public func result(_ check: CheckID) -> CheckResult? { checks.first { $0.name == check.name } }

    /// The report as one line of JSON (`--json`): the fields above plus `passed`, `failing` (the
    /// checks that make it fail) and a `summary` with pass/warn/fail/skip counts.
    public func jsonString() -> String {
        var object = JSONObject()
        object.appendUnchecked(key: "passed", value: .bool(passed))
        object.appendUnchecked(key: "failing", value: .array(failingChecks.map { .string($0) }))
        object.appendUnchecked(
            key: "summary",
            value: [
                "passed": .int(Int64(count(.pass))), "warned": .int(Int64(count(.warn))), "failed": .int(Int64(count(.fail))),
                "skipped": .int(Int64(count(.skip))),
            ])
        if case .object(let encoded)? = try? JSONValueEncoder().encode(self) {
            for (key, value) in encoded { object.appendUnchecked(key: key, value: value) }
        }
        return JSONValue.object(object).serializedString()
    }
}

/// Milliseconds with one decimal, for reports.
func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    let ms = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return (ms * 10).rounded() / 10
}
