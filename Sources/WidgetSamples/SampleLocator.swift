import Foundation

/// Finds the samples `widgets check` uses, first match wins:
///
/// 1. `--samples DIR` (an error if it cannot be read: the user asked for it);
/// 2. the `WIDGETS_SAMPLES_DIR` environment variable (likewise);
/// 3. `protocol/samples` in the current directory or any parent (running inside a checkout);
/// 4. `protocol/samples` above the executable (`.build/debug/widgets` inside a checkout);
/// 5. the copy embedded in the binary, so the kit works from anywhere.
public enum SampleLocator {
    /// The environment variable naming a samples directory.
    public static let environmentVariable = "WIDGETS_SAMPLES_DIR"

    public static func locate(
        explicit: String?, environment: [String: String], currentDirectory: String, executablePath: String?
    ) throws(SampleSet.LoadError) -> SampleSet {
        if let explicit {
            return try SampleSet(directory: URL(fileURLWithPath: explicit, relativeTo: URL(fileURLWithPath: currentDirectory)))
        }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty {
            return try SampleSet(directory: URL(fileURLWithPath: fromEnvironment))
        }
        var starts = [URL(fileURLWithPath: currentDirectory)]
        if let executablePath {
            starts.append(URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for start in starts {
            if let found = search(upwardFrom: start), let samples = try? SampleSet(directory: found) {
                return samples
            }
        }
        return SampleSet.embedded()
    }

    private static func search(upwardFrom start: URL) -> URL? {
        var directory = start.standardizedFileURL
        for _ in 0..<8 {
            let candidate = directory.appendingPathComponent("protocol/samples")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        return nil
    }
}
