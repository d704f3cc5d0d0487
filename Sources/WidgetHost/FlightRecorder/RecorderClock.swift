import Glibc
import WidgetProtocol

/// A run's time line: one wall-clock reading (`CLOCK_REALTIME`) taken with one monotonic
/// reading (``RPCLogRecord/now()``) when the recorder starts. A record's time is the anchor plus
/// its monotonic offset, so a step of the wall clock during the run (NTP, the user) cannot put
/// a response before its request.
struct RecorderClock: Sendable {
    /// Nanoseconds since the Unix epoch at the anchor.
    let anchorWallNanoseconds: Int64
    /// The monotonic reading at the anchor.
    let anchorInstant: UInt64

    init() {
        var wall = timespec()
        clock_gettime(CLOCK_REALTIME, &wall)
        anchorInstant = RPCLogRecord.now()
        anchorWallNanoseconds = Int64(wall.tv_sec) * 1_000_000_000 + Int64(wall.tv_nsec)
    }

    init(anchorWallNanoseconds: Int64, anchorInstant: UInt64) {
        self.anchorWallNanoseconds = anchorWallNanoseconds
        self.anchorInstant = anchorInstant
    }

    /// Nanoseconds since the epoch of a monotonic `instant`.
    func wallNanoseconds(_ instant: UInt64) -> Int64 {
        let offset = instant >= anchorInstant ? Int64(instant - anchorInstant) : -Int64(anchorInstant - instant)
        return anchorWallNanoseconds + offset
    }

    /// `2026-11-03T08:25:00.123456Z`: UTC, microseconds (truncated, so order is kept).
    func iso8601(_ instant: UInt64) -> String {
        Self.iso8601(wallNanoseconds: wallNanoseconds(instant))
    }

    static func iso8601(wallNanoseconds: Int64) -> String {
        let micros = wallNanoseconds >= 0 ? wallNanoseconds / 1000 : (wallNanoseconds - 999) / 1000
        let seconds = micros >= 0 ? micros / 1_000_000 : (micros - 999_999) / 1_000_000
        return CivilDate.utcText(secondsSince1970: Int(seconds)) + "." + CivilDate.digits(micros - seconds * 1_000_000, 6) + "Z"
    }
}
