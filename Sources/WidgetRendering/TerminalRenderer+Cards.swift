import WidgetProtocol

extension TerminalRenderer {
    /// One card of a frame as lines of exactly `width` columns, as ``render(_:context:)`` draws
    /// it: its height, status, cause and pending presentation included (the live view measures
    /// cards with this to scroll the selected one into view). `points` is the frame's width
    /// (default: 8 points a column).
    public static func renderCard(
        _ card: CardFrame, width: Int, selected: Bool = false, context: RenderContext, points: Double? = nil
    ) -> [String] {
        cardLines(card, width: max(8, width), selected: selected, context: context, points: points)
            .map { $0.render(colour: context.colour ? context.theme.colourDepth : nil) }
    }

    /// `label` cut to at most `width` columns the way facts titles are cut: ending in "…",
    /// unless that would make it look like one of `siblings` cut the same way, in which case
    /// the shared start gives way to the distinguishing end ("Walk…T3").
    public static func truncatedLabel(_ label: String, to width: Int, siblings: [String]) -> String {
        String(
            TextLine(UntrustedText.clean(label)).truncated(to: width, distinctFrom: siblings.map(UntrustedText.clean)).glyphs.map(
                \.character))
    }
}
