import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetRendering

/// Cards and dialogs as fragments for a live page: no style attribute anywhere, the rules of
/// the classes that replace them, and controls that say which action they run.
@Suite struct HTMLFragmentTests {
    static let controls = """
        {"type": "cell", "version": "1.0", "content": {"type": "vstack", "tap": {"type": "present"}, "children": [
          {"type": "text", "text": "Sized", "color": "#3366CC", "frame": {"width": 120}},
          {"type": "button", "title": "Check in", "action": {"type": "invoke", "id": "check-in"}},
          {"type": "button", "title": "Website", "action": {"type": "openURL", "url": "https://example.com/"}},
          {"type": "toggle", "label": "Remind me", "isOn": true, "action": {"type": "invoke", "id": "remind", "payload": {"on": false}}},
          {"type": "hstack", "tap": {"type": "invoke", "id": "row"}, "children": [{"type": "text", "text": "Row"}]}
        ]}}
        """

    @Test func aLiveCardsControlsAreEnabledAndNumberedInDocumentOrder() throws {
        let cell = try Samples.decodeCell(Self.controls)
        let card = HTMLRenderer.renderCard(CardFrame(widgetID: "w", cell: cell, height: 300), interactive: true, context: Samples.context())
        #expect(
            card.actions == [
                .present, .invoke(id: "check-in"), .invoke(id: "remind", payload: ["on": false]), .invoke(id: "row"),
            ], "the stack's tap, the button, the toggle, the row's tap; the link is the browser's")
        for index in card.actions.indices { #expect(card.html.contains("data-action-index=\"\(index)\"")) }
        #expect(!card.html.contains("disabled"))
        #expect(card.html.contains("<article class=\"card bg-background\" data-widget=\"w\" tabindex=\"0\">"))
        #expect(
            card.html.contains("<button class=\"toggle on\" type=\"button\" data-action-index=\"2\" role=\"switch\" aria-checked=\"true\">")
        )
        #expect(card.html.contains("tabindex=\"0\" role=\"button\""), "a tappable stack is reachable by keyboard")
        #expect(card.html.contains("href=\"https://example.com/\""))
    }

    @Test func aStillCardHasNoLiveControls() throws {
        let card = HTMLRenderer.renderCard(
            CardFrame(widgetID: "w", cell: try Samples.decodeCell(Self.controls)), context: Samples.context())
        #expect(card.actions.isEmpty)
        #expect(!card.html.contains("data-action-index"))
        #expect(!card.html.contains("tabindex"))
        #expect(card.html.contains("disabled=\"disabled\""))
        #expect(card.html.contains("<span class=\"toggle on\""))
    }

    @Test func sizesAndColoursAreClassesWithTheirRules() throws {
        let card = HTMLRenderer.renderCard(
            CardFrame(widgetID: "w", cell: try Samples.decodeCell(Self.controls), height: 300), interactive: true,
            context: Samples.context())
        #expect(!card.html.contains("style="), "a strict CSP refuses style attributes")
        #expect(card.styleRules.count == 2, "the card's height, and the text's colour with its width: \(card.styleRules)")
        for rule in card.styleRules {
            let name = try #require(rule.firstMatch(of: /^\.(st-[0-9a-f]{12})\{/)?.output.1)
            #expect(card.html.contains(" \(name)\""), "\(name) is used")
        }
        #expect(card.styleRules.contains { $0.hasSuffix("{color:#3366CC!important;width:120px!important}") })
        let again = HTMLRenderer.renderCard(
            CardFrame(widgetID: "other", cell: try Samples.decodeCell(Self.controls), height: 300), context: Samples.context())
        #expect(again.styleRules == card.styleRules, "the same declarations get the same class in any fragment")
    }

    @Test func aLiveDialogsHeaderButtonsAndBackWork() throws {
        let push = try #require(try Samples.controllers("present-from-button").first)
        #expect(push.presentation == .push)
        let live = HTMLRenderer.renderDialog(push, interactive: true, context: Samples.context())
        #expect(live.html.hasPrefix("<section class=\"dialog push st-"))
        #expect(live.html.contains("<button class=\"header-button back\" type=\"button\">‹ Back</button>"))
        #expect(!live.html.contains("disabled"))
        #expect(!live.html.contains("style="))
        #expect(live.styleRules.contains { $0.hasSuffix("{width:375px!important}") })
        let still = HTMLRenderer.renderDialog(push, context: Samples.context())
        #expect(still.html.contains("<button class=\"header-button back\" type=\"button\" disabled=\"disabled\">‹ Back</button>"))
    }
}
