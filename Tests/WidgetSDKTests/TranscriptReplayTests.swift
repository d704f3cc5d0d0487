import Foundation
import SDKTestWidgets
import Testing
import WidgetSDK
import WidgetTestSupport

/// The SDK produces the widget side of every golden transcript: the host lines are replayed
/// and each widget line must equal the transcript's as a JSON value, in order. Error messages
/// are free text (spec §8), so errors compare `code` and `data` only.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct TranscriptReplayTests {
    struct Line {
        var number: Int
        var from: String
        var message: JSONValue
    }

    static let files = SDKTestWidgets.forTranscript.keys.sorted()

    static func lines(_ file: String) throws -> [Line] {
        let text = try String(contentsOf: RepositoryPaths.transcripts.appendingPathComponent(file), encoding: .utf8)
        return try text.split(separator: "\n").enumerated().map { index, raw in
            let json = try JSONValue(parsing: String(raw))
            return Line(number: index + 1, from: try #require(json["from"]?.stringValue), message: try #require(json["message"]))
        }
    }

    /// What is compared: the whole message, except an error's free-text `message`.
    static func comparable(_ message: JSONValue) -> JSONValue {
        guard case .object(var object) = message, case .object(var error)? = object["error"] else { return message }
        error["message"] = nil
        object["error"] = .object(error)
        return .object(object)
    }

    /// ``replay(_:against:)`` against a widget process this test started: when the replay fails
    /// part-way, the widget is killed and reaped, so it is not left a zombie that the suites
    /// checking for leaked children would then blame on themselves.
    static func replay(_ file: String, against peer: HostPeer, reaping process: TestProcess) async throws {
        do {
            try await replay(file, against: peer)
        } catch {
            process.kill()
            _ = await process.waitForExit()
            throw error
        }
    }

    static func replay(_ file: String, against peer: HostPeer) async throws {
        for line in try lines(file) {
            if line.from == "host" {
                try peer.send(line.message)
                continue
            }
            let got = try #require(await peer.next(), "\(file):\(line.number): the widget sent nothing (expected \(line.message))")
            #expect(comparable(got) == comparable(line.message), "\(file):\(line.number)")
        }
        // Nothing beyond the transcript.
        peer.closeInput()
        let extra = await peer.next(timeout: .seconds(5))
        #expect(extra == nil, "\(file): the widget sent more than the transcript: \(String(describing: extra))")
    }

    @Test func everyTranscriptHasAWidget() throws {
        let transcripts = try RepositoryPaths.files(in: RepositoryPaths.transcripts, withExtension: "jsonl").map(\.lastPathComponent)
        #expect(Set(transcripts) == Set(Self.files))
    }

    @Test(arguments: files)
    func inProcess(file: String) async throws {
        let peer = HostPeer.inProcess(try #require(SDKTestWidgets.forTranscript[file]))
        try await Self.replay(file, against: peer)
        await peer.waitForWidget()
    }

    @Test(arguments: files)
    func spawnedProcess(file: String) async throws {
        let name = try #require(SDKTestWidgets.forTranscript[file])
        let peer = try HostPeer.spawn(BuiltProducts.path(of: "sdk-test-widget"), arguments: [name])
        let process = try #require(peer.process)
        try await Self.replay(file, against: peer, reaping: process)
        let status = await process.waitForExit()
        #expect(status == 0, "exit status \(status)")
    }

    // MARK: The Python and Node SDKs

    /// The Python and Node SDKs' widgets for the transcripts (protocol/sdk/*/tests), by the same
    /// names as ``SDKTestWidgets``: each SDK produces the widget side of every transcript too.
    static let otherSDKs: [String: (interpreter: String, script: String)] = [
        "python": ("python3", "protocol/sdk/python/tests/transcript_widgets.py"),
        "node": ("node", "protocol/sdk/node/tests/transcript-widgets.js"),
    ]

    static func installed(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    @Test(arguments: ["python", "node"], files)
    func otherSDK(sdk: String, file: String) async throws {
        let (interpreter, script) = try #require(Self.otherSDKs[sdk])
        try #require(Self.installed(interpreter), "\(interpreter) is not installed")
        let name = try #require(SDKTestWidgets.forTranscript[file])
        let path = RepositoryPaths.root.appendingPathComponent(script).path
        let peer = try HostPeer.spawn("/usr/bin/env", arguments: [interpreter, path, name])
        let process = try #require(peer.process)
        try await Self.replay(file, against: peer, reaping: process)
        let status = await process.waitForExit()
        #expect(status == 0, "\(sdk): exit status \(status)")
    }

    /// The comparison is strict enough to fail: a changed widget line is noticed.
    @Test func aDifferentReplyIsNoticed() {
        let expected: JSONValue = ["jsonrpc": "2.0", "id": "h-3", "result": ["height": 148]]
        let got: JSONValue = ["jsonrpc": "2.0", "id": "h-3", "result": ["height": 149]]
        #expect(Self.comparable(got) != Self.comparable(expected))
        let errorA: JSONValue = ["jsonrpc": "2.0", "id": "h-1", "error": ["code": -32002, "message": "a", "data": ["method": "x"]]]
        let errorB: JSONValue = ["jsonrpc": "2.0", "id": "h-1", "error": ["code": -32002, "message": "b", "data": ["method": "y"]]]
        #expect(Self.comparable(errorA) != Self.comparable(errorB))
    }
}
