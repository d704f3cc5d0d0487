/// A check that did not hold: the sentence says which and what was seen.
struct CheckFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Throws a ``CheckFailure`` saying `what` unless `condition` holds.
func check(_ condition: Bool, _ what: @autoclosure () -> String) throws(CheckFailure) {
    if !condition { throw CheckFailure(what()) }
}
