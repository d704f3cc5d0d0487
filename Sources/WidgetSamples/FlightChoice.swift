/// Which flight of a sample trip was made the current one, and why: what `widgets preview`
/// says, so `--trip cancelled` showing the replacement flight (the rule skips the cancelled
/// one) is not a surprise.
public struct FlightChoice: Sendable, Hashable {
    /// Why this flight.
    public enum Reason: String, Sendable, Hashable {
        /// `--flight` asked for it.
        case asked
        /// The first flight that has not landed, departed or been cancelled (``CurrentFlight``).
        case firstNotBehind
        /// Every flight has landed, departed or been cancelled: the last one.
        case lastOfAllBehind
    }

    /// One flight of the trip.
    public struct Flight: Sendable, Hashable {
        /// Airline code and number, "VS3".
        public var code: String
        /// Its status (`cancelled`, `landed`…), nil when the sample has none.
        public var status: String?

        /// Creates a flight.
        public init(code: String, status: String?) {
            self.code = code
            self.status = status
        }
    }

    /// The flight's index in the trip, from 0 (what `--flight` takes).
    public var index: Int
    /// Every flight of the trip, in travel order.
    public var flights: [Flight]
    /// Why it was chosen.
    public var reason: Reason

    /// The rule's choice among `flights` (``CurrentFlight``), or the one `asked` for (an index
    /// the caller checked); nil for a trip without flights.
    public static func choose(among flights: [Flight], asked: Int?) -> FlightChoice? {
        if let asked { return FlightChoice(index: asked, flights: flights, reason: .asked) }
        guard let index = CurrentFlight.index(statuses: flights.map(\.status)) else { return nil }
        let behind = CurrentFlight.behind.contains(flights[index].status ?? "")
        return FlightChoice(index: index, flights: flights, reason: behind ? .lastOfAllBehind : .firstNotBehind)
    }

    /// The chosen flight's code ("VS4").
    public var code: String { flights[index].code }

    /// The flights before the chosen one that the rule passed over, each behind.
    public var skipped: [Int] { reason == .firstNotBehind ? Array(0..<index) : [] }

    /// One sentence: "VS4 (flight 1 of 2, counting from 0): the first flight that has not
    /// landed, departed or been cancelled; VS3 (flight 0) is cancelled".
    public var sentence: String {
        let place = "\(code) (flight \(index) of \(flights.count), counting from 0)"
        switch reason {
        case .asked:
            return "\(place), as --flight asked"
        case .firstNotBehind:
            let passed = skipped.map { "\(flights[$0].code) (flight \($0)) \(Self.behindWords(flights[$0].status))" }
            return "\(place): the first flight that has not landed, departed or been cancelled"
                + (passed.isEmpty ? "" : "; " + passed.joined(separator: ", "))
        case .lastOfAllBehind:
            return "\(place): every flight has landed, departed or been cancelled, so the last"
        }
    }

    /// "is cancelled", "has landed", "has departed".
    static func behindWords(_ status: String?) -> String {
        switch status {
        case "cancelled": return "is cancelled"
        case let status?: return "has \(status)"
        case nil: return "is behind"
        }
    }
}
