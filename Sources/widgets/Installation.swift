import Foundation
import WidgetBundles
import WidgetLogs
import WidgetProtocol

/// One run of `widgets install`, step by step (protocol/bundle.md, "widgets install"): stage,
/// compare, check, ask, commit. The store's lock is held throughout, so a second install waits
/// for nobody and is refused; whatever refuses the bundle removes its staged copy.
struct Installation {
    var source: String
    var environment: [String: String]
    var yes: Bool
    var force: Bool
    var downgrade: Bool
    var deadlineScale: Double
    var console: Console

    /// What the bundle is to what is installed.
    enum Kind {
        case new
        case update(from: InstalledWidget)
        case reinstall(InstalledWidget)
        case downgrade(from: InstalledWidget)
    }

    func run() async throws(InstallRefusal) {
        let store = InstallStore(root: InstallStore.defaultRoot(environment: environment))
        let lock: InstallStore.Lock
        let staged: StagedBundle
        do throws(BundleError) {
            lock = try store.lock()
            staged = try store.stage(source, holding: lock)
        } catch {
            throw InstallRefusal(error)
        }
        var committed = false
        defer { if !committed { store.discard(staged, holding: lock) } }
        let manifest = staged.manifest
        let kind = try self.kind(of: staged, in: store)
        let words = PermissionWords(
            dataFolder: DefaultPaths.stateDirectory(environment: environment) + "/data/" + manifest.id, home: environment["HOME"])

        if case .reinstall(let installed) = kind, installed.digest == staged.digest, installed.changes().isEmpty {
            console.output("\(manifest.name) \(manifest.version) (\(manifest.id)) is already installed as it is; nothing to do.\n")
            return
        }
        if case .downgrade(let installed) = kind, !downgrade {
            throw InstallRefusal(
                """
                Error: \(installed.manifest.name) \(installed.manifest.version) is installed, and this bundle is the older \
                \(manifest.version).\nHint: to install the older version anyway, run it again with --downgrade.
                """)
        }
        let question = question(for: staged, kind)
        if question != nil, !yes, isatty(0) != 1 {
            // Nobody could agree: say so before the check spends its time.
            console.output(describe(staged, kind, words: words))
            throw noTerminal(manifest)
        }
        try await review(staged)

        console.output(describe(staged, kind, words: words))
        if let question {
            switch await ConsentPrompt.ask(question, yes: yes, console: console) {
            case .agreed:
                if yes { console.error("--yes: agreed without asking.\n") }
            case .refused:
                throw InstallRefusal("Not installed: you did not agree. Nothing was changed.")
            case .noTerminal:
                throw noTerminal(manifest)
            }
        }
        let installed: InstalledWidget
        do throws(BundleError) {
            installed = try store.commit(staged, source: absolute(source), checkSkipped: force, holding: lock)
        } catch {
            throw InstallRefusal(error)
        }
        committed = true
        var joined = ""
        if case .new = kind { joined = addToDashboards(installed) }
        console.output("Installed \(manifest.name) \(manifest.version) (\(manifest.id)) in \(installed.folder).\(joined)\n")
    }

    // MARK: - Steps

    private func noTerminal(_ manifest: BundleManifest) -> InstallRefusal {
        InstallRefusal(
            """
            Error: installing \(manifest.name) needs your agreement to what it may do (above), and there is no terminal to ask \
            on. Nothing was installed.\nHint: run it on a terminal, or add --yes to agree from a script.
            """)
    }

    private func kind(of staged: StagedBundle, in store: InstallStore) throws(InstallRefusal) -> Kind {
        let installed: InstalledWidget
        do throws(BundleError) {
            installed = try store.widget(staged.manifest.id)
        } catch {
            if case .notInstalled = error { return .new }
            // A damaged record: this install replaces it, as a new one (the user is asked).
            console.error("Warning: \(error)\n")
            return .new
        }
        let (old, new) = (installed.manifest.version, staged.manifest.version)
        if new > old { return .update(from: installed) }
        if new == old { return .reinstall(installed) }
        return .downgrade(from: installed)
    }

    /// `widgets check` on the staged copy; refuses a bundle that fails it, unless `--force`.
    private func review(_ staged: StagedBundle) async throws(InstallRefusal) {
        if force {
            console.error(
                """
                --force: 'widgets check' is skipped, so nobody checked that this widget speaks the protocol, exits when asked or \
                stays inside its sandbox's grants. Its format, files and permissions were still checked, and you are still asked.\n
                """)
            return
        }
        console.error("Checking \(staged.manifest.name) with 'widgets check' in its sandbox…\n")
        let check = BundleCheck(root: staged.root, manifest: staged.manifest, deadlineScale: deadlineScale, environment: environment)
        switch await check.run() {
        case .failure(let failure):
            throw InstallRefusal("Error: the bundle could not be checked: \(failure). Nothing was installed.")
        case .success(let verdict) where verdict.passed:
            return
        case .success(let verdict):
            var lines = ["Error: \(staged.manifest.name) \(staged.manifest.version) fails 'widgets check', so it was not installed:"]
            for failure in verdict.failures {
                lines.append("  ✗ \(failure.name): \(failure.actual)")
                if let hint = failure.hint { lines.append("    \(hint)") }
            }
            if verdict.failures.isEmpty { lines.append("  " + verdict.standardError.suffix(2000)) }
            let command = check.checkArguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
            lines.append("Hint: run 'widgets \(command)' in the bundle's folder to see every check; --force installs it anyway.")
            throw InstallRefusal(lines.joined(separator: "\n"))
        }
    }

    /// What the user reads before the question.
    private func describe(_ staged: StagedBundle, _ kind: Kind, words: PermissionWords) -> String {
        let manifest = staged.manifest
        var lines: [String] = []
        switch kind {
        case .new:
            lines.append("\(manifest.name) \(manifest.version) (\(manifest.id)) by \(manifest.author)")
        case .update(let old), .downgrade(let old):
            lines.append("\(manifest.name) \(old.manifest.version) → \(manifest.version) (\(manifest.id)) by \(manifest.author)")
        case .reinstall:
            lines.append("\(manifest.name) \(manifest.version) (\(manifest.id)) by \(manifest.author), installed again")
        }
        lines.append(manifest.description)
        switch kind {
        case .update(let old), .downgrade(let old), .reinstall(let old):
            let growth = old.manifest.permissions.growth(to: manifest.permissions)
            let more = words.growth(growth)
            let less = words.shrinkage(from: old.manifest.permissions, to: manifest.permissions)
            if more.isEmpty && less.isEmpty {
                lines.append("It asks for nothing that \(old.manifest.version) did not.")
            } else {
                lines.append("What changes in what it may do:")
                lines += (more + less).map { "  • " + $0 }
            }
        case .new:
            break
        }
        lines.append("It will be able to:")
        lines += words.abilities(manifest.permissions).map { "  • " + $0 }
        lines.append("It joins \(words.dashboards(manifest.dashboards)), and keeps its data in \(words.shown(words.dataFolder)).")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The question, or nil when nothing needs agreeing to (a reinstall, an update that asks for nothing more).
    private func question(for staged: StagedBundle, _ kind: Kind) -> String? {
        let manifest = staged.manifest
        switch kind {
        case .new:
            return "Install \(manifest.name) \(manifest.version)?"
        case .update(let old), .downgrade(let old):
            guard !old.manifest.permissions.growth(to: manifest.permissions).isEmpty else { return nil }
            return "It asks for more than \(old.manifest.version) did. Install \(manifest.name) \(manifest.version)?"
        case .reinstall(let old):
            guard !old.manifest.permissions.growth(to: manifest.permissions).isEmpty else { return nil }
            return "Install \(manifest.name) \(manifest.version) again, with more than before?"
        }
    }

    /// A new widget joins the end of each dashboard it names; the sentence that says so.
    private func addToDashboards(_ installed: InstalledWidget) -> String {
        let path = DashboardLayout.path(environment: environment)
        do throws(BundleError) {
            var layout = try DashboardLayout.load(path) ?? DashboardLayout()
            for kind in installed.manifest.dashboards { layout.add(installed.id, to: kind) }
            try layout.save(path)
            let names = installed.manifest.dashboards.map(\.rawValue).joined(separator: " and ")
            return " It is on your \(names) dashboard\(installed.manifest.dashboards.count > 1 ? "s" : "") now."
        } catch {
            console.error("Warning: it was installed, but not added to your dashboards: \(error)\n")
            return ""
        }
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
