import Foundation
import WidgetSamples

/// `--samples <dir>`, `--trip <name>` and `--airport <code>`, as `check` and `preview` read them:
/// where the samples come from, and that each name given names one of them.
enum SampleArguments {
    /// `--samples <dir>` in the option tables of the commands that read samples.
    static let option = OptionSpec.value(
        "--samples", "dir",
        """
        Sample trips, flights and airports (default: \(SampleLocator.environmentVariable), then protocol/samples of the checkout, \
        then the copy built in).
        """,
        completion: .directory)

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

    /// Checks that `trip` and `airport`, when given, name samples of `samples`.
    static func validate(trip: String?, airport: String?, in samples: SampleSet) throws(UsageError) {
        if let trip, samples.trip(named: trip) == nil {
            throw UsageError(
                "no trip sample named '\(trip)' in \(samples.source)", hint: "the trips are: \(samples.tripNames.joined(separator: ", ")).")
        }
        if let airport, samples.airport(named: airport) == nil {
            throw UsageError(
                "no airport sample '\(airport)' in \(samples.source)",
                hint: "the airports are: \(samples.airportCodes.joined(separator: ", ")).")
        }
    }
}
