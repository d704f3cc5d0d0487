/// Decodes the samples compiled into WidgetProtocol (`protocol/samples`) for the generated
/// `Trip.sampleOneWay`, `Flight.samples`, ... accessors (`ModelSamples.swift`).
enum ModelSamples {
    /// The sample at `path` (`trips/one-way.json`). The samples are checked by the protocol's
    /// validator and by the SDK's tests, so a failure here is a build of mismatched files.
    static func decode<T: Decodable>(_ path: String) -> T {
        guard let text = EmbeddedSamples.files[path] else {
            preconditionFailure("no sample \(path) is compiled in; regenerate EmbeddedSamples.swift and ModelSamples.swift")
        }
        do {
            return try JSONValueDecoder().decode(T.self, from: try JSONValue(parsing: Array(text.utf8)))
        } catch {
            preconditionFailure("the sample \(path) does not decode as \(T.self): \(error)")
        }
    }

    /// The file names (without `.json`) of one sample folder, sorted as the accessors are.
    static func names(_ folder: String) -> [String] {
        EmbeddedSamples.files.keys.filter { $0.hasPrefix(folder + "/") }
            .map { String($0.dropFirst(folder.count + 1).dropLast(5)) }
            .sorted()
    }
}
