import Foundation
import Testing
import WidgetRendering
import WidgetServe

@testable import widgets

/// The live view's editor as a value: which key asks for which edit, the selection following
/// the widget edited, and `e`/Esc closing it.
@Suite struct LiveEditorScreenTests {
    static func state(shown: [String], gallery: [String]) -> ServedEditorState {
        ServedEditorState(
            shown: shown.map { ServedEditorItem(id: $0, name: $0.capitalized) },
            gallery: gallery.map { ServedEditorItem(id: $0, name: $0.capitalized, description: "A \($0).") }, keptIn: nil, note: nil,
            width: 375)
    }

    @Test func keysAskForEditsOfTheSelectedWidget() {
        var screen = LiveScreen(
            state: LiveScreenTests.screen([LiveScreenTests.card("alpha")]).state, colour: false, now: { LiveScreenTests.now })
        #expect(screen.press(.character("e")) == [.openEditor])
        screen.editor = LiveEditorScreen(state: Self.state(shown: ["alpha", "bravo"], gallery: ["charlie"]))
        #expect(screen.press(.character("]")) == [.edit(.move(widget: "alpha", by: 1))])
        #expect(screen.press(.character("[")) == [.edit(.move(widget: "alpha", by: -1))])
        #expect(screen.press(.enter) == [], "Enter adds from the gallery only")
        #expect(screen.press(.down) == [])
        #expect(screen.press(.character("x")) == [.edit(.remove(widget: "bravo"))])
        #expect(screen.press(.down) == [])
        #expect(screen.press(.character("x")) == [], "a gallery widget is not on the dashboard to remove")
        #expect(screen.press(.enter) == [.edit(.add(widget: "charlie"))])
        #expect(screen.press(.escape) == [])
        #expect(screen.editor == nil)
    }

    @Test func theSelectionFollowsTheWidgetEdited() {
        var editor = LiveEditorScreen(state: Self.state(shown: ["alpha", "bravo"], gallery: ["charlie"]))
        editor.update(
            Self.state(shown: ["bravo", "alpha"], gallery: ["charlie"]), following: "alpha", notice: "Alpha moved down, now 2 of 2.")
        #expect(editor.selected == 1)
        editor.update(Self.state(shown: ["bravo"], gallery: ["alpha", "charlie"]), following: "alpha", notice: nil)
        #expect(editor.selection?.item.id == "alpha")
        #expect(editor.selection?.shown == false)
        let lines = editor.lines(context: .init(now: LiveScreenTests.now, colour: false, unicode: true))
        #expect(lines.contains(" › ◆ Alpha — A alpha."))
        #expect(lines.contains("   The preview is being made…"))
    }
}
