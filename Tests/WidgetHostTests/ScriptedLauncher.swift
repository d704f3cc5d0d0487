import Synchronization
import WidgetProcess

@testable import WidgetHost

/// A ``WidgetLauncher`` that starts ``ScriptedWidget``s instead of processes: instance `n`
/// (1-based, in launch order) follows `script(n)`. Counts its launches, so a test can prove
/// that nothing was started.
final class ScriptedLauncher: WidgetLauncher {
    private struct State {
        var widgets: [ScriptedWidget] = []
        var waiters: [UInt64: (count: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
        var nextKey: UInt64 = 0
    }

    private let script: @Sendable (_ instance: Int) -> WidgetScript
    private let state = Mutex(State())

    init(_ script: @escaping @Sendable (_ instance: Int) -> WidgetScript = { _ in WidgetScript() }) {
        self.script = script
    }

    func launch(
        _ configuration: LaunchConfiguration, outboundLimit: Int, stderrMaxLineBytes: Int
    ) async throws(LaunchError) -> any LaunchedWidget {
        let (widget, ready) = state.withLock { state -> (ScriptedWidget, [CheckedContinuation<Void, Never>]) in
            let number = state.widgets.count + 1
            let widget = ScriptedWidget(number: number, script: script(number))
            state.widgets.append(widget)
            let keys = state.waiters.filter { $0.value.count <= number }.map(\.key)
            return (widget, keys.compactMap { state.waiters.removeValue(forKey: $0)?.continuation })
        }
        for continuation in ready { continuation.resume() }
        return widget
    }

    /// How many widgets were launched so far.
    var launchCount: Int { state.withLock { $0.widgets.count } }

    /// The `number`th widget launched (1-based); it must have been launched.
    func widget(_ number: Int) -> ScriptedWidget {
        state.withLock { $0.widgets[number - 1] }
    }

    /// Returns the `number`th widget once it has been launched (nil if the task is cancelled
    /// first, so a test's time limit can end it).
    func waitForLaunch(_ number: Int) async -> ScriptedWidget? {
        let key = state.withLock { state -> UInt64 in
            state.nextKey += 1
            return state.nextKey
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let launched = state.withLock { state -> Bool in
                    if state.widgets.count >= number || Task.isCancelled { return true }
                    state.waiters[key] = (number, continuation)
                    return false
                }
                if launched { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: key) }?.continuation.resume()
        }
        return state.withLock { $0.widgets.count >= number ? $0.widgets[number - 1] : nil }
    }
}
