import WidgetSDK

/// A per-trip packing and pre-flight checklist: the original SDK's example widget.
///
/// The card shows progress and the next few open items with a "Done" button each; tapping the
/// card opens the whole list as a popup of toggles. Checked items are kept per trip in
/// `WIDGET_DATA_DIR`, so they survive restarts.
actor ChecklistWidget: TripWidget {
    static let widgetType = "checklist"
    static let cellIdentifier = "ChecklistCell"

    /// Open items shown on the card.
    static let itemsOnCard = 3

    private static let store = ChecklistStore(directory: WidgetEnvironment.dataDirectory)

    private let dashboard: Dashboard
    private let trip: Trip
    private let items: [ChecklistItem]

    init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {
        self.dashboard = dashboard
        self.trip = trip
        self.items = ChecklistItem.defaults(for: trip, flight: flight)
        let done = await Self.store.checked(trip: trip.id).intersection(items.map(\.id)).count
        dashboard.logger.debug("checklist loaded", fields: ["trip": .string(trip.id), "done": .int(Int64(done))])
    }

    // MARK: - Cell

    func cellHeight(width: Double) async -> Double {
        let open = await openItems()
        let rows = min(open.count, Self.itemsOnCard)
        return 96 + Double(rows) * 40 + (open.count > Self.itemsOnCard ? 20 : 0) + (open.isEmpty ? 24 : 0)
    }

    func configureCell(width: Double) async -> Cell {
        let checked = await Self.store.checked(trip: trip.id)
        let open = items.filter { !checked.contains($0.id) }
        let done = items.count - open.count
        let summary = "\(done) of \(items.count) done"
        return Cell {
            VStack(spacing: .s) {
                HStack(spacing: .s) {
                    Image.decorative(systemName: "checklist").foregroundStyle(.accent)
                    Text("Trip checklist").font(.headline).lineLimit(1)
                    Spacer()
                    Badge(summary, tone: open.isEmpty ? .good : .neutral)
                }
                ProgressView(value: items.isEmpty ? 1 : Double(done) / Double(items.count), label: summary)
                    .tint(open.isEmpty ? .good : .accent)
                if open.isEmpty {
                    Text("All done. Have a good trip!").font(.subheadline).foregroundStyle(.secondary)
                } else {
                    for item in open.prefix(Self.itemsOnCard) {
                        HStack(spacing: .s) {
                            Image.decorative(systemName: item.symbol).foregroundStyle(.secondary)
                            Text(item.title).lineLimit(1).minimumScaleFactor(0.8)
                            Spacer()
                            Button("Done", systemImage: "checkmark", action: "toggle:\(item.id)")
                        }
                    }
                    if open.count > Self.itemsOnCard {
                        Text("+ \(open.count - Self.itemsOnCard) more").font(.footnote).foregroundStyle(.secondary)
                    }
                }
            }
            .padding(.m)
        }
        .onTap(.present)
        .accessibilityLabel("Checklist for \(trip.title): \(summary)")
    }

    // MARK: - Popup

    func viewController(width: Double, sizeClass: ViewControllerRequest.SizeClass) async -> WidgetController? {
        let checked = await Self.store.checked(trip: trip.id)
        return WidgetController(
            .popup, title: "Checklist",
            preferredWidth: PreferredWidth(compact: .large, regular: .medium),
            leftButtons: { HeaderButton("Reset", id: "reset", role: .destructive) },
            rightButtons: { HeaderButton("Done", id: "done", role: .primary) }
        ) {
            VStack(spacing: .m) {
                Text(trip.title).font(.subheadline).foregroundStyle(.secondary)
                List(separator: true) {
                    for item in items {
                        Toggle(item.title, isOn: checked.contains(item.id), action: "toggle:\(item.id)")
                    }
                }
            }
            .padding(.m)
        }
    }

    // MARK: - Actions

    func action(_ action: WidgetAction) async throws -> ActionResult {
        switch action.id {
        case "done":
            return .dismiss
        case "reset":
            await Self.store.reset(trip: trip.id)
            dashboard.logger.info("checklist reset", fields: ["trip": .string(trip.id)])
            dashboard.reloadWidget()
            return .handled
        case let id where id.hasPrefix("toggle:"):
            let itemID = String(id.dropFirst("toggle:".count))
            guard items.contains(where: { $0.id == itemID }) else { throw WidgetError.unknownAction(id) }
            let nowChecked = await Self.store.toggle(itemID, trip: trip.id)
            dashboard.logger.debug("item toggled", fields: ["item": .string(itemID), "checked": .bool(nowChecked)])
            dashboard.reloadWidget()
            return .handled
        default:
            throw WidgetError.unknownAction(action.id)
        }
    }

    func shutdown() async {
        await Self.store.flush()
    }

    private func openItems() async -> [ChecklistItem] {
        let checked = await Self.store.checked(trip: trip.id)
        return items.filter { !checked.contains($0.id) }
    }
}
