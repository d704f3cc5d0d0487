/// A problem in a widget manifest: which file, where in it (a JSON pointer), what is wrong and
/// what to do. One broken entry never stops the others from loading.
public struct ManifestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The manifest file.
    public var file: String
    /// JSON pointer to the offending value (`""` for the whole document).
    public var pointer: String
    /// The widget id, when the entry had a readable one.
    public var widgetID: String?
    /// What is wrong.
    public var problem: String
    /// What to do about it.
    public var hint: String

    public init(file: String, pointer: String, widgetID: String? = nil, problem: String, hint: String) {
        self.file = file
        self.pointer = pointer
        self.widgetID = widgetID
        self.problem = problem
        self.hint = hint
    }

    public var description: String {
        let place = pointer.isEmpty ? file : "\(file) at \(pointer)"
        let who = widgetID.map { " (widget \"\($0)\")" } ?? ""
        return "\(place)\(who): \(problem); \(hint)."
    }
}
