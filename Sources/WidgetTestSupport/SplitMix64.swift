/// The seeded random generator of the tests: a tiny deterministic PRNG (SplitMix64), so a
/// failure found with a seed reproduces from that seed alone.
///
/// Fuzz and property tests take their seeds as test arguments and print the seed and the
/// iteration with every failure. The sequence for a seed never changes: assertions such as
/// "enough mutated documents still parse" were tuned against it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state; equal states give equal sequences.
    public private(set) var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
