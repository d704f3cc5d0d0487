import Synchronization
import WidgetSDK

/// Produces the widget side of `airport-widget.jsonl`: prepareData, a list and progress cell,
/// an empty timeline, and `viewController` answered `null` (the default).
public struct SecurityWaitWidget: AirportWidget {
    public static let widgetType = "security_wait"
    public static let cellIdentifier = "SecurityWaitCell"
    public static let capabilities = WidgetCapabilities(prepareData: true, timeline: true)

    /// Queue times per terminal, "fetched" by `prepareData`.
    static let waits = Mutex<[String: Int]>([:])

    public static func prepareData() async {
        waits.withLock { $0 = ["2": 12, "3": 25, "4": 8, "5": 41] }
    }

    let airport: Airport

    public init(dashboard: Dashboard, airport: Airport) async throws {
        self.airport = airport
    }

    public func cellHeight(width: Double) async -> Double { 229.5 }

    public func configureCell(width: Double) async throws -> ConfigureCellResponse {
        let waits = Self.waits.withLock { $0 }
        guard !waits.isEmpty else { throw WidgetError.failure("prepareData has not run") }
        let cell = Cell(background: .groupedBackground, tap: .openURL("https://www.heathrow.com/at-the-airport/security")) {
            VStack(spacing: .s) {
                Label("Security queues at \(airport.city == "London" ? "Heathrow" : airport.name)", symbol: "person.3.sequence")
                    .textStyle(.headline)
                List(spacing: .xs, separator: true) {
                    for terminal in airport.terminals {
                        if let minutes = waits[terminal] {
                            HStack {
                                Text("Terminal \(terminal)").style(.body)
                                Spacer()
                                Badge("\(minutes) min", tone: minutes < 15 ? .good : minutes < 30 ? .warning : .critical)
                            }
                            .accessibilityLabel("Terminal \(terminal): \(minutes) minutes")
                        }
                    }
                }
                ProgressView(value: 0.62, label: "Busier than usual").style(.bar).tint(.warning)
                Text("Updated every 5 minutes").style(.caption).color(.secondary).alignment(.trailing).frame(maxWidth: .infinity)
            }
            .padding(top: .m, leading: .m, bottom: .m, trailing: .m)
        }
        return ConfigureCellResponse(cell: cell, timeline: Timeline(entries: [], reload: .atEnd))
    }
}
