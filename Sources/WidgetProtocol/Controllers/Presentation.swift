/// How the host presents a widget controller (the original SDK's iOS styles in brackets).
public enum Presentation: String, Codable, Hashable, Sendable, CaseIterable {
    /// Pushed onto the dashboard's navigation stack (CurrentContext).
    case push
    /// Full-screen over the dashboard (Custom).
    case modal
    /// A sheet over a dimmed dashboard, sized by `preferredWidth` (FormSheet).
    case popup
}
