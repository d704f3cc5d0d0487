/// A JSON-RPC error code: the specification's reserved codes plus WidgetHost's own range
/// `-32099 … -32001` (inside the specification's "server error" block).
///
/// A struct, not an enum, so a code we do not know still round-trips.
/// - SeeAlso: `protocol/README.md`, section "Errors".
public struct ErrorCode: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    // MARK: JSON-RPC 2.0

    /// Invalid JSON was received (or a line could not be read as UTF-8 JSON).
    public static let parseError = ErrorCode(rawValue: -32700)
    /// The JSON is not a valid request object (also used for an oversize line).
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    /// The method does not exist or is not available.
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    /// The params are missing, of the wrong type, or out of range.
    public static let invalidParams = ErrorCode(rawValue: -32602)
    /// An internal error in the receiver.
    public static let internalError = ErrorCode(rawValue: -32603)

    // MARK: WidgetHost (-32099 … -32001)

    /// The request arrived before `initialize` completed.
    public static let notInitialized = ErrorCode(rawValue: -32002)
    /// The request is not valid in the widget's current state (e.g. `cellHeight` before `init`,
    /// or a second `initialize`).
    public static let invalidState = ErrorCode(rawValue: -32003)
    /// `init` named a dashboard the widget did not declare in `initialize`.
    public static let unsupportedDashboard = ErrorCode(rawValue: -32004)
    /// No protocol version both sides speak.
    public static let unsupportedProtocolVersion = ErrorCode(rawValue: -32005)
    /// A cell tree or controller breaks the schema or a limit; `data.pointer` is a JSON pointer
    /// to the offending field.
    public static let invalidCellTree = ErrorCode(rawValue: -32006)
    /// `action` named an id the widget does not know.
    public static let unknownAction = ErrorCode(rawValue: -32007)
    /// The widget could not do what was asked (its data failed to load, say); `message` says why.
    public static let widgetFailure = ErrorCode(rawValue: -32008)
    /// The receiver is shutting down and takes no new requests.
    public static let shuttingDown = ErrorCode(rawValue: -32009)

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(rawValue)
    }

    public var description: String { String(rawValue) }
}
