/// A button in a controller's header. Tapping it sends `action` with the button's `id` and
/// `source: "header"`.
public struct HeaderButton: Codable, Hashable, Sendable {
    /// The visual and behavioural role.
    public enum Role: String, Codable, Hashable, Sendable, CaseIterable {
        /// A plain button.
        case `default`
        /// The main action ("Done", "Save").
        case primary
        /// Deletes something.
        case destructive
        /// Dismisses without doing anything; the host dismisses the controller after sending `action`.
        case cancel
    }

    /// The action id (non-empty).
    public var id: String
    /// The title (also the accessibility label when an image is shown).
    public var title: String
    /// The role (default `default`).
    public var role: Role?
    /// A system symbol name shown instead of the title.
    public var systemImage: String?

    /// Creates a header button.
    public init(id: String, title: String, role: Role? = nil, systemImage: String? = nil) {
        self.id = id
        self.title = title
        self.role = role
        self.systemImage = systemImage
    }
}
