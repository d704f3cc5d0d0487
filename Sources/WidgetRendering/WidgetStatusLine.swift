/// One widget's entry in a frame's status list (``DashboardFrame/widgetStatuses``): its id and
/// its state in words, hidden widgets included, so a card that is not drawn is still accounted
/// for and three similar cards can be told apart.
public struct WidgetStatusLine: Hashable, Sendable {
    /// The widget instance id.
    public var widgetID: String
    /// Its state in the dashboard's words: "ready", "hidden by the widget", "restarting in 2 s (1 restart)".
    public var status: String
    /// What the status alone does not say, e.g. why a card is hidden and how it comes back;
    /// nil when there is nothing to add.
    public var detail: String?

    /// Creates an entry.
    public init(widgetID: String, status: String, detail: String? = nil) {
        self.widgetID = widgetID
        self.status = status
        self.detail = detail
    }

    /// "flight-go ready", "flight-rust hidden by the widget (it answered canBeDisplayed: false)".
    public var text: String {
        widgetID + " " + status + (detail.map { " (" + $0 + ")" } ?? "")
    }
}
