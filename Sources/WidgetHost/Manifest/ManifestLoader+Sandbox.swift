import Foundation
import WidgetJSON
import WidgetProcess

/// `"sandbox"` and `"permissions"` of a widget (`protocol/manifest.md`, "Sandbox").
extension EntryReader {
    mutating func sandbox(mode: JSONValue?, permissions: JSONValue?) -> SandboxPolicy {
        var policy = SandboxPolicy(ownFolders: [directory])
        if let mode {
            switch mode.stringValue {
            case "on": policy.mode = .on
            case "required": policy.mode = .required
            case "off":
                error(
                    "/sandbox", "a manifest cannot turn the sandbox off",
                    "remove it; to debug a widget without its sandbox, run the host with --sandbox off")
            default:
                error(
                    "/sandbox", "\(mode.serializedString()) is not a sandbox mode",
                    "use \"required\" (start only with every guarantee) or \"on\" (the default)")
            }
        }
        guard let permissions else { return policy }
        guard case .object(let object) = permissions else {
            error(
                "/permissions", "expected an object, found \(permissions.typeName)",
                "write {\"read\": [\"${manifestDir}/maps\"], \"write\": [], \"network\": [443]}")
            return policy
        }
        unknownKeys(object, allowed: ["read", "write", "network", "processes"], at: "/permissions", what: "permissions")
        policy.read = paths(object["read"], at: "/permissions/read")
        policy.write = paths(object["write"], at: "/permissions/write")
        if let processes = object["processes"] {
            if let count = processes.intValue.map(Int.init), (1...SandboxPolicy.maximumProcesses).contains(count) {
                policy.processes = count
            } else {
                error(
                    "/permissions/processes", "\(processes.serializedString()) is not a number of processes",
                    "use a whole number from 1 to \(SandboxPolicy.maximumProcesses), e.g. 8, for a widget that starts helper programs")
            }
        }
        if let network = object["network"] {
            guard case .array(let items) = network else {
                error("/permissions/network", "expected an array of TCP ports, found \(network.typeName)", "write [443]")
                return policy
            }
            for (index, item) in items.enumerated() {
                if let port = item.intValue, (1...65535).contains(port) {
                    policy.connectPorts.append(UInt16(port))
                } else {
                    error(
                        "/permissions/network/\(index)", "\(item.serializedString()) is not a TCP port",
                        "use a whole number from 1 to 65535, e.g. 443")
                }
            }
        }
        return policy
    }

    /// Paths of a grant: `${manifestDir}` expanded, `${dataDir}` kept at the start (the data
    /// folder is known at launch), a relative path made absolute against the manifest's folder.
    private mutating func paths(_ value: JSONValue?, at pointer: String) -> [String] {
        guard let value else { return [] }
        guard case .array(let items) = value else {
            error(pointer, "expected an array of paths, found \(value.typeName)", "write [\"${manifestDir}/data\"]")
            return []
        }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            let place = "\(pointer)/\(index)"
            guard let text = item.stringValue, !text.isEmpty else {
                error(place, "expected a path, found \(item.serializedString())", "write a folder or file path")
                continue
            }
            guard let expanded = expandVariables(text, at: place, keeping: [SandboxPolicy.dataDirectoryVariable]) else { continue }
            let variable = "${\(SandboxPolicy.dataDirectoryVariable)}"
            if expanded.contains(variable) {
                let rest = expanded.dropFirst(variable.count)
                guard expanded.hasPrefix(variable), rest.isEmpty || rest.hasPrefix("/"), !rest.contains("${"),
                    !rest.split(separator: "/").contains("..")
                else {
                    error(
                        place, "${dataDir} may only begin a path that stays inside it, in \"\(text)\"",
                        "write \"${dataDir}/cache\"; another widget's data is never granted")
                    continue
                }
                result.append(expanded)
            } else if expanded.hasPrefix("/") {
                result.append(URL(fileURLWithPath: expanded).standardized.path)
            } else {
                result.append(URL(fileURLWithPath: directory).appendingPathComponent(expanded).standardized.path)
            }
        }
        return result
    }
}
