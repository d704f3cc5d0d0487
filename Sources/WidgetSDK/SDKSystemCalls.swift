@preconcurrency import Glibc

// Every libc call of the SDK lives here.

// C's `stdout` stream (what Swift's `print` writes to); touched once, before any task runs.
nonisolated(unsafe) private let cStandardOutput = Glibc.stdout

/// Unbuffered writes to fd 2 (stderr), one line per call.
enum StandardError {
    static func write(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(2, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

/// Keeps the protocol channel clean of stray output.
enum StdoutGuard {
    /// Moves the protocol off fd 1: returns a private, close-on-exec duplicate of the original
    /// stdout for the protocol, then points fd 1 at stderr, so a stray `print` (or a library,
    /// or a child process) writes to stderr instead of corrupting the protocol. Swift's
    /// `print` goes through C `stdout`, which is made line-buffered so the text shows promptly.
    static func divertStandardOutput() -> Int32 {
        fflush(nil)
        let protocolFD = fcntl(1, F_DUPFD_CLOEXEC, 3)
        guard protocolFD >= 0 else {
            StandardError.write("[WidgetSDK] warning: cannot duplicate stdout (errno \(errno)); stray output may corrupt the protocol")
            return 1
        }
        if dup2(2, 1) < 0 {
            StandardError.write("[WidgetSDK] warning: cannot point stdout at stderr (errno \(errno))")
        }
        setvbuf(cStandardOutput, nil, _IOLBF, 0)
        return protocolFD
    }

    /// A close-on-exec duplicate of stdin, so processes the widget starts do not inherit the
    /// host's request pipe; fd 0 becomes `/dev/null`.
    static func divertStandardInput() -> Int32 {
        let requestFD = fcntl(0, F_DUPFD_CLOEXEC, 3)
        guard requestFD >= 0 else { return 0 }
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 {
            dup2(null, 0)
            if null != 0 { close(null) }
        }
        return requestFD
    }
}

enum ProcessExit {
    static func now(_ status: Int32) -> Never {
        fflush(nil)
        exit(status)
    }
}

/// `CLOCK_REALTIME`, for ``WidgetEnvironment/now``.
enum WallClock {
    static func secondsSince1970() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// `getenv`, for ``WidgetEnvironment``.
enum ProcessEnvironment {
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
