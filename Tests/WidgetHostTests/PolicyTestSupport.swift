import WidgetRPC

@testable import WidgetHost

/// A random source that always returns the same value, so jitter is chosen exactly:
/// `.middle` gives no jitter, `.lowest` the largest reduction, `.highest` the largest increase.
struct FixedRandom: RandomNumberGenerator {
    var value: UInt64

    static let middle = FixedRandom(value: 1 << 63)
    static let lowest = FixedRandom(value: 0)
    static let highest = FixedRandom(value: .max)

    mutating func next() -> UInt64 { value }
}

/// Test time: instants as offsets in seconds from one fixed origin.
struct TestTime {
    func at(_ seconds: Double) -> MonotonicInstant {
        MonotonicInstant(offset: .seconds(seconds))
    }
}
