/// Light or dark: which column of the ``Theme`` colour table the HTML page uses (the CLI's
/// `--theme`). The terminal draws on the user's own background, so its colours are chosen to
/// read on both and this choice does not change them.
public enum Appearance: String, CaseIterable, Sendable {
    /// The light colours.
    case light
    /// The dark colours.
    case dark
    /// The viewer's choice: light, and dark under `prefers-color-scheme: dark`.
    case auto
}
