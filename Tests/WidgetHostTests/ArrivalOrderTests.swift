import Testing
import WidgetRPC

@testable import WidgetHost

/// The supervisor's reorder value: items in with their stamps, out in stamp order, and never a
/// wait that cannot end.
@Suite struct ArrivalOrderTests {
    typealias Order = ArrivalOrder<String>

    private func at(_ number: UInt64) -> Arrival { Arrival(number: number) }

    @Test func itemsInTheirTurnPassAtOnce() {
        var order = Order()
        #expect(order.arrived(at(1), "init reply") == ["init reply"])
        #expect(order.arrived(at(2), "canBeDisplayed") == ["canBeDisplayed"])
        #expect(order.waiting == 0)
    }

    @Test func anItemBeforeItsTurnWaitsForTheOneBeforeIt() {
        var order = Order()
        // The notification came round faster than the reply it followed.
        #expect(order.arrived(at(2), "canBeDisplayed true").isEmpty)
        #expect(order.arrived(at(3), "reloadWidget").isEmpty)
        #expect(order.waiting == 2)
        #expect(order.arrived(at(1), "init reply false") == ["init reply false", "canBeDisplayed true", "reloadWidget"])
        #expect(order.waiting == 0)
        #expect(order.next == 4)
    }

    @Test func droppedStampsAreSkippedARunAtATime() {
        var order = Order()
        #expect(order.arrived(at(5), "after the flood").isEmpty)
        #expect(order.skipped(2...4).isEmpty, "1 is still missing")
        #expect(order.arrived(at(1), "reply") == ["reply", "after the flood"])
        #expect(order.skipped(6...10_000).isEmpty)
        #expect(order.arrived(at(10_001), "next") == ["next"])
    }

    @Test func aRunThatStartsInThePastStillMovesTheTurnOn() {
        var order = Order()
        _ = order.arrived(at(1), "a")
        #expect(order.arrived(at(4), "d").isEmpty)
        #expect(order.skipped(1...3) == ["d"])
    }

    @Test func releaseLetsOutWhatWaitsInOrderAndPassesTheRestThrough() {
        var order = Order()
        #expect(order.arrived(at(4), "fourth").isEmpty)
        #expect(order.arrived(at(2), "second").isEmpty)
        #expect(order.skipped(3...3).isEmpty)
        // Stamp 1 will never come (its instance is gone).
        #expect(order.release() == ["second", "fourth"])
        #expect(order.arrived(at(1), "first, late") == ["first, late"])
        #expect(order.arrived(at(9), "later") == ["later"])
        #expect(order.waiting == 0)
    }

    @Test func aStampAlreadyPastOrSeenPassesInsteadOfStalling() {
        var order = Order()
        _ = order.arrived(at(1), "one")
        #expect(order.arrived(at(1), "one again") == ["one again"])
        #expect(order.arrived(at(3), "three").isEmpty)
        #expect(order.arrived(at(3), "three again") == ["three again"])
        #expect(order.arrived(at(2), "two") == ["two", "three"])
    }

    @Test(arguments: 0..<32)
    func anyArrivalOrderComesOutInLineOrder(seed: UInt64) {
        var random = WidgetMachineGeneratedTests.SeededRandom(state: seed)
        let count = UInt64.random(in: 1...40, using: &random)
        // Some stamps are dropped notifications (nil).
        let lines: [UInt64: String?] = Dictionary(
            uniqueKeysWithValues: (1...count).map { ($0, Int.random(in: 0..<5, using: &random) == 0 ? nil : "line \($0)") })
        var order = Order()
        var out: [String] = []
        for number in lines.keys.shuffled(using: &random) {
            if let item = lines[number]! {
                out += order.arrived(at(number), item)
            } else {
                out += order.skipped(number...number)
            }
        }
        #expect(out == (1...count).compactMap { lines[$0]! })
        #expect(order.waiting == 0)
    }
}
