import Foundation
import Glibc
import Testing
import WidgetJSON
import WidgetTestSupport

/// `widgets serve` as a user runs it: its options, the page it serves (over a real socket, with
/// the token of the URL it prints), the port and token it keeps for the next run, and a signal
/// that stops the widgets and the server.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct ServeCommandTests {
    @Test func helpAndUsageErrors() async throws {
        let help = try await CLIRunner.run(["serve", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: widgets serve"))
        #expect(help.stdout.contains("--address <ip>"))
        #expect(help.stdout.contains("--trip <name|file>"), "dashboard's options, in its words")
        // Refused before anything starts: no dashboard, no log (the manifest does not exist).
        for address in ["0.0.0.0", "::", "::0", "0:0::0", "localhost", "[::1]", "127.1"] {
            let refused = try await CLIRunner.run(["serve", "--address", address, "--manifest", "/nonexistent/widgets.json"])
            #expect(refused.status == 64, "\(address): \(refused.stderr)")
            #expect(refused.stderr.contains("--address needs one IP address of this machine, got '\(address)'"), "\(refused.stderr)")
        }
        let port = try await CLIRunner.run(["serve", "--port", "70000"])
        #expect(port.status == 64)
        #expect(port.stderr.contains("--port needs a port number from 0 to 65535"), "\(port.stderr)")
        let extra = try await CLIRunner.run(["serve", "now"])
        #expect(extra.status == 64)
    }

    /// Runs `widgets serve` until it prints its URL; returns the command and the URL.
    static func start(_ arguments: [String], state: String) async throws -> (RunningCommand, URLComponents) {
        let command = try CommandRunner.start(
            BuiltProducts.path(of: "widgets"), ["serve"] + arguments,
            environment: ["XDG_STATE_HOME": state, "XDG_CONFIG_HOME": state + "/config", "XDG_DATA_HOME": state + "/data", "NO_COLOR": "1"])
        do {
            try await waitUntil("widgets serve to print its URL") {
                command.standardOutputSoFar.hasSuffix("\n") || kill(command.pid, 0) != 0
            }
        } catch {
            command.signal(SIGKILL)
            _ = await command.finish()
            throw error
        }
        let printed = command.standardOutputSoFar.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URLComponents(string: printed), url.port != nil else {
            command.signal(SIGKILL)
            let result = await command.finish()
            Issue.record("no URL on stdout: \(printed); stderr: \(result.stderr)")
            throw CancellationError()
        }
        return (command, url)
    }

    /// The page's state, read as the page's browser would (cookie and Host).
    static func state(_ url: URLComponents) async throws -> JSONValue? {
        let port = try #require(url.port)
        let token = try #require(url.queryItems?.first { $0.name == "token" }?.value)
        let request = "GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: widgets-token-\(port)=\(token)\r\n\r\n"
        guard let response = try await HTTPTestClient.exchange(port: UInt16(port), request), response.status == 200 else { return nil }
        return try JSONValue(parsing: response.body)
    }

    @Test func servesTheDashboardKeepsItsPortAndTokenAndStopsOnASignal() async throws {
        let directory = NSTemporaryDirectory() + "widgets-serve-cli-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let manifest: JSONValue = [
            "version": 1,
            "widgets": [["id": "checklist", "command": [.string(BuiltProducts.path(of: "checklist-widget"))], "dashboards": ["trip"]]],
        ]
        try Data(manifest.serializedString().utf8).write(to: URL(fileURLWithPath: directory + "/widgets.json"))
        let state = directory + "/state"
        let arguments = ["--manifest", directory + "/widgets.json", "--log", directory + "/serve.jsonl"]

        let (first, url) = try await Self.start(arguments, state: state)
        #expect(url.host == "127.0.0.1")
        try await waitUntil("the checklist's card on the page") {
            let cards = (try? await Self.state(url))?["cards"]?.arrayValue ?? []
            return cards.first?["state"] == "ready" && cards.first?["html"]?.stringValue?.contains("Trip checklist") == true
        }
        let kept = directory + "/state/widgets/serve.json"
        var info = stat()
        #expect(stat(kept, &info) == 0 && info.st_mode & 0o777 == 0o600, "the token is kept privately")
        let saved = try JSONValue(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: kept))))
        #expect(saved["port"]?.intValue == Int64(url.port ?? 0))
        #expect(saved["token"]?.stringValue == url.queryItems?.first { $0.name == "token" }?.value)

        first.signal(SIGTERM)
        let stopped = await first.finish()
        #expect(stopped.status == 0, "\(stopped.stderr)")
        #expect(stopped.stderr.contains("SIGTERM: stopping the widgets"))
        let records = try String(contentsOfFile: directory + "/serve.jsonl", encoding: .utf8).split(separator: "\n").map {
            try JSONValue(parsing: String($0))
        }
        #expect(records.contains { $0["kind"] == "hostSignal" })
        #expect(records.contains { $0["kind"] == "stopped" && $0["widget"] == "checklist" })

        // The next run serves on the same port with the same token: an open page reconnects.
        let (second, again) = try await Self.start(arguments, state: state)
        #expect(again.string == url.string)
        try await waitUntil("the second run's page") { (try? await Self.state(again)) != nil }
        second.signal(SIGINT)
        #expect(await second.finish().status == 0)
    }
}
