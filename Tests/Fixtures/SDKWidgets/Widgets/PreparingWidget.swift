import Synchronization
import WidgetSDK

/// Implements `prepareData()` without declaring `capabilities.prepareData`: the SDK must still
/// call it, once, before `init` (no silent opt-in). `cellHeight` reports how many times it ran.
public struct PreparingWidget: TripWidget {
    public static let widgetType = "preparing"
    public static let cellIdentifier = "PreparingCell"

    static let preparations = Mutex(0)

    public static func prepareData() async {
        preparations.withLock { $0 += 1 }
    }

    public init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {}

    public func cellHeight(width: Double) async -> Double {
        Double(Self.preparations.withLock { $0 }) * 100
    }

    public func configureCell(width: Double) async -> Cell {
        Cell { Text("Prepared \(Self.preparations.withLock { $0 }) time(s)") }
    }
}

/// The same, declaring the capability: the host's `prepareData` runs it, and `init` does not
/// run it again.
public struct DeclaredPreparingWidget: TripWidget {
    public static let widgetType = "declared_preparing"
    public static let cellIdentifier = "PreparingCell"
    public static let capabilities = WidgetCapabilities(prepareData: true)

    static let preparations = Mutex(0)

    public static func prepareData() async {
        preparations.withLock { $0 += 1 }
    }

    public init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {}

    public func cellHeight(width: Double) async -> Double {
        Double(Self.preparations.withLock { $0 }) * 100
    }

    public func configureCell(width: Double) async -> Cell {
        Cell { Text("Prepared") }
    }
}
