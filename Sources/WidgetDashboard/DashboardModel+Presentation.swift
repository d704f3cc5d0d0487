import Foundation
import WidgetHost
import WidgetJSON
import WidgetProtocol
import WidgetRPC
import WidgetRendering

/// What became of a tap or a button press.
public enum DashboardActionOutcome: Sendable, Hashable {
    /// The widget handled it (`action` answered `{}`), or a controller was presented.
    case handled
    /// The widget answered `{dismiss: true}` (or a cancel button was pressed): the controller was dismissed.
    case dismissed
    /// `viewController` answered `null`: the widget presents itself later, if at all.
    case nothingPresented
    /// An `openURL` action: the host should open this (validated `http(s)`) URL.
    case openURL(String)
    /// The call failed; the sentence says why.
    case failed(String)
}

// Taps, controllers and actions.
extension DashboardModel {
    /// A `presentWidgetController` from widget `id`: presented at once when it follows the
    /// user's interaction with that widget within ``DashboardOptions/presentationWindow``;
    /// otherwise it waits on the widget's card (one per widget, the newest) until the user opens
    /// it, so no widget can cover its neighbours by itself (spec §4).
    func presentIfAsked(_ controller: WidgetController, from id: String) {
        let now = options.now()
        if let last = state[id]?.lastInteraction, now.timeIntervalSince(last) <= options.presentationWindow.inSeconds, now >= last {
            present(controller, from: id)
        } else {
            update(id) { $0.pendingPresentation = controller }
        }
    }

    /// Opens the presentation waiting on `id`'s card, if there is one. Returns whether it did.
    @discardableResult
    public func openPendingPresentation(_ id: String) -> Bool {
        guard let controller = state[id]?.pendingPresentation else { return false }
        update(id) {
            $0.pendingPresentation = nil
            $0.lastInteraction = options.now()
        }
        present(controller, from: id)
        return true
    }

    /// The user did something with widget `id`: presentations that follow soon are theirs.
    /// Nothing on screen changes, so nothing is published: the change the interaction makes
    /// (a presentation, a message, a new cell) is the one redraw.
    func noteInteraction(with id: String) {
        guard let index = state.widgets.firstIndex(where: { $0.widgetID == id }) else { return }
        state.widgets[index].lastInteraction = options.now()
    }

    /// The user tapped the card of `id`: opens a presentation waiting on it, or asks
    /// `viewController` and presents the answer.
    @discardableResult
    public func tap(_ id: String) async -> DashboardActionOutcome {
        options.interacted?(.tap(id))
        if openPendingPresentation(id) { return .handled }
        noteInteraction(with: id)
        guard let widget = widgetSupervisor(id) else { return .failed("No widget \"\(id)\" on this dashboard.") }
        switch await widget.viewController(width: state.width, sizeClass: options.sizeClass) {
        case .success(let controller?):
            present(controller, from: id)
            return .handled
        case .success(nil):
            return .nothingPresented
        case .failure(let error):
            state.message = error.description
            messageWidgetID = id
            publish()
            return .failed(error.description)
        }
    }

    /// Presents `controller` for widget `id`: `push` goes onto the navigation stack, `modal`
    /// and `popup` over everything.
    public func present(_ controller: WidgetController, from id: String) {
        state.presented.append(PresentedController(widgetID: id, controller: controller))
        publish()
    }

    /// Pops the top controller (a push goes back one step; a modal or popup closes).
    public func back() {
        guard !state.presented.isEmpty else { return }
        state.presented.removeLast()
        publish()
    }

    /// Dismisses the top modal or popup; when the top is a push, returns to the dashboard
    /// (the whole navigation stack).
    public func dismiss() {
        guard let top = state.presented.last else { return }
        if top.controller.presentation == .push {
            while let last = state.presented.last, last.controller.presentation == .push { state.presented.removeLast() }
        } else {
            state.presented.removeLast()
        }
        publish()
    }

    /// Performs a cell's or controller's action for widget `id`: `invoke` sends `action`,
    /// `present` taps the card, `openURL` is handed back to the caller.
    @discardableResult
    public func perform(action: Action, widgetID id: String, source: ActionRequest.Source) async -> DashboardActionOutcome {
        if case .present = action {} else { options.interacted?(.action(id)) }
        switch action {
        case .present:
            return await tap(id)
        case .openURL(let url):
            guard let safe = SafeURL.link(url) else { return .failed("The link \"\(url)\" is not an http(s) URL; it was not opened.") }
            state.message = "Open \(safe)"
            publish()
            return .openURL(safe)
        case .invoke(let actionID, let payload):
            return await send(ActionRequest(id: actionID, payload: payload, source: source), to: id, cancel: false)
        }
    }

    /// The user pressed header button `buttonID` of the top controller: sends `action` with
    /// source `header`; a `{dismiss: true}` answer or a `cancel` role dismisses the controller.
    @discardableResult
    public func pressHeaderButton(_ buttonID: String) async -> DashboardActionOutcome {
        guard let top = state.presented.last else { return .failed("No controller is presented.") }
        options.interacted?(.action(top.widgetID))
        let buttons = (top.controller.leftButtons ?? []) + (top.controller.rightButtons ?? [])
        guard let button = buttons.first(where: { $0.id == buttonID }) else {
            return .failed("The controller \"\(top.controller.title)\" has no header button \"\(buttonID)\".")
        }
        return await send(ActionRequest(id: button.id, source: .header), to: top.widgetID, cancel: button.role == .cancel)
    }

    private func send(_ request: ActionRequest, to id: String, cancel: Bool) async -> DashboardActionOutcome {
        noteInteraction(with: id)
        guard let widget = widgetSupervisor(id) else { return .failed("No widget \"\(id)\" on this dashboard.") }
        let fromController = request.source != .cell
        let presentedBefore = state.presented.last
        let shownBefore = (state.message, state.presented)
        let result = await widget.action(request)
        var outcome: DashboardActionOutcome
        switch result {
        case .success(let response):
            outcome = response.dismiss == true && fromController ? .dismissed : .handled
            state.message = nil
        case .failure(let error):
            outcome = .failed(error.description)
            state.message = error.description
            messageWidgetID = id
        }
        if cancel { outcome = .dismissed }
        if outcome == .dismissed, let top = state.presented.last, top == presentedBefore {
            state.presented.removeLast()
        }
        // Published only when the answer changed what is shown (a message, a dismissal); a new
        // cell comes with the widget's reload, as its own one change.
        if shownBefore != (state.message, state.presented) { publish() }
        if outcome == .handled { await refreshPresented(from: id) }
        return outcome
    }

    /// Asks `viewController` again when the top controller is widget `id`'s, and redraws it in
    /// place if the answer is the same controller (same title and presentation): after an
    /// `action`, a reload or a restart, a presented controller never shows stale state.
    func refreshPresented(from id: String) async {
        guard let top = state.presented.last, top.widgetID == id, let widget = widgetSupervisor(id) else { return }
        guard case .success(let fresh?) = await widget.viewController(width: state.width, sizeClass: options.sizeClass),
            fresh.title == top.controller.title, fresh.presentation == top.controller.presentation,
            let index = state.presented.lastIndex(of: top), fresh != top.controller
        else { return }
        state.presented[index].controller = fresh
        publish()
    }
}
