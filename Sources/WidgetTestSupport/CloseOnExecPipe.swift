import CWidgetSpawn
import Glibc

/// A pipe for a test to drive by hand, close-on-exec from the start: the suites run side by
/// side in one process, and a child that another suite spawns meanwhile must not inherit an end
/// (holding the write end, it would keep the end-of-file a test waits for from ever coming).
public enum CloseOnExecPipe {
    /// The two ends, `(read, write)`; the caller owns and closes them.
    public static func make() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard cws_pipe_cloexec(&ends) == 0 else { return nil }
        return (ends[0], ends[1])
    }
}
