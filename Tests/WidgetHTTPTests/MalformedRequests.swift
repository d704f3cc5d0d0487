import WidgetTestSupport

/// Seeded inputs for the fuzz tests: random bytes, and valid requests mutated the ways real
/// attacks and broken clients mutate them.
struct MalformedRequests {
    static func valid(host: String) -> [[UInt8]] {
        [
            "GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n",
            "GET /events?since=a.1 HTTP/1.1\r\nHost: \(host)\r\nAccept: text/event-stream\r\nCookie: a=b\r\n\r\n",
            "POST /echo HTTP/1.1\r\nHost: \(host)\r\nOrigin: http://\(host)\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{\"a\":[1,2,3]}",
            "HEAD /static/app.js HTTP/1.0\r\n\r\n",
            "GET /a HTTP/1.1\r\nHost: \(host)\r\n\r\nGET /b HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n",
        ].map { Array($0.utf8) }
    }

    /// Bytes a broken or hostile client might send, and which of them are interesting.
    static let specials: [[UInt8]] = [
        "\r", "\n", "\r\n", "\0", " ", "\t", ":", "%", "%0", "#", "\u{7F}", "\u{FF}", "Content-Length: 5\r\n",
        "Transfer-Encoding: chunked\r\n", "Host: evil\r\n", " folded\r\n", "\r\n\r\n", "HTTP/9.9", "GET ", "\u{1B}[2J",
    ].map { Array($0.utf8) }

    var random: SplitMix64
    let host: String
    /// The longest run of one byte a mutation inserts: past the limits it is meant to break.
    let longestRun: Int

    init(seed: UInt64, host: String = "127.0.0.1:8080", longestRun: Int = 40_000) {
        random = SplitMix64(seed: seed)
        self.host = host
        self.longestRun = longestRun
    }

    /// The next input: a third random bytes, the rest mutated valid requests.
    mutating func next() -> [UInt8] {
        if Int.random(in: 0..<3, using: &random) == 0 {
            return (0..<Int.random(in: 0..<300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        var bytes = Self.valid(host: host).randomElement(using: &random)!
        for _ in 0..<Int.random(in: 1...4, using: &random) { mutate(&bytes) }
        return bytes
    }

    private mutating func mutate(_ bytes: inout [UInt8]) {
        let at = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where at < bytes.count:
            bytes[at] = UInt8.random(in: 0...255, using: &random)
        case 1 where at < bytes.count:
            bytes.remove(at: at)
        case 2:
            bytes.insert(contentsOf: Self.specials.randomElement(using: &random)!, at: at)
        case 3:
            bytes.removeLast(bytes.count - at)  // truncated
        case 4:
            // A run that breaks a limit: a long target, many headers or a huge field.
            let byte = Array("a/ :\t".utf8).randomElement(using: &random)!
            bytes.insert(contentsOf: Array(repeating: byte, count: Int.random(in: 100...longestRun, using: &random)), at: at)
        case 5:
            bytes.insert(contentsOf: Array((0..<Int.random(in: 1...80, using: &random)).map { "X-\($0): y\r\n" }.joined().utf8), at: at)
        default:
            if at < bytes.count { bytes[at] = bytes[at] ^ 0x20 }  // case flips and CR↔LF-like slips
        }
    }
}
