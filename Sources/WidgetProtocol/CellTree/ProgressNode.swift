/// `progress`: a bar or ring, determinate (`value` 0…1) or indeterminate.
public struct ProgressNode: Codable, Hashable, Sendable {
    /// The drawing.
    public enum Style: String, Codable, Hashable, Sendable, CaseIterable {
        /// A horizontal bar (the default).
        case bar
        /// A circular ring.
        case ring
    }

    /// Fraction done, 0…1; absent with `indeterminate`.
    public var value: Double?
    /// True for an activity indicator with no known fraction.
    public var indeterminate: Bool?
    /// Bar or ring.
    public var style: Style?
    /// Fill colour (default `accent`).
    public var tint: ColorToken?
    /// Text shown with the indicator and read by assistive technologies.
    public var label: String?
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case value, indeterminate, style, tint, label }

    /// Creates a progress indicator.
    public init(
        value: Double? = nil, indeterminate: Bool? = nil, style: Style? = nil, tint: ColorToken? = nil,
        label: String? = nil, modifiers: Modifiers = Modifiers()
    ) {
        self.value = value
        self.indeterminate = indeterminate
        self.style = style
        self.tint = tint
        self.label = label
        self.modifiers = modifiers
    }
}
