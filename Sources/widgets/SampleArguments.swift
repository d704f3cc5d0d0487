import Foundation
import WidgetSamples

/// `--samples <dir>`, `--trip <name>` and `--airport <code>`, as `check`, `preview` and
/// `dashboard` read them: where the samples come from, and that each name given names one of them.
enum SampleArguments {
    /// The samples ``SampleLocator`` finds, `explicit` (`--samples`) first; an error if the folder
    /// asked for cannot be read.
    static func load(explicit: String?, environment: [String: String]) throws(UsageError) -> SampleSet {
        do {
            return try SampleLocator.locate(
                explicit: explicit, environment: environment,
                currentDirectory: FileManager.default.currentDirectoryPath,
                executablePath: DashboardSetup.binaryDirectory + "/widgets")
        } catch {
            throw UsageError(error.description, hint: "pass a folder holding trips/, flights/ and airports/ (like protocol/samples).")
        }
    }

    /// Checks that `trip` and `airport`, when given, name samples of `samples`, and `flight` a
    /// flight of that trip (or of the default one).
    static func validate(trip: String?, flight: Int? = nil, airport: String?, in samples: SampleSet) throws(UsageError) {
        if let trip, samples.trip(named: trip) == nil {
            throw UsageError(
                "no trip sample named '\(trip)' in \(samples.source)", hint: "the trips are: \(samples.tripNames.joined(separator: ", ")).")
        }
        if let flight, let name = trip ?? samples.defaultTrip {
            do {
                _ = try samples.tripCase(named: name, flight: flight, now: nil)
            } catch {
                throw UsageError("--flight needs an index into the trip's flights: \(error)")
            }
        }
        if let airport, samples.airport(named: airport) == nil {
            throw UsageError(
                "no airport sample '\(airport)' in \(samples.source)",
                hint: "the airports are: \(samples.airportCodes.joined(separator: ", ")).")
        }
    }
}

extension Option where Value == String? {
    /// `--samples <dir>` in the option tables of the commands that read samples.
    static var samples: Self {
        .value(
            "--samples", "dir",
            """
            Sample trips, flights and airports (default: \(SampleLocator.environmentVariable), then protocol/samples of the \
            checkout, then the copy built in).
            """,
            completion: .directory)
    }
}
