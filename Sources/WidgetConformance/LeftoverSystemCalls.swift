import WidgetProcess

// The only file of this module that imports the C library: processes below `widgets check`.
#if canImport(Glibc)
import Glibc
#else
#error("WidgetConformance supports Linux (Glibc) only.")
#endif

/// The Linux calls the checker uses, beyond reading the process table (``ProcessTable``), to
/// deal with what a widget left running.
enum LeftoverSystemCalls {
    /// Makes this process a child subreaper (`PR_SET_CHILD_SUBREAPER`): a widget's descendant
    /// whose parent exits comes to `widgets check` instead of pid 1, so it can be found and
    /// killed. `prctl` is variadic and not imported into Swift; it is called through its symbol
    /// with its five integer arguments, which the x86-64 and AArch64 Linux ABIs pass exactly as
    /// for a non-variadic call. Returns false if the call is not available or fails.
    @discardableResult
    static func becomeChildSubreaper() -> Bool {
        // The host's own switch (widgets runs as one already): one PR_SET_CHILD_SUBREAPER call.
        HostSubreaper.enable()
    }

    static var currentProcess: Int32 { getpid() }

    /// SIGKILL to one process.
    static func kill(_ pid: Int32) {
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Reaps `pid` if it is an exited child of this process; true if it was reaped.
    @discardableResult
    static func reap(_ pid: Int32) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid
    }
}
