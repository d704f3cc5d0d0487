import WidgetProcess
import WidgetProtocol
import WidgetRPC

extension WidgetMachine {
    /// Something that happened to the widget, or something the host wants of it.
    enum Input: Sendable {
        // MARK: Lifecycle

        /// The host starts the widget (ignored unless idle).
        case start
        /// The process of `instance` runs and its pipes are attached.
        case spawned(instance: Int)
        /// The process of `instance` could not be started.
        case spawnFailed(instance: Int, reason: String)
        /// `initialize` answered: who the widget says it is (known before `init`, so a host can
        /// tell why `init` was refused).
        case identified(instance: Int, InitializeResponse)
        /// `initialize`, `prepareData` (if any) and `init` answered.
        case handshakeSucceeded(instance: Int, InitializeResponse, canBeDisplayed: Bool)
        /// A handshake step failed.
        case handshakeFailed(instance: Int, step: String, WidgetCallError)
        /// The kernel reported the end of `instance`. `stderrTail` goes into a quarantine
        /// reason; `random` draws the backoff's jitter.
        case exited(instance: Int, TerminationStatus, stderrTail: [String], random: UInt64)
        /// The widget closed its stdout (it may be exiting, or broken).
        case channelClosed(instance: Int)
        /// A call other than a cell fetch finished on `instance` (nil error: it answered).
        /// Missed deadlines count toward *hung*; a full outbound queue means *wedged*.
        case callFinished(instance: Int, WidgetCallError?)
        /// The host asks it to stop; nothing restarts it afterwards.
        case stopRequested
        /// The stop sequence of `instance` ended with `status`.
        case stopFinished(instance: Int, TerminationStatus)
        /// A manual retry: forget restarts and quarantine, start again.
        case retryRequested
        case timerFired(Timer)

        // MARK: Notifications

        /// `reloadWidget`.
        case reloadRequested(instance: Int)
        /// `canBeDisplayed`.
        case canBeDisplayedChanged(instance: Int, Bool)
        /// `presentWidgetController`, already validated.
        case presentRequested(instance: Int, WidgetController)

        // MARK: Cell

        /// The column width changed (or was set for the first time).
        case widthChanged(Double)
        /// The user showed (true) or hid (false) the card.
        case shownByHost(Bool)
        /// The host wants a fresh cell at `width` now, visible or not, without waiting for a
        /// retry's backoff (explicit refresh, preview).
        case refreshRequested(width: Double)
        /// `cellHeight` of fetch `fetch` answered with a valid height, or failed.
        case heightAnswered(fetch: Int, Result<Double, WidgetCallError>)
        /// `configureCell` of fetch `fetch` answered with a valid cell, or failed.
        case cellAnswered(fetch: Int, Result<ConfigureCellResponse, WidgetCallError>)
    }
}
