import WidgetProtocol

/// What the user of the page can ask of a ``ServedDashboard``.
public enum ServedCommand: Sendable, Hashable {
    /// The card was clicked or Enter pressed on it: open what waits on it, or its
    /// `viewController`.
    case tap(widget: String)
    /// A button, toggle or tappable node of a card (`source` `.cell`) or of the presented
    /// controller (`.controller`) was used.
    case perform(Action, widget: String, source: ActionRequest.Source)
    /// A header button of the presented controller.
    case pressHeaderButton(id: String)
    /// Back one step (a modal or popup closes).
    case back
    /// Close the presented controller (a push returns to the dashboard).
    case dismiss
    case hide(widget: String)
    case show(widget: String)
    /// The column width, 320 to 400 points.
    case setWidth(Double)
    /// Ask the widget for a fresh cell now.
    case reload(widget: String)
    /// Stop the widget with its stop sequence and start it again.
    case restart(widget: String)
    /// Start a quarantined or failed widget again, its restart history forgotten.
    case retry(widget: String)
    /// Stop the widget with its stop sequence; it stays stopped until started.
    case stop(widget: String)
    case start(widget: String)
}

/// How a ``ServedCommand`` went.
public enum ServedOutcome: Sendable, Hashable {
    case done
    /// The presented controller was dismissed (its widget said so, or a cancel button).
    case dismissed
    /// The widget had nothing to present.
    case nothingPresented
    /// A link to open in a new tab: an `http(s)` URL the host validated.
    case openURL(String)
    /// Not possible now; the sentence says why (a card its widget will not let be hidden).
    case refused(String)
    /// The widget or the host failed; the sentence says why.
    case failed(String)
}
