import CWidgetSpawn
import Foundation
import Synchronization

/// One thread blocked in epoll_wait on the pidfds of all live children's sentinels.
///
/// A sentinel's pidfd becomes readable when it exits, after its widget and every descendant;
/// the monitor then reaps exactly those pids (never waitpid(-1), which would steal other
/// libraries' children) and hands the status to the `ChildProcess`. epoll_ctl is thread-safe,
/// so adding a pidfd needs no wake-up of the waiting thread; the monitor itself removes each
/// pidfd after reaping, so no eventfd is needed either.
final class ExitMonitor: Sendable {
    static let shared = ExitMonitor()

    private let epoll: Int32
    private let children = Mutex<[Int32: ChildProcess]>([:])

    private init() {
        epoll = cws_epoll_create()
        // Out of descriptors or memory at the first spawn: no epoll, so every `watch` takes the
        // fallback below (a waiting thread per child) rather than the host ending here.
        guard epoll >= 0 else { return }
        let thread = Thread { [self] in
            self.run()
        }
        thread.name = "WidgetHost.exit-monitor"
        thread.start()
    }

    /// The sentinel and widget pids of every child not yet fully reaped.
    func watchedPIDs() -> [Int32] {
        children.withLock { $0.values.flatMap { [$0.sentinelPID, $0.pid] } }
    }

    /// Starts watching a freshly spawned child. The monitor keeps it alive until it is reaped.
    func watch(_ child: ChildProcess) {
        // Keyed by the sentinel: it stays our unreaped child until reap(), so its pid is unique.
        let key = child.sentinelPID
        children.withLock { $0[key] = child }
        // Level-triggered: a child that already exited is reported on the next epoll_wait.
        guard cws_epoll_add(epoll, child.pidfd, UInt64(UInt32(bitPattern: key))) != 0 else { return }
        // epoll is out of watches (ENOSPC/ENOMEM) or was never made (EBADF): wait for this child
        // on its own thread (the monitor never hears of it, so the entry is this thread's to remove).
        let thread = Thread { [self] in
            var exited: Int32 = 0, value: Int32 = 0, core: Int32 = 0
            _ = cws_wait_exited(key, 1, &exited, &value, &core)
            child.reap()
            children.withLock { _ = $0.removeValue(forKey: key) }
        }
        thread.name = "WidgetHost.exit-waiter-\(child.pid)"
        thread.start()
    }

    private func run() -> Never {
        var tokens = [UInt64](repeating: 0, count: 64)
        while true {
            let count = tokens.withUnsafeMutableBufferPointer {
                cws_epoll_wait(epoll, $0.baseAddress, Int32($0.count))
            }
            guard count > 0 else { continue }
            for token in tokens.prefix(Int(count)) {
                let pid = Int32(bitPattern: UInt32(truncatingIfNeeded: token))
                // Removed only once reaped, so a sweep never takes its pids for orphans.
                guard let child = children.withLock({ $0[pid] }) else { continue }
                _ = cws_epoll_remove(epoll, child.pidfd)
                child.reap()
                children.withLock { _ = $0.removeValue(forKey: pid) }
            }
        }
    }
}
