/// What a sandboxed widget may touch, resolved for one launch by ``resolve(for:program:hostEnvironment:)``.
///
/// Read and execute: the system folders (``system``), and in ``read`` the widget's own files
/// (its program's folder, the folders of files its arguments name, and what a program among them
/// needs to run, its working directory, the
/// policy's ``SandboxPolicy/ownFolders`` such as its manifest's folder), its
/// interpreter's installation and its libraries' folders (``ProgramFiles``), and the policy's
/// extra read grants. Read and write: a few devices, the data folder (`WIDGET_DATA_DIR`), the
/// policy's extra write grants, and a private `TMPDIR` the sentinel makes for each run and
/// removes after it. Nothing else: not the home folder, not `/tmp`, not other widgets' data.
///
/// A folder found by itself (not granted by the policy) that would open too much, namely `/`,
/// the home folder or a folder above it, or a folder holding the data folders or the private
/// temporary folders of every widget, is never granted (nor one whose symbolic link leads
/// there): the file that led to it is, alone.
public struct SandboxGrants: Sendable, Hashable {
    /// The system folders and files granted read and execute to every widget.
    public var system: [String]
    /// The widget's own read (and execute) grants, found and asked for.
    public var read: [String]
    /// Read, write, create and remove beneath each (devices, the data folder, extra grants).
    public var write: [String]
    /// Outbound TCP ports; empty: no socket at all.
    public var connectPorts: [UInt16]
    /// The processes grant: it may start up to this many; nil: threads only.
    public var processes: Int?
    /// The folder the private `TMPDIR` is made in (by the sentinel, with a random name).
    public var temporaryParent: String

    public init(
        system: [String], read: [String], write: [String], connectPorts: [UInt16], processes: Int? = nil, temporaryParent: String
    ) {
        self.system = system
        self.read = read
        self.write = write
        self.connectPorts = connectPorts
        self.processes = processes
        self.temporaryParent = temporaryParent
    }

    /// Read and execute for every widget, where they exist: the system's programs and libraries,
    /// `/proc` (another process's `mem`, `environ` and the like stay closed by the ptrace rule),
    /// what runtimes read in `/sys`, the shared files of `/etc` (never all of it: `/etc/shadow`
    /// is the owner's, and a widget of root runs as that owner), and the random devices.
    public static let systemCandidates: [String] =
        ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/proc", "/sys/devices/system/cpu", "/sys/fs/cgroup"]
        + [
            "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "timezone", "zoneinfo", "nsswitch.conf", "passwd", "group",
            "hosts", "host.conf", "resolv.conf", "gai.conf", "services", "protocols", "networks", "ssl", "ca-certificates",
            "ca-certificates.conf", "pki", "crypto-policies", "mime.types", "magic", "os-release", "lsb-release", "locale.alias",
            "locale.conf", "fonts", "npmrc", "pip.conf", "gitconfig",
        ].map { "/etc/" + $0 } + ["/dev/urandom", "/dev/random"]

    /// Read and write for every widget: the devices everyone may write.
    public static let systemWrite = ["/dev/null", "/dev/zero", "/dev/full"]

    /// The system grants that exist on this machine (looked up once).
    static let system: [String] = systemCandidates.filter { ProcessSystemCalls.pathExists($0) }
    static let systemWriteExisting: [String] = systemWrite.filter { ProcessSystemCalls.pathExists($0) }

    /// The grants for launching `configuration`, whose program resolved to `program` (absolute).
    /// `hostEnvironment` gives the home folder and temporary folder to protect and the `PATH`
    /// for `#!/usr/bin/env` lines when the widget's environment has none.
    static func resolve(for configuration: LaunchConfiguration, program: String, hostEnvironment: [String: String]) -> SandboxGrants {
        let environment = configuration.environment
        let temporaryParent = normalized(hostEnvironment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp")
        var protected = [temporaryParent]
        for home in [environment["HOME"], hostEnvironment["HOME"], ProcessSystemCalls.passwordHome] {
            if let home, home.hasPrefix("/") { protected.append(normalized(home)) }
        }
        let dataDirectory = environment["WIDGET_DATA_DIR"].flatMap { $0.hasPrefix("/") ? normalized($0) : nil }
        if let dataDirectory { protected.append(ProgramFiles.parent(of: dataDirectory)) }
        protected += protected.compactMap(ProcessSystemCalls.realPath)

        var found: [String] = []
        let searchPath = ExecutableSearch.directories(in: environment["PATH"] ?? hostEnvironment["PATH"] ?? "/usr/bin:/bin")
        var candidates = ProgramFiles.folders(toRun: program, searchPath: searchPath)
        let base = configuration.workingDirectory ?? ProcessSystemCalls.currentDirectory() ?? "/"
        for argument in configuration.arguments where !argument.isEmpty {
            let path = argument.hasPrefix("/") ? argument : normalized(base) + "/" + argument
            if ProcessSystemCalls.isDirectory(path) {
                candidates.append((normalized(path), nil))
            } else if ProcessSystemCalls.isExecutableFile(path) {
                // A program it runs (a proxy's child): what that needs to run, too.
                candidates += ProgramFiles.folders(toRun: normalized(path), searchPath: searchPath)
            } else if ProcessSystemCalls.pathExists(path) {
                candidates.append((ProgramFiles.parent(of: normalized(path)), normalized(path)))
            }
        }
        if let workingDirectory = configuration.workingDirectory { candidates.append((normalized(workingDirectory), nil)) }
        candidates += configuration.sandbox.ownFolders.filter { $0.hasPrefix("/") }.map { (normalized($0), nil) }
        for (folder, file) in candidates {
            // Landlock grants what a path resolves to: judge the folder at both ends of its links.
            let real = ProcessSystemCalls.realPath(folder) ?? folder
            let grant = isTooBroad(folder, protected: protected) || isTooBroad(real, protected: protected) ? file : folder
            if let grant, !covered(grant, by: system + found) { found.append(grant) }
        }
        // `${dataDir}` begins a grant of the manifest's: without a data folder it grants nothing.
        // The widget writes that folder, and Landlock grants what a path resolves to: a grant
        // beneath it is the place it really leads to, and only if that is inside the folder (a
        // link the widget left there on an earlier run could lead anywhere).
        let variable = "${\(SandboxPolicy.dataDirectoryVariable)}"
        let realDataDirectory = dataDirectory.map { ProcessSystemCalls.realPath($0) ?? $0 }
        func expanded(_ paths: [String]) -> [String] {
            paths.compactMap { path in
                guard path.hasPrefix(variable) else { return path }
                guard let dataDirectory, let realDataDirectory,
                    let real = ProcessSystemCalls.realPath(normalized(dataDirectory + "/" + path.dropFirst(variable.count))),
                    covered(real, by: [realDataDirectory])
                else { return nil }
                return real
            }
        }
        found += expanded(configuration.sandbox.read).filter { !found.contains($0) }
        var write = systemWriteExisting
        if let dataDirectory { write.append(dataDirectory) }
        write += expanded(configuration.sandbox.write).filter { !write.contains($0) }
        return SandboxGrants(
            system: system, read: found, write: write, connectPorts: configuration.sandbox.connectPorts,
            processes: configuration.sandbox.processes, temporaryParent: temporaryParent)
    }

    /// True for `/`, and for a protected folder or any folder above one.
    static func isTooBroad(_ folder: String, protected: [String]) -> Bool {
        folder == "/" || protected.contains { $0 == folder || $0.hasPrefix(folder + "/") }
    }

    /// True when `path` is one of `grants` or beneath one.
    static func covered(_ path: String, by grants: [String]) -> Bool {
        grants.contains { $0 == path || path.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    /// `path` without `.` and `..` components or a trailing slash (symbolic links kept).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
