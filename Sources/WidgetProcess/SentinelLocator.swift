/// Finds the `widget-sentinel` executable every widget runs under (see
/// `Sources/widget-sentinel/main.c` and `protocol/manifest.md`, "Orphans").
///
/// Order: the `WIDGETHOST_SENTINEL` environment variable of the host (a path; if set it must
/// name an executable), then `widget-sentinel` next to the running executable (where SwiftPM
/// builds it beside every product and test bundle that uses WidgetHost), then
/// `../libexec/widgethost/widget-sentinel` from there (an installed layout).
///
/// There is no fallback to spawning without it: a widget that could outlive the host is what
/// the sentinel exists to prevent, so a missing sentinel fails every spawn with
/// `SpawnError.sentinelUnavailable`, whose description says how to fix the installation.
enum SentinelLocator {
    static let environmentVariable = "WIDGETHOST_SENTINEL"
    static let executableName = "widget-sentinel"

    /// The sentinel's absolute path, or why there is none usable.
    static func locate(environment: [String: String], executablePath: String?) -> Result<String, SpawnError> {
        if let explicit = environment[environmentVariable], !explicit.isEmpty {
            guard explicit.hasPrefix("/") else {
                return .failure(.sentinelUnavailable(reason: "\(environmentVariable)=\(explicit) is not an absolute path"))
            }
            guard ProcessSystemCalls.isExecutableFile(explicit) else {
                return .failure(.sentinelUnavailable(reason: "\(environmentVariable)=\(explicit) is not an executable file"))
            }
            return .success(explicit)
        }
        let candidates = candidates(executablePath: executablePath)
        if let found = candidates.first(where: ProcessSystemCalls.isExecutableFile) { return .success(found) }
        let places = candidates.isEmpty ? "anywhere (the host's own path is unknown)" : candidates.joined(separator: " or ")
        return .failure(.sentinelUnavailable(reason: "was not found at \(places)"))
    }

    static func candidates(executablePath: String?) -> [String] {
        guard let executablePath, let slash = executablePath.lastIndex(of: "/") else { return [] }
        var directory = String(executablePath[..<slash])
        // A test bundle directory (other layouts): the products are beside the bundle.
        if directory.hasSuffix(".xctest"), let parent = directory.lastIndex(of: "/") {
            directory = String(directory[..<parent])
        }
        return [
            directory + "/" + executableName,
            directory + "/../libexec/widgethost/" + executableName,
        ]
    }
}
