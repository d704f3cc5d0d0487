import Testing
import WidgetJSON
import WidgetProtocol

/// The one judge of a widget's notifications, which the host's review and `widgets check` share.
@Suite struct NotificationValidatorTests {
    let validator = NotificationValidator(limits: Limits(maxTextLength: 3))

    @Test func theProtocolsNotificationsDecode() throws {
        #expect(validator.validate(method: "reloadWidget", params: nil as JSONValue?) == .reload)
        let hidden = try JSONValueEncoder().encode(CanBeDisplayedNotification(canBeDisplayed: false))
        #expect(validator.validate(method: "canBeDisplayed", params: hidden) == .canBeDisplayed(false))
        let log = LogNotification(level: .warning, message: "slow feed")
        #expect(validator.validate(method: "log", params: try JSONValueEncoder().encode(log)) == .log(log))
        let short = WidgetController(presentation: .modal, title: "G", content: .text(TextNode("B1")))
        let present = try JSONValueEncoder().encode(PresentWidgetControllerNotification(controller: short))
        #expect(validator.validate(method: "presentWidgetController", params: present) == .present(short))
    }

    @Test func undecodableParamsAreInvalidAtTheirPointer() {
        let outcome = validator.validate(method: "canBeDisplayed", params: .object(["canBeDisplayed": .string("yes")]))
        guard case .invalid(let reason, let pointer) = outcome else {
            Issue.record("not rejected: \(outcome)")
            return
        }
        #expect(pointer == "/canBeDisplayed")
        #expect(reason.hasPrefix("Invalid params"))
    }

    @Test func aControllerOffTheRulesIsInvalidUnderController() throws {
        let long = WidgetController(presentation: .modal, title: "Gate", content: .text(TextNode("gate B12")))
        let params = try JSONValueEncoder().encode(PresentWidgetControllerNotification(controller: long))
        guard case .invalid(_, let pointer) = validator.validate(method: "presentWidgetController", params: params) else {
            Issue.record("a text over maxTextLength was accepted")
            return
        }
        #expect(pointer.hasPrefix("/controller/"))
        #expect(NotificationValidator().validate(method: "presentWidgetController", params: params) == .present(long), "default limits")
    }

    @Test func anUnknownMethodIsSaidSo() {
        #expect(validator.validate(method: "sayHello", params: nil as JSONValue?) == .unknown(method: "sayHello"))
    }
}
