import Foundation
import Testing
import WidgetSDK
import WidgetTestSupport

/// `Trip.samples`, `Flight.samples`, `Airport.samples` and `UserInfo.sampleTraveller`: the data of
/// `protocol/samples` as Swift values, like the original SDK's Model-Samples. The accessors are
/// generated from the folder; this test keeps them in step and decodes every one.
@Suite struct ModelSamplesTests {
    static var generatedFile: URL { RepositoryPaths.root.appendingPathComponent("Sources/WidgetSDK/Samples/ModelSamples.swift") }

    /// Run with WIDGETS_RECORD=samples to rewrite ModelSamples.swift after adding
    /// or removing a sample (and regenerate EmbeddedSamples.swift with SampleTests).
    @Test func theAccessorsMatchTheSamplesFolder() throws {
        let source = try Self.generatedSource()
        if RecordMode.isOn(.samples) {
            try source.write(to: Self.generatedFile, atomically: true, encoding: .utf8)
            return
        }
        let current = try String(contentsOf: Self.generatedFile, encoding: .utf8)
        #expect(
            current == source,
            "protocol/samples changed: run `\(RecordMode.command(.samples)) swift test --filter theAccessorsMatchTheSamplesFolder`")
    }

    @Test func everySampleDecodes() {
        #expect(Trip.samples.count == 4 && Trip.samples.allSatisfy { !$0.flights.isEmpty })
        #expect(Flight.samples.count == 7)
        #expect(Airport.samples.map(\.iataCode) == ["FRA", "JFK", "LHR", "SIN", "SNN"])
        #expect(UserInfo.sampleTraveller.userID.isEmpty == false)
        #expect(Trip.sampleOneWay.flights.first?.flightNumber == "117")
        #expect(Flight.sampleBA117Scheduled.airline.iataCode == "BA")
        #expect(Airport.sampleLHR.name == "London Heathrow")
        #expect(Trip.sample(named: "connection") == Trip.sampleConnection)
        #expect(Trip.sample(named: "nowhere") == nil)
    }

    /// The generated Swift for the files in protocol/samples.
    static func generatedSource() throws -> String {
        let kinds: [(folder: String, type: String, uppercaseCodes: Bool)] = [
            ("trips", "Trip", false), ("flights", "Flight", true), ("airports", "Airport", true),
        ]
        var lines = [
            "// swift-format-ignore-file",
            "// Generated from protocol/samples by ModelSamplesTests (run with",
            "// WIDGETS_RECORD=samples to rewrite it). Do not edit by hand.",
        ]
        for kind in kinds {
            let names = try RepositoryPaths.files(in: RepositoryPaths.samples.appendingPathComponent(kind.folder), withExtension: "json")
                .map { $0.deletingPathExtension().lastPathComponent }
            lines += ["", "extension \(kind.type) {"]
            for name in names {
                lines += [
                    "    /// `protocol/samples/\(kind.folder)/\(name).json`.",
                    "    public static let \(identifier(name, uppercaseCodes: kind.uppercaseCodes)): \(kind.type) = ModelSamples.decode(\"\(kind.folder)/\(name).json\")",
                ]
            }
            lines += [
                "",
                "    /// Every sample of `protocol/samples/\(kind.folder)`, in file name order.",
                "    public static let samples: [\(kind.type)] = [",
            ]
            lines += names.map { "        \(identifier($0, uppercaseCodes: kind.uppercaseCodes))," }
            lines += [
                "    ]",
                "",
                "    /// The sample in `protocol/samples/\(kind.folder)/<name>.json`, e.g. `\"\(names[0])\"`; nil if there is none.",
                "    public static func sample(named name: String) -> \(kind.type)? {",
                "        ModelSamples.names(\"\(kind.folder)\").firstIndex(of: name).map { samples[$0] }",
                "    }",
                "}",
            ]
        }
        let users = try RepositoryPaths.files(in: RepositoryPaths.samples.appendingPathComponent("users"), withExtension: "json")
            .map { $0.deletingPathExtension().lastPathComponent }
        lines += ["", "extension UserInfo {"]
        for name in users {
            lines += [
                "    /// `protocol/samples/users/\(name).json`.",
                "    public static let \(identifier(name, uppercaseCodes: false)): UserInfo = ModelSamples.decode(\"users/\(name).json\")",
            ]
        }
        lines += ["}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `ba117-scheduled` → `sampleBA117Scheduled`; `one-way` → `sampleOneWay`.
    static func identifier(_ name: String, uppercaseCodes: Bool) -> String {
        "sample"
            + name.split(separator: "-").map { part -> String in
                let isCode =
                    uppercaseCodes && part.count <= 6 && part.prefix(2).allSatisfy(\.isLetter)
                    && (part.count <= 3 || part.dropFirst(2).allSatisfy(\.isNumber))
                return isCode ? part.uppercased() : part.prefix(1).uppercased() + part.dropFirst()
            }.joined()
    }
}
