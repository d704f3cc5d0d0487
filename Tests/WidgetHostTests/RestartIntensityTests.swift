import Testing
import WidgetProcess

@testable import WidgetHost

@Suite struct RestartIntensityTests {
    let intensity = RestartIntensity()
    let time = TestTime()

    @Test func fiveRestartsFitAndTheSixthExceeds() {
        let five = (0..<5).map { time.at(Double($0)) }
        #expect(!intensity.isExceeded(byRestartAt: time.at(10), after: Array(five.prefix(4))))
        #expect(intensity.isExceeded(byRestartAt: time.at(10), after: five))
    }

    @Test func restartsOlderThanTheWindowDoNotCount() {
        let five = (0..<5).map { time.at(Double($0)) }
        #expect(intensity.isExceeded(byRestartAt: time.at(59.5), after: five))
        #expect(!intensity.isExceeded(byRestartAt: time.at(60.5), after: five), "the first left the window")
    }
}
