import Foundation
import WidgetJSON
import WidgetProcess
import WidgetProtocol

/// Reads one `widgets[i]` object, collecting every error with its pointer.
struct EntryReader {
    let file: String
    let base: String
    let directory: String
    let environment: [String: String]
    var errors: [ManifestError] = []
    /// Problems that leave the entry in: a command that is not there now.
    var warnings: [ManifestError] = []
    var widgetID: String?

    static let keys: Set<String> = [
        "id", "command", "workingDirectory", "environment", "dashboards", "restart", "deadlines", "limits",
        "hungAfterMissedDeadlines", "stop", "notifications", "permissions", "sandbox",
    ]

    init(file: String, base: String, directory: String, environment: [String: String]) {
        self.file = file
        self.base = base
        self.directory = directory
        self.environment = environment
    }

    mutating func error(_ pointer: String, _ problem: String, _ hint: String) {
        errors.append(ManifestError(file: file, pointer: base + pointer, widgetID: widgetID, problem: problem, hint: hint))
    }

    mutating func warn(_ pointer: String, _ problem: String, _ hint: String) {
        warnings.append(ManifestError(file: file, pointer: base + pointer, widgetID: widgetID, problem: problem, hint: hint))
    }

    mutating func entry(_ value: JSONValue) -> ManifestEntry? {
        guard case .object(let object) = value else {
            error("", "a widget is \(value.typeName), not an object", "write {\"id\": ..., \"command\": [...], \"dashboards\": [...]}")
            return nil
        }
        if let id = object["id"]?.stringValue, !id.isEmpty { widgetID = id }
        unknownKeys(object, allowed: Self.keys, at: "", what: "a widget")
        let id = requiredString(object, "id", hint: "add an id such as \"gate-info\"")
        if let id,
            id.isEmpty || !id.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0) })
        {
            error("/id", "the id \"\(id)\" is empty or has characters other than letters, digits, '-', '_' and '.'", "rename it")
        }
        let command = self.command(object["command"])
        let workingDirectory = self.workingDirectory(object["workingDirectory"])
        let environment = self.environmentVariables(object["environment"])
        let dashboards = self.dashboards(object["dashboards"])
        let restart = self.restart(object["restart"])
        let deadlines = self.deadlines(object["deadlines"])
        let limits = self.limits(object["limits"])
        let budget = self.budget(object["limits"])
        let program = command.map { locate($0[0], widgetEnvironment: environment) } ?? ""
        var entry = ManifestEntry(id: id ?? "", executable: program, arguments: Array((command ?? []).dropFirst()))
        entry.workingDirectory = workingDirectory
        entry.environment = environment
        entry.dashboards = dashboards
        entry.restart = restart
        entry.deadlines = deadlines
        entry.limits = limits
        entry.budget = budget
        entry.sandbox = sandbox(mode: object["sandbox"], permissions: object["permissions"])
        if let hung = object["hungAfterMissedDeadlines"] {
            if let n = hung.intValue, n >= 1 {
                entry.hungAfterMissedDeadlines = Int(n)
            } else {
                error("/hungAfterMissedDeadlines", "expected an integer ≥ 1, found \(hung.serializedString())", "use e.g. 3")
            }
        }
        if let stop = object["stop"] {
            if case .object(let stop) = stop {
                unknownKeys(stop, allowed: ["shutdownMs", "closeInputGraceMs", "terminateGraceMs"], at: "/stop", what: "stop")
                if let d = milliseconds(stop, "shutdownMs", at: "/stop") { entry.stop.shutdownDeadline = d }
                if let d = milliseconds(stop, "closeInputGraceMs", at: "/stop") { entry.stop.afterCloseInputGrace = d }
                if let d = milliseconds(stop, "terminateGraceMs", at: "/stop") { entry.stop.afterTerminateGrace = d }
            } else {
                error("/stop", "expected an object, found \(stop.typeName)", "write {\"shutdownMs\": 500, ...}")
            }
        }
        if let notifications = object["notifications"] {
            if case .object(let n) = notifications {
                unknownKeys(n, allowed: ["perSecond", "burst"], at: "/notifications", what: "notifications")
                if let rate = n["perSecond"] {
                    if let r = rate.doubleValue, r > 0 {
                        entry.notificationsPerSecond = r
                    } else {
                        error("/notifications/perSecond", "expected a positive number", "use e.g. 50")
                    }
                }
                if let burst = n["burst"] {
                    if let b = burst.intValue, b >= 1 {
                        entry.notificationBurst = Int(b)
                    } else {
                        error("/notifications/burst", "expected an integer ≥ 1", "use e.g. 100")
                    }
                }
            } else {
                error("/notifications", "expected an object, found \(notifications.typeName)", "write {\"perSecond\": 50, \"burst\": 100}")
            }
        }
        return errors.isEmpty ? entry : nil
    }

    // MARK: - Fields

    mutating func unknownKeys(_ object: JSONObject, allowed: Set<String>, at pointer: String, what: String) {
        for key in object.keys where !allowed.contains(key) {
            error(
                "\(pointer)/\(ManifestLoader.escape(key))", "unknown key \"\(key)\" in \(what)",
                "remove it or fix its spelling; allowed: \(allowed.sorted().joined(separator: ", "))")
        }
    }

    mutating func requiredString(_ object: JSONObject, _ key: String, hint: String) -> String? {
        guard let value = object[key] else {
            error("/\(key)", "the required key \"\(key)\" is missing", hint)
            return nil
        }
        guard let string = value.stringValue else {
            error("/\(key)", "expected a string, found \(value.typeName)", hint)
            return nil
        }
        return string
    }

    mutating func command(_ value: JSONValue?) -> [String]? {
        guard let value else {
            error("/command", "the required key \"command\" is missing", "add the program and its arguments, e.g. [\"./widget.py\"]")
            return nil
        }
        guard case .array(let items) = value, !items.isEmpty else {
            error("/command", "expected a non-empty array of strings, found \(value.typeName)", "write [\"./widget.py\", \"--flag\"]")
            return nil
        }
        var argv: [String] = []
        for (i, item) in items.enumerated() {
            guard let s = item.stringValue else {
                error("/command/\(i)", "expected a string, found \(item.typeName)", "quote the argument")
                return nil
            }
            guard let expanded = expandVariables(s, at: "/command/\(i)") else { return nil }
            argv.append(expanded)
        }
        if argv[0].contains("/"), !argv[0].hasPrefix("/") {
            argv[0] = URL(fileURLWithPath: directory).appendingPathComponent(argv[0]).standardized.path
        }
        return argv
    }

    /// The program to run: a path as it is, a bare name found in the `PATH` the widget will
    /// get (``ExecutableSearch``, the lookup spawning uses too) as its absolute path, so what
    /// was found here is what runs. A program that is not there (or not executable) is a
    /// warning, not an error: the entry loads, and its widget fails to start with the reason
    /// unless the program appears by then.
    mutating func locate(_ program: String, widgetEnvironment: [String: String]) -> String {
        if program.contains("/") {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: program, isDirectory: &isDirectory) {
                warn(
                    "/command/0", "the command \(program) does not exist", "fix the path (relative paths start from the manifest's folder)")
            } else if isDirectory.boolValue || access(program, X_OK) != 0 {
                warn("/command/0", "the command \(program) is not an executable file", "run chmod +x on it or point at the program")
            }
            return program
        }
        let directories = ExecutableSearch.searchPath(widget: widgetEnvironment, host: environment)
        if let found = ExecutableSearch.find(program, in: directories) { return found }
        warn(
            "/command/0", "the command \"\(program)\" was not found in PATH (\(directories.joined(separator: ":")))",
            "give a path or install the program")
        return program
    }

    mutating func workingDirectory(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        guard let text = value.stringValue else {
            error("/workingDirectory", "expected a string, found \(value.typeName)", "give a folder path")
            return nil
        }
        guard var path = expandVariables(text, at: "/workingDirectory") else { return nil }
        if !path.hasPrefix("/") { path = URL(fileURLWithPath: directory).appendingPathComponent(path).standardized.path }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            error("/workingDirectory", "the folder \(path) does not exist", "create it or fix the path")
        }
        return path
    }

    mutating func environmentVariables(_ value: JSONValue?) -> [String: String] {
        guard let value else { return [:] }
        guard case .object(let object) = value else {
            error("/environment", "expected an object of strings, found \(value.typeName)", "write {\"NAME\": \"value\"}")
            return [:]
        }
        var result: [String: String] = [:]
        for (key, item) in object {
            let pointer = "/environment/\(ManifestLoader.escape(key))"
            guard let text = item.stringValue else {
                error(pointer, "expected a string, found \(item.typeName)", "quote the value")
                continue
            }
            guard let string = expandVariables(text, at: pointer) else { continue }
            do {
                try ChildEnvironment.validate(key: key, value: string)
                result[key] = string
            } catch {
                self.error(pointer, "the variable cannot be passed to a process", error.description.lowercasedFirst)
            }
        }
        return result
    }

    mutating func dashboards(_ value: JSONValue?) -> Set<DashboardKind> {
        guard let value else {
            error("/dashboards", "the required key \"dashboards\" is missing", "add [\"trip\"], [\"airport\"] or both")
            return []
        }
        guard case .array(let items) = value, !items.isEmpty else {
            error("/dashboards", "expected a non-empty array, found \(value.typeName)", "write [\"trip\", \"airport\"]")
            return []
        }
        var result: Set<DashboardKind> = []
        for (i, item) in items.enumerated() {
            if let s = item.stringValue, let d = DashboardKind(rawValue: s) {
                result.insert(d)
            } else {
                error("/dashboards/\(i)", "\(item.serializedString()) is not a dashboard", "use \"trip\" or \"airport\"")
            }
        }
        return result
    }

    mutating func restart(_ value: JSONValue?) -> RestartPolicies {
        var policies = RestartPolicies()
        guard let value else { return policies }
        guard case .object(let object) = value else {
            error("/restart", "expected an object, found \(value.typeName)", "write {\"policy\": \"permanent\"}")
            return policies
        }
        unknownKeys(
            object, allowed: ["policy", "initialDelayMs", "multiplier", "maxDelayMs", "jitter", "resetAfterMs", "maxRestarts", "windowMs"],
            at: "/restart", what: "restart")
        if let policy = object["policy"] {
            if let s = policy.stringValue, let p = RestartPolicy(rawValue: s) {
                policies.restart = p
            } else {
                error(
                    "/restart/policy", "\(policy.serializedString()) is not a restart policy",
                    "use \"permanent\", \"transient\" or \"temporary\"")
            }
        }
        if let d = milliseconds(object, "initialDelayMs", at: "/restart", allowZero: true) { policies.backoff.initial = d }
        if let d = milliseconds(object, "maxDelayMs", at: "/restart", allowZero: true) { policies.backoff.maximum = d }
        if let d = milliseconds(object, "resetAfterMs", at: "/restart", allowZero: true) { policies.backoff.resetAfter = d }
        if let d = milliseconds(object, "windowMs", at: "/restart") { policies.intensity.window = d }
        if let m = object["multiplier"] {
            if let v = m.doubleValue, v >= 1 {
                policies.backoff.multiplier = v
            } else {
                error("/restart/multiplier", "expected a number ≥ 1, found \(m.serializedString())", "use e.g. 2")
            }
        }
        if let j = object["jitter"] {
            if let v = j.doubleValue, (0...1).contains(v) {
                policies.backoff.jitter = v
            } else {
                error("/restart/jitter", "expected a number from 0 to 1, found \(j.serializedString())", "use e.g. 0.2")
            }
        }
        if let n = object["maxRestarts"] {
            if let v = n.intValue, v >= 0 {
                policies.intensity.maximumRestarts = Int(v)
            } else {
                error("/restart/maxRestarts", "expected an integer ≥ 0, found \(n.serializedString())", "use e.g. 5")
            }
        }
        return policies
    }

    mutating func deadlines(_ value: JSONValue?) -> [String: Duration] {
        guard let value else { return [:] }
        guard case .object(let object) = value else {
            error("/deadlines", "expected an object of method → milliseconds, found \(value.typeName)", "write {\"cellHeight\": 500}")
            return [:]
        }
        var result: [String: Duration] = [:]
        for key in object.keys {
            guard MessageRegistry.request(key) != nil else {
                error(
                    "/deadlines/\(ManifestLoader.escape(key))", "\"\(key)\" is not a request method",
                    "use one of \(MessageRegistry.requests.map(\.method).joined(separator: ", "))")
                continue
            }
            if let d = milliseconds(object, key, at: "/deadlines") { result[key] = d }
        }
        return result
    }

    mutating func limits(_ value: JSONValue?) -> ResourceLimits {
        var limits = ResourceLimits()
        guard let value else { return limits }
        guard case .object(let object) = value else {
            error("/limits", "expected an object, found \(value.typeName)", "write {\"cpuSeconds\": 10}")
            return limits
        }
        unknownKeys(
            object, allowed: Set(Self.rlimitKeys + Self.budgetKeys), at: "/limits", what: "limits")
        func read(_ key: String) -> UInt64?? {
            guard let v = object[key] else { return .none }
            if let n = v.intValue, n >= 0 { return .some(UInt64(n)) }
            return .some(nil)
        }
        for (key, path) in [
            ("addressSpaceBytes", \ResourceLimits.addressSpaceBytes), ("cpuSeconds", \.cpuSeconds),
            ("openFiles", \.openFiles), ("processes", \.processes), ("coreFileBytes", \.coreFileBytes),
            ("fileBytes", \.fileBytes),
        ] {
            switch read(key) {
            case .none: continue
            case .some(.some(let n)): limits[keyPath: path] = n
            case .some(.none):
                error("/limits/\(key)", "expected a non-negative integer, found \(object[key]!.serializedString())", "use a whole number")
            }
        }
        return limits
    }

    /// The per-process rlimits of `limits` (the second line).
    static let rlimitKeys = ["addressSpaceBytes", "cpuSeconds", "openFiles", "processes", "coreFileBytes", "fileBytes"]
    /// The tree-wide budgets of `limits` (``ResourceBudget``).
    static let budgetKeys = ["memoryBytes", "treeProcesses", "cpuPercent", "cpuWindowMs", "diskBytes"]

    /// The tree-wide budgets in `limits` (`protocol/manifest.md`, "Budgets"), the defaults for
    /// those it does not name. `limits(_:)` reports a `limits` that is not an object.
    mutating func budget(_ value: JSONValue?) -> ResourceBudget {
        var budget = ResourceBudget()
        guard case .object(let object)? = value else { return budget }
        func whole(_ key: String, upTo maximum: Int64, example: String) -> Int? {
            guard let value = object[key] else { return nil }
            if let n = value.intValue, n >= 1, n <= maximum { return Int(n) }
            error(
                "/limits/\(key)", "expected a whole number from 1 to \(maximum), found \(value.serializedString())", "use e.g. \(example)")
            return nil
        }
        if let bytes = whole("memoryBytes", upTo: .max, example: "268435456 (256 MiB)") { budget.memoryBytes = bytes }
        if let count = whole("treeProcesses", upTo: Int64(SandboxPolicy.maximumProcesses), example: "32") { budget.processes = count }
        if let bytes = whole("diskBytes", upTo: .max, example: "67108864 (64 MiB)") { budget.diskBytes = bytes }
        if let window = whole("cpuWindowMs", upTo: 3_600_000, example: "10000") {
            if window >= 1000 {
                budget.cpuWindow = .milliseconds(window)
            } else {
                error(
                    "/limits/cpuWindowMs", "a CPU window of \(window) ms is shorter than a runtime's start", "use 1000 or more, e.g. 10000")
            }
        }
        // Percent of one core: over 100 for a widget that may keep more than one core busy.
        let percent = whole("cpuPercent", upTo: 100 * Int64(SandboxPolicy.maximumProcesses), example: "90") ?? 90
        budget.cpuTime = budget.cpuWindow * (Double(percent) / 100)
        return budget
    }

    mutating func milliseconds(_ object: JSONObject, _ key: String, at pointer: String, allowZero: Bool = false) -> Duration? {
        guard let value = object[key] else { return nil }
        guard let n = value.intValue, n > 0 || (allowZero && n == 0) else {
            error(
                "\(pointer)/\(ManifestLoader.escape(key))",
                "expected \(allowZero ? "a non-negative" : "a positive") integer of milliseconds, found \(value.serializedString())",
                "use whole milliseconds, e.g. 500")
            return nil
        }
        return .milliseconds(n)
    }
}

extension String {
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
