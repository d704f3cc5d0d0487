import Foundation
import WidgetJSON
import WidgetProtocol

/// The data `init` carries, read from `protocol/samples` (or the copy embedded in the binary),
/// and the init cases made from it.
public struct SampleSet: Sendable {
    /// One `init` the checker sends: a label for reports and the params.
    public struct InitCase: Sendable, Hashable {
        public var label: String
        public var dashboard: DashboardKind
        public var params: JSONValue
        /// For a trip sample chosen by name (``tripCase(named:flight:now:)``): which of its
        /// flights is the current one, and why.
        public var flightChoice: FlightChoice?

        public init(label: String, dashboard: DashboardKind, params: JSONValue, flightChoice: FlightChoice? = nil) {
            self.label = label
            self.dashboard = dashboard
            self.params = params
            self.flightChoice = flightChoice
        }
    }

    /// A sample file: its name without extension and its JSON.
    public struct Sample: Sendable, Hashable {
        public var name: String
        public var json: JSONValue
    }

    /// Where the samples came from: a directory path or "embedded".
    public var source: String
    public var trips: [Sample]
    public var flights: [Sample]
    public var airports: [Sample]
    public var user: JSONValue?

    /// Why samples could not be read.
    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Builds the set from `files`: paths relative to the samples folder (`trips/one-way.json`)
    /// and their contents.
    public init(source: String, files: [String: [UInt8]]) throws(LoadError) {
        self.source = source
        var trips: [Sample] = [], flights: [Sample] = [], airports: [Sample] = []
        var user: JSONValue?
        for path in files.keys.sorted() where path.hasSuffix(".json") {
            let parts = path.split(separator: "/")
            guard parts.count == 2 else { continue }
            let json: JSONValue
            do {
                json = try JSONValue(parsing: files[path]!)
            } catch {
                throw LoadError(description: "The sample \(source)/\(path) is not valid JSON: \(error)")
            }
            let sample = Sample(name: String(parts[1].dropLast(5)), json: json)
            switch parts[0] {
            case "trips": trips.append(sample)
            case "flights": flights.append(sample)
            case "airports": airports.append(sample)
            case "users": user = user ?? json
            default: break
            }
        }
        guard !trips.isEmpty || !airports.isEmpty else {
            throw LoadError(description: "\(source) holds no trips/*.json or airports/*.json samples.")
        }
        self.trips = trips
        self.flights = flights
        self.airports = airports
        self.user = user
    }

    /// Reads every `*/*.json` under `directory`.
    public init(directory: URL) throws(LoadError) {
        var files: [String: [UInt8]] = [:]
        let manager = FileManager.default
        guard let folders = try? manager.contentsOfDirectory(atPath: directory.path) else {
            throw LoadError(description: "The samples directory \(directory.path) cannot be read.")
        }
        for folder in folders {
            let url = directory.appendingPathComponent(folder)
            for file in (try? manager.contentsOfDirectory(atPath: url.path)) ?? [] where file.hasSuffix(".json") {
                if let data = manager.contents(atPath: url.appendingPathComponent(file).path) {
                    files["\(folder)/\(file)"] = Array(data)
                }
            }
        }
        try self.init(source: directory.path, files: files)
    }

    /// The copy of `protocol/samples` compiled into the binary.
    public static func embedded() -> SampleSet {
        try! SampleSet(source: "embedded", files: EmbeddedSamples.files.mapValues { Array($0.utf8) })
    }

    /// Names `--trip` accepts: trip file names and trip ids.
    public var tripNames: [String] {
        trips.map(\.name)
    }

    /// The IATA codes of the airport samples, for messages.
    public var airportCodes: [String] {
        airports.compactMap { $0.json["iataCode"]?.stringValue }
    }

    /// The trip sample `name` names: its file name (`one-way`) or its trip id.
    public func trip(named name: String) -> Sample? {
        trips.first { Self.sample($0, isTripNamed: name) }
    }

    /// The airport sample `name` names: its IATA code or its file name, in any case.
    public func airport(named name: String) -> Sample? {
        airports.first { Self.sample($0, isAirportNamed: name) }
    }

    private static func sample(_ sample: Sample, isTripNamed name: String) -> Bool {
        sample.name == name || sample.json["id"]?.stringValue == name
    }

    private static func sample(_ sample: Sample, isAirportNamed name: String) -> Bool {
        sample.name == name.lowercased() || sample.json["iataCode"]?.stringValue == name.uppercased()
    }

    /// The init cases for `dashboards`. Trip cases: every flight of every trip sample as the
    /// current flight — the one a dashboard shows first (``CurrentFlight``), then the others in
    /// order — then every flight sample not already in a trip, wrapped in a one-flight trip.
    /// `trip` narrows trips to one (by file name or id) and drops the lone flights; `airport`
    /// narrows airports to one (by file name or IATA code). The samples are used as written.
    public func initCases(for dashboards: [DashboardKind], trip: String? = nil, airport: String? = nil) -> [InitCase] {
        var cases: [InitCase] = []
        if dashboards.contains(.trip) {
            var seen = Set<String>()
            for sample in trips where trip.map({ Self.sample(sample, isTripNamed: $0) }) ?? true {
                let flights = sample.json["flights"]?.arrayValue ?? []
                let current = CurrentFlight.index(statuses: flights.map { $0["status"]?.stringValue }) ?? 0
                let order = flights.isEmpty ? [] : [current] + flights.indices.filter { $0 != current }
                for flight in order.map({ flights[$0] }) {
                    if let id = flight["id"]?.stringValue { seen.insert(id) }
                    cases.append(tripCase(label: "trips/\(sample.name) \(Self.flightCode(flight))", trip: sample.json, flight: flight))
                }
            }
            if trip == nil {
                for sample in flights where !seen.contains(sample.json["id"]?.stringValue ?? "") {
                    let tripJSON: JSONValue = [
                        "id": .string("check-\(sample.name)"), "title": .string("Check: \(Self.flightCode(sample.json))"),
                        "flights": [sample.json],
                    ]
                    cases.append(tripCase(label: "flights/\(sample.name)", trip: tripJSON, flight: sample.json))
                }
            }
        }
        if dashboards.contains(.airport) {
            for sample in airports where airport.map({ Self.sample(sample, isAirportNamed: $0) }) ?? true {
                cases.append(
                    InitCase(
                        label: "airports/\(sample.name)", dashboard: .airport,
                        params: ["dashboard": "airport", "airport": sample.json]))
            }
        }
        return cases
    }

    func tripCase(label: String, trip: JSONValue, flight: JSONValue) -> InitCase {
        InitCase(label: label, dashboard: .trip, params: ["dashboard": "trip", "trip": trip, "flight": flight])
    }

    static func flightCode(_ flight: JSONValue) -> String {
        (flight["airline"]?["iataCode"]?.stringValue ?? "?") + (flight["flightNumber"]?.stringValue ?? "?")
    }
}
