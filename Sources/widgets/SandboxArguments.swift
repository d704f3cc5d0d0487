import WidgetProcess

/// What `dashboard`, `serve`, `check`, `preview` and `replay` say about `--sandbox` on stderr before any
/// widget starts.
enum SandboxArguments {
    /// Says once, on stderr, that the sandbox is off, or which guarantees this kernel cannot
    /// give and what that leaves open (and that `required` will start no widget then). Nothing
    /// when every guarantee holds.
    static func announce(_ mode: SandboxPolicy.Mode, environment: [String: String], console: Console) {
        guard mode != .off else {
            console.error(
                """
                Warning: --sandbox off: widgets run without their sandbox, with every right you have (your files, the network, \
                your other processes). Use it to debug a widget only.\n
                """)
            return
        }
        let abi = SandboxPolicy.landlockABI(environment: environment)
        let missing = SandboxPolicy.missing(landlockABI: abi)
        guard !missing.isEmpty else { return }
        let consequence =
            mode == .required
            ? "--sandbox required: no widget will start on this kernel"
            : "widgets still start, with the other guarantees"
        for guarantee in missing {
            console.error(
                """
                Warning: the sandbox cannot protect against \(guarantee.protects): it needs \(guarantee.needs), and this kernel \
                has Landlock ABI \(abi); \(consequence).\n
                """)
        }
    }
}

extension SandboxArguments {
    /// For the commands that hold budgets (dashboard, serve): says on stderr when the kernel can
    /// hold no ceiling on a widget's tasks here, as a missing guarantee is said; silent otherwise.
    static func announceBudgets(console: Console) {
        if let note = kernelCeilingNote(place: CgroupPlace.holding(.tasks)) { console.error(note) }
    }

    /// The note for a host without a pids cgroup of its own (`place` nil), else nil.
    static func kernelCeilingNote(place: CgroupPlace?) -> String? {
        guard place == nil else { return nil }
        return """
            Note: the host can make no pids cgroup here, so the kernel holds no ceiling on a widget's tasks: a fork or \
            thread flood can take process slots until the budget watchdog's next sample (protocol/manifest.md, Budgets).\n
            """
    }
}

extension Option where Value == SandboxPolicy.Mode {
    /// `--sandbox <on|required|off>`; `on` when not given.
    static var sandbox: Self {
        .choice(
            "--sandbox",
            """
            Run every widget in its sandbox (on, the default: every guarantee this kernel offers, a missing one said on stderr), \
            only with every guarantee (required: a widget that cannot have them all does not start), or without one (off: for \
            debugging only; widgets get all of your rights).
            """,
            default: .on)
    }
}
