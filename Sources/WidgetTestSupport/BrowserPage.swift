import Foundation
import WidgetJSON

/// One tab of a ``HeadlessChromium``: navigate, evaluate script, wait for a condition, press
/// keys, take a screenshot, read cookies.
public struct BrowserPage: Sendable {
    public let browser: HeadlessChromium
    /// The DevTools session attached to the tab.
    public let session: String

    /// A key the page can be sent (``press(_:shift:)``).
    public enum Key: String, Sendable {
        case tab = "Tab"
        case enter = "Enter"
        case escape = "Escape"
        case space = " "
        case arrowUp = "ArrowUp"
        case arrowDown = "ArrowDown"
        case arrowLeft = "ArrowLeft"
        case arrowRight = "ArrowRight"

        var code: String { self == .space ? "Space" : rawValue }
        var virtualKeyCode: Int64 {
            switch self {
            case .tab: 9
            case .enter: 13
            case .escape: 27
            case .space: 32
            case .arrowLeft: 37
            case .arrowUp: 38
            case .arrowRight: 39
            case .arrowDown: 40
            }
        }
        /// What typing it inserts (Enter and Space activate buttons through it).
        var text: String? {
            switch self {
            case .enter: "\r"
            case .space: " "
            default: nil
            }
        }
    }

    /// Sends a command to this tab's session.
    public func call(_ method: String, _ parameters: JSONValue = [:], timeout: Duration = .seconds(60)) async throws -> JSONValue {
        try await browser.call(method, parameters, session: session, timeout: timeout)
    }

    /// Loads `url` and returns once its `load` event fired (after any redirects).
    /// - Throws: when the navigation fails (the browser's `errorText`) or never loads.
    public func navigate(to url: String) async throws {
        let mark = browser.eventCount
        let result = try await call("Page.navigate", ["url": .string(url)])
        if let error = result["errorText"]?.stringValue, !error.isEmpty {
            throw HeadlessChromium.Failure(description: "navigating to \(url) failed: \(error)")
        }
        let session = session
        _ = try await browser.waitForEvent(after: mark) { event in
            event["method"]?.stringValue == "Page.loadEventFired" && event["sessionId"]?.stringValue == session
        }
    }

    /// The value of `expression` (awaited if it is a promise), as JSON.
    /// - Throws: the page's exception, with its text; or a timeout after `timeout`.
    public func evaluate(_ expression: String, timeout: Duration = .seconds(60)) async throws -> JSONValue {
        let result = try await call(
            "Runtime.evaluate", ["expression": .string(expression), "returnByValue": true, "awaitPromise": true], timeout: timeout)
        if let exception = result["exceptionDetails"] {
            let text = exception["exception"]?["description"]?.stringValue ?? exception["text"]?.stringValue ?? "\(exception)"
            throw HeadlessChromium.Failure(description: "evaluating \(expression.prefix(200)) threw: \(text)")
        }
        return result["result"]?["value"] ?? .null
    }

    /// Returns once `condition` (a script expression) is truthy in the page. The page checks
    /// it on its own timers; the test just awaits, up to `timeout` (a hang guard).
    public func waitFor(_ condition: String, timeout: Duration = .seconds(60)) async throws {
        let script = """
            new Promise((resolve) => {
              const check = () => {
                let held = false;
                try { held = !!(\(condition)); } catch (error) {}
                if (held) { resolve(true); } else { setTimeout(check, 20); }
              };
              check();
            })
            """
        do {
            _ = try await evaluate(script, timeout: timeout)
        } catch {
            // Which wait it was: a test has many, and the timeout alone names none.
            throw HeadlessChromium.Failure(description: "the page never met `\(condition.prefix(400))`: \(error)")
        }
    }

    /// Presses and releases `key` (with Shift: Shift+Tab moves focus back).
    public func press(_ key: Key, shift: Bool = false) async throws {
        var down: JSONValue = [
            "type": .string(key.text == nil ? "rawKeyDown" : "keyDown"), "key": .string(key.rawValue), "code": .string(key.code),
            "windowsVirtualKeyCode": .int(key.virtualKeyCode), "modifiers": .int(shift ? 8 : 0),
        ]
        if let text = key.text, case .object(var object) = down {
            object.appendUnchecked(key: "text", value: .string(text))
            down = .object(object)
        }
        _ = try await call("Input.dispatchKeyEvent", down)
        _ = try await call(
            "Input.dispatchKeyEvent",
            [
                "type": "keyUp", "key": .string(key.rawValue), "code": .string(key.code), "windowsVirtualKeyCode": .int(key.virtualKeyCode),
                "modifiers": .int(shift ? 8 : 0),
            ])
    }

    /// Lays the page out in a viewport of `width` × `height` CSS pixels (a desktop one: the
    /// page's `<meta name="viewport">` plays no part), as a window of that size would.
    public func setViewport(width: Int, height: Int) async throws {
        _ = try await call(
            "Emulation.setDeviceMetricsOverride",
            ["width": .int(Int64(width)), "height": .int(Int64(height)), "deviceScaleFactor": 1, "mobile": false])
    }

    /// Makes `prefers-color-scheme` answer `scheme` (`light` or `dark`), as the viewer's
    /// system setting would.
    public func emulateColorScheme(_ scheme: String) async throws {
        _ = try await call(
            "Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": .string(scheme)]]])
    }

    /// A PNG of the viewport.
    public func screenshot() async throws -> [UInt8] {
        let result = try await call("Page.captureScreenshot", ["format": "png"])
        guard let base64 = result["data"]?.stringValue, let data = Data(base64Encoded: base64) else {
            throw HeadlessChromium.Failure(description: "Page.captureScreenshot returned no image")
        }
        return Array(data)
    }

    /// The browser's cookies for `url`, with their flags (`name`, `value`, `httpOnly`,
    /// `sameSite`, `path`, …) as DevTools reports them.
    public func cookies(for url: String) async throws -> [JSONValue] {
        try await call("Network.getCookies", ["urls": [.string(url)]])["cookies"]?.arrayValue ?? []
    }
}
