import Foundation

// An app's dashboard on WidgetHost, start to finish, checking what the host promises. Exits 0
// when every check passed, 1 on the first that failed (with the reason on stderr), 64 on a
// usage error.
//
//   embedder [--manifest FILE] [--path DIR]
//
// --manifest: the widgets (default: examples/widgets.json of this checkout).
// --path: a folder searched first for bare commands (where `checklist-widget` was built).

let arguments = Array(CommandLine.arguments.dropFirst())
guard let configuration = EmbedderConfiguration(arguments: arguments) else {
    FileHandle.standardError.write(Data("usage: embedder [--manifest FILE] [--path DIR]\n".utf8))
    exit(64)
}
do {
    try await EmbedderRun(configuration).run()
    print("embedder: every check passed")
} catch {
    FileHandle.standardError.write(Data("embedder: FAILED: \(error)\n".utf8))
    exit(1)
}
