import Foundation
import WidgetBundles
import WidgetLogs

/// `widgets install <bundle>`: the review gate (protocol/bundle.md, "widgets install"): stage
/// and read the bundle, compare it with what is installed, run `widgets check` on it, say what
/// it will be able to do and ask, then install it with a digest of every file.
enum InstallCommand: Subcommand {
    static let name = "install"
    static let abstract = "Install a widget bundle: check it, show what it may do, ask, and keep a digest of its files."
    static let usage = ["widgets install <bundle> [--yes] [--force] [--downgrade] [--deadline-scale <factor>]"]
    static let operands = OptionSpec.Completion.file

    static let options = OptionTable<Self>(.yes, .force, .downgrade, .deadlineScale, .help)

    static var help: HelpText {
        HelpText(
            overview: """
                Install a widget bundle (a folder with widget.json, or a .tar.gz of one) for this user. It is copied and \
                checked entry by entry (nothing outside its folder, no link leading out, within the size limits), its \
                widget.json read against the format, and the copy run through 'widgets check' in its sandbox with the \
                permissions it declares: a bundle that fails is refused. Then it says in plain words what the widget will be \
                able to do (folders it reads and writes, ports it connects to, whether it demands the full sandbox, the \
                dashboards it joins) and asks. Installed, it lives in $XDG_DATA_HOME/widgets with a digest of every file, \
                and a new widget joins the end of its dashboards.
                """,
            usage: usage,
            arguments: [("<bundle>", "A bundle folder, or a .tar.gz made by 'widgets pack' (or tar).")],
            options: options.specs,
            notes: [
                """
                UPDATES: a newer version shows what changed in its permissions and asks again only when they grew; the same \
                version reinstalls (repairing a widget whose files changed) without asking; an older one needs --downgrade.
                """,
                """
                Exit status: 0 installed (or already installed as it is), 1 refused (the reason on stderr: a hostile or broken \
                bundle, a failed check, your answer, no terminal to ask on), 64 for a usage error.
                """,
                "EXAMPLES:\n  widgets install flight-status-1.0.0.tar.gz\n  widgets install --yes examples/airport-guide",
            ])
    }

    static func run(_ arguments: [String], console: Console) async -> ExitStatus {
        let parsed: ParsedOptions<Self>
        switch parseCommandLine(arguments, operands: .interleaved, console: console) {
        case .success(let commandLine): parsed = commandLine
        case .failure(let exit): return exit
        }
        let operands = parsed.operands + parsed.rest
        guard let source = operands.first else {
            return usageError(UsageError("no bundle given", hint: "e.g. 'widgets install flight-status-1.0.0.tar.gz'."), console: console)
        }
        if let extra = operands.dropFirst().first {
            return usageError(UsageError("unexpected argument '\(extra)'", hint: "install one bundle at a time."), console: console)
        }
        let environment = ProcessInfo.processInfo.environment
        let installation = Installation(
            source: source, environment: environment, yes: parsed[.yes], force: parsed[.force], downgrade: parsed[.downgrade],
            deadlineScale: parsed[.deadlineScale], console: console)
        do throws(InstallRefusal) {
            try await installation.run()
            return .success
        } catch {
            console.error(error.message + "\n")
            return .failure
        }
    }
}

/// Why an install did not happen: the sentence for stderr.
struct InstallRefusal: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    init(_ error: BundleError) {
        message = "Error: \(error)"
    }
}

extension Option where Command == InstallCommand {
    static var yes: Option<InstallCommand, Bool> {
        .flag(
            "--yes", short: "-y",
            "Agree without being asked (for scripts): to the permissions shown, and to an update that asks for more.")
    }
    static var force: Option<InstallCommand, Bool> {
        .flag(
            "--force",
            """
            Install even if 'widgets check' fails, or without running it: skips the conformance check only (the bundle's \
            format, names, links and sizes are still checked, and the permissions still asked for).
            """)
    }
    static var downgrade: Option<InstallCommand, Bool> {
        .flag("--downgrade", "Allow installing an older version than the one installed.")
    }
    static var deadlineScale: Option<InstallCommand, Double> {
        .number(
            "--deadline-scale", "factor",
            "Multiply the check's time limits on a slow or loaded machine, as 'widgets check --deadline-scale' does. Default 1.",
            default: 1, expectation: "needs a positive number up to 1000", where: { $0.isFinite && $0 > 0 && $0 <= 1000 })
    }
}
