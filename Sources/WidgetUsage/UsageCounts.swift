import WidgetJSON

/// How one kind of widget (a `widgetType`) was used on this machine: how often its card was
/// shown and for how long, and what the user and the widget did with it.
public struct UsageCounts: Sendable, Hashable {
    /// Times its card came into view (was hidden or absent, then shown).
    public var impressions = 0
    /// Seconds its card was in view, all told.
    public var shownSeconds: Double = 0
    /// Taps on its card.
    public var taps = 0
    /// Controllers it presented (pushes, modals, popups), tapped or its own.
    public var controllerOpens = 0
    /// Buttons, toggles and header buttons used on its card or its controllers.
    public var actions = 0
    /// Times it went wrong: a failed start, a quarantine, a cell rejected or not answered.
    public var errors = 0
    /// Times it was restarted after it ended.
    public var restarts = 0

    public init() {}

    public static func + (lhs: Self, rhs: Self) -> Self {
        var sum = lhs
        sum.impressions += rhs.impressions
        sum.shownSeconds += rhs.shownSeconds
        sum.taps += rhs.taps
        sum.controllerOpens += rhs.controllerOpens
        sum.actions += rhs.actions
        sum.errors += rhs.errors
        sum.restarts += rhs.restarts
        return sum
    }

    /// Nothing counted.
    public var isEmpty: Bool { self == UsageCounts() }

    /// The counts by name, as `widgets stats --json` and the inspector show them.
    public var json: JSONValue {
        [
            "impressions": .int(Int64(impressions)), "shownSeconds": .double((shownSeconds * 1000).rounded() / 1000),
            "taps": .int(Int64(taps)), "controllerOpens": .int(Int64(controllerOpens)), "actions": .int(Int64(actions)),
            "errors": .int(Int64(errors)), "restarts": .int(Int64(restarts)),
        ]
    }

    /// The counts from ``json``; a missing or wrong member counts 0.
    public init(json: JSONValue) {
        func int(_ key: String) -> Int { json[key]?.intValue.map { Int(max(0, $0)) } ?? 0 }
        impressions = int("impressions")
        shownSeconds = max(0, json["shownSeconds"]?.doubleValue ?? 0)
        taps = int("taps")
        controllerOpens = int("controllerOpens")
        actions = int("actions")
        errors = int("errors")
        restarts = int("restarts")
    }
}
