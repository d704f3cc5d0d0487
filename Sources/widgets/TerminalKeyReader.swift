import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A key the live dashboard understands.
enum TerminalKey: Sendable, Hashable {
    case up, down, tab, backTab, enter, escape, backspace, interrupt
    case character(Character)
}

/// Reads stdin on its own thread (a blocking `read` never runs on the cooperative pool) and
/// turns the bytes into keys on an `AsyncStream`. The stream ends at EOF.
enum TerminalKeyReader {
    static func keys() -> AsyncStream<TerminalKey> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalKey.self)
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 64)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                for key in parse(Array(buffer[0..<count])) { continuation.yield(key) }
            }
            continuation.finish()
        }
        thread.name = "widgets-dashboard-keys"
        thread.start()
        return stream
    }

    /// The keys in one chunk of input: arrow keys as `ESC [ A/B` or `ESC O A/B`; a lone ESC is Escape.
    static func parse(_ bytes: [UInt8]) -> [TerminalKey] {
        var keys: [TerminalKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                if index + 1 < bytes.count, bytes[index] == 0x5B || bytes[index] == 0x4F {
                    let final = bytes[index + 1]
                    index += 2
                    if final == 0x41 {
                        keys.append(.up)
                    } else if final == 0x42 {
                        keys.append(.down)
                    } else if final == 0x5A {
                        keys.append(.backTab)
                    }
                    // Skip the rest of a longer sequence (parameters end at a letter or ~).
                    while index < bytes.count, !(0x40...0x7E).contains(bytes[index - 1]) { index += 1 }
                } else {
                    keys.append(.escape)
                }
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x09: keys.append(.tab)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x03, 0x04: keys.append(.interrupt)
            case 0x20...0x7E: keys.append(.character(Character(UnicodeScalar(byte))))
            default: break
            }
        }
        return keys
    }
}
