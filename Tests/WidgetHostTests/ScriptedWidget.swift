import Foundation
import Synchronization
import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetRPC

@testable import WidgetHost

/// One "process" of a ``ScriptedLauncher``: no process at all, but an in-memory transport whose
/// far end is a widget-side ``Connection`` answering as its ``WidgetScript`` says. Tests watch
/// what it was asked, hold and release replies, send notifications, and make it exit.
final class ScriptedWidget: LaunchedWidget {
    /// One request as the widget received it.
    struct Request: Sendable, Hashable {
        var method: String
        var width: Double?
    }

    /// What a test can wait for.
    struct Observation: Sendable {
        /// Every request received, in order.
        var requests: [Request] = []
        /// Methods of the requests held now, oldest first.
        var held: [String] = []
        var status: TerminationStatus?

        func count(_ method: String) -> Int { requests.count { $0.method == method } }
    }

    private struct Held {
        var method: String
        var continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var seen = Observation()
        var holds: [String: Int]
        var held: [Held] = []
        var exitWaiters: [UInt64: CheckedContinuation<TerminationStatus?, Never>] = [:]
        var watchers: [UInt64: (predicate: @Sendable (Observation) -> Bool, continuation: CheckedContinuation<Void, Never>)] = [:]
        var nextKey: UInt64 = 0
        var configureCalls = 0

        mutating func key() -> UInt64 {
            nextKey += 1
            return nextKey
        }
    }

    let number: Int
    let script: WidgetScript
    let transport: any Transport
    private let far: Connection
    private let stderr: (stream: AsyncStream<String>, continuation: AsyncStream<String>.Continuation)
    private let state: Mutex<State>

    init(number: Int, script: WidgetScript) {
        self.number = number
        self.script = script
        let (host, widget) = InMemoryTransport.pair()
        transport = host
        var options = ConnectionOptions()
        options.idPrefix = "w-"
        far = Connection(transport: widget, options: options)
        stderr = AsyncStream.makeStream(of: String.self)
        state = Mutex(State(holds: script.holds))
        for line in script.standardError { stderr.continuation.yield(line) }
        far.start(handler: Handler(widget: self))
        Task { [far, weak self] in
            // The host closing our stdin (its own close, or the stop sequence's).
            _ = await far.waitUntilClosed()
            guard let self, let status = self.script.exitOnEndOfInput else { return }
            self.exit(status)
        }
    }

    // MARK: - LaunchedWidget

    var pid: Int32? { nil }
    var standardErrorLines: AsyncStream<String> { stderr.stream }
    var standardErrorLinesDropped: Int { 0 }
    var terminationStatus: TerminationStatus? { state.withLock { $0.seen.status } }

    func waitForExit() async -> TerminationStatus {
        while true {
            if let status = await nextExit(cancellable: false) { return status }
        }
    }

    func kill() {
        exit(.signaled(9, coreDumped: false))
    }

    /// The real stop sequence's steps on `clock`: the polite request, close stdin, SIGTERM,
    /// SIGKILL, each racing the exit.
    func stop(
        politeRequest: @escaping @Sendable () async -> Void, timings: StopTimings,
        clock: any Clock<Duration>, log: @escaping (StopEvent) -> Void
    ) async -> TerminationStatus {
        let clock = MonotonicClock(wrapping: clock)
        let began = clock.now
        func finish(_ status: TerminationStatus) -> TerminationStatus {
            log(.exited(status, elapsed: clock.now - began))
            return status
        }
        if let status = terminationStatus { return finish(status) }

        log(.started(.politeRequest))
        let request = Task { await politeRequest() }
        let polite = await waitForExit(timeout: timings.shutdownDeadline, on: clock)
        request.cancel()
        if let polite { return finish(polite) }
        log(.gracePeriodExpired(.politeRequest))

        transport.closeOutbound()
        log(.started(.closeStandardInput))
        if let status = await waitForExit(timeout: timings.afterCloseInputGrace, on: clock) { return finish(status) }
        log(.gracePeriodExpired(.closeStandardInput))

        if let status = script.onTerminate { exit(status) }
        log(.started(.terminate))
        if let status = await waitForExit(timeout: timings.afterTerminateGrace, on: clock) { return finish(status) }
        log(.gracePeriodExpired(.terminate))

        kill()
        log(.started(.kill))
        return finish(await waitForExit())
    }

    // MARK: - Driving it from a test

    /// Holds the next `count` requests of `method` until released.
    func hold(_ method: String, count: Int = 1) {
        state.withLock { $0.holds[method, default: 0] += count }
    }

    /// Lets the oldest held request of `method` be answered.
    func release(_ method: String) {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let index = state.held.firstIndex(where: { $0.method == method }) else { return nil }
            state.seen.held.remove(at: state.seen.held.firstIndex(of: method)!)
            return state.held.remove(at: index).continuation
        }
        continuation?.resume()
        observe()
    }

    /// Sends a notification to the host.
    func send<N: NotificationType>(_ notification: N) {
        try? far.notify(notification)
    }

    /// Ends the "process" with `status` (once): its output closes, then waiters see the exit.
    func exit(_ status: TerminationStatus) {
        let held = state.withLock { state -> [Held]? in
            guard state.seen.status == nil else { return nil }
            state.seen.status = status
            state.seen.held = []
            defer { state.held = [] }
            return state.held
        }
        guard let held else { return }
        far.close(reason: "the scripted widget \(status)")
        stderr.continuation.finish()
        for request in held { request.continuation.resume() }
        let waiters = state.withLock { state in
            defer { state.exitWaiters = [:] }
            return state.exitWaiters.values
        }
        for waiter in waiters { waiter.resume(returning: status) }
        observe()
    }

    /// What it has seen so far.
    var observation: Observation { state.withLock { $0.seen } }

    /// Returns once what it has seen satisfies `predicate`, or when the task is cancelled (so
    /// a test's time limit can end it).
    func waitUntil(_ predicate: @escaping @Sendable (Observation) -> Bool) async {
        let key = state.withLock { $0.key() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state -> Bool in
                    if predicate(state.seen) || Task.isCancelled { return true }
                    state.watchers[key] = (predicate, continuation)
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.watchers.removeValue(forKey: key) }?.continuation.resume()
        }
    }

    // MARK: - Inside

    private func observe() {
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            let keys = state.watchers.filter { $0.value.predicate(state.seen) }.map(\.key)
            return keys.compactMap { state.watchers.removeValue(forKey: $0)?.continuation }
        }
        for continuation in ready { continuation.resume() }
    }

    private func nextExit(cancellable: Bool) async -> TerminationStatus? {
        let key = state.withLock { $0.key() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<TerminationStatus?, Never>) in
                let now = state.withLock { state -> TerminationStatus?? in
                    if let status = state.seen.status { return .some(status) }
                    if cancellable, Task.isCancelled { return .some(nil) }
                    state.exitWaiters[key] = continuation
                    return .none
                }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            guard cancellable else { return }
            state.withLock { $0.exitWaiters.removeValue(forKey: key) }?.resume(returning: nil)
        }
    }

    /// The exit status, or nil if it is still running after `timeout` on `clock`.
    private func waitForExit(timeout: Duration, on clock: MonotonicClock) async -> TerminationStatus? {
        if let status = terminationStatus { return status }
        return await withTaskGroup(of: TerminationStatus?.self) { group in
            group.addTask { await self.nextExit(cancellable: true) }
            group.addTask {
                try? await clock.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? terminationStatus
        }
    }

    /// Answers one request as the script says.
    fileprivate func answer(_ method: String, params: JSONValue?) async -> Result<JSONValue, ResponseError> {
        let (hold, call) = state.withLock { state -> (Bool, Int) in
            state.seen.requests.append(Request(method: method, width: params?["width"]?.doubleValue))
            if method == ConfigureCellRequest.method { state.configureCalls += 1 }
            guard let holds = state.holds[method], holds > 0, state.seen.status == nil else { return (false, state.configureCalls) }
            if holds != .max { state.holds[method] = holds - 1 }
            return (true, state.configureCalls)
        }
        observe()
        if let status = script.exitsOn[method] {
            exit(status)
            return .failure(.internalError("exited"))
        }
        if hold {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let exited = state.withLock { state -> Bool in
                    if state.seen.status != nil { return true }
                    state.held.append(Held(method: method, continuation: continuation))
                    state.seen.held.append(method)
                    return false
                }
                if exited { continuation.resume() } else { observe() }
            }
        }
        func encode<T: Encodable>(_ value: T) -> Result<JSONValue, ResponseError> {
            do { return .success(try JSONValueEncoder().encode(value)) } catch { return .failure(.internalError("\(error)")) }
        }
        switch method {
        case InitializeRequest.method: return encode(script.identity)
        case PrepareDataRequest.method: return encode(EmptyResult())
        case InitRequest.method: return encode(InitResponse(canBeDisplayed: script.canBeDisplayed))
        case CellHeightRequest.method: return encode(CellHeightResponse(height: .points(script.height)))
        case ConfigureCellRequest.method: return encode(script.cell(call))
        case ShutdownRequest.method: return encode(EmptyResult())
        default: return .failure(.methodNotFound(method))
        }
    }

    private struct Handler: ConnectionHandler {
        let widget: ScriptedWidget

        func handleRequest(method: String, params: JSONValue?, id: RequestID) async -> Result<JSONValue, ResponseError> {
            await widget.answer(method, params: params)
        }

        func handleNotification(method: String, params: JSONValue?) async {}
    }
}
