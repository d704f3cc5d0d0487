import Foundation

/// Paths inside the repository checkout, for tests that read `protocol/` files.
public enum RepositoryPaths {
    /// The repository root (the directory holding `Package.swift`), found from this file's path.
    public static var root: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // WidgetTestSupport
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // root
    }

    /// `protocol/`: spec, schemas, samples, transcripts.
    public static var protocolFolder: URL { root.appendingPathComponent("protocol") }

    /// `protocol/samples/`.
    public static var samples: URL { protocolFolder.appendingPathComponent("samples") }

    /// `protocol/transcripts/`.
    public static var transcripts: URL { protocolFolder.appendingPathComponent("transcripts") }

    /// The files in `folder` with extension `ext`, sorted by name.
    public static func files(in folder: URL, withExtension ext: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == ext }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
