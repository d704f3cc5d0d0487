import WidgetJSON

// Reading a record (the recorder's JSON object) by the format's own names.
extension JSONValue {
    /// The member `field` when this is an object, else `nil`.
    public subscript(_ field: LogField) -> JSONValue? { self[field.rawValue] }

    /// The record's `kind`, nil when it has none or one this build does not know (a newer host's).
    public var logKind: LogKind? { self[.kind]?.stringValue.flatMap(LogKind.init(rawValue:)) }

    /// The record's `direction`, nil when it has none or an unknown one.
    public var logDirection: LogDirection? { self[.direction]?.stringValue.flatMap(LogDirection.init(rawValue:)) }
}
