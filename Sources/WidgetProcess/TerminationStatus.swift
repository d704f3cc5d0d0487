/// How a child process ended, as reported by the kernel (waitid), never inferred from pipes.
public enum TerminationStatus: Sendable, Hashable, CustomStringConvertible {
    /// The process called exit with this code (0...255); -1 if another part of the host
    /// reaped it first (e.g. a stray `waitpid(-1)`) and the status was lost.
    case exited(Int32)
    /// The process was killed by this signal; `coreDumped` if the kernel wrote a core file.
    case signaled(Int32, coreDumped: Bool)

    /// True for a clean exit: code 0.
    public var isSuccess: Bool { self == .exited(0) }

    /// True for the way the kernel ends a process over its CPU limit (RLIMIT_CPU): SIGXCPU at
    /// the soft limit, SIGKILL at the hard one. Only meaningful when a CPU limit was set and the
    /// host sent no SIGKILL itself.
    public var isCPULimitSignal: Bool {
        self == .signaled(ProcessSystemCalls.sigkill, coreDumped: false) || self == .signaled(ProcessSystemCalls.sigxcpu, coreDumped: false)
    }

    /// True for the way the kernel ends a process that writes past its file size limit
    /// (RLIMIT_FSIZE): SIGXFSZ, whose default action ends it.
    public var isFileSizeLimitSignal: Bool {
        self == .signaled(ProcessSystemCalls.sigxfsz, coreDumped: false) || self == .signaled(ProcessSystemCalls.sigxfsz, coreDumped: true)
    }

    public var description: String {
        switch self {
        case .exited(let code):
            return "exited with code \(code)"
        case .signaled(let signal, let coreDumped):
            let name = Self.signalNames[signal].map { " (\($0))" } ?? ""
            return "was killed by signal \(signal)\(name)\(coreDumped ? ", core dumped" : "")"
        }
    }

    /// Names of the signals a widget commonly dies of.
    private static let signalNames: [Int32: String] = [
        1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL",
        11: "SIGSEGV", 13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM", 24: "SIGXCPU", 25: "SIGXFSZ",
    ]
}
