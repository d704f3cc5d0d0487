import WidgetProtocol

/// How tall a cell's content is at a width, in points, by the theme's metrics
/// (`protocol/README.md` §5.8): the height at which the HTML page shows the whole content, not
/// clipped, and the terminal cuts nothing (at its 16 points a row). Pure: the same cell, width
/// and context give the same number.
///
/// `widgets check` holds a widget's `cellHeight` to it, `widgets preview` prints it beside
/// the widget's own, and a widget answering `{"height": "fit"}` (protocol 1.2) gets a card
/// this tall. The page's stylesheet draws with the same numbers (``Theme/stylesheet(appearance:)``);
/// a browser test holds the measure to Chromium's layout of the sample cards.
public enum ContentHeight {
    /// The height the content of `cell` needs at `width` points: its tree, or the fallback text
    /// drawn in its place when the tree has nothing this host draws; at least
    /// ``LayoutMetrics/cardMinimumHeight``. Dates are evaluated at `context.now`.
    public static func measure(_ cell: Cell, width: Double, context: RenderContext) -> Double {
        let layout = PointLayout(context: context)
        let width = width.isFinite ? max(0, width) : 0
        let content: Double
        if TerminalLayout.resolved(cell.content) == nil {
            content = layout.fallbackHeight(cell, width: width)
        } else {
            content = layout.height(cell.content, width: width, column: true)
        }
        return max(context.theme.metrics.cardMinimumHeight, content)
    }

    /// ``measure(_:width:context:)`` in whole points: what a `cellHeight` must be at least
    /// for the content to fit (`widgets check` holds widgets to it, `widgets preview` shows
    /// it). Rounded up, but a fraction under half a point is dropped: no page shows that much.
    public static func needed(_ cell: Cell, width: Double, context: RenderContext) -> Double {
        (measure(cell, width: width, context: context) - 0.5).rounded(.up)
    }

    /// The height of one node at `width` points (a controller's content, a subtree), without
    /// the card's minimum.
    public static func measure(_ node: CellNode, width: Double, context: RenderContext) -> Double {
        PointLayout(context: context).height(node, width: width.isFinite ? max(0, width) : 0, column: true)
    }
}
