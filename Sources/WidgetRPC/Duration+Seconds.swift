extension Duration {
    /// The duration in seconds, as a `Double`: for messages ("0.57 s") and for arithmetic with
    /// wall-clock times. (`Duration` has no such property of its own.)
    public var inSeconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) * 1e-18
    }
}
