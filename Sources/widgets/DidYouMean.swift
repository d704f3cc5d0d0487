/// Suggestions for a mistyped subcommand, option or value: the candidates within a small edit
/// distance (optimal string alignment: insertions, deletions, substitutions and swaps of two
/// neighbours each count 1), or starting with what was typed.
enum DidYouMean {
    /// The closest candidates: those at the smallest distance (none for a single letter, at most
    /// 1 for a word of up to 3 letters, else 2), else those that start with the word. Case and
    /// leading dashes are ignored, so `--jsn` is one edit from `--json`.
    static func suggestions(for typed: String, among candidates: [String]) -> [String] {
        let word = Array(typed.drop { $0 == "-" }.lowercased())
        guard !word.isEmpty else { return [] }
        let limit = word.count == 1 ? 0 : word.count <= 3 ? 1 : 2
        var best: [String] = []
        var bestDistance = Int.max
        var prefixed: [String] = []
        for candidate in candidates where !best.contains(candidate) && !prefixed.contains(candidate) {
            let other = Array(candidate.drop { $0 == "-" }.lowercased())
            let distance = editDistance(word, other)
            if distance <= limit, distance < bestDistance {
                best = [candidate]
                bestDistance = distance
            } else if distance <= limit, distance == bestDistance {
                best.append(candidate)
            } else if word.count >= 2, other.starts(with: word) {
                prefixed.append(candidate)
            }
        }
        return best.isEmpty ? prefixed : best
    }

    /// `did you mean 'dashboard'?` (or `'check' or 'completion'`), nil when nothing is close.
    static func hint(for typed: String, among candidates: [String]) -> String? {
        let close = suggestions(for: typed, among: candidates)
        guard !close.isEmpty else { return nil }
        return "did you mean \(list(close.map { "'\($0)'" }, conjunction: "or"))?"
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ words: [String], conjunction: String) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) \(last)"
    }

    /// The optimal string alignment distance between two words.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // rows[i][j]: the distance between a's first i and b's first j characters.
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, rows[i - 2][j - 2] + 1)
                }
                rows[i][j] = distance
            }
        }
        return rows[a.count][b.count]
    }
}
