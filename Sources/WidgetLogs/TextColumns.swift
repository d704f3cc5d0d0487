/// Rows of text as aligned columns, two spaces apart, as `widgets logs` prints its tables.
public enum TextColumns {
    /// `rows` (the first is usually the header) padded to each column's widest cell; columns in
    /// `rightAligned` are padded on the left. Lines end in `\n`.
    public static func align(_ rows: [[String]], rightAligned: Set<Int>) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { $0.count > column ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : (column == row.count - 1 ? cell : cell + pad)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
