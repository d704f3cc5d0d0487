import Synchronization
import WidgetProcess

// Processes a widget leaves behind. `widgets check` makes itself a child subreaper, so whatever a
// widget starts stays below it even after a double fork or setsid; after each session, anything
// still running below the checker outlived its widget (README §2: processes it started exit with
// it). They are reported, then killed, so the check itself leaves nothing behind.
extension ConformanceRun {
    /// Called once per run before the first session.
    func prepareLeftoverSweep() {
        guard options.adoptsOrphans else { return }
        if !LeftoverSystemCalls.becomeChildSubreaper() {
            recorder.skip(
                .leftoverProcesses, because: "this system does not let widgets check adopt a widget's orphans (PR_SET_CHILD_SUBREAPER)")
        }
    }

    /// After `session`'s widget has exited: waits up to the grace for its descendants to end,
    /// then reports and kills those still running.
    func sweepLeftovers(after session: CheckSession) async {
        // The widget's sentinel kills what the widget left running when it exits, and says how
        // many there were: those count as left behind, whatever became of them after.
        if let left = session.child.descendantsLeftRunning, left > 0 {
            recorder.fail(
                .leftoverProcesses, session.log.label,
                actual:
                    """
                    \(left) process\(left == 1 ? "" : "es") the widget started \(left == 1 ? "was" : "were") still running when it \
                    exited; the host's sentinel killed \(left == 1 ? "it" : "them")
                    """,
                hint: "End every process the widget starts before it exits (on stdin EOF), or keep none running in the background.")
            stats.withLock { $0.leftovers += left }
            return
        }
        guard options.adoptsOrphans else { return }
        let grace = options.leftoverGrace
        let deadline = ContinuousClock.now + grace
        var alive = Self.livingDescendants()
        while !alive.isEmpty, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(25))
            alive = Self.livingDescendants()
        }
        guard !alive.isEmpty else {
            recorder.pass(.leftoverProcesses)
            return
        }
        for process in alive {
            let escaped = process.processGroup != session.child.pid ? ", outside the widget's process group" : ""
            recorder.fail(
                .leftoverProcesses, session.log.label,
                actual:
                    """
                    pid \(process.pid) (\(Self.commandLine(of: process)))\(escaped) was still running \(grace) after the widget \
                    exited; it was killed
                    """
            )
        }
        stats.withLock { $0.leftovers += alive.count }
        Self.killDescendants()
    }

    /// Kills everything below the checker (each death may hand its children to us), a few rounds.
    static func killDescendants() {
        for _ in 0..<20 {
            let alive = livingDescendants()
            if alive.isEmpty { return }
            for process in alive { LeftoverSystemCalls.kill(process.pid) }
            for process in alive { LeftoverSystemCalls.reap(process.pid) }
        }
    }

    /// What `process` was running, for a report: its command line (cut at 160 characters), else its
    /// command name.
    static func commandLine(of process: ProcessTable.Process) -> String {
        String((ProcessTable.commandLine(of: process.pid) ?? process.command).prefix(160))
    }

    /// Descendants of this process that are still running; exited ones that were handed to us
    /// are reaped on the way.
    static func livingDescendants() -> [ProcessTable.Process] {
        ProcessTable.descendants(of: LeftoverSystemCalls.currentProcess).filter { process in
            if process.isZombie {
                LeftoverSystemCalls.reap(process.pid)
                return false
            }
            return true
        }
    }
}
