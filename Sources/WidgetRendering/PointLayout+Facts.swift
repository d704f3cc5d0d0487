import WidgetProtocol

// `facts`: a grid of title and value columns (`auto 1fr`, or `auto 1fr auto 1fr` for two
// columns of facts, row by row), in plain text. A title column is as wide as its longest title
// when the values leave room (CSS Grid's track sizing), the value columns share the rest; each
// row is as tall as its tallest cell, rows are `facts.rowGap` apart.
extension PointLayout {
    /// One column of the grid: its texts (row by row), their one-line and longest-word widths.
    struct FactColumn {
        var texts: [[TextLines.Glyph]]
        /// Extra width each cell carries (the padding after the first value column).
        var extra: Double
        var widest: Double
        var longestWord: Double
    }

    struct FactColumns {
        var titles: [FactColumn]
        var values: [FactColumn]
        var gaps: Double
    }

    func factColumns(_ n: FactsNode) -> FactColumns {
        let text = TextLines(size: metrics.plainText.size)
        let count = n.columns == 2 ? 2 : 1
        func column(_ texts: [String], extra: Double) -> FactColumn {
            let glyphs = texts.map { plain($0, bold: false) }
            return FactColumn(
                texts: glyphs, extra: extra, widest: (glyphs.map(text.width).max() ?? 0) + extra,
                longestWord: (glyphs.map(text.longestWord).max() ?? 0) + extra)
        }
        var titles: [FactColumn] = []
        var values: [FactColumn] = []
        for c in 0..<count {
            let rows = stride(from: c, to: n.rows.count, by: count).map { n.rows[$0] }
            titles.append(column(rows.map(\.title), extra: 0))
            // Two columns of facts: the first value column keeps a gap's padding after it.
            values.append(column(rows.map(\.value), extra: count == 2 && c == 0 ? metrics.factsColumnGap : 0))
        }
        return FactColumns(titles: titles, values: values, gaps: metrics.factsColumnGap * Double(2 * count - 1))
    }

    func facts(_ n: FactsNode, width: Double) -> Double {
        guard !n.rows.isEmpty else { return 0 }
        let columns = factColumns(n)
        let count = columns.titles.count
        // Title tracks start at their longest word and grow, equally, up to their longest title.
        var titleWidths = columns.titles.map(\.longestWord)
        var free = width - columns.gaps - titleWidths.reduce(0, +) - columns.values.map(\.longestWord).reduce(0, +)
        var open = Set(titleWidths.indices.filter { columns.titles[$0].widest > titleWidths[$0] })
        while free > 1e-9, !open.isEmpty {
            let share = free / Double(open.count)
            for i in open {
                let grown = min(columns.titles[i].widest, titleWidths[i] + share)
                free -= grown - titleWidths[i]
                titleWidths[i] = grown
                if grown >= columns.titles[i].widest { open.remove(i) }
            }
        }
        // Value tracks share what is left equally, none below its longest word.
        var valueWidths = columns.values.map(\.longestWord)
        var flexible = Set(valueWidths.indices)
        var left = width - columns.gaps - titleWidths.reduce(0, +)
        while !flexible.isEmpty {
            let share = left / Double(flexible.count)
            guard let fixed = flexible.first(where: { columns.values[$0].longestWord > share }) else {
                for i in flexible { valueWidths[i] = share }
                break
            }
            flexible.remove(fixed)
            left -= valueWidths[fixed]
        }
        let text = TextLines(size: metrics.plainText.size)
        var total = 0.0
        let rows = (n.rows.count + count - 1) / count
        for r in 0..<rows {
            var tallest = 0
            for c in 0..<count where r < columns.titles[c].texts.count {
                let title = text.count(columns.titles[c].texts[r], width: titleWidths[c])
                let value = text.count(columns.values[c].texts[r], width: valueWidths[c] - columns.values[c].extra)
                tallest = max(tallest, title, value)
            }
            total += Double(tallest) * metrics.plainText.height
        }
        return total + metrics.factsRowGap * Double(rows - 1)
    }
}
