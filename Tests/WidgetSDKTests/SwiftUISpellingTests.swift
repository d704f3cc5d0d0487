import Testing
import WidgetSDK

/// What an author who knows SwiftUI writes first compiles, and builds the node the protocol
/// names: each SwiftUI spelling against the node written out, and against the SDK's own spelling.
@Suite struct SwiftUISpellingTests {
    static let departure = Timestamp("2026-11-03T08:25:00+00:00")!

    @Test func aCardWrittenTheSwiftUIWayIsTheProtocolTree() {
        let built = Cell {
            VStack(alignment: .leading, spacing: .s) {
                Label("Gate B32", systemImage: "mappin.and.ellipse").font(.subheadline).foregroundColor(.secondary)
                Text("BA 117").font(.headline).fontWeight(.semibold).foregroundStyle(.accent).lineLimit(1)
                    .multilineTextAlignment(.center).truncationMode(.middle).monospacedDigit()
                Text(Self.departure, style: .relative).font(.caption).fontWeight(.bold).foregroundColor(.secondary)
                Image(systemName: "airplane.departure").foregroundColor(.accent)
                Image(systemName: "cup.and.saucer").accessibilityLabel("Lounge")
                Link("Terminal map", destination: "https://example.com/lhr")
                Button("Remind me", systemImage: "bell", action: "remind")
                HStack { Text("Details") }.onTap(.present)
            }
        }
        .onTap(.present).background(.secondaryBackground).accessibilityLabel("BA 117")

        var row = HStackNode(children: [.text(TextNode("Details"))])
        row.modifiers.tap = .present
        let content = CellNode.vstack(
            VStackNode(
                spacing: .s, alignment: .leading,
                children: [
                    .label(LabelNode(title: "Gate B32", icon: .symbol("mappin.and.ellipse"), textStyle: .subheadline, color: .secondary)),
                    .text(
                        TextNode(
                            "BA 117", style: .headline, weight: .semibold, color: .accent, alignment: .center, maxLines: 1,
                            truncation: .middle, monospacedDigits: true)),
                    .dateText(DateTextNode(date: Self.departure, style: .relative, textStyle: .caption, weight: .bold, color: .secondary)),
                    .image(ImageNode(source: .symbol("airplane.departure"), tint: .accent, label: "airplane departure")),
                    .image(ImageNode(source: .symbol("cup.and.saucer"), label: "Lounge")),
                    .button(ButtonNode(title: "Terminal map", action: .openURL("https://example.com/lhr"))),
                    .button(ButtonNode(title: "Remind me", icon: .symbol("bell"), action: .invoke(id: "remind"))),
                    .hstack(row),
                ]))
        #expect(built == Cell(content: content, background: .secondaryBackground, tap: .present, accessibilityLabel: "BA 117"))
    }

    @Test func eachSwiftUISpellingMakesWhatTheSDKSpellingMakes() {
        #expect(Label("Gate", systemImage: "bell").node == Label("Gate", symbol: "bell").node)
        #expect(Label("Gate", systemImage: "bell").labelStyle(.iconOnly).node == Label("Gate", symbol: "bell", style: .iconOnly).node)
        #expect(Label("Gate").font(.caption).foregroundStyle(.good).node == Label("Gate").textStyle(.caption).color(.good).node)
        #expect(Text("a").font(.title).node == Text("a").style(.title).node)
        #expect(Text("a").fontWeight(.bold).foregroundColor(.critical).node == Text("a").weight(.bold).color(.critical).node)
        #expect(Text("a").lineLimit(2).monospacedDigit().node == Text("a").maxLines(2).monospacedDigits().node)
        #expect(Text(Self.departure, style: .timer).node == DateText(Self.departure, style: .timer).node)
        #expect(
            Text(Self.departure, style: .time).font(.footnote).foregroundStyle(.warning).node
                == DateText(Self.departure, style: .time).textStyle(.footnote).color(.warning).node)
        #expect(
            DateText(Self.departure, style: .date).font(.caption2).fontWeight(.light).foregroundColor(.tertiary).node
                == DateText(Self.departure, style: .date).textStyle(.caption2).weight(.light).color(.tertiary).node)
        #expect(Image.decorative(systemName: "bell").node == Image.decorative(symbol: "bell").node)
        #expect(Image(systemName: "bell").accessibilityLabel("Boarding").node == Image(symbol: "bell", label: "Boarding").node)
        #expect(Image(systemName: "bell").foregroundStyle(.accent).node == Image(symbol: "bell", label: "bell").tint(.accent).node)
        #expect(Button("Go", systemImage: "bell", action: "go").node == Button("Go", action: "go").icon(symbol: "bell").node)
        #expect(Button("Go", action: "go").icon(systemImage: "bell").node == Button("Go", action: "go").icon(symbol: "bell").node)
        #expect(Link("Map", destination: "https://example.com").node == Button("Map", action: .openURL("https://example.com")).node)
        #expect(Cell { Text("a") }.onTap(.present) == Cell(tap: .present) { Text("a") })
        #expect(Cell { Text("a") }.fallbackText("a") == Cell(fallbackText: "a") { Text("a") })
    }

    @Test func aDateTextKeepsOnlyTheModifiersADateHas() {
        // A dateText has no line limit or alignment: those modifiers leave it as it was.
        let date = Text(Self.departure, style: .offset)
        #expect(date.lineLimit(1).multilineTextAlignment(.center).markdown().node == date.node)
        #expect(date.padding(.s).modifiers.padding == .all(.s))
    }
}
