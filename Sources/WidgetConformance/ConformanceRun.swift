import Foundation
import Synchronization
import WidgetHost
import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetSamples

/// One run's state: the recorder and every session started (for the stdout-hygiene check).
final class ConformanceRun: Sendable {
    let options: ConformanceOptions
    let dataDirectory: String
    let recorder: CheckRecorder
    let stats = Mutex(Stats())
    private let sessions = Mutex<[CheckSession]>([])

    /// Numbers for the pass summaries.
    struct Stats {
        var heights: [Double] = []
        var hiddenAtInit = 0
        /// Samples hidden at init that a `canBeDisplayed: true` notification then showed.
        var shownLater = 0
        /// Samples hidden at init that stayed hidden for 5 s (scaled).
        var stayedHidden: [String] = []
        var controllers = 0
        var nullControllers = 0
        var actionIDs: [String] = []
        var actionCalls = 0
        var reloads = 0
        var soaks = 0
        var soakCalls = 0
        var leftovers = 0
        /// Every SF Symbols name the widget's cells and controllers showed.
        var symbols: Set<String> = []
        /// What the widget did about its card in each sample's session, by sample label (for
        /// the `dashboard` check).
        var ownSay: [String: DashboardVerdict.OwnSay] = [:]
        /// Cells held to their cellHeight (``CheckID/contentFits``), and how many of them the
        /// widget asked the host to size ("fit").
        var fittedCells = 0
        var fitAnswers = 0
        /// The protocol version the widget chose in initialize.
        var protocolVersion: String?
    }

    static let widths = Limits.cellWidths
    static let maxReasonableHeight = 2000.0

    /// The widget's own files (a `command[0]` path, arguments naming files) as they were when
    /// the run began: a widget that deletes or rewrites them could not be restarted by a host.
    let commandFiles: [(path: String, stamp: FileStamp)]
    private let relaunchProblem = Mutex<String?>(nil)

    init(options: ConformanceOptions, dataDirectory: String) {
        self.options = options
        self.recorder = CheckRecorder(deadlineScale: options.deadlineScale, command: WidgetCommand(options.command))
        self.dataDirectory = dataDirectory
        self.commandFiles = FileStamp.files(namedBy: options.command).compactMap { path in FileStamp.of(path).map { (path, $0) } }
    }

    /// Runs every check; returns how many init cases there were.
    func all() async -> Int {
        prepareLeftoverSweep()
        let main: CheckSession
        do {
            main = try await launch("main")
        } catch {
            recorder.fail(.launch, "`\(options.command.joined(separator: " "))`", actual: error.description)
            skipRemaining(because: "the widget could not be started")
            return 0
        }
        recorder.pass(.launch)
        recorder.summarize(.launch, "started as pid \(main.child.pid) in its own process group")

        let early = await main.call(CellHeightRequest.method, ["width": 375], timed: false)
        expectError(early, .notInitialized, check: .lifecycleErrors, "main, cellHeight before initialize")

        guard let info = await handshake(main) else {
            await main.stop(grace: .zero)
            await sweepLeftovers(after: main)
            skipRemaining(
                because: "the widget did not complete initialize",
                except: [.exitOnEOF, .stdoutHygiene, .deadlines, .leftoverProcesses, .soak])
            await exitOnEOF()
            finish()
            return 0
        }
        let beforeInit = await main.call(CellHeightRequest.method, ["width": 375])
        expectError(beforeInit, .invalidState, check: .lifecycleErrors, "main, cellHeight after initialize, before init")

        let cases = options.samples.initCases(for: info.dashboards, trip: options.trip, airport: options.airport)
        if cases.isEmpty {
            let dashboards = info.dashboards.map(\.rawValue).joined(separator: ", ")
            recorder.fail(
                .initSamples, "samples", actual: "no sample matches the dashboards the widget declares (\(dashboards))",
                hint: "Declare \"trip\" or \"airport\" in dashboards, or drop --trip/--airport.")
        }
        await prepare(main, info, context: "main")
        if let first = cases.first { await exercise(main, first) }
        await shutdown(main, measured: true)
        await sweepLeftovers(after: main)

        for (index, initCase) in cases.dropFirst().enumerated() {
            await exerciseFresh(initCase, info: info, number: index + 2)
        }
        await checkDashboards(cases)
        if let first = cases.first {
            await replayConformance(.embedded, initCase: first)
        } else {
            for check in ConformanceTranscript.embedded.checks where check != .initSamples {
                recorder.skip(check, because: "no sample matches the widget's dashboards, and the conformance transcript needs an init")
            }
        }
        await exitOnEOF()
        finish()
        return cases.count
    }

    // MARK: - Sessions

    func launch(_ label: String, tape: Bool = false) async throws(LaunchError) -> CheckSession {
        // An interrupted check (the CLI cancels it on SIGTERM, SIGINT, SIGHUP) starts no more
        // widgets; the sessions already started are stopped by the steps that own them.
        if Task.isCancelled { throw .spawn(.systemCallFailed(call: "launch (the check was interrupted)", errno: ECANCELED)) }
        if let problem = relaunchRefusal(label) { throw .spawn(.invalidArgument(problem)) }
        let environment: [String: String]
        do {
            environment = try ChildEnvironment(
                widgetID: "widgets-check-\(label)", protocolVersion: ProtocolVersion.current, dataDirectory: dataDirectory
            ).build(host: options.hostEnvironment)
        } catch {
            throw .spawn(.invalidEnvironment(error))
        }
        let session = try await CheckSession.launch(
            command: options.command, environment: environment, sandbox: options.sandboxPolicy, label: label, recorder: recorder,
            transcript: options.transcript, deadlineScale: options.deadlineScale, tape: tape)
        sessions.withLock { $0.append(session) }
        return session
    }

    private func exerciseFresh(_ initCase: SampleSet.InitCase, info: InitializeResponse, number: Int) async {
        let session: CheckSession
        do {
            session = try await launch("sample-\(number)")
        } catch {
            relaunchFailed(error, context: initCase.label, checks: [.initSamples])
            return
        }
        switch await session.call(InitializeRequest.method, initializeParams) {
        case .result:
            await prepare(session, info, context: initCase.label)
            await exercise(session, initCase)
        case let other:
            recorder.fail(.initSamples, initCase.label, actual: "initialize failed in a fresh process: \(describe(other))")
        }
        await shutdown(session, measured: false)
        await sweepLeftovers(after: session)
    }

    /// Why the widget must not be started again (its files changed since the run began: a
    /// `launch` failure, reported once), or nil. The main session is the first start.
    func relaunchRefusal(_ label: String) -> String? {
        if let problem = relaunchProblem.withLock({ $0 }) { return problem }
        guard label != "main", let changed = changedCommandFile() else { return nil }
        relaunchProblem.withLock { $0 = changed }
        recorder.fail(
            .launch, label, actual: changed,
            hint: "Keep the widget's program and scripts as they are: the host starts it again after every crash and for every card.")
        return changed
    }

    /// The widget could not be started again: a `launch` failure (once), the rest skipped.
    func relaunchFailed(_ error: LaunchError, context: String, checks: [CheckID]) {
        if relaunchProblem.withLock({ $0 }) == nil {
            recorder.fail(.launch, context, actual: "the widget could not be started again: \(error)")
        }
        for check in checks { recorder.skip(check, because: "the widget could not be started again") }
    }

    /// Which of the widget's files is gone or changed since the run began, as a sentence.
    private func changedCommandFile() -> String? {
        for file in commandFiles {
            guard let now = FileStamp.of(file.path) else {
                return "\(file.path) is gone: the widget deleted its own file, so a host could not start it again"
            }
            if now != file.stamp {
                return "\(file.path) changed while the widget ran: a host starting it again would run something else"
            }
        }
        return nil
    }

    /// Closes stdin at once on a fresh process (after a moment for the interpreter to start),
    /// right after an unfinished line (see ``judgeUnfinishedLine(_:)``).
    private func exitOnEOF() async {
        let session: CheckSession
        do {
            session = try await launch("eof", tape: true)
        } catch {
            relaunchFailed(error, context: "eof", checks: [.exitOnEOF])
            return
        }
        try? await Task.sleep(for: .milliseconds(500))
        if unannouncedExit(session) {
            recorder.skip(.exitOnEOF, because: "the widget exited before its stdin was closed")
            await session.stop(grace: .zero)
            await sweepLeftovers(after: session)
            return
        }
        sendUnfinishedLine(session)
        await expectExitOnClosedInput(
            session, .exitOnEOF, label: "eof",
            stillRunning: "still running \(options.exitGrace) after stdin was closed (without shutdown); it was killed")
        await judgeUnfinishedLine(session)
        await session.stop(grace: .zero)
        await sweepLeftovers(after: session)
    }

    private func shutdown(_ session: CheckSession, measured: Bool) async {
        let outcome = await session.call(ShutdownRequest.method)
        guard measured else {
            session.closeInput()
            let graceful = !recorder.hasFailures(.exitAfterShutdown)
            await session.stop(grace: graceful ? options.exitGrace : .milliseconds(200))
            return
        }
        switch outcome {
        case .result:
            await expectExitOnClosedInput(
                session, .exitAfterShutdown, label: session.log.label,
                stillRunning:
                    "shutdown was answered, but the process was still running \(options.exitGrace) after stdin was closed; it was killed")
        case .notAttempted(let reason):
            recorder.skip(.exitAfterShutdown, because: reason)
        case let other:
            recorder.fail(.exitAfterShutdown, session.log.label, actual: "shutdown: \(describe(other))")
        }
        await session.stop(grace: .zero)
    }

    /// Closes the widget's stdin and gives it the exit grace: `check` passes with how long the
    /// exit took, or fails with `stillRunning`.
    private func expectExitOnClosedInput(_ session: CheckSession, _ check: CheckID, label: String, stillRunning: String) async {
        session.closeInput()
        let closed = ContinuousClock.now
        if let status = await session.waitForExit(timeout: options.exitGrace) {
            recorder.pass(check)
            recorder.summarize(check, "\(status) \(milliseconds(.now - closed)) ms after stdin was closed")
        } else {
            recorder.fail(check, label, actual: stillRunning)
        }
    }

    // MARK: - Results

    private func finish() {
        Self.killDescendants()  // whatever happened, the check leaves nothing running
        summarizeCases()
        let all = sessions.withLock { $0 }
        var problems = 0
        for session in all {
            for problem in session.log.hygieneProblems {
                problems += 1
                recorder.fail(.stdoutHygiene, session.log.label, actual: "the widget \(problem)")
            }
        }
        if problems == 0 {
            recorder.pass(.stdoutHygiene)
            recorder.summarize(.stdoutHygiene, "\(all.count) process\(all.count == 1 ? "" : "es"): nothing but protocol on stdout")
        }
        checkSandbox(all)

        let latencies = recorder.methodLatencies()
        for latency in latencies where latency.overDeadline > 0 {
            recorder.fail(
                .deadlines, latency.method,
                actual:
                    """
                    \(latency.overDeadline) of \(latency.calls) replies slower than the \(Int(latency.deadlineMs)) ms deadline \
                    (slowest \(latency.maxMs) ms)
                    """
            )
        }
        if !recorder.hasFailures(.deadlines), !latencies.isEmpty {
            recorder.pass(.deadlines)
            let calls = latencies.reduce(0) { $0 + $1.calls }
            let slowest = latencies.max { $0.maxMs / $0.deadlineMs < $1.maxMs / $1.deadlineMs }!
            recorder.summarize(
                .deadlines,
                "\(calls) replies on time; closest to its deadline: \(slowest.method) \(slowest.maxMs) ms of \(Int(slowest.deadlineMs))")
        }
    }

    private func summarizeCases() {
        let stats = stats.withLock { $0 }
        recorder.summarize(.lifecycleErrors, "-32002 before initialize, -32003 before init")
        recorder.summarize(.unknownMethod, "-32601 Method not found with data.method")
        recorder.summarize(.malformedLine, "-32700 with id null for a line that is not JSON, NaN, Infinity and bytes that are not UTF-8")
        recorder.summarize(.batch, "one -32600 with id null")
        recorder.summarize(.oversizeLine, "-32600 with id null for 1,048,577 bytes, a reply for 1,048,576")
        recorder.summarize(.invalidRequest, "-32600 with the id when it can be read, id null when not")
        recorder.summarize(.responsesUnanswered, "responses and id-null errors sent to it were not answered")
        recorder.summarize(.lineEndings, "CRLF accepted, blank lines ignored, an unfinished last line not answered")
        recorder.summarize(.unknownMembers, "unknown members in params ignored")
        recorder.summarize(.envelopeMembers, "an unknown envelope member and a host notification ignored")
        recorder.summarize(
            .invalidParams, "-32602 with data.pointer for wrong, missing and array params of initialize, init, cells, controllers, actions")
        recorder.summarize(.requestIDs, "integer ids answered as integers (7.0 as 7, 1e2 as 100, -0 as 0), 1e30 with id null")
        recorder.summarize(.nesting, "64 levels deep answered; 100,000 unclosed [ answered -32700 with id null")
        recorder.summarize(.fractionalWidths, "widths 375.0 and 337.5 accepted")
        recorder.summarize(.secondInitialize, "-32003 for a second initialize")
        recorder.summarize(.afterShutdown, "-32009 for everything after shutdown, a second shutdown included")
        let inits = recorder.passes(.initSamples)
        recorder.summarize(
            .initSamples, "\(inits) sample\(inits == 1 ? "" : "s") accepted (\(stats.hiddenAtInit) answered canBeDisplayed: false)")
        if stats.hiddenAtInit == 0 {
            recorder.skip(.canBeDisplayed, because: "every init answered canBeDisplayed: true")
        } else if inits > 0, stats.stayedHidden.count == inits {
            recorder.fail(
                .canBeDisplayed, "every sample",
                actual:
                    """
                    init answered canBeDisplayed: false for every sample (\(inits)) and no canBeDisplayed true followed within 5 s: \
                    the card is never seen
                    """
            )
        } else {
            recorder.pass(.canBeDisplayed)
            let hidden =
                stats.stayedHidden.isEmpty
                ? ""
                : """
                ; \(stats.stayedHidden.count) stayed hidden, which is allowed for data the widget does not apply to \
                (\(stats.stayedHidden.prefix(3).joined(separator: ", "))\(stats.stayedHidden.count > 3 ? ", …" : ""))
                """
            recorder.summarize(.canBeDisplayed, "\(stats.shownLater) hidden cards shown with a canBeDisplayed notification\(hidden)")
        }
        if let low = stats.heights.min(), let high = stats.heights.max() {
            recorder.summarize(.cellHeight, "\(stats.heights.count) heights at 320/375/400, \(low)–\(high) pt")
        }
        recorder.summarize(.configureCell, "\(recorder.passes(.configureCell)) valid cell trees at 320/375/400")
        summarizeFit(stats)
        recorder.summarize(.viewController, "\(stats.controllers) valid controllers, \(stats.nullControllers) null")
        if stats.actionCalls == 0 { recorder.skip(.actions, because: "no cell or controller shows an invoke action or header button") }
        recorder.summarize(
            .soak,
            """
            \(stats.soaks) sessions soaked \(options.soakDuration) each (\(stats.soakCalls) requests answered), none exited or \
            stopped answering
            """
        )
        if !options.adoptsOrphans {
            recorder.skip(
                .leftoverProcesses,
                because: "only widgets check itself (a process whose every child is a widget) can adopt a widget's orphans")
        }
        recorder.summarize(.leftoverProcesses, "nothing left running after any session")
        judgeSymbols(stats.symbols)
        recorder.summarize(
            .actions,
            """
            \(stats.actionCalls) calls accepted (\(stats.actionIDs.joined(separator: ", "))); \(stats.reloads) cells re-checked after \
            reloadWidget
            """
        )
    }

    /// Gives every check that has no outcome yet a skip reason.
    func skipRemaining(because reason: String, except: Set<CheckID> = []) {
        for check in CheckID.allCases where !except.contains(check) {
            recorder.skip(check, because: reason)
        }
    }
}
