import WidgetConcurrency
import WidgetJSON

extension FlightRecorder {
    /// Every record from now on as it is written: the JSON object of its log line, redacted and
    /// cut exactly as in the file (`seq` included), for a live view such as the inspector of
    /// `widgets serve`.
    ///
    /// The writer thread hands each record over without waiting; a viewer that falls more than
    /// `limit` records behind loses the oldest. Records that never reach the writer (no room in
    /// the queue, over a widget's budget) never reach a tap either, as they never reach the
    /// file. The stream ends when the recorder is closed; any number of taps may be open.
    public func tap(bufferingNewest limit: Int = 1024) -> AsyncStream<JSONValue> {
        taps.subscribe(bufferingNewest: limit)
    }
}
