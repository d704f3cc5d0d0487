import Foundation
import Testing
import WidgetRendering

@testable import widgets

/// Options are read through typed keys (`parsed[.width]`: a `Double`, a flag a `Bool`), with
/// the table's defaults, and the conflicts the table declares are usage errors.
@Suite struct TypedOptionTests {
    static func dashboard(_ arguments: [String]) throws(UsageError) -> ParsedOptions<DashboardCommand> {
        try DashboardCommand.scanner().parse(arguments)
    }

    @Test func valuesHaveTheirTypesAndDefaults() throws {
        let given = try Self.dashboard(["--width=320", "--once", "--theme", "dark", "--now", "2026-12-10T11:40:00+01:00", "--flight", "1"])
        #expect(given[.width] == 320)
        #expect(given[.once])
        #expect(!given[.json])
        #expect(given[.theme] == .dark)
        #expect(given[.flight] == 1)
        #expect(given[.now] == Date(timeIntervalSince1970: 1_796_899_200))
        let defaults = try Self.dashboard([])
        #expect(defaults[.width] == 375)
        #expect(defaults[.settle] == DashboardCommand.defaultSettle)
        #expect(defaults[.theme] == .auto)
        #expect(defaults[.trip] == nil && defaults[.now] == nil)
        #expect(!defaults.has(.width))
    }

    @Test func repeatedOptionsKeepEveryValueInOrder() throws {
        let given = try PreviewCommand.scanner().parse(["--watch-path", "a", "--watch-path", "b", "--", "true"])
        #expect(given[.watchPath] == ["a", "b"])
        #expect(given.rest == ["true"])
        #expect(try LogsCommand.scanner(.interleaved).parse(["--widget", "x", "run.jsonl", "--widget", "y"])[.widget] == ["x", "y"])
    }

    @Test(arguments: [
        (["--json", "--html", "page.html"], "--json and --html cannot be combined", "pick one output."),
        (
            ["--airport", "LHR", "--trip", "one-way"], "--airport and --trip cannot be combined",
            "a dashboard is either a trip's or an airport's."
        ),
        (["--flight", "1", "--airport", "LHR"], "--airport and --flight cannot be combined", nil),
    ])
    func declaredConflictsAreUsageErrors(arguments: [String], message: String, hint: String?) {
        do {
            _ = try Self.dashboard(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(error.message == message)
            if let hint { #expect(error.hint == hint) }
        }
    }

    @Test func helpWinsOverAConflict() throws {
        #expect(try Self.dashboard(["--json", "--html", "x", "--help"]).help)
    }

    /// The wording of a failed card's line: the widget, a colon, its reason.
    @Test func aFailedWidgetsLineHasAColonAfterItsName() {
        #expect(
            DashboardCommand.failureLine(widget: "sw-broken", reason: "its cell was rejected: /cell/content: unknown type")
                == "Error: widget \"sw-broken\": its cell was rejected: /cell/content: unknown type\n")
    }
}
