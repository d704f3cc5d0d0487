import Foundation

/// README's module diagram, drawn from the package graph so it cannot drift: one line per module
/// of `Sources/` (test support left out), users above what they use, each with the modules it
/// uses directly (a dependency also reached through another one on its line is left out), and
/// the programs built alongside it.
enum ModuleDiagram {
    /// The line in README.md just before the diagram's fenced block.
    static let marker = "<!-- module-graph:"

    /// The diagram's lines for `graph`.
    static func render(_ graph: PackageGraph) -> String {
        let modules = graph.targets.filter { $0.path.hasPrefix("Sources/") && $0.name != "WidgetTestSupport" }
        let names = Set(modules.map(\.name))
        // A program built alongside (the sentinel) is not linked: it reaches nothing.
        let programs = Set(modules.filter { $0.kind == .executable }.map(\.name))
        var uses: [String: Set<String>] = [:]
        var builds: [String: Set<String>] = [:]
        for module in modules {
            uses[module.name] = Set(module.dependencies).intersection(names).subtracting(programs)
            builds[module.name] = Set(module.dependencies).intersection(programs)
        }

        func reach(_ name: String) -> Set<String> {
            var seen: Set<String> = []
            var next = Array(uses[name] ?? [])
            while let module = next.popLast() {
                if seen.insert(module).inserted { next += uses[module] ?? [] }
            }
            return seen
        }
        var depth: [String: Int] = [:]
        func depthOf(_ name: String) -> Int {
            if let known = depth[name] { return known }
            let value = (uses[name] ?? []).map { depthOf($0) + 1 }.max() ?? 0
            depth[name] = value
            return value
        }

        let products = Set(graph.libraries.values.joined())
        let ordered = modules.sorted { (depthOf($0.name), $1.name) > (depthOf($1.name), $0.name) }
        let labels = ordered.map { module in
            switch module.kind {
            case .executable: "\(module.name) (executable)"
            case _ where !products.contains(module.name): "\(module.name) (not a product)"
            default: module.name
            }
        }
        let width = labels.map(\.count).max() ?? 0
        return zip(ordered, labels).map { module, label in
            let direct = uses[module.name] ?? []
            let shown = direct.filter { dependency in !direct.contains { $0 != dependency && reach($0).contains(dependency) } }
            let built = (builds[module.name] ?? []).sorted().map { "builds \($0)" }
            guard !shown.isEmpty || !built.isEmpty else { return label }
            return label.padding(toLength: width, withPad: " ", startingAt: 0) + " ──▶ " + (shown.sorted() + built).joined(separator: ", ")
        }.joined(separator: "\n")
    }

    /// The fenced block that follows ``marker`` in `readme` (its lines, without the fences); it
    /// has at least one line.
    static func block(in readme: String) -> (range: Range<String.Index>, text: String)? {
        guard let mark = readme.range(of: marker),
            let open = readme.range(of: "```\n", range: mark.upperBound..<readme.endIndex),
            let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex)
        else { return nil }
        let text = String(readme[open.upperBound..<close.lowerBound])
        // An empty block would take the next block's fences: never rewrite across them.
        return text.contains("```") ? nil : (open.upperBound..<close.lowerBound, text)
    }
}
