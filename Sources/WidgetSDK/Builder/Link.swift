/// SwiftUI's `Link`: a button that opens a web page (`http` or `https`; the host opens it).
///
/// ```swift
/// Link("Terminal map", destination: "https://www.heathrow.com/at-the-airport/terminal-maps")
/// ```
///
/// The destination is the URL's text, as on the wire (the SDK links no Foundation, so no `URL`).
/// It makes the same node as `Button(title, action: .openURL(destination))`.
public struct Link: CellComponent {
    public var body: ButtonNode
    public var node: CellNode { .button(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(_ title: String, destination: String) {
        body = ButtonNode(title: title, action: .openURL(destination))
    }
}
