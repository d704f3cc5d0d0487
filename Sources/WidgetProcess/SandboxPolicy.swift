/// How a widget process is sandboxed, and what it is granted beyond what it needs to run
/// (`protocol/manifest.md`, "Sandbox"). The default sandboxes it with no extra grant.
///
/// The sandbox is applied by the widget's sentinel between fork and exec, so it holds whatever
/// the widget is written in and everything the widget starts inherits it. What the widget needs
/// to run is granted without asking (``SandboxGrants/resolve(for:program:environment:)``): system
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
            let order: [Mode] = [.off, .on, .required]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    public var mode: Mode
    /// Extra files and folders the widget may read (and execute) beneath: absolute paths.
    public var read: [String]
    /// Extra files and folders the widget may read, write, create and remove beneath.
    public var write: [String]
    /// Outbound TCP ports the widget may connect to (any address). Empty: no network at all.
    public var connectPorts: [UInt16]
    /// Use at most this Landlock ABI, as on an older kernel, so that degraded sandboxes can be
    /// tested; nil uses what the kernel has. 0 means no Landlock.
    public var landlockABILimit: Int?

    public init(
        mode: Mode = .on, read: [String] = [], write: [String] = [], connectPorts: [UInt16] = [], landlockABILimit: Int? = nil
    ) {
        self.mode = mode
        self.read = read
        self.write = write
        self.connectPorts = connectPorts
        self.landlockABILimit = landlockABILimit
    }

    /// No sandbox at all.
    public static let off = SandboxPolicy(mode: .off)
}
