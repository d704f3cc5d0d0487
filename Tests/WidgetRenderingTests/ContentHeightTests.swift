import Foundation
import Testing
import WidgetProtocol
import WidgetRendering

/// ``ContentHeight`` by the metrics of `protocol/README.md` §5.8, worked by hand: what each
/// kind adds, how stacks combine, where text wraps. `ContentHeightBrowserTests` holds the same
/// measure to Chromium's layout of ``shapes`` and the sample cards.
@Suite struct ContentHeightTests {
    static func height(_ json: String, width: Double = 375) throws -> Double {
        ContentHeight.measure(try Samples.decodeCell(json), width: width, context: Samples.context())
    }

    static func cell(_ content: String) -> String {
        #"{"type": "cell", "version": "1.0", "content": "# + content + "}"
    }

    /// The height of `node` alone at `width`: measured inside padding `m`, which is then taken
    /// off again (so the card's 24-point minimum does not hide a short node).
    static func node(_ node: String, width: Double = 375) throws -> Double {
        try height(cell(#"{"type": "vstack", "padding": "m", "children": ["# + node + "]}"), width: width + 24) - 24
    }

    /// Cards that wrap, shrink, align and size in the ways the measure must follow (the browser
    /// test lays each out in Chromium).
    static let shapes: [(String, String)] = [
        (
            "wrapping",
            cell(
                #"""
                {"type": "vstack", "padding": "m", "spacing": "s", "children": [
                  {"type": "text", "text": "Your connection to Singapore leaves from Terminal 2", "style": "title3", "weight": "bold"},
                  {"type": "text", "text": "Walk to the transfer desk on level 3, follow the purple signs for flight connections, then take the lift down to the gates; allow twenty minutes.", "style": "body"},
                  {"type": "text", "text": "Fares and rules: a **rebooked** flight keeps its *seat* unless the aircraft changes, see [the rules](https://example.com/r).", "style": "footnote", "markdown": true, "color": "secondary"},
                  {"type": "text", "text": "Supercalifragilisticexpialidociousandthensomemoretoolongforanyline", "style": "headline"}]}
                """#)
        ),
        (
            "shrinking-row",
            cell(
                #"""
                {"type": "vstack", "padding": {"top": "l", "leading": "m", "bottom": "s", "trailing": "m"}, "children": [
                  {"type": "hstack", "spacing": "s", "children": [
                    {"type": "image", "source": {"symbol": "airplane.departure"}, "size": 28, "label": "Departure"},
                    {"type": "vstack", "spacing": "xs", "children": [
                      {"type": "text", "text": "BA 117 London Heathrow to New York JFK", "style": "headline"},
                      {"type": "text", "text": "Departs 08:25 from Terminal 5, gate to be announced about forty minutes before", "style": "subheadline", "color": "secondary"}]},
                    {"type": "badge", "text": "Delayed 45 min", "tone": "warning"}]},
                  {"type": "hstack", "children": [
                    {"type": "text", "text": "A left text that is long enough to need wrapping somewhere", "style": "callout"},
                    {"type": "text", "text": "and a right one, shorter", "style": "caption"}]}]}
                """#)
        ),
        (
            "facts-and-list",
            cell(
                #"""
                {"type": "vstack", "padding": "l", "spacing": "m", "children": [
                  {"type": "facts", "columns": 2, "rows": [
                    {"title": "Terminal", "value": "5"}, {"title": "Gate", "value": "B32"}, {"title": "Seat", "value": "32K"},
                    {"title": "Booking reference", "value": "X7KQ2P"}, {"title": "Boarding", "value": "from 07:45, group 3 of 7 at the latest"}]},
                  {"type": "facts", "rows": [{"title": "Walk", "value": "8 min to gate B32 past the lounges and the shops"}, {"title": "Lounge", "value": "Galleries Club"}]},
                  {"type": "list", "separator": true, "spacing": "m", "maxVisible": 3, "items": [
                    {"type": "hstack", "children": [{"type": "text", "text": "Terminal 2"}, {"type": "spacer"}, {"type": "badge", "text": "12 min"}]},
                    {"type": "text", "text": "A list item long enough that it wraps onto a second line of text", "style": "callout"},
                    {"type": "label", "title": "Fast track", "icon": {"symbol": "bolt"}},
                    {"type": "text", "text": "Hidden by maxVisible"}]}]}
                """#)
        ),
        (
            "controls",
            cell(
                #"""
                {"type": "vstack", "padding": "m", "spacing": "m", "children": [
                  {"type": "hstack", "alignment": "firstBaseline", "children": [
                    {"type": "text", "text": "23", "style": "largeTitle", "weight": "bold"},
                    {"type": "text", "text": "minutes to boarding", "style": "caption"}]},
                  {"type": "hstack", "spacing": "s", "children": [
                    {"type": "button", "title": "Check in", "role": "primary", "icon": {"symbol": "checkmark"}, "action": {"type": "invoke", "id": "a"}},
                    {"type": "button", "title": "Seat", "action": {"type": "invoke", "id": "b"}},
                    {"type": "spacer"},
                    {"type": "toggle", "isOn": false, "label": "Remind", "action": {"type": "invoke", "id": "c"}}]},
                  {"type": "button", "title": "A button whose title is far too long to fit on one line of the card", "action": {"type": "invoke", "id": "d"}},
                  {"type": "label", "title": "Galleries Club lounge near gate A22 has space for you and two guests", "icon": {"symbol": "cup.and.saucer"}, "textStyle": "subheadline"},
                  {"type": "progress", "value": 0.3, "label": "Boarding group 3 of 7, then the rest of economy"},
                  {"type": "hstack", "children": [{"type": "progress", "value": 0.6, "style": "ring", "label": "Bags on board"}, {"type": "dateText", "date": "2026-11-03T08:25:00+00:00", "style": "relative", "textStyle": "title2"}]}]}
                """#)
        ),
        (
            "boxes",
            cell(
                #"""
                {"type": "vstack", "spacing": "xs", "padding": "s", "children": [
                  {"type": "placeholder", "kind": "text", "lines": 3},
                  {"type": "placeholder", "kind": "rect", "padding": "s"},
                  {"type": "placeholder", "kind": "circle"},
                  {"type": "spacer", "minLength": 20},
                  {"type": "text", "text": "At least 60 tall", "frame": {"minHeight": 60}},
                  {"type": "text", "text": "Exactly 30 tall, whatever its text", "frame": {"height": 30}, "padding": "l"},
                  {"type": "text", "text": "A text in a narrow frame of 120 points wraps more", "frame": {"width": 120}},
                  {"type": "divider", "inset": "m"},
                  {"type": "zstack", "children": [{"type": "placeholder", "kind": "rect"}, {"type": "text", "text": "Over a rect", "style": "title"}]},
                  {"type": "image", "source": {"asset": "airline/BA"}, "label": "British Airways"},
                  {"type": "image", "source": {"symbol": "star"}, "label": "Star"},
                  {"type": "image", "source": {"url": "https://example.com/a.png"}, "label": "Map", "size": 48},
                  {"type": "badge", "text": "Padded badge", "padding": {"top": "m"}},
                  {"type": "hologram", "beam": 1}]}
                """#)
        ),
        (
            "fallback-only",
            #"{"type": "cell", "version": "1.0", "fallbackText": "Only a hologram here, and this text says so in its place at some length.", "content": {"type": "hologram"}}"#
        ),
    ]

    @Test func aColumnIsItsChildrenAndTheSpacingBetween() throws {
        // 12 + 22 + 12 + 22 + 12: padding m, two body lines, spacing m.
        let json = Self.cell(
            #"{"type": "vstack", "padding": "m", "children": [{"type": "text", "text": "A"}, {"type": "text", "text": "B"}]}"#)
        #expect(try Self.height(json) == 80)
        // A dropped kind takes no spacing; a spacer does.
        let dropped = Self.cell(
            #"{"type": "vstack", "children": [{"type": "text", "text": "A"}, {"type": "hologram"}, {"type": "spacer"}]}"#)
        #expect(try Self.height(dropped) == 22 + 12)
    }

    @Test func eachKindIsItsMetric() throws {
        let m = LayoutMetrics.standard
        for (node, expected) in [
            (#"{"type": "badge", "text": "On time"}"#, m.badgeHeight),
            (#"{"type": "button", "title": "Go", "action": {"type": "present"}}"#, m.buttonHeight),
            (#"{"type": "toggle", "isOn": true, "label": "On", "action": {"type": "present"}}"#, m.toggleHeight),
            (#"{"type": "divider"}"#, m.divider),
            (#"{"type": "progress", "value": 0.5}"#, m.progressBar),
            (#"{"type": "progress", "value": 0.5, "label": "Half"}"#, m.progressBar + m.progressGap + m.progressLabel.height),
            (#"{"type": "image", "source": {"symbol": "star"}, "label": "Star"}"#, m.symbol.height),
            (#"{"type": "image", "source": {"asset": "a"}, "label": "A"}"#, m.imageBox),
            (#"{"type": "image", "source": {"symbol": "star"}, "label": "Star", "size": 40}"#, 40),
            (#"{"type": "placeholder", "lines": 3}"#, 3 * (m.placeholderLine + m.placeholderLineMargin) + m.placeholderLineMargin),
            (#"{"type": "placeholder", "kind": "rect"}"#, m.placeholderRect),
            (#"{"type": "text", "text": "Title", "style": "largeTitle"}"#, 41),
            (
                #"{"type": "facts", "rows": [{"title": "A", "value": "1"}, {"title": "B", "value": "2"}]}"#,
                2 * m.plainText.height + m.factsRowGap
            ),
        ] as [(String, Double)] {
            // Inside a 100-point-tall frame nothing is this short but the card's minimum.
            let json = Self.cell(#"{"type": "vstack", "children": [{"type": "spacer", "minLength": 100}, "# + node + "]}")
            #expect(try Self.height(json) == 100 + 12 + expected, "\(node)")
        }
    }

    @Test func textWrapsWhereABrowserWould() throws {
        // "Terminal 5 Terminal 5 …" at 17 pt: "Terminal" is 3.889 em wide, "5" 0.556 and a space 0.278.
        let word = TextAdvances.width("Terminal", size: 17, bold: false)
        let space = 17 * 0.278
        let five = TextAdvances.width("5", size: 17, bold: false)
        let pair = word + space + five
        let text = #"{"type": "text", "text": "Terminal 5 Terminal 5 Terminal 5"}"#
        // Two pairs fit exactly where the second ends; the space after hangs.
        #expect(try Self.node(text, width: 2 * pair + space) == 44)
        #expect(try Self.node(text, width: 3 * pair + 2 * space) == 22)
        #expect(try Self.node(text, width: pair) == 66)
        // Half a point less and "5" no longer fits after "Terminal": six lines.
        #expect(try Self.node(text, width: pair - 0.5) == 132)
        // Runs of white space are one space.
        let spaced = #"{"type": "text", "text": "Terminal 5\n   Terminal   5 Terminal 5"}"#
        #expect(try Self.node(spaced, width: 2 * pair + space) == 44)
        // maxLines cuts; a word wider than the line breaks inside itself.
        let clamped = #"{"type": "text", "text": "Terminal 5 Terminal 5 Terminal 5", "maxLines": 2}"#
        #expect(try Self.node(clamped, width: pair) == 44)
        let long = #"{"type": "text", "text": "TerminalTerminalTerminal"}"#
        #expect(try Self.node(long, width: word * 1.7) == 44)
        // Semibold is the bold face, and wider: what fits in regular wraps in headline.
        let regular = #"{"type": "text", "text": "Terminal 5 Terminal 5 Terminal 5", "style": "body"}"#
        let semibold = #"{"type": "text", "text": "Terminal 5 Terminal 5 Terminal 5", "style": "headline"}"#
        #expect(try Self.node(regular, width: 3 * pair + 2 * space) == 22 && Self.node(semibold, width: 3 * pair + 2 * space) == 44)
    }

    @Test func aRowShrinksTextButNotControls() throws {
        let text = "Galleries Club lounge near gate A22"
        let one = TextAdvances.width(Substring(text), size: 17, bold: false)
        let row = #"{"type": "hstack", "children": [{"type": "text", "text": ""# + text + #""}, {"type": "badge", "text": "Open now"}]}"#
        let alone = #"{"type": "text", "text": ""# + text + #""}"#
        let badge = TextAdvances.width("Open now", size: 12, bold: true) + 16
        // Alone it is one line; beside the badge (and the gap, m) it gets the rest, and wraps.
        #expect(try Self.node(alone, width: one + 1) == 22)
        #expect(try Self.node(row, width: one + 1) == 44)
        #expect(try Self.node(row, width: one + 1 + badge + 12) == 22)
    }

    @Test func nothingDrawnIsTheCardsMinimum() throws {
        #expect(try Self.height(Self.cell(#"{"type": "vstack", "children": []}"#)) == LayoutMetrics.standard.cardMinimumHeight)
        // A tree with nothing this host draws shows its fallback text: a padded body paragraph.
        let fallback = #"{"type": "cell", "version": "1.0", "fallbackText": "Short", "content": {"type": "hologram"}}"#
        #expect(try Self.height(fallback) == 12 + 22 + 12)
    }

    @Test(arguments: [320.0, 375, 400])
    func everyShapeIsTallerWhenNarrower(width: Double) throws {
        for (name, json) in Self.shapes {
            let here = try Self.height(json, width: width)
            let wider = try Self.height(json, width: width + 200)
            #expect(here >= wider, "\(name): \(here) at \(width), \(wider) at \(width + 200)")
            #expect(here.isFinite && here >= LayoutMetrics.standard.cardMinimumHeight, "\(name)")
        }
    }
}
