import WidgetJSON

/// Judges one widget → host notification the way `protocol/README.md` §5 requires: a method of
/// the protocol, params that decode, a presented controller that passes ``CellTreeValidator``.
/// Pure and synchronous: the host's review and `widgets check` run this one validator, so they
/// can never disagree about a notification.
public struct NotificationValidator: Sendable, Hashable {
    /// What a notification comes to.
    public enum Outcome: Sendable, Hashable {
        case reload
        case canBeDisplayed(Bool)
        /// A controller that passed the cell-tree rules.
        case present(WidgetController)
        case log(LogNotification)
        /// A method protocol 1.0 has no notification of.
        case unknown(method: String)
        /// Params that do not decode, or a controller off the rules; `pointer` is into `params`.
        case invalid(reason: String, pointer: String)
    }

    /// The limits a presented controller is held to.
    public var limits: Limits

    /// Creates a validator holding controllers to `limits`.
    public init(limits: Limits = .default) {
        self.limits = limits
    }

    /// Judges the notification `method` with `params` (absent params read as `{}`).
    public func validate(method: String, params: JSONFragment?) -> Outcome {
        switch method {
        case ReloadWidgetNotification.method:
            return .reload
        case CanBeDisplayedNotification.method:
            return decode(CanBeDisplayedNotification.self, params) { .canBeDisplayed($0.canBeDisplayed) }
        case PresentWidgetControllerNotification.method:
            return decode(PresentWidgetControllerNotification.self, params) { notification in
                guard let violation = CellTreeValidator(limits: limits).firstViolation(in: notification.controller) else {
                    return .present(notification.controller)
                }
                return .invalid(reason: violation.message, pointer: "/controller" + violation.pointer)
            }
        case LogNotification.method:
            return decode(LogNotification.self, params) { .log($0) }
        default:
            return .unknown(method: method)
        }
    }

    /// As above, from a tree.
    public func validate(method: String, params: JSONValue?) -> Outcome {
        validate(method: method, params: params.map(JSONFragment.init))
    }

    private func decode<N: NotificationType>(_ type: N.Type, _ params: JSONFragment?, _ judge: (N) -> Outcome) -> Outcome {
        do {
            return judge(try N.decodeParams(params))
        } catch let error as JSONDecodingError {
            return .invalid(reason: "Invalid params: \(error.reason)", pointer: error.pointer)
        } catch {
            return .invalid(reason: "Invalid params: \(error)", pointer: "")
        }
    }
}
