import Foundation
import WidgetConcurrency
import WidgetDashboard
import WidgetHost
import WidgetJSON
import WidgetRPC
import WidgetRendering

extension DashboardCommand {
    /// What `--once` prints on stdout.
    enum OnceOutput {
        /// The frame, drawn (`--once`).
        case frame
        /// The dashboard as JSON (`--json`).
        case json
        /// Nothing: `--html` alone writes its page.
        case none
    }

    /// Waits for every widget (or the timeout), prints the frame and/or writes the HTML page.
    /// Exits 1 when a widget failed (the reasons on stderr), 0 otherwise. Cancelled (a signal
    /// came), it prints and writes nothing.
    static func runOnce(
        _ dashboard: DashboardModel, html: String?, output: OnceOutput, settle: Duration, now: Date, appearance: Appearance,
        console: Console
    ) async -> ExitStatus {
        let settled = await waitUntilSettled(dashboard, timeout: settle)
        if Task.isCancelled { return .failure }
        if !settled {
            let waiting = await dashboard.current.widgets.filter { !$0.isSettled }.map(\.widgetID)
            console.error(
                """
                Note: after \(ReadableText.duration(settle)) still waiting for \(waiting.joined(separator: ", ")); printing what \
                there is.\n
                """
            )
        }
        let state = await dashboard.current
        let failed = state.widgets.compactMap { card in card.failureReason.map { (card.widgetID, $0) } }
        for (id, reason) in failed { console.error(failureLine(widget: id, reason: reason)) }
        switch output {
        case .frame:
            let context = RenderContext(now: now, colour: console.useColor, unicode: true)
            // Every card with its widget's id, and under them every widget's status, one per
            // line: hidden ones too, with why (issue 27: one cut line named three of five).
            var frame = state.frame(now: now)
            frame.labelsCards = true
            console.output(TerminalRenderer.render(frame, context: context))
        case .json:
            console.output(DashboardJSON.object(state, now: now).serializedString() + "\n")
        case .none:
            break
        }
        if let html {
            let page = await htmlPage(dashboard, now: now, appearance: appearance)
            if Task.isCancelled { return .failure }
            do {
                try page.write(toFile: html, atomically: true, encoding: .utf8)
                console.error("Wrote \(html)\n")
            } catch {
                console.error("Error: cannot write \(html): \(error.localizedDescription)\n")
                return .failure
            }
        }
        return failed.isEmpty ? .success : .failure
    }

    /// `Error: widget "sw-broken": its cell was rejected: …`: the widget, a colon, then its
    /// card's reason (which may itself hold a colon).
    static func failureLine(widget id: String, reason: String) -> String {
        "Error: widget \"\(id)\": \(reason)\n"
    }

    /// The dashboard at 320, 375 and 400 points (each width asked of the widgets), and every
    /// controller the widgets offer on a tap.
    static func htmlPage(_ dashboard: DashboardModel, now: Date, appearance: Appearance) async -> String {
        let original = await dashboard.current.width
        var frames: [DashboardFrame] = []
        for width in DashboardOptions.standardWidths {
            await dashboard.setWidth(width)
            frames.append(await dashboard.current.frame(now: now))
        }
        let controllers = await dashboard.offeredControllers()
        await dashboard.setWidth(original)
        return HTMLRenderer.render(frames: frames, controllers: controllers, context: RenderContext(now: now, appearance: appearance))
    }

    /// True once ``DashboardState/isSettled``; false after `timeout`.
    static func waitUntilSettled(_ dashboard: DashboardModel, timeout: Duration) async -> Bool {
        let states = await dashboard.states()
        return await becomesTrue(within: timeout) {
            for await state in states where state.isSettled { return true }
            return false
        }
    }
}
