import Foundation
import WidgetProcess

/// What `--permit` grants a widget beyond what it needs to run, as a manifest's `permissions`
/// would (`protocol/manifest.md`, "Sandbox"): `read=<path>`, `write=<path>`, `network=<port>`,
/// `processes=<count>`.
/// A relative path is taken from the current folder; `${dataDir}` may begin one, as in a manifest.
struct SandboxPermits: Sendable, Equatable {
    var read: [String] = []
    var write: [String] = []
    var connectPorts: [UInt16] = []
    var processes: Int?

    /// No grants.
    init() {}

    /// One grant, or nil when `text` is not `read=…`, `write=…`, `network=<1…65535>` or
    /// `processes=<1…4096>`.
    enum Grant: Equatable {
        case read(String)
        case write(String)
        case network(UInt16)
        case processes(Int)

        init?(_ text: String) {
            guard let equals = text.firstIndex(of: "=") else { return nil }
            let kind = text[..<equals]
            let value = String(text[text.index(after: equals)...])
            switch kind {
            case "read" where !value.isEmpty: self = .read(value)
            case "write" where !value.isEmpty: self = .write(value)
            case "network":
                guard let port = UInt16(value), port >= 1 else { return nil }
                self = .network(port)
            case "processes":
                guard let count = Int(value), (1...SandboxPolicy.maximumProcesses).contains(count) else { return nil }
                self = .processes(count)
            default: return nil
            }
        }
    }

    /// The grants of every `--permit` given, in order; relative paths made absolute from
    /// `currentDirectory`.
    init(_ values: [String], currentDirectory: String) {
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") || path.hasPrefix("${\(SandboxPolicy.dataDirectoryVariable)}")
                ? path : (currentDirectory as NSString).appendingPathComponent(path)
        }
        for grant in values.compactMap(Grant.init) {
            switch grant {
            case .read(let path): read.append(absolute(path))
            case .write(let path): write.append(absolute(path))
            case .network(let port): connectPorts.append(port)
            case .processes(let count): processes = max(processes ?? 0, count)
            }
        }
    }

    /// `policy` with these grants added.
    func applied(to policy: SandboxPolicy) -> SandboxPolicy {
        var policy = policy
        policy.read += read
        policy.write += write
        policy.connectPorts += connectPorts
        if let processes { policy.processes = max(policy.processes ?? 0, processes) }
        return policy
    }
}

extension Option where Value == SandboxPermits {
    /// `--permit <read=path|write=path|network=port|processes=count>`, repeated.
    static var permit: Self {
        let rule = ValueRule(
            accepts: { SandboxPermits.Grant($0) != nil },
            expectation: "must be read=<path>, write=<path>, network=<port 1-65535> or processes=<count 1-4096>",
            hint: "e.g. --permit read=./maps --permit network=443, as a manifest's \"permissions\" grant them.")
        return Option(
            spec: .value(
                "--permit", "grant",
                """
                Grant the widget more than it needs to run, as a manifest's "permissions" do: read=<path> (read and execute \
                beneath it), write=<path> (everything beneath it), network=<port> (TCP connect, any address) or \
                processes=<count> (start other programs, up to that many); repeat for several. Relative paths are from the \
                current folder.
                """, repeats: true, rule: rule, completion: .none)
        ) { SandboxPermits($0 ?? [], currentDirectory: FileManager.default.currentDirectoryPath) }
    }
}
