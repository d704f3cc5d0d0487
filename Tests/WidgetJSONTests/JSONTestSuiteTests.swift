import Foundation
import Testing
import WidgetJSON
import WidgetTestSupport

/// Nicolas Seriot's JSONTestSuite (`Tests/Fixtures/JSONTestSuite`, MIT): every `y_` file parses,
/// every `n_` file is rejected with an error, and every `i_` file (implementation-defined) gets
/// an answer either way without a crash or a hang.
@Suite struct JSONTestSuiteTests {
    static let folder = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/JSONTestSuite/test_parsing")

    static func cases(_ prefix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func parses(_ name: String) -> Bool {
        guard let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return false }
        return (try? JSONValue(parsing: Array(bytes))) != nil
    }

    @Test func theSuiteIsThere() throws {
        #expect(try Self.cases("y_").count == 95)
        #expect(try Self.cases("n_").count == 188)
        #expect(try Self.cases("i_").count == 35)
    }

    @Test func everyMustAcceptFileParses() throws {
        let rejected = try Self.cases("y_").filter { !Self.parses($0) }
        #expect(rejected.isEmpty, "rejected: \(rejected)")
    }

    @Test func everyMustRejectFileIsRejected() throws {
        let accepted = try Self.cases("n_").filter { Self.parses($0) }
        #expect(accepted.isEmpty, "accepted: \(accepted)")
    }

    /// The documented choices (README in the fixture folder) for a few implementation-defined cases.
    @Test func implementationDefinedCasesFollowTheDocumentedChoices() throws {
        #expect(
            try Self.cases("i_").allSatisfy {
                _ = Self.parses($0); return true
            })
        #expect(!Self.parses("i_number_huge_exp.json"), "beyond Double's range")
        #expect(!Self.parses("i_string_invalid_utf-8.json"), "not UTF-8")
        #expect(!Self.parses("i_structure_UTF-8_BOM_empty_object.json"), "a byte order mark")
        #expect(Self.parses("i_structure_500_nested_arrays.json"), "within the depth limit")
        let bytes = try #require(
            FileManager.default.contents(atPath: Self.folder.appendingPathComponent("i_string_lone_second_surrogate.json").path))
        #expect(try JSONValue(parsing: Array(bytes)) == .array([.string("\u{FFFD}")]), "a lone surrogate becomes U+FFFD")
    }
}
