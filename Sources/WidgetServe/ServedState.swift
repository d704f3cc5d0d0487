import Foundation
import WidgetRendering

/// One picture of a served dashboard: its cards as the renderers draw them, plus what the page
/// needs beside them (each card's controls, the host's message).
public struct ServedState: Sendable, Hashable {
    /// "Singapore via Frankfurt · LH 778".
    public var title: String
    /// The column width in points (320…400).
    public var width: Double
    /// Every card in order, hidden ones included.
    public var cards: [ServedCard]
    /// Presented controllers, bottom first: the page shows the top one as a dialog.
    public var presented: [PresentedController]
    /// The host's last word to the user (a failed action), if any.
    public var message: String?
    /// Each widget's state in one line, as the terminal's status line.
    public var statusLine: String
    /// The host is stopping the dashboard or has stopped it: its widgets are stopped by the
    /// host, and none can be started (the page offers no Start).
    public var hostStopping: Bool
    /// The instant the cards' dates and countdowns are drawn for (a pinned `--now`, or now).
    public var now: Date

    public init(
        title: String, width: Double, cards: [ServedCard], presented: [PresentedController] = [], message: String? = nil,
        statusLine: String = "", hostStopping: Bool = false, now: Date
    ) {
        self.hostStopping = hostStopping
        self.title = title
        self.width = width
        self.cards = cards
        self.presented = presented
        self.message = message
        self.statusLine = statusLine
        self.now = now
    }

    /// The card of widget `id`.
    public subscript(id: String) -> ServedCard? { cards.first { $0.id == id } }
}

/// One card of a ``ServedState``.
public struct ServedCard: Sendable, Hashable {
    /// Where the widget's process stands, for the controls the page offers.
    public enum Run: String, Sendable, Hashable {
        /// Starting, running or answering: it can be reloaded, restarted or stopped.
        case running
        /// Waiting to be started again after it ended.
        case restarting
        /// Stopped by the user or the host, or ended and not restarted by its policy: it can be
        /// started (while the host runs).
        case stopped
        /// Quarantined or unable to start: it can be retried.
        case givenUp
    }

    /// What the renderers draw: status, cell, height, a presentation waiting on the card.
    public var frame: CardFrame
    /// The status in the vocabulary of the terminal's status line ("ready", "restarting in 2 s").
    public var statusWord: String
    public var run: Run
    /// Hidden by the user (the page lists it with a Show button).
    public var hiddenByUser: Bool
    /// Whether the widget lets the user hide it.
    public var canBeHidden: Bool
    /// Restarts so far.
    public var restarts: Int

    public init(frame: CardFrame, statusWord: String, run: Run, hiddenByUser: Bool = false, canBeHidden: Bool = true, restarts: Int = 0) {
        self.frame = frame
        self.statusWord = statusWord
        self.run = run
        self.hiddenByUser = hiddenByUser
        self.canBeHidden = canBeHidden
        self.restarts = restarts
    }

    /// The widget's id.
    public var id: String { frame.widgetID }
}
