/// HTTP/1.1 request framing as a pure value: bytes in, a request or a precise rejection out.
///
/// Strict by design (RFC 9112, minus what a loopback server never needs): lines end in CRLF
/// (a bare CR or LF is refused), one empty line may precede the request line, no obsolete line
/// folding, no whitespace before a field's colon, no control bytes, an origin-form target only,
/// exactly one `Host` in HTTP/1.1, at most one `Content-Length` of plain digits, and no
/// `Transfer-Encoding` at all (501: send a length instead). Limits are checked as bytes arrive,
/// so an oversized request is refused without being read to its end: 414 for the request line,
/// 431 for the head, 413 for the body. Garbage is refused at its first impossible byte.
///
/// Feed it with ``append(_:)`` and ask ``next()`` for the next request; bytes after a request
/// stay buffered for the next call (pipelining). After a rejection the parser is spent: every
/// later ``next()`` repeats it, and the connection must close after the error response.
public struct HTTPRequestParser: Sendable {
    /// What ``next()`` found in the bytes so far.
    public enum Outcome: Sendable, Hashable {
        /// More bytes are needed.
        case incomplete
        case request(HTTPRequest)
        case rejected(HTTPRejection)
    }

    public let limits: HTTPLimits

    private var buffer: [UInt8] = []
    /// Where the request being parsed starts (after a skipped empty line).
    private var requestStart = 0
    /// Where the line being read starts.
    private var lineStart = 0
    /// The next byte to scan for a line end.
    private var scanned = 0
    private var stage = Stage.requestLine
    private var skippedEmptyLine = false
    private var rejection: HTTPRejection?

    /// Where parsing stands; the head, once its request line is read, travels with the stage.
    private enum Stage {
        case requestLine
        case fields(Head)
        case body(Head, length: Int)
    }

    private struct Head {
        var method: HTTPMethod
        var target: String
        var version: HTTPVersion
        var headers = HTTPHeaders()
    }

    public init(limits: HTTPLimits = HTTPLimits()) {
        self.limits = limits
    }

    /// Bytes received and not yet handed out as part of a request.
    public var bufferedByteCount: Int { buffer.count }

    /// Adds received bytes.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard rejection == nil else { return }
        buffer.append(contentsOf: bytes)
    }

    /// Adds received bytes.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        guard rejection == nil else { return }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete request, `.incomplete`, or the reason the bytes can never be one.
    public mutating func next() -> Outcome {
        if let rejection { return .rejected(rejection) }
        do {
            return try parse()
        } catch {
            rejection = error
            buffer = []
            return .rejected(error)
        }
    }

    // MARK: - Stages

    private mutating func parse() throws(HTTPRejection) -> Outcome {
        while true {
            switch stage {
            case .requestLine:
                guard let end = try lineEnd(allowingHighBytes: false) else {
                    try checkPartialRequestLine()
                    return .incomplete
                }
                let line = lineStart..<end
                lineStart = end + 2
                if line.isEmpty {
                    guard !skippedEmptyLine else { throw Self.bad("more than one empty line came before the request line") }
                    skippedEmptyLine = true
                    requestStart = lineStart
                    continue
                }
                guard line.count <= limits.requestLineBytes else { throw Self.requestLineTooLong(limits) }
                stage = .fields(try parseRequestLine(line))
            case .fields(var head):
                guard let end = try lineEnd(allowingHighBytes: true) else {
                    guard buffer.count - requestStart <= limits.headerBytes else { throw Self.headTooLarge(limits) }
                    return .incomplete
                }
                guard end + 2 - requestStart <= limits.headerBytes else { throw Self.headTooLarge(limits) }
                let line = lineStart..<end
                lineStart = end + 2
                if line.isEmpty {
                    stage = .body(head, length: try finishHead(head))
                } else {
                    try parseField(line, into: &head)
                    stage = .fields(head)
                }
            case .body(let head, let length):
                guard buffer.count - lineStart >= length else { return .incomplete }
                let request = HTTPRequest(
                    method: head.method, target: head.target, version: head.version, headers: head.headers,
                    body: Array(buffer[lineStart..<lineStart + length]))
                buffer.removeFirst(lineStart + length)
                (requestStart, lineStart, scanned, stage, skippedEmptyLine) = (0, 0, 0, .requestLine, false)
                return .request(request)
            }
        }
    }

    /// The index of the CR of the current line's CRLF, or nil when the line has not ended.
    /// Refuses a bare CR or LF, and control bytes (and, in the request line, any non-ASCII
    /// byte) as soon as they arrive.
    private mutating func lineEnd(allowingHighBytes: Bool) throws(HTTPRejection) -> Int? {
        var index = scanned
        while index < buffer.count {
            let byte = buffer[index]
            switch byte {
            case Self.lf:
                guard index > lineStart, buffer[index - 1] == Self.cr else {
                    throw Self.bad("a line ends in a bare LF; HTTP lines end in CRLF")
                }
                scanned = index + 1
                return index - 1
            case Self.cr:
                if index + 1 < buffer.count, buffer[index + 1] != Self.lf { throw Self.bad("a bare CR is not a line end") }
            case Self.tab where allowingHighBytes:
                break
            case 0..<0x20, 0x7F:
                throw Self.bad("the request contains the control byte 0x\(String(byte, radix: 16))")
            case 0x80... where !allowingHighBytes:
                throw Self.bad("the request line contains a non-ASCII byte; percent-encode it")
            default:
                break
            }
            index += 1
        }
        // A CR at the very end is scanned again with the byte that follows it.
        scanned = buffer.last == Self.cr ? index - 1 : index
        return nil
    }

    /// Refuses an unfinished request line as soon as it cannot become a valid one.
    private func checkPartialRequestLine() throws(HTTPRejection) {
        var index = lineStart
        while index < buffer.count, buffer[index] != Self.space {
            guard Self.isTokenByte(buffer[index]) || (buffer[index] == Self.cr && index == buffer.count - 1) else {
                throw Self.bad("the request does not start with a method name; is this HTTP?")
            }
            guard index - lineStart < Self.longestMethod else { throw Self.unknownMethod(buffer[lineStart..<index]) }
            index += 1
        }
        guard buffer.count - lineStart <= limits.requestLineBytes else { throw Self.requestLineTooLong(limits) }
    }

    private func parseRequestLine(_ line: Range<Int>) throws(HTTPRejection) -> Head {
        let bytes = buffer[line]
        let parts = bytes.split(separator: Self.space, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw Self.bad("the request line must be a method, a target and a version separated by single spaces")
        }
        guard parts[0].allSatisfy(Self.isTokenByte) else { throw Self.bad("the method is not a token") }
        guard let method = HTTPMethod(rawValue: String(decoding: parts[0], as: UTF8.self)) else { throw Self.unknownMethod(parts[0]) }
        let version = try Self.parseVersion(parts[2])
        try Self.validateTarget(parts[1])
        return Head(method: method, target: String(decoding: parts[1], as: UTF8.self), version: version)
    }

    private func parseField(_ line: Range<Int>, into head: inout Head) throws(HTTPRejection) {
        let bytes = buffer[line]
        guard let first = bytes.first, first != Self.space, first != Self.tab else {
            throw Self.bad("a header line starts with whitespace (obsolete line folding is not accepted)")
        }
        guard let colon = bytes.firstIndex(of: Self.colon), colon > bytes.startIndex else {
            throw Self.bad("a header line has no name and colon")
        }
        guard bytes[..<colon].allSatisfy(Self.isTokenByte) else {
            throw Self.bad("a header name is not a token (no whitespace is allowed before the colon)")
        }
        guard head.headers.count < limits.headerCount else {
            throw HTTPRejection(.requestHeaderFieldsTooLarge, "the request has more than \(limits.headerCount) header fields")
        }
        var value = bytes[(colon + 1)...]
        while let byte = value.first, byte == Self.space || byte == Self.tab { value.removeFirst() }
        while let byte = value.last, byte == Self.space || byte == Self.tab { value.removeLast() }
        head.headers.add(String(decoding: bytes[..<colon], as: UTF8.self), String(decoding: value, as: UTF8.self))
    }

    /// Checks what the whole head says about framing; returns the body's length.
    private func finishHead(_ head: Head) throws(HTTPRejection) -> Int {
        let hosts = head.headers.values(for: "Host").count
        if head.version == .http1_1, hosts != 1 {
            throw Self.bad(hosts == 0 ? "an HTTP/1.1 request must carry a Host header" : "the request carries \(hosts) Host headers")
        }
        guard hosts <= 1 else { throw Self.bad("the request carries \(hosts) Host headers") }
        let lengths = head.headers.values(for: "Content-Length")
        if head.headers.contains("Transfer-Encoding") {
            guard lengths.isEmpty else { throw Self.bad("the request carries both Transfer-Encoding and Content-Length") }
            throw HTTPRejection(.notImplemented, "Transfer-Encoding is not supported; send the body with a Content-Length")
        }
        for expectation in head.headers.values(for: "Expect") where !HTTPHeaders.same(expectation, "100-continue") {
            throw HTTPRejection(.expectationFailed, "the expectation \"\(expectation)\" is not supported")
        }
        guard let length = lengths.first else {
            if head.method == .post { throw HTTPRejection(.lengthRequired, "a POST request must carry a Content-Length") }
            return 0
        }
        guard lengths.count == 1 else { throw Self.bad("the request carries \(lengths.count) Content-Length headers") }
        guard (1...18).contains(length.utf8.count), length.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(length) else {
            throw Self.bad("the Content-Length \"\(length)\" is not a plain decimal number")
        }
        guard value <= limits.bodyBytes else {
            throw HTTPRejection(.contentTooLarge, "the body of \(value) bytes exceeds the limit of \(limits.bodyBytes) bytes")
        }
        return value
    }

    // MARK: - Syntax

    private static let cr: UInt8 = 0x0D
    private static let lf: UInt8 = 0x0A
    private static let space: UInt8 = 0x20
    private static let tab: UInt8 = 0x09
    private static let colon: UInt8 = 0x3A
    /// Longer than any method the server implements: a longer name is refused at once.
    private static let longestMethod = 16

    /// `tchar` of RFC 9110: the bytes of a method or a field name.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    private static func parseVersion(_ bytes: ArraySlice<UInt8>) throws(HTTPRejection) -> HTTPVersion {
        let text = String(decoding: bytes, as: UTF8.self)
        if let version = HTTPVersion(rawValue: text) { return version }
        let digits = Array(bytes.dropFirst(5))
        if text.hasPrefix("HTTP/"), digits.count == 3, digits[1] == UInt8(ascii: "."),
            (0x30...0x39).contains(digits[0]), (0x30...0x39).contains(digits[2])
        {
            throw HTTPRejection(.httpVersionNotSupported, "\(text) is not supported; this server speaks HTTP/1.1")
        }
        throw bad("the request line does not end in an HTTP version")
    }

    /// An origin-form target: `/`, then visible ASCII without `# " < > \`, escapes well formed.
    private static func validateTarget(_ bytes: ArraySlice<UInt8>) throws(HTTPRejection) {
        guard bytes.first == UInt8(ascii: "/") else {
            throw bad("the target must be a path starting with / (absolute and authority forms are not accepted)")
        }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.endIndex, PercentDecoding.hexValue(bytes[index + 1]) != nil,
                    PercentDecoding.hexValue(bytes[index + 2]) != nil
                else { throw bad("the target has a malformed percent escape") }
                index += 2
            case UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"):
                throw bad("the target contains \"\(Character(Unicode.Scalar(byte)))\"; percent-encode it")
            default:
                break  // controls, spaces and non-ASCII were refused while scanning the line
            }
            index += 1
        }
    }

    private static func bad(_ reason: String) -> HTTPRejection {
        HTTPRejection(.badRequest, reason)
    }

    private static func unknownMethod(_ name: ArraySlice<UInt8>) -> HTTPRejection {
        let shown = String(decoding: name.prefix(longestMethod), as: UTF8.self)
        return HTTPRejection(.notImplemented, "the method \(shown) is not implemented; this server answers GET, HEAD and POST")
    }

    private static func requestLineTooLong(_ limits: HTTPLimits) -> HTTPRejection {
        HTTPRejection(.uriTooLong, "the request line is longer than \(limits.requestLineBytes) bytes")
    }

    private static func headTooLarge(_ limits: HTTPLimits) -> HTTPRejection {
        HTTPRejection(.requestHeaderFieldsTooLarge, "the request head is larger than \(limits.headerBytes) bytes")
    }
}
