import Foundation
import Testing
import WidgetProtocol
import WidgetRendering

/// Terminal frames and the HTML page for the sample dashboard, compared with `Goldens/`.
@Suite struct GoldenTests {
    @Test(arguments: [320.0, 375.0, 400.0])
    func terminalPlain(width: Double) throws {
        let text = TerminalRenderer.render(try Samples.tripFrame(width: width), context: Samples.context())
        Golden.check(text, named: "terminal-\(Int(width)).txt")
    }

    @Test func terminalColour() throws {
        let text = TerminalRenderer.render(try Samples.tripFrame(width: 375), context: Samples.context(colour: true))
        Golden.check(text, named: "terminal-375-colour.ansi")
    }

    @Test func terminalASCII() throws {
        let text = TerminalRenderer.render(try Samples.tripFrame(width: 375), context: Samples.context(unicode: false))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII || !isBoxDrawing($0) })
        Golden.check(text, named: "terminal-375-ascii.txt")
    }

    @Test func terminalPopup() throws {
        let popup = try #require(try Samples.controllers("trip-widget-lifecycle").first)
        let frame = try Samples.tripFrame(width: 375, selected: 0, presented: [PresentedController(widgetID: "trip", controller: popup)])
        Golden.check(TerminalRenderer.render(frame, context: Samples.context()), named: "terminal-375-popup.txt")
    }

    @Test func terminalPush() throws {
        let push = try #require(try Samples.controllers("present-from-button").first)
        let frame = try Samples.tripFrame(width: 320, presented: [PresentedController(widgetID: "connection", controller: push)])
        Golden.check(TerminalRenderer.render(frame, context: Samples.context()), named: "terminal-320-push.txt")
    }

    @Test func html() throws {
        let frames = try [320.0, 375, 400].map { try Samples.tripFrame(width: $0) }
        let page = HTMLRenderer.render(
            frames: frames, controllers: try Samples.allControllers.map { PresentedController(widgetID: "sample-widget", controller: $0) },
            context: Samples.context())
        Golden.check(page, named: "dashboard.html")
    }

    func isBoxDrawing(_ scalar: Unicode.Scalar) -> Bool {
        (0x2500...0x259F).contains(scalar.value)
    }
}
