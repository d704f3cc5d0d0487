import Testing
import WidgetTestSupport

/// The one record variable: "1" records every kind, a list only the kinds it names.
@Suite struct RecordModeTests {
    @Test func oneRecordsEveryKind() {
        for kind in RecordMode.Kind.allCases { #expect(RecordMode.isOn(kind, value: "1")) }
    }

    @Test func aListRecordsOnlyTheKindsItNames() {
        #expect(RecordMode.isOn(.samples, value: "goldens, samples"))
        #expect(RecordMode.isOn(.goldens, value: "goldens, samples"))
        #expect(!RecordMode.isOn(.codecs, value: "goldens, samples"))
    }

    @Test func unsetEmptyOrZeroRecordsNothing() {
        for value in [nil, "", "0"] as [String?] { #expect(!RecordMode.isOn(.graph, value: value)) }
    }
}
