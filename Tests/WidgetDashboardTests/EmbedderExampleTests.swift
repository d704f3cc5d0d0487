import Foundation
import Testing
import WidgetTestSupport

/// `examples/embedder`, an app's package of its own that depends on this checkout by path and
/// uses the public API only, builds with no warnings (strict concurrency, `MemberImportVisibility`)
/// and passes its own checks: every card ready, an action changes a cell, an outside SIGKILL is a
/// restart with its cause, two subscribers see the same states, a stream asked for after the
/// stop ends, nothing is left in /proc.
///
/// Its build compiles the library again in a scratch folder of its own (kept, so a second run is
/// incremental): the time limit is for a first build on a loaded machine. That first build keeps
/// both cores busy for minutes, so it does not run beside the rest of the suite: `.ci/run` runs
/// it on its own after `swift test` (`WIDGETS_EMBEDDER_EXAMPLE=1 swift test --filter
/// EmbedderExampleTests`). In two full runs with it inside, the suite's pipe tests hit their limits.
@Suite(.serialized, .timeLimit(.minutes(30)))
struct EmbedderExampleTests {
    static let enabled = ProcessInfo.processInfo.environment["WIDGETS_EMBEDDER_EXAMPLE"] == "1"

    @Test(.enabled(if: enabled, "run by .ci/run after the suite: WIDGETS_EMBEDDER_EXAMPLE=1 swift test --filter EmbedderExampleTests"))
    func theExampleEmbedderBuildsAndPassesItsChecks() async throws {
        let root = RepositoryPaths.root.path
        let scratch = root + "/.build/embedder"
        let build = try await CommandRunner.run(
            "/usr/bin/env",
            [
                "swift", "build", "--package-path", root + "/examples/embedder", "--scratch-path", scratch, "-Xswiftc",
                "-warnings-as-errors",
            ])
        try #require(
            build.status == 0, "swift build of examples/embedder failed:\n\(build.stdout.suffix(4000))\n\(build.stderr.suffix(4000))")
        #expect(!build.stdout.contains("warning:") && !build.stderr.contains("warning:"), "\(build.stdout)\n\(build.stderr)")

        let run = try await CommandRunner.run(scratch + "/debug/embedder", ["--path", BuiltProducts.directory.path])
        #expect(run.status == 0, "stdout:\n\(run.stdout)\nstderr:\n\(run.stderr)")
        #expect(run.stdout.contains("embedder: every card ready"))
        #expect(run.stdout.contains("embedder: the action changed the checklist's cell"))
        #expect(run.stdout.contains("embedder: restart seen: run #1") && run.stdout.contains("SIGKILL"))
        #expect(run.stdout.contains("embedder: two subscribers saw the same"))
        #expect(run.stdout.contains("embedder: stopped; nothing left in /proc"))
        #expect(run.stdout.hasSuffix("embedder: every check passed\n"))

        // Its own test: the dashboard with a widget served in memory, no process at all.
        let test = try await CommandRunner.run(
            "/usr/bin/env", ["swift", "test", "--package-path", root + "/examples/embedder", "--scratch-path", scratch])
        #expect(test.status == 0, "swift test of examples/embedder failed:\n\(test.stdout.suffix(4000))\n\(test.stderr.suffix(4000))")
        #expect((test.stdout + test.stderr).contains("theBoardingCardChangesWhenItsButtonIsPressed"))
    }
}
