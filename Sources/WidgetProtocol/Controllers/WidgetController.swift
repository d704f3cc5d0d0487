/// A screen the host presents for a widget: the answer to `viewController`, or the payload of
/// `presentWidgetController`. Its content is a tree of the same node kinds as a cell.
public struct WidgetController: Codable, Hashable, Sendable {
    /// Push, modal or popup.
    public var presentation: Presentation
    /// The header title.
    public var title: String
    /// The body.
    public var content: CellNode
    /// Header buttons on the leading side.
    public var leftButtons: [HeaderButton]?
    /// Header buttons on the trailing side.
    public var rightButtons: [HeaderButton]?
    /// Desired width per size class (popup only).
    public var preferredWidth: PreferredWidth?

    /// Creates a controller.
    public init(
        presentation: Presentation, title: String, content: CellNode, leftButtons: [HeaderButton]? = nil,
        rightButtons: [HeaderButton]? = nil, preferredWidth: PreferredWidth? = nil
    ) {
        self.presentation = presentation
        self.title = title
        self.content = content
        self.leftButtons = leftButtons
        self.rightButtons = rightButtons
        self.preferredWidth = preferredWidth
    }
}
