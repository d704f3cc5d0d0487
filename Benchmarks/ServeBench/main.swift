// serve-bench: the figures of widgets serve's page, measured in a real browser.
// Run with a release build:  swift run -c release serve-bench [--quick]
import Foundation

let arguments = Set(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(
        """
        OVERVIEW: Measures widgets serve's page in headless Chromium: a snapshot change until the page's DOM has it \
        (p50, p99), with 3 and 100 cards; the page's first load with 100 cards; and the host's CPU with the page \
        open and every example widget idle, with and without an inspector open.

        USAGE: serve-bench [--quick]

        OPTIONS:
          --quick       Fewer changes and a shorter idle window (a smoke run, not for the README).
          -h, --help    Show this help.
        """)
    exit(0)
}
let quick = arguments.contains("--quick")
do {
    try await ServeBenchmark(quick: quick).run()
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(1)
}
