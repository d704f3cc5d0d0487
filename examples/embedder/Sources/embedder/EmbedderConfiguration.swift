import Foundation

/// What the command line chose.
struct EmbedderConfiguration {
    /// The manifest of the widgets.
    var manifest: String
    /// Folders searched first for bare commands.
    var searchFirst: [String] = []

    /// Nil on a usage error.
    init?(arguments: [String]) {
        // This file is examples/embedder/Sources/embedder/…: the checkout is four folders up.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        manifest = checkout.appendingPathComponent("examples/widgets.json").path
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { return nil }
            switch option {
            case "--manifest": manifest = value
            case "--path": searchFirst.append(value)
            default: return nil
            }
        }
    }
}
