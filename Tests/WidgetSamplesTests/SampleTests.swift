import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetSamples
import WidgetTestSupport

/// The samples `init` carries: found on disk or embedded, and turned into init cases.
@Suite struct SampleTests {

    /// `protocol/samples` as relative path → contents.
    static func filesOnDisk() throws -> [String: String] {
        var files: [String: String] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.samples.path).sorted() {
            let url = RepositoryPaths.samples.appendingPathComponent(folder)
            for file in try RepositoryPaths.files(in: url, withExtension: "json") {
                files["\(folder)/\(file.lastPathComponent)"] = try String(contentsOf: file, encoding: .utf8)
            }
        }
        return files
    }

    /// The embedded copy must match protocol/samples. Run with
    /// WIDGETS_RECORD=samples to rewrite EmbeddedSamples.swift after changing samples.
    @Test func embeddedSamplesMatchTheProtocolFolder() throws {
        let disk = try Self.filesOnDisk()
        let trimmed = disk.mapValues { $0.trimmingCharacters(in: .newlines) }
        if RecordMode.isOn(.samples) {
            try Self.generatedSource(disk).write(
                to: RepositoryPaths.root.appendingPathComponent("Sources/WidgetProtocol/Samples/EmbeddedSamples.swift"),
                atomically: true, encoding: .utf8)
            return
        }
        #expect(
            EmbeddedSamples.files.mapValues { $0.trimmingCharacters(in: .newlines) } == trimmed,
            "protocol/samples changed: run `\(RecordMode.command(.samples)) swift test --filter embeddedSamples` and rebuild")
    }

    static func generatedSource(_ files: [String: String]) -> String {
        var lines = [
            "// swift-format-ignore-file",
            "// Generated from protocol/samples by SampleTests (run with",
            "// WIDGETS_RECORD=samples to rewrite it). Do not edit by hand.",
            "",
            "/// `protocol/samples`, compiled in: `widgets check` works from any directory with them, and the",
            "/// SDK's `Trip.samples`, `Flight.samples`, ... decode them.",
            "package enum EmbeddedSamples {",
            "    /// Relative path (`trips/one-way.json`) to file contents.",
            "    package static let files: [String: String] = [",
        ]
        for path in files.keys.sorted() {
            lines.append("        \"\(path)\": ##\"\"\"\n\(files[path]!.trimmingCharacters(in: .newlines))\n\"\"\"##,")
        }
        lines += ["    ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func locatorFallsBackToTheEmbeddedCopy() throws {
        let samples = try SampleLocator.locate(explicit: nil, environment: [:], currentDirectory: "/", executablePath: nil)
        #expect(samples.source == "embedded")
        #expect(samples.initCases(for: [.trip, .airport]).count == 12)
    }

    @Test func locatorPrefersTheEnvironmentVariable() throws {
        let samples = try SampleLocator.locate(
            explicit: nil, environment: [SampleLocator.environmentVariable: RepositoryPaths.samples.path],
            currentDirectory: "/", executablePath: nil)
        #expect(samples.source == RepositoryPaths.samples.path)
    }

    @Test func initCasesCoverEveryTripFlightAndLoneFlight() throws {
        let samples = try SampleSet(directory: RepositoryPaths.samples)
        let trips = samples.initCases(for: [.trip])
        // 6 flights across the 4 trips, plus the diverted flight that is in no trip.
        #expect(trips.map(\.label).contains("flights/aa100-diverted"))
        #expect(trips.count == 7)
        #expect(samples.initCases(for: [.trip], trip: "one-way").map(\.label) == ["trips/one-way BA117"])
        #expect(samples.initCases(for: [.airport], airport: "LHR").count == 1)
    }
}
