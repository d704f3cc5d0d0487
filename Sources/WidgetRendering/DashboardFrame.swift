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
    /// A line of host status at the bottom (each widget's state, the host's last message);
    /// host text, drawn by both renderers, so no key help here: keys are the live terminal's.
    public var statusLine: String
    /// The focused button or toggle of the top presented controller, as an index into
    /// ``TerminalRenderer/focusableActions(in:width:context:)``; nil: none focused.
    public var controllerFocus: Int?

    /// Creates a frame.
    public init(
        title: String, width: Double, cards: [CardFrame], selectedIndex: Int? = nil,
        presented: [PresentedController] = [], statusLine: String = ""
    ) {
        self.title = title
        self.width = width
        self.cards = cards
        self.selectedIndex = selectedIndex
        self.presented = presented
        self.statusLine = statusLine
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
    /// The title of a controller the widget asked to present without the user asking (spec §4):
    /// the card says it wants to show it, and the user opens it from the card.
    public var pendingPresentation: String?

    /// Creates a card.
    public init(widgetID: String, status: CardStatus = .ready, cell: Cell?, height: Double? = nil, pendingPresentation: String? = nil) {
        self.widgetID = widgetID
        self.status = status
        self.cell = cell
        self.height = height
        self.pendingPresentation = pendingPresentation
    }
}

/// A card's supervision status, as the renderers show it.
public enum CardStatus: Hashable, Sendable {
    /// Running and answering.
    case ready
    /// Spawned, handshake not finished.
    case starting
    /// Crashed; the supervisor restarts it in `secondsRemaining` seconds. The last good cell
    /// stays on screen.
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
