import Testing
import WidgetSDK

/// The builder produces exactly the protocol's node tree.
@Suite struct DSLTests {
    @Test func stacksAndModifiers() {
        let built = VStack(alignment: .leading, spacing: .s) {
            Text("BA 117").style(.headline).weight(.semibold).color(.secondary).maxLines(1).minimumScaleFactor(0.8)
            HStack {
                Spacer(minLength: 4); Divider()
            }
            .padding(.m).background(.secondaryBackground).cornerRadius(.m).frame(maxWidth: .infinity)
            .onTap(.invoke("open")).accessibilityLabel("row")
        }.node
        var row = HStackNode(children: [.spacer(SpacerNode(minLength: 4)), .divider(DividerNode())])
        row.modifiers = Modifiers(
            padding: .all(.m), background: .secondaryBackground, cornerRadius: .m, frame: Frame(maxWidth: .infinity),
            accessibilityLabel: "row", tap: .invoke(id: "open"))
        let expected = CellNode.vstack(
            VStackNode(
                spacing: .s, alignment: .leading,
                children: [
                    .text(TextNode("BA 117", style: .headline, weight: .semibold, color: .secondary, maxLines: 1, minimumScaleFactor: 0.8)),
                    .hstack(row),
                ]))
        #expect(built == expected)
    }

    @Test(arguments: [true, false])
    func conditionalsOptionalsAndLoops(delayed: Bool) {
        let gate: String? = delayed ? nil : "B32"
        let built = VStack {
            if delayed {
                Badge("Delayed", tone: .warning)
            } else {
                Badge("On time", tone: .good)
            }
            if let gate { Text("Gate \(gate)") }
            for n in 1...3 { Text("\(n)") }
            Optional<Text>.none
        }.node
        var children: [CellNode] = [.badge(delayed ? BadgeNode(text: "Delayed", tone: .warning) : BadgeNode(text: "On time", tone: .good))]
        if !delayed { children.append(.text(TextNode("Gate B32"))) }
        children += (1...3).map { .text(TextNode("\($0)")) }
        #expect(built == .vstack(VStackNode(children: children)))
    }

    @Test func leavesMatchTheirNodes() {
        #expect(Image(symbol: "airplane", label: "Plane").node == .image(ImageNode(source: .symbol("airplane"), label: "Plane")))
        #expect(Image.decorative(symbol: "cup").node == .image(ImageNode(source: .symbol("cup"), decorative: true)))
        #expect(
            Button("Done", action: "toggle:a", payload: ["x": 1]).node
                == .button(ButtonNode(title: "Done", action: .invoke(id: "toggle:a", payload: ["x": 1]))))
        #expect(ProgressView(value: 0.5).node == .progress(ProgressNode(value: 0.5)))
        #expect(
            Toggle("Remind", isOn: true, action: "r").node == .toggle(ToggleNode(isOn: true, label: "Remind", action: .invoke(id: "r"))))
        let showSeat = false
        #expect(
            Facts {
                Fact("Gate", "B32"); if showSeat { Fact("Seat", "1A") }
            }.node
                == .facts(FactsNode(rows: [FactsNode.Row(title: "Gate", value: "B32")])))
        #expect(
            List(separator: true) { for i in 0..<2 { Text("\(i)") } }.node
                == .list(ListNode(items: [.text(TextNode("0")), .text(TextNode("1"))], separator: true)))
        let date = Timestamp("2026-11-03T08:25:00+00:00")!
        #expect(DateText(date, style: .relative).node == .dateText(DateTextNode(date: date, style: .relative)))
        #expect(Timestamp(secondsSince1970: date.secondsSince1970).rawValue == "2026-11-03T08:25:00Z")
    }

    @Test func cellWrapsSeveralTopLevelComponentsInAVStack() {
        let one = Cell(tap: .present) { Text("a") }
        #expect(one == Cell(content: .text(TextNode("a")), tap: .present))
        let two = Cell {
            Text("a"); Text("b")
        }
        #expect(two.content == .vstack(VStackNode(children: [.text(TextNode("a")), .text(TextNode("b"))])))
    }
}
