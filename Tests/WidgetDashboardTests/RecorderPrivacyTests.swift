import Foundation
import Glibc
import Testing
import WidgetJSON
import WidgetTestSupport

extension DashboardTests {
    /// The dashboard's flight recorder keeps secrets and does not collide (issue 13).
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct RecorderPrivacyTests {
        /// The sample user and the default trip's personal data (protocol/samples).
        static let secrets = ["usr-7f3c2a9e", "Ada Traveller", "LH4R7T", "14C", "42A"]

        static func mode(_ path: String) -> mode_t {
            var info = stat()
            return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
        }

        /// The log path the command printed (`Flight recorder: <path>`).
        static func logPath(_ run: Run) throws -> String {
            let line = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix("Flight recorder: ") })
            return String(line.dropFirst("Flight recorder: ".count))
        }

        /// The log's text with the run's state folder blanked out: its random name (`…-F700E14C`)
        /// once contained the seat "14C" and failed CI; a folder's name is no leak.
        static func text(ofLogAt path: String, state: String) -> String {
            FlightLogCheck.files(of: path).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.joined()
                .replacingOccurrences(of: state, with: "<state>")
        }

        @Test func aOnceRunsLogIsPrivateRedactedAndPointedTo() async throws {
            let state = temporaryDirectory("private")
            let result = try await widgets(["dashboard", "--once"], state: state)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let path = try Self.logPath(result)
            #expect(path.hasPrefix("\(state)/widgets/logs/dashboard-") && path.hasSuffix(".jsonl"))
            #expect(Self.mode(path) == 0o600)
            #expect(Self.mode(path + ".lifecycle") == 0o600)
            #expect(Self.mode("\(state)/widgets/logs") == 0o700)
            #expect(Self.mode("\(state)/widgets") == 0o700)
            #expect(Self.mode("\(state)/widgets/data/checklist") == 0o700)
            let link = try FileManager.default.destinationOfSymbolicLink(atPath: "\(state)/widgets/last-dashboard.jsonl")
            #expect("\(state)/widgets/" + link == path)
            let text = Self.text(ofLogAt: path, state: state)
            #expect(text.contains("\"kind\":\"initialized\""))
            for secret in Self.secrets {
                #expect(!text.contains(secret), "\(secret) in clear in the log")
            }
            #expect(text.contains("\"userID\":\"<redacted>\"") && text.contains("\"bookingReference\":\"<redacted>\""))
            #expect(FlightLogCheck.repliesBeforeRequests(inLogAt: path) == [])
        }

        @Test func anHTMLRunRedactsTheBookingReferenceAWidgetShowsInItsController() async throws {
            let state = temporaryDirectory("html-private")
            let page = state + "/page.html"
            let result = try await widgets(["dashboard", "--html", page], state: state)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let path = try Self.logPath(result)
            let text = Self.text(ofLogAt: path, state: state)
            // flight-status's controller lists "Booking reference" with its value.
            #expect(text.contains("\"title\":\"Booking reference\",\"value\":\"<redacted>\""))
            for secret in Self.secrets {
                #expect(!text.contains(secret), "\(secret) in clear in the log")
            }
        }

        @Test func twoDashboardsAtOnceWriteTwoSeparateValidLogs() async throws {
            let state = temporaryDirectory("two")
            async let first = widgets(["dashboard", "--once"], state: state)
            async let second = widgets(["dashboard", "--once"], state: state)
            let runs = try await [first, second]
            for run in runs { #expect(run.status == 0, "stderr: \(run.stderr)") }
            let paths = try runs.map(Self.logPath)
            #expect(Set(paths).count == 2)
            let files = try FileManager.default.contentsOfDirectory(atPath: "\(state)/widgets/logs").filter { $0.hasSuffix(".jsonl") }
            #expect(files.count == 2)
            for path in paths {
                let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
                let records = lines.compactMap { try? JSONValue(parsing: String($0)) }
                #expect(records.count == lines.count, "every line of \(path) is a record")
                #expect(records.map { $0["seq"]?.intValue ?? 0 } == (1...Int64(records.count)).map { $0 })
                for widget in ["flight-status", "checklist"] {
                    let spawned = records.filter { $0["widget"]?.stringValue == widget && $0["kind"]?.stringValue == "spawned" }
                    #expect(spawned.count == 1, "\(widget) in \(path)")
                }
                // One run's pids only: no record of the other run's processes.
                let pids = Set(records.compactMap { $0["pid"]?.intValue })
                #expect(pids.count == 2, "\(pids) in \(path)")
                #expect(FlightLogCheck.repliesBeforeRequests(inLogAt: path) == [])
            }
            let link = try FileManager.default.destinationOfSymbolicLink(atPath: "\(state)/widgets/last-dashboard.jsonl")
            #expect(paths.contains("\(state)/widgets/" + link))
        }

        @Test func logUnredactedKeepsPersonalDataAndANamedLogStartsClean() async throws {
            let state = temporaryDirectory("unredacted")
            let path = state + "/run.jsonl"
            let stale = #"{"time":"2020-01-01T00:00:00.000000Z","seq":1,"widget":"ghost","instance":1,"direction":"host","kind":"spawned"}"#
            for file in [path, path + ".1", path + ".2", path + ".lifecycle"] {
                _ = FileManager.default.createFile(atPath: file, contents: Data((stale + "\n").utf8))
            }
            let result = try await widgets(["dashboard", "--once", "--log", path, "--log-unredacted"], state: state)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let text = Self.text(ofLogAt: path, state: state)
            #expect(text.contains("usr-7f3c2a9e") && text.contains("LH4R7T"))
            #expect(!text.contains("ghost"))
            #expect(!FileManager.default.fileExists(atPath: path + ".1") && !FileManager.default.fileExists(atPath: path + ".2"))
            #expect(!FileManager.default.fileExists(atPath: "\(state)/widgets/last-dashboard.jsonl"))
        }
    }
}
