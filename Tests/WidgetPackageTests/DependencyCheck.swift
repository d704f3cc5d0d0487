import Foundation

/// Package.swift against the sources: every module a target imports is a declared dependency,
/// and every declared dependency is imported, except a program that is only built alongside
/// (an executable target: the sentinel, the example widgets a test spawns).
enum DependencyCheck {
    /// The modules `source` imports, whatever the attributes and access (`@testable import X`,
    /// `package import X`, `import struct X.Y`), restricted to `modules`.
    static func imports(in source: String, among modules: Set<String>) -> Set<String> {
        let importLine =
            #/\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias|actor)\s+)?(\w+).*/#
        var found: Set<String> = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
            if let match = line.wholeMatch(of: importLine), modules.contains(String(match.1)) {
                found.insert(String(match.1))
            }
        }
        return found
    }

    /// One sentence per difference between what `target` declares and what it imports.
    static func drift(target: String, declared: Set<String>, imported: Set<String>, builtAlongside: Set<String>) -> [String] {
        let undeclared = imported.subtracting(declared).sorted()
        let unused = declared.subtracting(imported).subtracting(builtAlongside).sorted()
        var sentences: [String] = []
        if !undeclared.isEmpty {
            sentences.append("\(target) imports \(undeclared.joined(separator: ", ")) without declaring it in Package.swift")
        }
        if !unused.isEmpty {
            sentences.append("\(target) declares \(unused.joined(separator: ", ")) in Package.swift but imports it nowhere")
        }
        return sentences
    }

    /// The drift of every target of `graph` with Swift sources under `root`.
    static func drift(of graph: PackageGraph, root: URL) throws -> [String] {
        let modules = Set(graph.targets.map(\.name))
        let executables = Set(graph.targets.filter { $0.kind == .executable }.map(\.name))
        var sentences: [String] = []
        for target in graph.targets {
            let sources = try swiftFiles(in: root.appendingPathComponent(target.path))
            guard !sources.isEmpty else { continue }  // C: its headers say what it includes
            var imported: Set<String> = []
            for file in sources {
                imported.formUnion(imports(in: try String(contentsOf: file, encoding: .utf8), among: modules))
            }
            sentences += drift(
                target: target.name, declared: Set(target.dependencies), imported: imported.subtracting([target.name]),
                builtAlongside: executables)
        }
        return sentences
    }

    /// Every `.swift` file below `folder`.
    static func swiftFiles(in folder: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
}
