import Foundation
import WidgetJSON
import WidgetProtocol
import WidgetRendering

/// The JSON the page is sent for each part of a ``ServedState``: a card, the dialog, the rest.
/// Markup comes from the ``HTMLRenderer`` (widget text escaped, links checked, no style
/// attributes); everything else the page inserts as text. Pure functions.
enum PagePayloads {
    /// A card: its markup and style rules, the version the page must send back with a click
    /// on one of its controls, and what the page shows beside it.
    static func card(_ card: ServedCard, fragment: HTMLFragment, version: Int) -> JSONValue {
        [
            "id": .string(card.id), "v": .int(Int64(version)), "html": .string(fragment.html),
            "css": .array(fragment.styleRules.map(JSONValue.string)), "state": .string(stateName(card.frame.status)),
            "status": .string(card.statusWord), "reason": reason(card.frame.status).map(JSONValue.string) ?? .null,
            "run": .string(card.run.rawValue), "shown": .bool(card.frame.status != .hidden),
            "hiddenByUser": .bool(card.hiddenByUser), "canBeHidden": .bool(card.canBeHidden), "restarts": .int(Int64(card.restarts)),
        ]
    }

    /// The top controller as a dialog, or null when none is presented.
    static func dialog(_ top: PresentedController?, depth: Int, fragment: HTMLFragment?, version: Int) -> JSONValue {
        guard let top, let fragment else { return ["v": .int(Int64(version)), "open": false] }
        return [
            "v": .int(Int64(version)), "open": true, "widget": .string(top.widgetID),
            "title": .string(UntrustedText.clean(top.controller.title)),
            "kind": .string(top.controller.presentation.rawValue), "depth": .int(Int64(depth)), "html": .string(fragment.html),
            "css": .array(fragment.styleRules.map(JSONValue.string)),
        ]
    }

    /// The page's title, width, host message, status line, whether the host is stopping, the
    /// order of the cards shown and the cards the user hid.
    static func meta(_ state: ServedState) -> JSONValue {
        [
            "title": .string(state.title), "width": .double(state.width), "message": state.message.map(JSONValue.string) ?? .null,
            "statusLine": .string(state.statusLine), "hostStopping": .bool(state.hostStopping),
            "order": .array(state.cards.filter { $0.frame.status != .hidden }.map { .string($0.id) }),
            "hidden": .array(state.cards.filter(\.hiddenByUser).map { .string($0.id) }),
        ]
    }

    /// A command's outcome as the page reads it.
    static func outcome(_ outcome: ServedOutcome) -> JSONValue {
        switch outcome {
        case .done: ["outcome": "done"]
        case .dismissed: ["outcome": "dismissed"]
        case .nothingPresented: ["outcome": "nothingPresented", "message": "The widget had nothing to show."]
        case .openURL(let url): ["outcome": "openURL", "url": .string(url)]
        case .refused(let reason): ["outcome": "refused", "message": .string(reason)]
        case .failed(let reason): ["outcome": "failed", "message": .string(reason)]
        }
    }

    /// Why the card is not simply showing its cell, in one line, as the card says it: a
    /// failure, a rejection, a quarantine, who stopped it.
    static func reason(_ status: CardStatus) -> String? {
        switch status {
        case .failed(let reason), .rejected(let reason), .unanswered(let reason), .quarantined(let reason), .stopped(let reason): reason
        default: nil
        }
    }

    /// The class word of a card's status (`restarting`, `quarantined`, …).
    static func stateName(_ status: CardStatus) -> String {
        switch status {
        case .ready: "ready"
        case .starting: "starting"
        case .restarting: "restarting"
        case .stale: "stale"
        case .failed: "failed"
        case .rejected: "rejected"
        case .unanswered: "unanswered"
        case .quarantined: "quarantined"
        case .stopping: "stopping"
        case .stopped: "stopped"
        case .hidden: "hidden"
        }
    }
}
