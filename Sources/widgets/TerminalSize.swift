#if canImport(Glibc)
import Glibc
#endif

/// The terminal's size, for cutting lines and laying out cards.
enum TerminalSize {
    /// The width in columns of the terminal on `descriptor`, nil when it is not a terminal.
    static func columns(of descriptor: Int32 = 1) -> Int? {
        #if canImport(Glibc)
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
        #else
        return nil
        #endif
    }
}
