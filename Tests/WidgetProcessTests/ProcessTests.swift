import Testing

/// Parent of every suite that spawns real processes: they run one at a time, so descriptor
/// counts and timing bounds are not disturbed by each other.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ProcessTests {}
