import WidgetJSON
import WidgetProtocol

/// An action a widget shows the user, found in a cell or controller: what the host would send
/// as `action` when it is tapped.
struct ExposedAction: Sendable, Hashable, CustomStringConvertible {
    var id: String
    var payload: JSONValue?
    var source: ActionRequest.Source

    var params: JSONValue {
        var object = JSONObject()
        object.appendUnchecked(key: "id", value: .string(id))
        if let payload { object.appendUnchecked(key: "payload", value: payload) }
        object.appendUnchecked(key: "source", value: .string(source.rawValue))
        return .object(object)
    }

    var description: String {
        "'\(id)'" + (payload.map { " \($0.serializedString())" } ?? "") + " from the \(source.rawValue)"
    }

    /// Every `invoke` action in a tree (buttons, toggles, taps, list "more" rows), in document order.
    static func invokes(in tree: JSONValue, source: ActionRequest.Source) -> [ExposedAction] {
        var found: [ExposedAction] = []
        func walk(_ value: JSONValue) {
            switch value {
            case .object(let object):
                if object["type"]?.stringValue == "invoke", let id = object["id"]?.stringValue {
                    found.append(ExposedAction(id: id, payload: object["payload"], source: source))
                    return  // a payload is data, not more tree
                }
                for (_, member) in object { walk(member) }
            case .array(let items):
                for item in items { walk(item) }
            default:
                break
            }
        }
        walk(tree)
        return found
    }

    /// The invoke actions of a controller's content, then its header buttons.
    static func inController(_ controller: JSONValue) -> [ExposedAction] {
        var found = controller["content"].map { invokes(in: $0, source: .controller) } ?? []
        for side in ["leftButtons", "rightButtons"] {
            for button in controller[side]?.arrayValue ?? [] {
                if let id = button["id"]?.stringValue { found.append(ExposedAction(id: id, payload: nil, source: .header)) }
            }
        }
        return found
    }
}
