import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal while the live dashboard runs: raw mode (no echo, no line buffering, keys as
/// bytes, Ctrl-C as a key) and the alternate screen. ``restore()`` undoes both and is safe to
/// call more than once and from a signal source; ``enter()`` also registers it with `atexit`.
final class TerminalSession: Sendable {
    private let saved = Mutex<termios?>(nil)
    nonisolated(unsafe) private static var active: TerminalSession?

    /// Switches to raw mode and the alternate screen, hiding the cursor.
    func enter() {
        var original = termios()
        guard tcgetattr(0, &original) == 0 else { return }
        saved.withLock { $0 = original }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(0, TCSAFLUSH, &raw)
        Self.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        Self.active = self
        atexit { TerminalSession.active?.restore() }
    }

    /// Shows the cursor, leaves the alternate screen and restores the saved terminal modes.
    func restore() {
        guard
            var original = saved.withLock({ value -> termios? in
                defer { value = nil }; return value
            })
        else { return }
        Self.write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(0, TCSAFLUSH, &original)
    }

    /// The terminal's size in rows and columns (24×80 if unknown).
    static func size() -> (rows: Int, columns: Int) {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return (24, 80) }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Writes all of `text` to stdout, unbuffered.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(1, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// A dispatch source for `signal` (its default action disabled) that calls `handler`.
    static func signalSource(_ signal: Int32, queue: DispatchQueue, handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        Glibc.signal(signal, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
        source.setEventHandler(handler: handler)
        source.resume()
        return source
    }
}
