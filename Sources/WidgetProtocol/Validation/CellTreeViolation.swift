/// One broken rule in a cell tree or controller: where (a JSON pointer) and what.
public struct CellTreeViolation: Hashable, Sendable, CustomStringConvertible {
    /// JSON pointer to the offending field, relative to the validated value,
    /// e.g. `/content/children/3/label`.
    public var pointer: String
    /// A sentence saying what is wrong and what is allowed.
    public var message: String

    /// Creates a violation.
    public init(pointer: String, message: String) {
        self.pointer = pointer
        self.message = message
    }

    /// "message at pointer".
    public var description: String { "\(message) at \(pointer.isEmpty ? "/" : pointer)" }

    /// The wire error for this violation: `-32006 invalidCellTree` with `data.pointer`.
    public var responseError: ResponseError {
        .invalidCellTree(message, pointer: pointer)
    }
}
