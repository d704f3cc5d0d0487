/// `button`: a title that performs an action.
public struct Button: CellComponent {
    public var body: ButtonNode
    public var node: CellNode { .button(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    /// A button that sends the widget `action` with `id` and `payload`.
    public init(_ title: String, action id: String, payload: JSONValue? = nil, role: ButtonNode.Role? = nil) {
        body = ButtonNode(title: title, role: role, action: .invoke(id: id, payload: payload))
    }

    /// A button with any action (`.openURL("https://…")`, `.present`).
    public init(_ title: String, action: Action, role: ButtonNode.Role? = nil) {
        body = ButtonNode(title: title, role: role, action: action)
    }

    /// A button with a system symbol before its title (SwiftUI's `Button(_:systemImage:action:)`),
    /// sending the widget `action` with `id` and `payload`.
    public init(_ title: String, systemImage: String, action id: String, payload: JSONValue? = nil, role: ButtonNode.Role? = nil) {
        body = ButtonNode(title: title, icon: .symbol(systemImage), role: role, action: .invoke(id: id, payload: payload))
    }

    private func with(_ change: (inout ButtonNode) -> Void) -> Button {
        var copy = self
        change(&copy.body)
        return copy
    }

    public func role(_ role: ButtonNode.Role) -> Button { with { $0.role = role } }
    /// A system symbol before the title.
    public func icon(systemImage: String) -> Button { with { $0.icon = .symbol(systemImage) } }
    /// A system symbol before the title (the SDK's older spelling of ``icon(systemImage:)``).
    public func icon(symbol: String) -> Button { with { $0.icon = .symbol(symbol) } }
    public func icon(_ source: ImageSource) -> Button { with { $0.icon = source } }
    /// The host asks the user before acting.
    public func confirm(_ title: String, message: String? = nil) -> Button {
        with { $0.confirm = ButtonNode.Confirmation(title: title, message: message) }
    }
}

/// `toggle`: an on/off switch. The host flips it at once and sends the action; your next
/// `configureCell` is the truth.
public struct Toggle: CellComponent {
    public var body: ToggleNode
    public var node: CellNode { .toggle(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(_ label: String, isOn: Bool, action id: String, payload: JSONValue? = nil) {
        body = ToggleNode(isOn: isOn, label: label, action: .invoke(id: id, payload: payload))
    }

    public init(_ label: String, isOn: Bool, action: Action) {
        body = ToggleNode(isOn: isOn, label: label, action: action)
    }
}

extension HeaderButton {
    /// A header button; tapping it sends `action` with `id` and `source: "header"`.
    public init(_ title: String, id: String, role: Role? = nil, systemImage: String? = nil) {
        self.init(id: id, title: title, role: role, systemImage: systemImage)
    }
}

extension WidgetController {
    /// A controller whose content is built with the cell DSL (several top-level components
    /// are stacked in a `vstack`).
    public init(
        _ presentation: Presentation, title: String, preferredWidth: PreferredWidth? = nil,
        @HeaderButtonBuilder leftButtons: () -> [HeaderButton] = { [] },
        @HeaderButtonBuilder rightButtons: () -> [HeaderButton] = { [] },
        @CellBuilder content: () -> [CellNode]
    ) {
        let left = leftButtons()
        let right = rightButtons()
        self.init(
            presentation: presentation, title: title, content: content().single,
            leftButtons: left.isEmpty ? nil : left, rightButtons: right.isEmpty ? nil : right,
            preferredWidth: preferredWidth)
    }
}
