/// Finds the private `TMPDIR` a widget's sentinel made for it (`mkdtemp` of
/// `<parent>/widget-<id>.XXXXXX`), so the budget watchdog can count it with the data folder.
///
/// The host does not learn the random name from the sentinel; it reads `TMPDIR` from the
/// environment the widget was started with (`/proc/<pid>/environ`). The widget can rewrite that
/// memory, so the answer is accepted only when it names a folder directly in `parent` with the
/// sentinel's name for this widget: a lie can point at nothing but another run's `TMPDIR` of the
/// same widget, which only counts against the liar.
public enum PrivateTemporaryFolder {
    /// The private `TMPDIR` of widget process `pid` (widget id `widgetID`, folders made in
    /// `parent`), or nil when its environment does not name one that passes the checks.
    public static func find(pid: Int32, parent: String, widgetID: String) -> String? {
        guard let bytes = ProcessTable.readFile("/proc/\(pid)/environ") else { return nil }
        let prefix = Array("TMPDIR=".utf8)
        guard let entry = bytes.split(separator: 0).first(where: { $0.starts(with: prefix) }) else { return nil }
        let path = String(decoding: entry.dropFirst(prefix.count), as: UTF8.self)
        return accepts(path, parent: parent, widgetID: widgetID) ? path : nil
    }

    /// Whether `path` is `<parent>/widget-<id>.` followed by mkdtemp's six characters
    /// (letters and digits).
    static func accepts(_ path: String, parent: String, widgetID: String) -> Bool {
        let name = widgetID.isEmpty ? "widget" : "widget-\(widgetID.prefix(64))"
        let lead = parent + "/" + name + "."
        guard path.hasPrefix(lead) else { return false }
        let suffix = path.utf8.dropFirst(lead.utf8.count)
        let isLetterOrDigit: (UInt8) -> Bool = { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        return suffix.count == 6 && suffix.allSatisfy(isLetterOrDigit)
    }
}
