/// `toggle`: an on/off switch. The host flips it optimistically and sends `action`; the state
/// the widget returns on its next `configureCell` is the truth.
public struct ToggleNode: Codable, Hashable, Sendable {
    /// The current state.
    public var isOn: Bool
    /// The caption.
    public var label: String
    /// Sent when the user flips it (the host adds `"isOn"` to an `invoke` action's payload
    /// only if the widget put it there; the widget knows the current state).
    public var action: Action
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case isOn, label, action }

    /// Creates a toggle.
    public init(isOn: Bool, label: String, action: Action, modifiers: Modifiers = Modifiers()) {
        self.isOn = isOn
        self.label = label
        self.action = action
        self.modifiers = modifiers
    }
}
