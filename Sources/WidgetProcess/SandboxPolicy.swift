import CWidgetSpawn

/// How a widget process is sandboxed, and what it is granted beyond what it needs to run
/// (`protocol/manifest.md`, "Sandbox"). The default sandboxes it with no extra grant.
///
/// The sandbox is applied by the widget's sentinel between fork and exec, so it holds whatever
/// the widget is written in and everything the widget starts inherits it. What the widget needs
/// to run is granted without asking (``SandboxGrants``): system
/// folders, its own files, its interpreter and its libraries (read and execute), its data folder
/// and a private `TMPDIR` (read and write).
public struct SandboxPolicy: Sendable, Hashable {
    /// Whether to sandbox, and what to do when the kernel cannot give every guarantee.
    public enum Mode: String, Sendable, Hashable, CaseIterable, Comparable {
        /// No sandbox: the widget has every right of the host's user. For debugging only.
        case off
        /// Every guarantee the kernel offers; a missing one is reported, the widget still starts.
        case on
        /// Every guarantee, or the widget does not start (`SpawnError.sandboxIncomplete`).
        case required

        public static func < (lhs: Mode, rhs: Mode) -> Bool {
            lhs.strength < rhs.strength
        }

        private var strength: Int {
            switch self {
            case .off: 0
            case .on: 1
            case .required: 2
            }
        }

        /// The mode a widget runs in when the host says `host` (`--sandbox`) and its manifest
        /// `widget`: the stricter of the two, except that the host's `off` (for debugging) wins.
        public static func effective(host: Mode, widget: Mode) -> Mode {
            host == .off ? .off : max(host, widget)
        }
    }

    public var mode: Mode
    /// Extra files and folders the widget may read (and execute) beneath: absolute paths, or
    /// paths that begin with `${dataDir}` (its data folder, `WIDGET_DATA_DIR`).
    public var read: [String]
    /// Extra files and folders the widget may read, write, create and remove beneath.
    public var write: [String]
    /// Folders of the widget's own files (its manifest's folder), read and executed like its
    /// program's folder: granted unless too broad (``SandboxGrants``).
    public var ownFolders: [String]
    /// Outbound TCP ports the widget may connect to (any address). Empty: no network at all.
    public var connectPorts: [UInt16]
    /// Use at most this Landlock ABI, as on an older kernel, so that degraded sandboxes can be
    /// tested; nil uses what the kernel has. 0 means no Landlock.
    public var landlockABILimit: Int?
    /// The processes grant (manifest `permissions.processes`): the widget may start processes,
    /// this many at most in its tree (its budget). nil: seccomp lets `clone` make threads only,
    /// and `fork`, `vfork` and a process-making `clone` answer EPERM.
    public var processes: Int?
    /// How long the sentinel removes the private `TMPDIR` after the tree is gone before it sets
    /// the rest aside (`<TMPDIR>.leftover`, removed by the host later: ``LeftoverTemporaryFolders``)
    /// and reports the exit: the stop of a widget that left 300,000 files waits this long, not
    /// seconds.
    public var temporaryRemovalLimit: Duration = SandboxPolicy.defaultTemporaryRemovalLimit

    /// 200 ms (``temporaryRemovalLimit``).
    public static let defaultTemporaryRemovalLimit = Duration.milliseconds(200)

    public init(
        mode: Mode = .on, read: [String] = [], write: [String] = [], ownFolders: [String] = [], connectPorts: [UInt16] = [],
        landlockABILimit: Int? = nil, processes: Int? = nil
    ) {
        self.mode = mode
        self.read = read
        self.write = write
        self.ownFolders = ownFolders
        self.connectPorts = connectPorts
        self.landlockABILimit = landlockABILimit
        self.processes = processes
    }

    /// The largest processes grant a manifest may ask for (`permissions.processes`).
    public static let maximumProcesses = 4096

    /// No sandbox at all.
    public static let off = SandboxPolicy(mode: .off)

    /// The variable a grant may begin with: the widget's data folder.
    public static let dataDirectoryVariable = "dataDir"

    /// The host environment variable that caps the Landlock ABI of every sandbox the process
    /// starts whose policy sets no limit, as on an older kernel: to see and test degraded modes
    /// end to end (`WIDGETHOST_LANDLOCK_ABI=3 widgets check …`).
    public static let landlockLimitVariable = "WIDGETHOST_LANDLOCK_ABI"

    /// The Landlock ABI sandboxes get here: the kernel's, capped by ``landlockLimitVariable``.
    public static func landlockABI(environment: [String: String]) -> Int {
        let kernel = Int(cws_landlock_abi())
        guard let limit = environment[landlockLimitVariable].flatMap(Int.init), limit >= 0 else { return kernel }
        return min(kernel, limit)
    }

    /// The guarantees a widget cannot have with Landlock ABI `abi` (with `connectsTCP`: when it
    /// is granted TCP ports), judged before anything starts; each run's sentinel report is the
    /// final word (``SandboxReport``).
    public static func missing(landlockABI abi: Int, connectsTCP: Bool = false) -> [SandboxGuarantee] {
        SandboxGuarantee.allCases.filter { guarantee in
            switch guarantee {
            case .files: return abi < 3
            case .network: return connectsTCP && abi < 4
            case .signals: return abi < 6
            case .ptrace: return abi < 1
            case .syscalls, .privileges: return false
            }
        }
    }
}
