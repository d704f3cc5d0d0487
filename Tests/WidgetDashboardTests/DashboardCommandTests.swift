import Foundation
import Glibc
import Testing
import WidgetJSON
import WidgetTestSupport

typealias Run = CommandRun

/// Runs `executable` with `arguments`, with `environment` added to ours, and waits for it
/// (see ``CommandRunner``: no descriptor of the test process is held while it runs).
func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) async throws -> Run {
    try await CommandRunner.run(executable, arguments, environment: environment)
}

/// `widgets dashboard` as a user runs it: the built binary, in the checkout, with a private
/// state directory (so the checklist starts empty and the flight recorder goes there), and no
/// installed widget or layout (so it shows the bundled examples).
func widgets(_ arguments: [String], state: String = temporaryDirectory("state")) async throws -> Run {
    try await run(
        BuiltProducts.path(of: "widgets"), arguments,
        environment: ["XDG_STATE_HOME": state, "XDG_CONFIG_HOME": state + "/config", "XDG_DATA_HOME": state + "/data", "NO_COLOR": "1"])
}

/// A manifest in `directory` of trip widgets from `Tests/Fixtures/HostileWidgets`: each id with
/// its command, the fixture script first. Returns its path.
func hostileManifest(in directory: String, _ widgets: [(id: String, command: [String])]) throws -> String {
    let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/HostileWidgets").path
    let entries: [JSONValue] = widgets.map { widget in
        let command = [fixtures + "/" + widget.command[0]] + widget.command.dropFirst()
        return ["id": .string(widget.id), "command": .array(command.map(JSONValue.string)), "dashboards": ["trip"]]
    }
    let path = directory + "/widgets.json"
    try (["widgets": .array(entries)] as JSONValue).serializedString().write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

extension DashboardTests {
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct DashboardCommandTests {
        @Test func onceprintsTheTripDashboardWithTheExampleWidgets() async throws {
            let state = temporaryDirectory("once")
            let result = try await widgets(["dashboard", "--once"], state: state)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stdout.contains("Singapore via Frankfurt · LH 778"))
            #expect(result.stdout.contains("FRA → SIN"), "flight-status's card")
            #expect(result.stdout.contains("Trip checklist"), "checklist's card")
            // Each card carries its widget's id; the status is one line per widget (issue 27).
            #expect(result.stdout.contains("─ flight-status ─╯") && result.stdout.contains("─ checklist ─╯"))
            #expect(result.stdout.contains("\nflight-status  ready"), "\(result.stdout)")
            #expect(result.stdout.contains("\nchecklist      ready"), "\(result.stdout)")
            #expect(result.stderr.contains("Flight recorder: \(state)/widgets/logs/dashboard-"))
            #expect(FileManager.default.fileExists(atPath: "\(state)/widgets/last-dashboard.jsonl"))
        }

        /// Issue 27: a card its widget hides was not drawn and not named anywhere. `--once` lists
        /// it under the cards with why; `--json` says who hid it.
        @Test func aHiddenCardIsListedWithWhoHidIt() async throws {
            let directory = temporaryDirectory("hidden-list")
            let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures").path
            let manifest = directory + "/widgets.json"
            let entries: JSONValue = [
                "widgets": [
                    ["id": "shown", "command": [.string(fixtures + "/HostileWidgets/widget.py"), "healthy"], "dashboards": ["trip"]],
                    ["id": "shy", "command": ["python3", .string(fixtures + "/BrokenWidgets/never_shown.py")], "dashboards": ["trip"]],
                ]
            ]
            try entries.serializedString().write(toFile: manifest, atomically: true, encoding: .utf8)
            let once = try await widgets(["dashboard", "--manifest", manifest, "--once"], state: directory)
            #expect(once.status == 0, "stderr: \(once.stderr)")
            #expect(once.stdout.contains("─ shown ─╯") && !once.stdout.contains("─ shy ─╯"), "\(once.stdout)")
            #expect(once.stdout.contains("\nshown  ready"), "\(once.stdout)")
            #expect(once.stdout.contains("\nshy    hidden by the widget (it answered"), "\(once.stdout)")
            let json = try JSONValue(
                parsing: Array(try await widgets(["dashboard", "--manifest", manifest, "--json"], state: directory).stdout.utf8))
            let cards = try #require(json["widgets"]?.arrayValue)
            #expect(cards.map { $0["hiddenBy"] } == [.null, "widget"])
            #expect(cards.map { $0["status"]?.stringValue } == ["ready", "hidden by the widget"])
        }

        /// `--json`: the same run as one JSON object a script can read, every card with its status
        /// and cell tree; the mute widget's card says why it has none.
        @Test func jsonPrintsEveryCardWithItsStatusAndCellTree() async throws {
            let result = try await widgets(["dashboard", "--json"])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let json = try JSONValue(parsing: Array(result.stdout.utf8))
            #expect(json["dashboard"]?.stringValue == "trip")
            #expect(json["title"]?.stringValue == "Singapore via Frankfurt · LH 778")
            let cards = try #require(json["widgets"]?.arrayValue)
            #expect(cards.compactMap { $0["id"]?.stringValue } == ["flight-status", "checklist"])
            for card in cards {
                #expect(card["status"]?.stringValue == "ready", "\(card)")
                #expect(card["cell"]?["content"] != nil, "a cell tree: \(card)")
                #expect((card["height"]?.doubleValue ?? 0) > 0)
                #expect(card["reason"] == .null)
            }

            let both = try await widgets(["dashboard", "--json", "--html", temporaryDirectory("json") + "/page.html"])
            #expect(both.status == 64)
            #expect(both.stderr.hasPrefix("Error: --json and --html cannot be combined"), "\(both.stderr)")
        }

        /// Issue 9, item 1: the host's own stop used to schedule a restart (and, had the host
        /// lived on, a ghost instance). Each run's log must show one start and one stop per
        /// widget, and never a restart.
        @Test func aHostStopNeverRecordsARestart() async throws {
            for run in 1...3 {
                let state = temporaryDirectory("stop-\(run)")
                let result = try await widgets(["dashboard", "--once"], state: state)
                #expect(result.status == 0, "run \(run), stderr: \(result.stderr)")
                let log = try String(contentsOfFile: "\(state)/widgets/last-dashboard.jsonl", encoding: .utf8)
                let records = log.split(separator: "\n").compactMap { try? JSONValue(parsing: String($0)) }
                func count(_ kind: String, _ widget: String) -> Int {
                    records.filter { $0["kind"]?.stringValue == kind && $0["widget"]?.stringValue == widget }.count
                }
                #expect(!records.contains { $0["kind"]?.stringValue == "restarting" }, "run \(run)")
                for widget in ["flight-status", "checklist"] {
                    #expect(count("spawned", widget) == 1, "run \(run), \(widget)")
                    #expect(count("stopped", widget) == 1, "run \(run), \(widget)")
                }
            }
        }

        /// Issue 10: a pinned clock gives the same frame on every run, and the sample trip is moved
        /// to it (its boarding flight boards about now, not in days).
        @Test func withNowPinnedTwoRunsPrintTheSameFrame() async throws {
            let now = "2027-03-01T09:00:00+01:00"
            let first = try await widgets(["dashboard", "--once", "--now", now])
            let second = try await widgets(["dashboard", "--once", "--now", now])
            #expect(first.status == 0 && second.status == 0, "\(first.stderr)\n\(second.stderr)")
            #expect(!first.stdout.isEmpty && first.stdout == second.stdout)
            #expect(first.stdout.contains("09:25 →"), "LH 778 departs 25 min after the pinned now: \(first.stdout)")
            #expect(!first.stdout.contains(" days"), "\(first.stdout)")
            let bad = try await widgets(["dashboard", "--once", "--now", "tomorrow"])
            #expect(bad.status == 64 && bad.stderr.hasPrefix("Error: --now"))
        }

        @Test func onceprintsTheAirportDashboard() async throws {
            let result = try await widgets(["dashboard", "--airport", "LHR", "--once", "--width", "400"])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stdout.contains("London Heathrow (LHR)"))
            #expect(result.stdout.contains("LHR · Terminal 2"), "airport-guide's card")
            #expect(result.stdout.split(separator: "\n").first?.count == 50, "400 points are 50 columns")
        }

        @Test(arguments: ["10", "401", "wide"])
        func widthOutsideTheRangeIsAUsageError(_ width: String) async throws {
            let result = try await widgets(["dashboard", "--width", width, "--once"])
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix("Error: --width"))
            #expect(result.stdout.isEmpty)
        }

        @Test func htmlWritesTheCardsWithoutScript() async throws {
            let page = temporaryDirectory("html") + "/dashboard.html"
            let result = try await widgets(["dashboard", "--html", page])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(!html.lowercased().contains("<script"))
            #expect(html.components(separatedBy: "<article class=\"card").count - 1 == 6, "two cards at three widths")
            #expect(html.contains("Trip checklist"))
            #expect(html.contains("LH 778"), "flight-status's card")
            // The dialog's classes go on with its width's.
            #expect(html.contains("<section class=\"dialog push "), "flight-status's pushed details are in the dialogs")
            #expect(html.contains("Booking reference"))
            #expect(html.contains("<section class=\"dialog popup "), "checklist's popup is in the dialogs")
        }

        /// Issue 27: two widgets offering the same controller showed one dialog, from nobody.
        /// Two flight-status widgets under two ids: two dialogs, each saying whose it is.
        @Test func identicalControllersOfTwoWidgetsAreDrawnOnceEachWithTheirWidget() async throws {
            let directory = temporaryDirectory("twins")
            let example = RepositoryPaths.root.appendingPathComponent("examples/flight-status").path
            let twin: (String) -> JSONValue = { id in
                ["id": .string(id), "command": ["python3", "main.py"], "workingDirectory": .string(example), "dashboards": ["trip"]]
            }
            let manifest = directory + "/widgets.json"
            try (["widgets": [twin("flight-a"), twin("flight-b")]] as JSONValue).serializedString()
                .write(toFile: manifest, atomically: true, encoding: .utf8)
            let page = directory + "/page.html"
            let result = try await widgets(["dashboard", "--manifest", manifest, "--html", page], state: directory)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(html.components(separatedBy: "<section class=\"dialog push ").count - 1 == 2, "\(html)")
            for id in ["flight-a", "flight-b"] {
                #expect(html.components(separatedBy: "<span class=\"dialog-widget\">from \(id)</span>").count - 1 == 1, "\(id)")
            }
        }

        /// Issue 10: every state a widget can be in shows, in `--once` and in HTML, with its
        /// cause; `--once` does not wait for what will not come, and exits 1.
        @Test func fourWidgetsInFourStatesAreAllShownWithTheirCauses() async throws {
            let directory = temporaryDirectory("states")
            let manifest = try hostileManifest(
                in: directory,
                [
                    ("healthy", ["widget.py", "healthy"]), ("no-python", ["missing-interpreter.py"]),
                    ("bad-tree", ["widget.py", "bad-cell"]), ("crasher", ["widget.py", "crash-loop"]),
                ])
            let result = try await widgets(["dashboard", "--manifest", manifest, "--once", "--settle", "30"])
            #expect(result.status == 1, "stderr: \(result.stderr)")
            #expect(!result.stderr.contains("still waiting"), "every state settles by itself: \(result.stderr)")
            let frame = result.stdout
            #expect(frame.contains("hello from healthy"))
            #expect(frame.contains("failed to start"), "\(frame)")
            #expect(frame.contains("rejected"), "\(frame)")
            #expect(frame.contains("restarting in") || frame.contains("quarantined"), "\(frame)")
            #expect(result.stderr.contains("widget \"no-python\": failed to start"), "\(result.stderr)")
            #expect(result.stderr.contains("widget \"bad-tree\": its cell was rejected"), "\(result.stderr)")
            #expect(result.stderr.contains("/cell/content"), "the rejection names where: \(result.stderr)")

            let page = directory + "/dashboard.html"
            let html = try await widgets(["dashboard", "--manifest", manifest, "--html", page, "--settle", "30"])
            #expect(html.status == 1)
            let text = try String(contentsOfFile: page, encoding: .utf8)
            #expect(text.contains("card-status failed") && text.contains("card-status rejected"))
            #expect(!text.contains("(r retries)"), "terminal hints stay in the terminal")
        }

        /// A widget that never answers for its first cell is "not answering" with the reason
        /// (not a loading skeleton forever), and `--once` fails with it.
        @Test func aWidgetThatNeverAnswersForItsCardIsShownAsNotAnswering() async throws {
            let manifest = try hostileManifest(
                in: temporaryDirectory("mute"), [("healthy", ["widget.py", "healthy"]), ("mute", ["widget.py", "never-answer"])])
            let result = try await widgets(["dashboard", "--manifest", manifest, "--once", "--settle", "3"])
            #expect(result.status == 1, "stderr: \(result.stderr)")
            #expect(result.stdout.contains("hello from healthy"), "\(result.stdout)")
            #expect(result.stdout.contains("not answering"), "\(result.stdout)")
            #expect(result.stderr.contains("widget \"mute\": has not answered for its card"), "\(result.stderr)")
            #expect(result.stderr.contains("did not answer 'cellHeight'"), "\(result.stderr)")
        }

        @Test func themeChoosesThePagesColours() async throws {
            let directory = temporaryDirectory("theme")
            let auto = try await widgets(["dashboard", "--html", directory + "/auto.html"])
            let dark = try await widgets(["dashboard", "--html", directory + "/dark.html", "--theme", "dark"])
            #expect(auto.status == 0 && dark.status == 0, "\(auto.stderr)\n\(dark.stderr)")
            #expect(try String(contentsOfFile: directory + "/auto.html", encoding: .utf8).contains("prefers-color-scheme: dark"))
            let page = try String(contentsOfFile: directory + "/dark.html", encoding: .utf8)
            #expect(!page.contains("prefers-color-scheme") && page.contains("color-scheme:dark"), "\(page.prefix(600))")
            let bad = try await widgets(["dashboard", "--html", directory + "/x.html", "--theme", "blue"])
            #expect(bad.status == 64 && bad.stderr.hasPrefix("Error: --theme"))
        }

        @Test func aBrokenManifestEntryIsReportedAndTheOthersRun() async throws {
            let directory = temporaryDirectory("manifest")
            let manifest = directory + "/widgets.json"
            let examples = RepositoryPaths.root.appendingPathComponent("examples").path
            try """
            {"widgets": [
              {"id": "flight-status", "command": ["python3", "\(examples)/flight-status/main.py"], "dashboards": ["trip"]},
              {"id": "typo", "command": ["./nope"], "dashbaords": ["trip"]}
            ]}
            """.write(toFile: manifest, atomically: true, encoding: .utf8)
            let result = try await widgets(["dashboard", "--manifest", manifest, "--once"])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stderr.contains("\(manifest) at /widgets/1"))
            #expect(result.stdout.contains("FRA → SIN"))
        }

        /// Issue 21: a widget whose program is not there is a card that failed to start, with
        /// the reason, and `--once` exits 1 as its help says (it was left out, and 0).
        @Test func aWidgetWhoseCommandDoesNotExistIsACardThatFailedToStart() async throws {
            let directory = temporaryDirectory("missing-command")
            let manifest = directory + "/widgets.json"
            let examples = RepositoryPaths.root.appendingPathComponent("examples").path
            try """
            {"widgets": [
              {"id": "flight-status", "command": ["python3", "\(examples)/flight-status/main.py"], "dashboards": ["trip"]},
              {"id": "ghost", "command": ["no-such-widget-program"], "dashboards": ["trip"]}
            ]}
            """.write(toFile: manifest, atomically: true, encoding: .utf8)
            let result = try await widgets(["dashboard", "--manifest", manifest, "--once"])
            #expect(result.status == 1, "stderr: \(result.stderr)")
            #expect(result.stderr.contains("widget \"ghost\": failed to start"), "\(result.stderr)")
            #expect(result.stderr.contains("no-such-widget-program"), "\(result.stderr)")
            #expect(result.stdout.contains("FRA → SIN"), "the other widget runs")
            #expect(result.stdout.contains("failed to start"), "the card is drawn: \(result.stdout)")
        }
    }
}
