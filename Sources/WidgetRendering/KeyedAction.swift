import WidgetProtocol

/// An actionable node of the selected card with the key (1–9) the terminal shows beside it.
/// ``TerminalRenderer/keyedActions(for:width:context:)`` returns them in the order the keys
/// were drawn, so the dashboard maps a key press to exactly what the user saw.
public struct KeyedAction: Hashable, Sendable {
    /// What kind of node carries the action.
    public enum Kind: Hashable, Sendable {
        /// A `button`.
        case button
        /// A `toggle`, with its state as drawn.
        case toggle(isOn: Bool)
    }

    /// The digit shown, 1…9.
    public var key: Int
    /// The node's title or label, cleaned as drawn.
    public var title: String
    /// The node's kind.
    public var kind: Kind
    /// The action to perform (send `action`, open the URL after validation, or present).
    public var action: Action
    /// The button's confirmation, when it asks before acting.
    public var confirm: ButtonNode.Confirmation?

    /// Creates a keyed action.
    public init(key: Int, title: String, kind: Kind, action: Action, confirm: ButtonNode.Confirmation? = nil) {
        self.key = key
        self.title = title
        self.kind = kind
        self.action = action
        self.confirm = confirm
    }
}
