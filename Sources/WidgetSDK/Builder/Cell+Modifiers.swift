// The root's members as modifiers, named as on every component (`.onTap`, `.background`,
// `.accessibilityLabel`), so a cell reads like the rest of the builder:
// `Cell { … }.onTap(.present)`. The `Cell(background:tap:…)` parameters are the same members.
extension Cell {
    private func with(_ change: (inout Cell) -> Void) -> Cell {
        var copy = self
        change(&copy)
        return copy
    }

    /// What happens when the card is tapped, typically `.present` (the host calls `viewController`).
    public func onTap(_ action: Action) -> Cell { with { $0.tap = action } }
    /// The card's background colour token.
    public func background(_ color: ColorToken) -> Cell { with { $0.background = color } }
    /// A summary of the whole card for assistive technologies.
    public func accessibilityLabel(_ label: String) -> Cell { with { $0.accessibilityLabel = label } }
    /// Plain text a host shows if it cannot render the tree at all.
    public func fallbackText(_ text: String) -> Cell { with { $0.fallbackText = text } }
}
