import Foundation
import WidgetProcess

/// `preview --watch`: a preview, then another with a fresh widget process each time one of the
/// widget's files changes, until SIGINT, SIGTERM or SIGHUP. It builds nothing: rebuild a compiled
/// widget yourself (`swift build`), and the new binary is previewed.
struct PreviewWatch {
    var files: WatchedFiles
    var console: Console
    /// How often the files are looked at.
    var pollInterval: Duration = .milliseconds(250)
    /// How long the files must stay unchanged before the preview runs: an editor or a build
    /// writes in several steps.
    var quietPeriod: Duration = .milliseconds(200)

    /// Runs `preview` now and after every change. A failing preview is shown and the watch goes
    /// on (the next save may fix it). A signal stops the preview under way, then the watch: exit 0.
    func run(_ preview: @escaping @Sendable (Console) async -> ExitStatus) async -> ExitStatus {
        let signals = TerminationSignals.shared
        signals.install()
        let files = files
        let console = console
        let outcome = await signals.run {
            var stamps = files.snapshot()
            while !Task.isCancelled {
                _ = await preview(console)
                if Task.isCancelled { break }
                console.error("Watching \(Self.describe(stamps.keys.sorted())) for changes; Ctrl-C stops.\n")
                guard let changed = await waitForChange(from: &stamps) else { break }
                if isatty(1) == 1 {  // a fresh screen for each preview; a pipe or file keeps them all
                    console.output("\u{1B}[2J\u{1B}[H")
                }
                console.error("Changed: \(changed.map(Self.shortName).joined(separator: ", ")); previewing again.\n")
            }
        }
        if case .interrupted(let number, _) = outcome {
            console.error("Stopped watching (\(TerminationSignals.name(number))).\n")
        }
        return .success
    }

    /// Waits until a watched file changes and then holds still for the quiet period; returns the
    /// changed paths, or nil when cancelled.
    private func waitForChange(from stamps: inout [String: FileStamp]) async -> [String]? {
        while true {
            guard (try? await Task.sleep(for: pollInterval)) != nil else { return nil }
            var now = files.snapshot()
            let changed = WatchedFiles.changes(from: stamps, to: now)
            guard !changed.isEmpty else { continue }
            // Let the writer finish: the files must look the same twice in a row.
            while true {
                guard (try? await Task.sleep(for: quietPeriod)) != nil else { return nil }
                let settled = files.snapshot()
                if settled == now { break }
                now = settled
            }
            let all = WatchedFiles.changes(from: stamps, to: now)
            stamps = now
            return all.isEmpty ? changed : all
        }
    }

    /// `main.py` or `3 files`.
    static func describe(_ paths: [String]) -> String {
        switch paths.count {
        case 0: "nothing (no file of the widget was found; add --watch-path)"
        case 1...3: paths.map(shortName).joined(separator: ", ")
        default: "\(paths.count) files"
        }
    }

    static func shortName(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }
}
