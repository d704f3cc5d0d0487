import Foundation
import WidgetHost
import WidgetJSON
import WidgetProtocol
import WidgetSamples

/// What `widgets dashboard` runs: the dashboard context (trip + flight, or airport), the manifest
/// entries and the notes to print about widgets that cannot run. Built from the command line.
struct DashboardSetup {
    var context: InitRequest
    var manifest: WidgetManifest
    var user: UserInfo
    /// One line per problem: manifest errors, missing interpreters, an unbuilt checklist.
    var notes: [String]

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
        trip tripName: String?, flight flightText: String?, airport: String?, samples: SampleSet, now: Date
    ) throws(UsageError) -> InitRequest {
        if let airport {
            if tripName != nil || flightText != nil {
                throw UsageError(
                    "--airport cannot be combined with --trip or --flight", hint: "a dashboard is either a trip's or an airport's.")
            }
            if FileManager.default.fileExists(atPath: airport) {
                return .airport(try decode(Airport.self, file: airport))
            }
            guard let sample = samples.airport(named: airport) else {
                let codes = samples.airportCodes.joined(separator: ", ")
                throw UsageError("no airport file or sample airport '\(airport)'", hint: "give an airport JSON file or one of: \(codes).")
            }
            return .airport(try decode(Airport.self, json: sample.json, what: "the sample airport \(sample.name)"))
        }
        var flight: Int?
        if let flightText {
            guard let index = Int(flightText), index >= 0 else { throw flightError(flightText, count: nil) }
            flight = index
        }
        if let tripName, FileManager.default.fileExists(atPath: tripName) {
            let trip = try decode(Trip.self, file: tripName)
            guard let current = flight ?? CurrentFlight.index(of: trip) else { throw UsageError("the trip '\(trip.title)' has no flights") }
            guard trip.flights.indices.contains(current) else { throw flightError(String(current), count: trip.flights.count) }
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
                throw flightError(String(index), count: count)
            }
        }
        return try decode(InitRequest.self, json: initCase.params, what: "the sample trip \(name)")
    }

    /// `--flight` out of the trip's range (or not an index).
    private static func flightError(_ given: String, count: Int?) -> UsageError {
        guard let count, count > 0 else { return UsageError("--flight needs an index from 0 into the trip's flights, got '\(given)'") }
        return UsageError("--flight needs an index from 0 to \(count - 1) into the trip's flights, got '\(given)'")
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

    /// `examples/widgets.json` of the checkout, found from the current directory or the binary.
    static func bundledManifest(currentDirectory: String) -> String? {
        for start in [currentDirectory, binaryDirectory] {
            var directory = URL(fileURLWithPath: start).standardizedFileURL
            for _ in 0..<8 {
                let candidate = directory.appendingPathComponent("examples/widgets.json").path
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return nil
    }

    /// Loads the manifest with the binary's directory first in `PATH`, so the bundled manifest's
    /// bare `checklist-widget` is the one built next to `widgets`; such entries get that absolute
    /// path. Errors about programs that are not there get a line saying what to do.
    static func loadManifest(_ path: String, environment: [String: String]) -> (WidgetManifest, [String]) {
        var environment = environment
        let binDirectory = binaryDirectory
        let searchPath = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        if !searchPath.split(separator: ":").contains(Substring(binDirectory)) { environment["PATH"] = binDirectory + ":" + searchPath }
        var manifest = ManifestLoader.load(path: path, environment: environment)
        for index in manifest.entries.indices where !manifest.entries[index].executable.contains("/") {
            let local = binDirectory + "/" + manifest.entries[index].executable
            if access(local, X_OK) == 0 { manifest.entries[index].executable = local }
        }
        var notes: [String] = []
        for error in manifest.errors {
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
