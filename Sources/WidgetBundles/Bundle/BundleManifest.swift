import WidgetProcess
import WidgetProtocol

/// A bundle's `widget.json` (`protocol/bundle.md`): who the widget is, what it runs and what
/// it asks for. Read with ``BundleManifestReader``, which refuses anything the format does not
/// allow, each problem with its JSON pointer.
public struct BundleManifest: Sendable, Hashable {
    /// The widget's id: names its install folder, its data folder and its cards.
    public var id: String
    /// What the user sees in the gallery and the prompts.
    public var name: String
    public var version: BundleVersion
    /// The widget's type, as its `initialize` answer says it (`^[a-z0-9_]{1,64}$`): names its
    /// logo (`feed_widget_<widgetType>.png` or `.svg`) and its usage counts.
    public var widgetType: String
    public var description: String
    public var author: String
    /// The program and its arguments: `command[0]` with a `/` is a file of the bundle
    /// (`./widget`, `bin/widget`); a bare name is an interpreter found in `PATH` (`python3`),
    /// and then an argument names the bundle's script. The widget runs in the bundle's folder.
    public var command: [String]
    /// The dashboards it joins, in the order written.
    public var dashboards: [DashboardKind]
    public var permissions: BundlePermissions

    public init(
        id: String, name: String, version: BundleVersion, widgetType: String, description: String, author: String,
        command: [String], dashboards: [DashboardKind], permissions: BundlePermissions = BundlePermissions()
    ) {
        self.id = id
        self.name = name
        self.version = version
        self.widgetType = widgetType
        self.description = description
        self.author = author
        self.command = command
        self.dashboards = dashboards
        self.permissions = permissions
    }

    /// The name of the bundle's file that holds it.
    public static let fileName = "widget.json"

    /// The logo's file names this widget may have, PNG first.
    public var logoNames: [String] {
        ["feed_widget_\(widgetType).png", "feed_widget_\(widgetType).svg"]
    }

    /// The bundle's own program or script: `command[0]` when it is a path, else the first
    /// argument that is a file of the bundle (`main.py` of `python3 -u main.py`), found with
    /// `isFile`; nil when the command names none.
    public func entryPoint(isFile: (String) -> Bool) -> String? {
        guard let program = command.first else { return nil }
        if program.contains("/") { return program }
        return command.dropFirst().first { !$0.hasPrefix("-") && !$0.hasPrefix("/") && isFile($0) }
    }
}
