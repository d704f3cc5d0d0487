/// The sizes, in points, of everything besides text styles and spacing tokens that decides how
/// tall a cell's content is: controls, badges, images, dividers, progress bars, facts, lists,
/// placeholders. One table for the HTML stylesheet (``Theme/stylesheet(appearance:)`` writes
/// these numbers), the content measure (``ContentHeight``) and the spec: `protocol/README.md`
/// §5.8 lists every ``entries`` name with its value, and a test holds the two equal.
///
/// The text styles' sizes and line heights are ``Theme/fonts``, the spacing tokens
/// ``Theme/spacing``; a line of text is always exactly its line height.
public struct LayoutMetrics: Sendable, Hashable {
    /// Text at one size on lines of one height, in points.
    public struct Line: Sendable, Hashable {
        /// The font size.
        public var size: Double
        /// The height of one line.
        public var height: Double

        /// Creates a line metric.
        public init(size: Double, height: Double) {
            self.size = size
            self.height = height
        }
    }

    /// The card's content is at least this tall.
    public var cardMinimumHeight: Double
    /// Text that names no style of its own: facts rows and toggle labels.
    public var plainText: Line
    /// A symbol image without a `size`: its glyph's size and line.
    public var symbol: Line
    /// Any other image without a `size` (asset, URL, inline data, a symbol without a glyph) is
    /// a square of this side; every unsized image is at least this wide.
    public var imageBox: Double
    /// The label inside a box that stands in for an image the page does not load.
    public var imageLabel: Line
    /// That box's padding above and below its label, and beside it.
    public var imageLabelPadding: (vertical: Double, horizontal: Double)
    /// That box's border.
    public var imageLabelBorder: Double
    /// A label's gap between icon and title.
    public var labelGap: Double
    /// A badge's text.
    public var badge: Line
    /// A badge's padding above and below its text, and beside it.
    public var badgePadding: (vertical: Double, horizontal: Double)
    /// A button's title.
    public var button: Line
    /// A button's padding above and below its title, and beside it.
    public var buttonPadding: (vertical: Double, horizontal: Double)
    /// A button's gap between icon and title.
    public var buttonIconGap: Double
    /// A toggle's switch.
    public var toggleTrack: (width: Double, height: Double)
    /// A toggle's gap between switch and label.
    public var toggleGap: Double
    /// A divider's line.
    public var divider: Double
    /// A progress bar's height.
    public var progressBar: Double
    /// A progress ring's width (drawn as a short bar).
    public var progressRingWidth: Double
    /// A progress bar's or ring's label.
    public var progressLabel: Line
    /// The gap between a progress bar and its label (below it), or a ring and its label (beside it).
    public var progressGap: Double
    /// The gap between two facts rows.
    public var factsRowGap: Double
    /// The gap between a fact's title and its value, and between two columns of facts.
    public var factsColumnGap: Double
    /// A separated list's line between two items.
    public var listSeparator: Double
    /// The space between that line and the item below it (added to the list's spacing).
    public var listSeparatorPadding: Double
    /// The "+N more" row of a list with `maxVisible`.
    public var listMore: Line
    /// One line of a text placeholder.
    public var placeholderLine: Double
    /// The space above and below each placeholder line (shared between two lines).
    public var placeholderLineMargin: Double
    /// A placeholder is at least this tall.
    public var placeholderMinimum: Double
    /// A `rect` placeholder's height.
    public var placeholderRect: Double
    /// A `circle` placeholder's side.
    public var placeholderCircle: Double

    /// The iOS-like metrics of ``Theme/standard``.
    public static let standard = LayoutMetrics(
        cardMinimumHeight: 24,
        plainText: Line(size: 16, height: 21),
        symbol: Line(size: 17, height: 17),
        imageBox: 24,
        imageLabel: Line(size: 13, height: 18),
        imageLabelPadding: (2, 6),
        imageLabelBorder: 1,
        labelGap: 6,
        badge: Line(size: 12, height: 16),
        badgePadding: (2, 8),
        button: Line(size: 15, height: 20),
        buttonPadding: (6, 12),
        buttonIconGap: 6,
        toggleTrack: (40, 24),
        toggleGap: 8,
        divider: 1,
        progressBar: 6,
        progressRingWidth: 32,
        progressLabel: Line(size: 13, height: 18),
        progressGap: 4,
        factsRowGap: 4,
        factsColumnGap: 8,
        listSeparator: 1,
        listSeparatorPadding: 4,
        listMore: Line(size: 13, height: 18),
        placeholderLine: 12,
        placeholderLineMargin: 4,
        placeholderMinimum: 12,
        placeholderRect: 48,
        placeholderCircle: 32
    )

    /// The height of a badge: its line and its padding.
    public var badgeHeight: Double { badge.height + 2 * badgePadding.vertical }
    /// The height of a button with a one-line title.
    public var buttonHeight: Double { button.height + 2 * buttonPadding.vertical }
    /// The height of a toggle with a one-line label.
    public var toggleHeight: Double { max(toggleTrack.height, plainText.height) }

    /// Every metric by the name `protocol/README.md` §5.8 gives it, in the order it lists
    /// them; derived heights (a button's, a badge's) included.
    public var entries: [(name: String, points: Double)] {
        [
            ("card.minimumHeight", cardMinimumHeight),
            ("plainText.size", plainText.size), ("plainText.lineHeight", plainText.height),
            ("symbol.size", symbol.size), ("symbol.lineHeight", symbol.height),
            ("image.box", imageBox),
            ("imageLabel.size", imageLabel.size), ("imageLabel.lineHeight", imageLabel.height),
            ("imageLabel.paddingVertical", imageLabelPadding.vertical), ("imageLabel.paddingHorizontal", imageLabelPadding.horizontal),
            ("imageLabel.border", imageLabelBorder),
            ("label.gap", labelGap),
            ("badge.size", badge.size), ("badge.lineHeight", badge.height),
            ("badge.paddingVertical", badgePadding.vertical), ("badge.paddingHorizontal", badgePadding.horizontal),
            ("badge.height", badgeHeight),
            ("button.size", button.size), ("button.lineHeight", button.height),
            ("button.paddingVertical", buttonPadding.vertical), ("button.paddingHorizontal", buttonPadding.horizontal),
            ("button.iconGap", buttonIconGap), ("button.height", buttonHeight),
            ("toggle.trackWidth", toggleTrack.width), ("toggle.trackHeight", toggleTrack.height), ("toggle.gap", toggleGap),
            ("toggle.height", toggleHeight),
            ("divider.thickness", divider),
            ("progress.barHeight", progressBar), ("progress.ringWidth", progressRingWidth),
            ("progress.labelSize", progressLabel.size), ("progress.labelLineHeight", progressLabel.height),
            ("progress.gap", progressGap),
            ("facts.rowGap", factsRowGap), ("facts.columnGap", factsColumnGap),
            ("list.separator", listSeparator), ("list.separatorPadding", listSeparatorPadding),
            ("list.moreSize", listMore.size), ("list.moreLineHeight", listMore.height),
            ("placeholder.line", placeholderLine), ("placeholder.lineMargin", placeholderLineMargin),
            ("placeholder.minimumHeight", placeholderMinimum), ("placeholder.rect", placeholderRect),
            ("placeholder.circle", placeholderCircle),
        ]
    }

    /// Metrics are equal when every entry is.
    public static func == (lhs: LayoutMetrics, rhs: LayoutMetrics) -> Bool {
        lhs.entries.map(\.points) == rhs.entries.map(\.points)
    }

    /// Hashes every entry.
    public func hash(into hasher: inout Hasher) {
        for entry in entries { hasher.combine(entry.points) }
    }
}
