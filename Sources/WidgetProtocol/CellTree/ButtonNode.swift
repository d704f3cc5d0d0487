/// `button`: a tappable title that performs an action.
public struct ButtonNode: Codable, Hashable, Sendable {
    /// The visual role.
    public enum Role: String, Codable, Hashable, Sendable, CaseIterable {
        /// A plain button.
        case `default`
        /// The main call to action.
        case primary
        /// Deletes or cancels something.
        case destructive
    }

    /// A confirmation the host asks for before performing the action.
    public struct Confirmation: Codable, Hashable, Sendable {
        /// Alert title.
        public var title: String
        /// Alert message.
        public var message: String?

        /// Creates a confirmation.
        public init(title: String, message: String? = nil) {
            self.title = title
            self.message = message
        }
    }

    /// The title.
    public var title: String
    /// An icon before the title.
    public var icon: ImageSource?
    /// The role (default `default`).
    public var role: Role?
    /// What the button does.
    public var action: Action
    /// Ask before doing it.
    public var confirm: Confirmation?
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case title, icon, role, action, confirm }

    /// Creates a button.
    public init(
        title: String, icon: ImageSource? = nil, role: Role? = nil, action: Action, confirm: Confirmation? = nil,
        modifiers: Modifiers = Modifiers()
    ) {
        self.title = title
        self.icon = icon
        self.role = role
        self.action = action
        self.confirm = confirm
        self.modifiers = modifiers
    }
}
