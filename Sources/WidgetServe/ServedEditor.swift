import WidgetRendering

/// The dashboard's editor, as the page of `widgets serve` offers it: which widgets the
/// dashboard shows (in order), which others could join it (the gallery), and the edits.
///
/// A second seam beside ``ServedDashboard``, because editing needs what the page does not
/// know: where widgets are installed and where the user's layout is kept. The `widgets`
/// command implements it over the install store and `DashboardModel`'s add, remove and move;
/// a server without one has no editor on its page.
public protocol ServedEditor: Sendable {
    /// The editor now: the widgets shown, the gallery (each with a preview when one is ready).
    func editorState() async -> ServedEditorState

    /// Carries out an edit, applies it to the running dashboard and keeps it (where
    /// ``ServedEditorState/keptIn`` says); the outcome's sentence says why one was refused.
    func perform(_ edit: ServedEdit) async -> ServedOutcome

    /// Widget `id`'s logo (`feed_widget_<widgetType>.png` or `.svg`), or nil when it has none.
    func logo(of id: String) async -> ServedLogo?
}

/// An edit of the dashboard.
public enum ServedEdit: Sendable, Hashable {
    case add(widget: String)
    case remove(widget: String)
    /// By `offset` places: −1 up, +1 down.
    case move(widget: String, by: Int)
}

/// What the editor shows.
public struct ServedEditorState: Sendable {
    /// The widgets on the dashboard, in its order.
    public var shown: [ServedEditorItem]
    /// The widgets that could join it and are not on it.
    public var gallery: [ServedEditorItem]
    /// Where edits are kept (the user's layout), or nil when they last for this run only.
    public var keptIn: String?
    /// A sentence for the top of the editor (why edits are not kept, what a preview shows).
    public var note: String?
    /// The width the previews are drawn at.
    public var width: Double

    public init(shown: [ServedEditorItem], gallery: [ServedEditorItem], keptIn: String?, note: String?, width: Double) {
        self.shown = shown
        self.gallery = gallery
        self.keptIn = keptIn
        self.note = note
        self.width = width
    }
}

/// One widget in the editor.
public struct ServedEditorItem: Sendable {
    public var id: String
    public var name: String
    public var description: String
    public var author: String
    /// What it may do, in plain words (as `widgets install` said it).
    public var abilities: [String]
    public var hasLogo: Bool
    /// Its card with sample data at the dashboard's width, when one was made; nil while it is
    /// being made or when the widget gave none.
    public var preview: CardFrame?
    /// Why there is no preview, when there will be none.
    public var previewProblem: String?

    public init(
        id: String, name: String, description: String = "", author: String = "", abilities: [String] = [], hasLogo: Bool = false,
        preview: CardFrame? = nil, previewProblem: String? = nil
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.author = author
        self.abilities = abilities
        self.hasLogo = hasLogo
        self.preview = preview
        self.previewProblem = previewProblem
    }
}

/// A logo's bytes and content type (`image/png` or `image/svg+xml`).
public struct ServedLogo: Sendable {
    public var bytes: [UInt8]
    public var contentType: String

    public init(bytes: [UInt8], contentType: String) {
        self.bytes = bytes
        self.contentType = contentType
    }
}
