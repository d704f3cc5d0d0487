import WidgetHost
import WidgetProcess

extension BundleManifest {
    /// The environment every bundle's widget gets on top of the allowlist. Python would write
    /// `__pycache__` into the bundle's folder whenever the sandbox lets it (`--sandbox off`),
    /// and the next start would find files that were never approved.
    public static let environment = ["PYTHONDONTWRITEBYTECODE": "1"]

    /// The manifest entry that runs this bundle from `folder`: its program in the folder (or
    /// its interpreter, found in `PATH` as spawning would), the folder as working directory and
    /// as its own files in the sandbox, its permissions and dashboards. `hostEnvironment`'s
    /// `PATH` finds an interpreter.
    public func entry(folder: String, hostEnvironment: [String: String]) -> ManifestEntry {
        let program = command[0]
        let executable: String
        if program.contains("/") {
            let clean = (try? BundlePath.checked(program, limits: BundleLimits())) ?? program
            executable = folder + "/" + clean
        } else {
            let directories = ExecutableSearch.searchPath(widget: [:], host: hostEnvironment)
            executable = ExecutableSearch.find(program, in: directories) ?? program
        }
        var entry = ManifestEntry(id: id, executable: executable, arguments: Array(command.dropFirst()))
        entry.workingDirectory = folder
        entry.environment = Self.environment
        entry.dashboards = Set(dashboards)
        entry.sandbox = SandboxPolicy(
            mode: permissions.sandbox, read: permissions.read, write: permissions.write, ownFolders: [folder],
            connectPorts: permissions.network, processes: permissions.processes)
        return entry
    }
}
