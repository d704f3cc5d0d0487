/// A position in the tree: an object key or an array index. Kept as a plain enum on the hot path;
/// turned into `CodingKey`s only when someone asks for `codingPath`.
enum _JSONPathComponent {
    case key(String)
    case index(Int)

    var codingKey: _JSONKey {
        switch self {
        case .key(let name): return _JSONKey(stringValue: name)
        case .index(let index): return _JSONKey(index: index)
        }
    }
}

/// The coding key our containers report in paths and for `superEncoder`/`superDecoder`.
struct _JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        self.init(index: intValue)
    }

    init(index: Int) {
        stringValue = String(index)
        intValue = index
    }
}
