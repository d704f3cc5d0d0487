import WidgetProtocol

/// One still picture of a dashboard: what the renderers draw. The dashboard model builds it;
/// renderers never mutate it and never talk to widgets.
///
/// Every string in it that came from a widget (cells, controllers, quarantine reasons that quote
/// a widget) is treated as untrusted by both renderers.
public struct DashboardFrame: Hashable, Sendable {
    /// The dashboard title, e.g. "Trip to New York · BA117".
    public var title: String
    /// The width the widgets were asked to lay out for, in points (320…400).
    public var width: Double
    /// The cards top to bottom, hidden ones included (renderers skip `.hidden`).
    public var cards: [CardFrame]
    /// Index into `cards` of the card the keyboard acts on, or `nil`.
    public var selectedIndex: Int?
    /// Presented controllers, bottom first: each one is drawn over what is beneath it.
    public var presented: [PresentedController]
    /// Each widget's entry, in manifest order, hidden ones included: the terminal draws them
    /// as a list under the cards, one per line, never cut to one line; the HTML page joins
    /// them into its status line (``statusSummary``). Empty: none drawn.
    public var widgetStatuses: [WidgetStatusLine]
    /// A line of host status at the bottom, after ``widgetStatuses`` (the host's last message);
    /// host text, drawn by both renderers, so no key help here: keys are the live terminal's.
    public var statusLine: String
    /// Whether the terminal writes each card's widget id in its bottom border, so similar
    /// cards can be told apart (the frame of `widgets dashboard` does; a preview of one widget
    /// does not need to).
    public var labelsCards = false
    /// The focused button or toggle of the top presented controller, as an index into
    /// ``TerminalRenderer/focusableActions(in:width:context:)``; nil: none focused.
    public var controllerFocus: Int?

    /// Creates a frame.
    public init(
        title: String, width: Double, cards: [CardFrame], selectedIndex: Int? = nil,
        presented: [PresentedController] = [], widgetStatuses: [WidgetStatusLine] = [], statusLine: String = ""
    ) {
        self.title = title
        self.width = width
        self.cards = cards
        self.selectedIndex = selectedIndex
        self.presented = presented
        self.widgetStatuses = widgetStatuses
        self.statusLine = statusLine
    }

    /// The entries and the status line as one line, joined with " · " (the HTML page's status
    /// line, which wraps where the terminal's list would be cut).
    public var statusSummary: String {
        (widgetStatuses.map(\.text) + (statusLine.isEmpty ? [] : [statusLine])).joined(separator: " · ")
    }
}

/// One card of the column: a widget instance's last good cell and its supervision status.
public struct CardFrame: Hashable, Sendable {
    /// The widget instance id (host-assigned, shown on placeholders).
    public var widgetID: String
    /// What the supervisor says about the widget process.
    public var status: CardStatus
    /// The last good cell, or `nil` while none has arrived (drawn as a placeholder).
    public var cell: Cell?
    /// The height the widget asked for (`cellHeight`) at the frame's width, in points; `nil`
    /// when unknown (the renderers then size the card to its content).
    public var height: Double?
    /// The widget answered `cellHeight` with `"fit"`: both renderers size the card to its
    /// content by the metrics (``ContentHeight``), and neither ever cuts it; ``height`` is
    /// not used.
    public var fitsContent: Bool
    /// The title of a controller the widget asked to present without the user asking (spec §4):
    /// the card says it wants to show it, and the user opens it from the card.
    public var pendingPresentation: String?

    /// Creates a card.
    public init(
        widgetID: String, status: CardStatus = .ready, cell: Cell?, height: Double? = nil, fitsContent: Bool = false,
        pendingPresentation: String? = nil
    ) {
        self.widgetID = widgetID
        self.status = status
        self.cell = cell
        self.height = height
        self.fitsContent = fitsContent
        self.pendingPresentation = pendingPresentation
    }
}

/// A card's supervision status, as the renderers show it.
public enum CardStatus: Hashable, Sendable {
    /// Running and answering.
    case ready
    /// Spawned, handshake not finished.
    case starting
    /// Crashed (or restarted on request); the supervisor starts it again in
    /// `secondsRemaining` seconds, 0 once it is starting again and until its new run shows a
    /// cell. The last good cell stays on screen meanwhile.
    case restarting(secondsRemaining: Int)
    /// Running, but the cell shown is out of date (the last fetch failed); `asOf` is when the
    /// cell arrived, as a time of day ("18:02"). The supervisor is asking again.
    case stale(asOf: String)
    /// It cannot be started (not found, not executable, a missing interpreter); `reason` is one
    /// line naming the cause.
    case failed(reason: String)
    /// It answered, but its cell broke a rule of the protocol and was rejected; `reason` names
    /// the rule and where (a JSON pointer). No good cell to show yet.
    case rejected(reason: String)
    /// Running, but it has not answered for its first cell: `reason` says what happened (no
    /// reply within the deadline, an error it sent). The supervisor is asking again.
    case unanswered(reason: String)
    /// Given up on after too many restarts; `reason` is shown in the card's border.
    case quarantined(reason: String)
    /// The host is stopping it (the stop sequence runs).
    case stopping
    /// Not running, and nothing starts it again by itself: `reason` says why in one line
    /// ("stopped by the host"; or it ended and its restart policy does not restart that
    /// exit). The last good cell stays, greyed. Not a quarantine: nothing went wrong.
    case stopped(reason: String)
    /// `canBeDisplayed` is false: the card is not drawn at all.
    case hidden
}

/// A controller a widget presented, with the widget it came from.
public struct PresentedController: Hashable, Sendable {
    /// The widget instance that presented it.
    public var widgetID: String
    /// The controller; its `presentation` says how it is drawn (push, modal, popup).
    public var controller: WidgetController

    /// Creates a presented controller.
    public init(widgetID: String, controller: WidgetController) {
        self.widgetID = widgetID
        self.controller = controller
    }
}
