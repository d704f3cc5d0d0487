import Foundation

/// Names in the docs that name nothing: a ``Type/member(_:)`` link in a Swift comment, or a
/// `Type.member(…)` in a Markdown code span, whose type is declared nowhere in the package, or
/// whose type's files declare no such member (a renamed type, a removed method).
///
/// Deliberately simple: a type's members are every name declared in a file that declares or
/// extends it, so a stale name can slip through, but a name reported is one nobody declares.
enum DocReferenceCheck {
    /// A Swift or Markdown file's path and text.
    struct File: Sendable {
        var path: String
        var text: String
    }

    /// Type name → the names declared in the files that declare or extend it.
    struct Declarations: Sendable {
        var members: [String: Set<String>] = [:]

        init(swiftFiles: [File]) {
            // A declaration starts its line (after attributes and modifiers): prose in comments
            // and code in string literals declare nothing.
            let declaration =
                #/\s*(?:@\w+(?:\([^)]*\))?\s+|(?:public|package|internal|private|fileprivate|open)(?:\(set\))?\s+|(?:static|class|final|override|mutating|nonmutating|nonisolated|lazy|weak|unowned|indirect|convenience|required|dynamic)(?:\([^)]*\))?\s+)*(struct|class|enum|actor|protocol|typealias|associatedtype|extension|func|var|let|case)\s+([^\n]*)/#
            let starters: Set<Substring> = [
                "public", "package", "internal", "private", "fileprivate", "open", "static", "class", "final", "override",
                "mutating", "nonmutating", "nonisolated", "lazy", "weak", "unowned", "indirect", "convenience", "required",
                "dynamic", "struct", "enum", "actor", "protocol", "typealias", "associatedtype", "extension", "func", "var", "let",
                "case",
            ]
            for file in swiftFiles {
                var types: Set<String> = []
                var names: Set<String> = ["init", "subscript"]
                for line in file.text.split(separator: "\n") {
                    // The regex only where a declaration can start: it is slow on every line.
                    let first = line.drop { $0 == " " }.prefix { $0 != " " && $0 != "(" }
                    guard first.hasPrefix("@") || starters.contains(first), let match = line.wholeMatch(of: declaration) else { continue }
                    let rest = match.2
                    switch match.1 {
                    case "struct", "class", "enum", "actor", "protocol", "typealias", "extension":
                        // `extension FlightRecorder.Options`: both names.
                        if let name = rest.prefixMatch(of: #/[A-Z]\w*(?:\.[A-Z]\w*)*/#) {
                            types.formUnion(name.0.split(separator: ".").map(String.init))
                            names.insert(String(name.0.split(separator: ".").last ?? ""))
                        }
                    case "case":
                        // `case a, b(Int)`: every word of the line, which is more than enough.
                        names.formUnion(rest.matches(of: #/\w+/#).map { String($0.0) })
                    default:
                        if let name = rest.prefixMatch(of: #/\w+/#) { names.insert(String(name.0)) }
                    }
                }
                for type in types { members[type, default: []].formUnion(names) }
            }
        }
    }

    /// Names in code spans that are not ours: other languages' and other systems' APIs.
    static let foreignTypes: Set<String> = ["JSON", "Task", "DashboardManager"]
    /// A last component that makes a dotted name a file name.
    static let fileExtensions: Set<String> = [
        "swift", "md", "json", "jsonl", "py", "js", "mjs", "c", "h", "txt", "png", "css", "sh", "html",
    ]

    /// One line per reference that names nothing, as `path:line: reference: why`: the doc links
    /// of `linkingFiles` and the code spans of `markdownFiles`, against what `swiftFiles` declare.
    /// A link may start with one of `modules`.
    static func staleReferences(swiftFiles: [File], markdownFiles: [File], linkingFiles: [File], modules: Set<String>) -> [String] {
        let declarations = Declarations(swiftFiles: swiftFiles)
        var stale: [String] = []
        for file in linkingFiles {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("//") {
                for link in line.matches(of: #/``([A-Za-z_][\w/().:\-]*)``/#) {
                    var path = link.1.split(separator: "/").map { symbolName(String($0)) }
                    if let first = path.first, modules.contains(first) { path.removeFirst() }
                    if let problem = problem(with: path, in: declarations) {
                        stale.append("\(file.path):\(number + 1): ``\(link.1)``: \(problem)")
                    }
                }
            }
        }
        for file in markdownFiles {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for span in line.matches(of: #/`([^`]+)`/#) {
                    for mention in span.1.matches(of: #/(?:^|[^\w.])([A-Z]\w*(?:\.\w+)+)/#) {
                        let path = mention.1.split(separator: ".").map(String.init)
                        guard let last = path.last, !fileExtensions.contains(last), last != "self",
                            !foreignTypes.contains(path[0]), path[0] != path[0].uppercased()
                        else { continue }
                        if let problem = problem(with: path, in: declarations) {
                            stale.append("\(file.path):\(number + 1): `\(mention.1)`: \(problem)")
                        }
                    }
                }
            }
        }
        return stale
    }

    /// `hide(_:)` → `hide`, `Options-swift.struct` → `Options`.
    static func symbolName(_ component: String) -> String {
        String(component.prefix { $0 != "(" && $0 != "-" })
    }

    /// Why `path` (a type, then members or nested types) names nothing, or nil when it does, or
    /// when it starts with a member (a link relative to the comment's own type).
    static func problem(with path: [String], in declarations: Declarations) -> String? {
        guard let type = path.first, type.first?.isUppercase == true else { return nil }
        guard let members = declarations.members[type] else { return "no type \(type) is declared in the package" }
        if let missing = path.dropFirst().first(where: { !members.contains($0) }) {
            return "\(type) declares no \(missing)"
        }
        return nil
    }
}
