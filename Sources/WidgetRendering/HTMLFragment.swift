import WidgetProtocol

/// A piece of a page from ``HTMLRenderer``: a card or a controller's dialog, with the style
/// rules its classes need and, when it was drawn for a live page, the actions its controls run.
public struct HTMLFragment: Sendable, Hashable {
    /// The markup: one element.
    public var html: String
    /// The rules of the `st-…` classes the markup uses in place of inline styles, one
    /// `.st-…{…}` rule each. A page puts them before the theme's stylesheet (see
    /// ``HTMLRenderer``); the same class always has the same rule, so adding one twice is
    /// harmless.
    public var styleRules: [String]
    /// For a live fragment, what each control performs: the element with
    /// `data-action-index="n"` runs `actions[n]`. Empty for a still one.
    public var actions: [Action]

    /// Creates a fragment.
    public init(html: String, styleRules: [String] = [], actions: [Action] = []) {
        self.html = html
        self.styleRules = styleRules
        self.actions = actions
    }
}
