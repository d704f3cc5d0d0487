import Foundation
import WidgetBundles
import WidgetJSON

/// `widgets pack DIR [--output FILE] [--add PATH=FILE ...]`: checks a bundle folder as
/// `widgets install` would read it, then writes it as a `.tar.gz`.
enum PackCommand: Subcommand {
    static let name = "pack"
    static let abstract = "Check a widget bundle folder and write it as a .tar.gz to install."
    static let usage = ["widgets pack <folder> [--output <file>] [--add <path>=<file> ...] [--json]"]
    static let operands = OptionSpec.Completion.directory

    static let options = OptionTable<Self>(.output, .add, .json, .help)

    static var help: HelpText {
        HelpText(
            overview: """
                Read a widget bundle folder the way 'widgets install' reads it (widget.json against the format, the command's \
                program in the bundle, the logo, every name, link and size within the limits), then write it as \
                <id>-<version>.tar.gz: one folder named after the widget, files sorted, owner 0, modes 0644 and 0755. The \
                format is protocol/bundle.md.
                """,
            usage: usage,
            arguments: [("<folder>", "The bundle: a folder with widget.json at its top.")],
            options: options.specs,
            notes: [
                "It does not run the widget: 'widgets install' does, through 'widgets check', before it asks you.",
                "Exit status: 0 when the archive was written, 1 when the bundle is refused (the reason on stderr), 64 for a usage error.",
                """
                EXAMPLES:\n  widgets pack examples/flight-status\n  widgets pack examples/checklist --add \
                bin/checklist-widget=.build/release/checklist-widget
                """,
            ])
    }

    static func run(_ arguments: [String], console: Console) async -> ExitStatus {
        let parsed: ParsedOptions<Self>
        switch parseCommandLine(arguments, operands: .interleaved, console: console) {
        case .success(let commandLine): parsed = commandLine
        case .failure(let exit): return exit
        }
        let operands = parsed.operands + parsed.rest
        guard let folder = operands.first else {
            return usageError(UsageError("no bundle folder given", hint: "e.g. 'widgets pack examples/flight-status'."), console: console)
        }
        if let extra = operands.dropFirst().first {
            return usageError(UsageError("unexpected argument '\(extra)'", hint: "pack one bundle folder at a time."), console: console)
        }
        let scratch = NSTemporaryDirectory() + "widgets-pack-\(getpid())-\(UUID().uuidString)"
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: false)
        } catch {
            console.error("Error: cannot make a scratch folder in \(NSTemporaryDirectory()): \(error.localizedDescription)\n")
            return .failure
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let staged: StagedBundle
        do throws(BundleError) {
            staged = try StagedBundle.stage(folder, into: scratch, extras: parsed[.add].map { ($0.path, $0.file) })
        } catch {
            console.error("Error: \(error)\n")
            return .failure
        }
        let manifest = staged.manifest
        let output = parsed[.output] ?? "\(manifest.id)-\(manifest.version).tar.gz"
        do throws(BundleError) {
            try BundleArchive.write(staged, to: output)
        } catch {
            console.error("Error: \(error)\n")
            return .failure
        }
        let fileCount = staged.digest.files.filter(\.isFile).count
        if parsed[.json] {
            console.output(
                JSONValue.object([
                    "archive": .string(output), "id": .string(manifest.id), "version": .string(manifest.version.description),
                    "files": .int(Int64(fileCount)), "logo": staged.logo.map { .string($0) } ?? .null,
                ]).serializedString() + "\n")
        } else {
            console.output("\(output)\n")
            let logo = staged.logo.map { "logo \($0)" } ?? "no logo"
            console.error(
                """
                Packed \(manifest.name) \(manifest.version) (\(manifest.id)): \(fileCount) files, \(logo). Install it with \
                'widgets install \(output)'.\n
                """)
        }
        return .success
    }
}

/// One `--add <path>=<file>` of `widgets pack`.
struct AddedFile: Sendable, Equatable {
    var path: String
    var file: String

    init?(_ text: String) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { return nil }
        path = String(text[..<equals])
        file = String(text[text.index(after: equals)...])
        guard !file.isEmpty else { return nil }
    }
}

extension Option where Command == PackCommand {
    static var output: Option<PackCommand, String?> {
        .value("--output", "file", "Where to write the archive. Default: <id>-<version>.tar.gz in the current folder.", completion: .file)
    }
    static var add: Option<PackCommand, [AddedFile]> {
        let rule = ValueRule(
            accepts: { AddedFile($0) != nil }, expectation: "must be <path in the bundle>=<file>",
            hint: "e.g. --add bin/checklist-widget=.build/release/checklist-widget.")
        return Option<PackCommand, [AddedFile]>(
            spec: .value(
                "--add", "path>=<file",
                """
                Put <file> into the bundle at <path>, as if it were in the folder: a program built elsewhere (a Swift \
                widget's binary). Repeat for several.
                """, repeats: true, rule: rule, completion: .file)
        ) { ($0 ?? []).compactMap(AddedFile.init) }
    }
    static var json: Option<PackCommand, Bool> {
        .flag("--json", "Print what was written as one JSON object: archive, id, version, files, logo.")
    }
}
