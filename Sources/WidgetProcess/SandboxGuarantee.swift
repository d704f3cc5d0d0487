/// One promise the widget sandbox makes, each resting on one kernel feature
/// (`protocol/manifest.md`, "Sandbox"). The sentinel reports which hold for each widget it starts.
public enum SandboxGuarantee: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Files only as granted: read and execute beneath the read grants, everything beneath the
    /// write grants, nothing else (Landlock ABI 3, which also controls truncate).
    case files
    /// No socket but the granted: without a port no socket at all (seccomp), with ports only
    /// IPv4/IPv6 and TCP connect to those ports (Landlock ABI 4).
    case network
    /// No signal leaves the widget's own tree, `kill(-1)` included (Landlock ABI 6 scoping).
    case signals
    /// No `ptrace`, `/proc/<pid>/mem` or `environ` of a process outside the widget's tree
    /// (any Landlock domain).
    case ptrace
    /// The system calls no widget needs answer EPERM (seccomp).
    case syscalls
    /// `no_new_privs`, and no capability left, the bounding set included.
    case privileges

    /// The sentinel's bit for this guarantee (`CWS_SANDBOX_*` in CWidgetSpawn.h).
    var bit: Int32 {
        switch self {
        case .files: return 1 << 0
        case .network: return 1 << 1
        case .signals: return 1 << 2
        case .ptrace: return 1 << 3
        case .syscalls: return 1 << 4
        case .privileges: return 1 << 5
        }
    }

    /// The guarantees whose bits are set in `bits`.
    static func set(from bits: Int32) -> Set<SandboxGuarantee> {
        Set(allCases.filter { bits & $0.bit != 0 })
    }

    /// What it protects, as a clause: "reading or writing files outside its grants".
    public var protects: String {
        switch self {
        case .files: return "files outside its grants"
        case .network: return "network access beyond its granted ports"
        case .signals: return "signals to processes outside its own tree (the host, kill(-1))"
        case .ptrace: return "ptrace and /proc/<pid>/mem or environ of processes outside its tree"
        case .syscalls: return "system calls no widget needs (ptrace, bpf, mount, io_uring, chmod, chown, …)"
        case .privileges: return "capabilities and setuid programs"
        }
    }

    /// The kernel feature it needs: "Landlock ABI 3 (Linux 6.2)".
    public var needs: String {
        switch self {
        case .files: return "Landlock ABI 3 (Linux 6.2)"
        case .network: return "seccomp, and Landlock ABI 4 (Linux 6.7) when TCP ports are granted"
        case .signals: return "Landlock ABI 6 (Linux 6.12)"
        case .ptrace: return "Landlock (Linux 5.13)"
        case .syscalls: return "seccomp filters"
        case .privileges: return "prctl(PR_SET_NO_NEW_PRIVS) and capset"
        }
    }

    public static func < (lhs: SandboxGuarantee, rhs: SandboxGuarantee) -> Bool {
        lhs.bit < rhs.bit
    }
}
