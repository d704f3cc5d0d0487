/// An activated `invoke` action or header button, as the widget sees it.
public struct WidgetAction: Sendable, Hashable {
    /// The action id (an `invoke` action's `id`, or a header button's `id`).
    public var id: String
    /// The `invoke` action's payload, exactly as the widget put it in the tree.
    public var payload: JSONValue?
    /// Where it came from: the cell, a presented controller's content, or its header.
    public var source: ActionRequest.Source

    /// Creates an action (tests call widgets with these).
    public init(id: String, payload: JSONValue? = nil, source: ActionRequest.Source = .cell) {
        self.id = id
        self.payload = payload
        self.source = source
    }
}

/// What the host should do after an action.
public enum ActionResult: Sendable, Hashable {
    /// Nothing more (`{}`).
    case handled
    /// Dismiss the presented controller the action came from (`{"dismiss": true}`).
    case dismiss

    var response: ActionResponse {
        switch self {
        case .handled: return ActionResponse()
        case .dismiss: return ActionResponse(dismiss: true)
        }
    }
}

/// Errors a widget throws to give the host a precise answer.
public enum WidgetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `action` named an id this widget does not know: `-32007 unknownAction`.
    case unknownAction(String)
    /// The widget could not do what was asked (its data failed to load, ...):
    /// `-32008 widgetFailure` with this message.
    case failure(String)

    public var description: String {
        switch self {
        case .unknownAction(let id): return "Unknown action id: \(id)"
        case .failure(let message): return message
        }
    }

    var responseError: ResponseError {
        switch self {
        case .unknownAction(let id):
            return ResponseError(code: .unknownAction, message: description, data: ["id": .string(id)])
        case .failure(let message):
            return ResponseError(code: .widgetFailure, message: message)
        }
    }
}
