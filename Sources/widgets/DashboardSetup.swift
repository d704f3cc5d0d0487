import Foundation
import WidgetBundles
import WidgetHost
import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetSamples

/// What `widgets dashboard` runs: the dashboard context (trip + flight, or airport), the manifest
/// entries that serve it and the user. Built from the command line by ``prepare(_:environment:console:)``.
struct DashboardSetup {
    var context: InitRequest
    /// The widgets that serve ``context``'s dashboard, in order.
    var entries: [ManifestEntry]
    var user: UserInfo
    /// Where they come from.
    var source: DashboardSource

    /// Loads the samples, picks the dashboard, loads the manifest (its problems said on stderr)
    /// and keeps the widgets that serve the dashboard: `.failure` with the exit status once an
    /// error was reported (64 for a bad trip, flight or airport, 1 without a manifest or a widget).
    static func prepare(
        _ parsed: ParsedOptions<DashboardCommand>, live: Bool, environment: [String: String], console: Console
    ) -> Result<DashboardSetup, ExitStatus> {
        prepare(
            Choice(
                trip: parsed[.trip], flight: parsed[.flight], airport: parsed[.airport], samples: parsed[.samples],
                manifest: parsed[.manifest], now: parsed[.now], allowsEmptyLayout: live),
            for: DashboardCommand.self, environment: environment, console: console)
    }

    /// What a command that runs a dashboard was given (`dashboard`, `serve`).
    struct Choice {
        var trip: String?
        var flight: Int?
        var airport: String?
        var samples: String?
        var manifest: String?
        var now: Date?
        /// Whether the user's layout may have no widget for this dashboard (a page or live view
        /// whose editor can add one); otherwise that is an error, as for any source.
        var allowsEmptyLayout = false
    }

    /// As above, from `choice`; usage errors are reported with `Command`'s usage.
    static func prepare<Command: Subcommand>(
        _ choice: Choice, for command: Command.Type, environment: [String: String], console: Console
    ) -> Result<DashboardSetup, ExitStatus> {
        let samples: SampleSet
        let context: InitRequest
        do throws(UsageError) {
            samples = try SampleArguments.load(explicit: choice.samples, environment: environment)
            context = try Self.context(
                trip: choice.trip, flight: choice.flight, airport: choice.airport, samples: samples, now: choice.now ?? Date())
        } catch {
            return .failure(Command.usageError(error, console: console))
        }
        let currentDirectory = FileManager.default.currentDirectoryPath
        guard let source = DashboardSource.choose(manifest: choice.manifest, environment: environment, currentDirectory: currentDirectory)
        else {
            console.error(
                """
                Error: you have no dashboard layout (\(DashboardLayout.path(environment: environment))) and the bundled examples \
                (examples/dashboards.json) were not found from \(currentDirectory).\nHint: install a widget ('widgets install \
                <bundle>'), run inside the WidgetHost checkout, or pass --manifest FILE.\n
                """
            )
            return .failure(.failure)
        }
        let loaded = source.load(context.dashboard, environment: environment)
        for note in loaded.notes { console.error(note + "\n") }
        if let failure = loaded.failure {
            console.error(failure + "\n")
            return .failure(.failure)
        }
        let serving = loaded.entries.filter { $0.dashboards.contains(context.dashboard) }
        if serving.isEmpty, case .layout = source, choice.allowsEmptyLayout {
            console.error(
                "Your \(context.dashboard.rawValue) dashboard shows no widget yet: add one with the editor, or 'widgets install <bundle>'.\n"
            )
        } else if serving.isEmpty {
            console.error("Error: no runnable widget in \(source.description) serves the \(context.dashboard.rawValue) dashboard.\n")
            return .failure(.failure)
        }
        let user = UserInfo(
            userID: samples.user?["userID"]?.stringValue ?? "usr-local", displayName: samples.user?["displayName"]?.stringValue)
        return .success(DashboardSetup(context: context, entries: serving, user: user, source: source))
    }

    /// The directory holding the running `widgets` binary (where SwiftPM also puts
    /// `checklist-widget`).
    static var binaryDirectory: String {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    // MARK: - Context

    /// The dashboard to show: an airport (a file, or a sample's code), or a trip — a file, used
    /// as it is, or a sample's name, moved to `now` (``SampleSet/tripCase(named:flight:now:)``).
    /// The trip's current flight is `flight` (an index), else the one ``CurrentFlight`` picks.
    static func context(
        trip tripName: String?, flight: Int?, airport: String?, samples: SampleSet, now: Date
    ) throws(UsageError) -> InitRequest {
        if let airport {
            if FileManager.default.fileExists(atPath: airport) {
                return .airport(try decode(Airport.self, file: airport))
            }
            guard let sample = samples.airport(named: airport) else {
                let codes = samples.airportCodes.joined(separator: ", ")
                throw UsageError("no airport file or sample airport '\(airport)'", hint: "give an airport JSON file or one of: \(codes).")
            }
            return .airport(try decode(Airport.self, json: sample.json, what: "the sample airport \(sample.name)"))
        }
        if let tripName, FileManager.default.fileExists(atPath: tripName) {
            let trip = try decode(Trip.self, file: tripName)
            guard let current = flight ?? CurrentFlight.index(of: trip) else { throw UsageError("the trip '\(trip.title)' has no flights") }
            guard trip.flights.indices.contains(current) else { throw flightError(current, count: trip.flights.count) }
            return .trip(trip, flight: trip.flights[current])
        }
        guard let name = tripName ?? samples.defaultTrip else {
            throw UsageError("no sample trips in \(samples.source)", hint: "pass --trip FILE.")
        }
        let initCase: SampleSet.InitCase
        do {
            initCase = try samples.tripCase(named: name, flight: flight, now: now)
        } catch {
            switch error {
            case .noTrip(_, let known):
                throw UsageError(
                    "no trip file or sample trip '\(name)'", hint: "give a trip JSON file or one of: \(known.joined(separator: ", ")).")
            case .noFlight(let index, _, let count):
                throw flightError(index, count: count)
            }
        }
        return try decode(InitRequest.self, json: initCase.params, what: "the sample trip \(name)")
    }

    /// `--flight` out of the trip's range.
    private static func flightError(_ index: Int, count: Int) -> UsageError {
        UsageError("--flight needs an index from 0 to \(count - 1) into the trip's flights, got '\(index)'")
    }

    private static func decode<T: Decodable>(_ type: T.Type, file: String) throws(UsageError) -> T {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw UsageError("cannot read \(file)", hint: "check the path.")
        }
        let json: JSONValue
        do { json = try JSONValue(parsing: Array(data)) } catch {
            throw UsageError("\(file) is not valid JSON: \(error)")
        }
        return try decode(type, json: json, what: file)
    }

    private static func decode<T: Decodable>(_ type: T.Type, json: JSONValue, what: String) throws(UsageError) -> T {
        do { return try JSONValueDecoder().decode(T.self, from: json) } catch {
            throw UsageError("\(what) is not a valid \(T.self): \(error)", hint: "see protocol/schema/models/ for the format.")
        }
    }

    // MARK: - Manifest

    /// Loads the manifest with the binary's directory first in `PATH`, so the bundled manifest's
    /// bare `checklist-widget` is the one built next to `widgets` (the loader gives such entries
    /// the absolute path it found). Errors and warnings get a line saying what to do; a widget
    /// whose program is not there stays in, and its card says it failed to start.
    static func loadManifest(_ path: String, environment: [String: String]) -> (WidgetManifest, [String]) {
        var environment = environment
        let binDirectory = binaryDirectory
        let searchPath = environment["PATH"] ?? ExecutableSearch.defaultPath
        if !searchPath.split(separator: ":").contains(Substring(binDirectory)) { environment["PATH"] = binDirectory + ":" + searchPath }
        let manifest = ManifestLoader.load(path: path, environment: environment)
        var notes: [String] = []
        for error in manifest.errors + manifest.warnings {
            notes.append(error.description)
            let who = error.widgetID.map { "the \"\($0)\" widget" } ?? "this widget"
            if error.problem.contains("\"checklist-widget\"") {
                notes.append(
                    """
                      → \(who) is not built yet: run 'swift build --product checklist-widget', then run this again. The other widgets \
                    run meanwhile.
                    """
                )
            } else if error.problem.contains("\"python3\"") {
                notes.append("  → python3 is not installed, so \(who) cannot run (install Python 3). The other widgets run meanwhile.")
            } else if error.problem.contains("\"node\"") {
                notes.append("  → node is not installed, so \(who) cannot run (install Node.js). The other widgets run meanwhile.")
            }
        }
        return (manifest, notes)
    }
}
