/// The signed-in user, as much as a widget is told about them.
public struct UserInfo: Codable, Hashable, Sendable {
    /// Opaque, stable user identifier (may be redacted in logs).
    public var userID: String
    /// Name to greet the user with, when the host shares it.
    public var displayName: String?

    /// Creates user info.
    public init(userID: String, displayName: String? = nil) {
        self.userID = userID
        self.displayName = displayName
    }
}
