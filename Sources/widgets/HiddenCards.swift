import Foundation
import WidgetJSON
import WidgetProtocol

/// The cards a user hid, kept between runs in `<state>/widgets/hidden-cards.json`, per dashboard
/// (`trip:<trip id>` or `airport:<IATA code>`) and widget: `{"trip:trip-lon-sin": ["checklist"]}`.
/// A file that cannot be read or parsed counts as empty (nothing hidden), never as an error.
struct HiddenCards: Sendable {
    let path: String

    /// The key of `context`'s dashboard.
    static func key(for context: InitRequest) -> String {
        switch context {
        case .trip(let trip, _): return "trip:" + trip.id
        case .airport(let airport): return "airport:" + airport.iataCode
        }
    }

    /// The widgets hidden on dashboard `key`.
    func load(_ key: String) -> Set<String> {
        Set(all()[key]?.arrayValue?.compactMap(\.stringValue) ?? [])
    }

    /// Records `hidden` for dashboard `key` (private file, replaced atomically).
    func save(_ hidden: Set<String>, for key: String) {
        var table = all()
        table[key] = hidden.isEmpty ? nil : .array(hidden.sorted().map(JSONValue.string))
        let text = JSONValue.object(table).serializedString() + "\n"
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = path + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]) else {
            return
        }
        _ = rename(temporary, path)
    }

    private func all() -> JSONObject {
        guard let data = FileManager.default.contents(atPath: path), let json = try? JSONValue(parsing: Array(data)),
            case .object(let table) = json
        else { return JSONObject() }
        return table
    }
}
