import Dispatch
import Synchronization
import WidgetConcurrency
import WidgetHost
import WidgetJSON
import WidgetLogFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGTERM, SIGINT and SIGHUP as events, so every way out of a command stops its widgets.
///
/// After `install()` none of them ends the process by itself: dispatch sources (never a signal
/// handler running Swift code) note the first one and wake whoever awaits it, and the command
/// runs its widgets' stop sequences, records them and exits. A second signal while that stop
/// runs exits at once with status 1: the widgets' sentinels still end every widget when the
/// host is gone, only the stop records are cut short.
final class TerminationSignals: Sendable {
    static let shared = TerminationSignals()

    /// The signals a command treats as "stop now".
    static let handled: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    private let installed = Mutex(false)
    /// The first signal, for the tasks that wait for it.
    private let first = WaitableState<Int32?>(nil)
    private let queue = DispatchQueue(label: "widgets.termination-signals")
    /// Kept so the sources live as long as the process; written once, by `install()`.
    nonisolated(unsafe) private var sources: [any DispatchSourceSignal] = []

    /// Takes over SIGTERM, SIGINT and SIGHUP for the rest of the process. Idempotent. Call it
    /// before starting any widget, so a signal that arrives early is not lost.
    func install() {
        guard
            installed.withLock({ installed in
                defer { installed = true }; return !installed
            })
        else { return }
        let made = Self.handled.map { number -> any DispatchSourceSignal in
            // The default action (termination) must be off for the source to see the signal;
            // widgets get default dispositions back when they are spawned.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [self] in self.receive(number) }
            source.resume()
            return source
        }
        sources = made
    }

    /// The first signal received, if any.
    var received: Int32? { first.value }

    /// "SIGTERM", "SIGINT" or "SIGHUP".
    static func name(_ number: Int32) -> String {
        switch number {
        case SIGTERM: return "SIGTERM"
        case SIGINT: return "SIGINT"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(number)"
        }
    }

    private func receive(_ number: Int32) {
        let isFirst = first.update { first in
            guard first == nil else { return false }
            first = number
            return true
        }
        guard isFirst else {
            let message = Array(
                "\nError: \(Self.name(number)) again: exiting without waiting for the widgets (their sentinels end them).\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(ExitStatus.failure.rawValue)
        }
    }

    /// Suspends until a signal has been received (at once if one was) and returns it; nil if
    /// the calling task is cancelled first.
    func next() async -> Int32? {
        await first.take { $0 }
    }

    /// How `run(_:onInterrupt:)` ended.
    enum Outcome<Value: Sendable>: Sendable {
        case finished(Value)
        /// A signal came first; the work was cancelled and then ran to its end with `value`.
        case interrupted(signal: Int32, value: Value)
    }

    /// Runs `work` until it finishes, or until a signal arrives: then the work is cancelled,
    /// `onInterrupt` runs (e.g. stopping the widgets the work is waiting for), and the work is
    /// awaited to its end, so whatever stop it does itself completes before the command exits.
    func run<Value: Sendable>(
        _ work: @escaping @Sendable () async -> Value,
        onInterrupt: @escaping @Sendable () async -> Void = {}
    ) async -> Outcome<Value> {
        let task = Task { await work() }
        let interruption = Task { () -> Int32? in
            guard let number = await self.next() else { return nil }
            task.cancel()
            await onInterrupt()
            return number
        }
        let value = await task.value
        // Whichever came first: a signal that arrived while the work was ending still counts.
        if let number = received {
            _ = await interruption.value
            return .interrupted(signal: number, value: value)
        }
        interruption.cancel()
        if let number = await interruption.value { return .interrupted(signal: number, value: value) }
        return .finished(value)
    }
}

extension TerminationSignals {
    /// The flight recorder's record of `number` (before the widgets' stop records).
    static func record(_ number: Int32) -> RPCLogRecord {
        RPCLogRecord(
            widget: "*", instance: 0, pid: getpid(), direction: .host, kind: .hostSignal,
            text: "the host got \(name(number)) and stops every widget",
            fields: [(.signal, .string(name(number)))])
    }
}
