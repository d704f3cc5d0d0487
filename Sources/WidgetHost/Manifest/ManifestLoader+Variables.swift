/// `${manifestDir}` in `command` elements, `workingDirectory` and `environment` values
/// (`protocol/manifest.md`, "Paths"), so a manifest can name files next to it whatever the
/// host's working directory.
extension EntryReader {
    /// The one variable a manifest may use.
    static let manifestDirectoryVariable = "manifestDir"

    /// `text` with `${manifestDir}` replaced by the manifest's folder and `$$` by `$`; nil after
    /// recording an error at `pointer` for any other `${...}` or an unclosed one. A `$` followed
    /// by anything else is kept as it is (shell-like strings pass through).
    /// `keeping` names variables left as they are, for the caller to expand later
    /// (`${dataDir}` in `permissions`).
    mutating func expandVariables(_ text: String, at pointer: String, keeping: Set<String> = []) -> String? {
        guard text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            if after < rest.endIndex, rest[after] == "$" {
                result += "$"
                rest = rest[rest.index(after: after)...]
            } else if after < rest.endIndex, rest[after] == "{" {
                guard let close = rest[after...].firstIndex(of: "}") else {
                    error(pointer, "\"${\" is not closed in \"\(text)\"", "write ${manifestDir}, or $$ for a literal $")
                    return nil
                }
                let name = rest[rest.index(after: after)..<close]
                if keeping.contains(String(name)) {
                    result += rest[dollar...close]
                    rest = rest[rest.index(after: close)...]
                    continue
                }
                guard name == Self.manifestDirectoryVariable else {
                    error(
                        pointer, "unknown variable ${\(name)} in \"\(text)\"",
                        keeping.isEmpty
                            ? "the only variable is ${manifestDir}; write $$ for a literal $"
                            : "the variables are ${manifestDir} and \(keeping.sorted().map { "${\($0)}" }.joined(separator: ", ")); write $$ for a literal $"
                    )
                    return nil
                }
                result += directory
                rest = rest[rest.index(after: close)...]
            } else {
                result += "$"
                rest = rest[after...]
            }
        }
        return result + rest
    }
}
