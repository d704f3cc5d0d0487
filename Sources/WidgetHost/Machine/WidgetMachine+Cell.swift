import WidgetProtocol

// The cell half: the one place cells are fetched. Every trigger (reload notification, timeline,
// width, show, restart, retry, explicit refresh) comes through `requestFetch` or
// `fetchIfNeeded`, so there is one coalescing rule: one fetch in flight, one pending.
extension WidgetMachine {
    /// One `cellHeight` + `configureCell` pair.
    struct Fetch: Sendable, Hashable {
        var id: Int
        var instance: Int
        var width: Double
        /// The height, once `cellHeight` answered: points, or "fit" (the dashboard measures it).
        var height: CellHeight?
        /// The trigger count this fetch answers (see ``CellState/requests``).
        var serves: Int
    }

    /// A trigger that arrived while a fetch was in flight: one more fetch follows it.
    enum PendingFetch: Sendable, Hashable {
        /// The widget or a timer asked: it waits for a retry's backoff, like any other.
        case trigger
        /// The host asked: it goes at once.
        case hostRequest
    }

    /// Where fetching stands.
    enum FetchState: Sendable, Hashable {
        /// No fetch. `owed`: one is due as soon as one can be made (triggered while not ready
        /// or hidden).
        case idle(owed: Bool)
        /// A fetch failed and ``Timer/cellRetry`` is armed; `owed` as for ``idle(owed:)``.
        case waitingForRetry(owed: Bool)
        case fetching(Fetch, pending: PendingFetch?)

        var inFlight: Fetch? {
            if case .fetching(let fetch, _) = self { return fetch }
            return nil
        }

        /// The same state with a fetch owed.
        var owing: FetchState {
            switch self {
            case .idle: .idle(owed: true)
            case .waitingForRetry: .waitingForRetry(owed: true)
            case .fetching: preconditionFailure("a fetch in flight owes nothing: a trigger is pending instead")
            }
        }
    }

    /// The cell half of the state.
    struct CellState: Sendable, Hashable {
        /// The width the host shows the card at; nil until the host says.
        var width: Double?
        /// False while the user hides the card.
        var shownByHost = true
        /// The widget's own say, from `init` and `canBeDisplayed`.
        var canBeDisplayed: Bool?
        var fetch = FetchState.idle(owed: false)
        var nextFetchID = 1
        /// Triggers so far, and the last one whose fetch has finished (answered or failed).
        var requests = 0
        var served = 0
        var lastGood: CellSnapshot?
        /// Why the last fetch failed (nil after a good one).
        var lastError: WidgetCallError?
        /// Consecutive failed fetches (the retry backoff's attempt).
        var failures = 0
        /// Consecutive answers whose timeline was already past due.
        var pastDueStreak = 0
        /// Triggers collapsed into an already pending fetch.
        var coalesced = 0
    }

    // MARK: - Triggers

    /// `reloadWidget` from `number`.
    mutating func reloadRequested(instance number: Int, at now: Moment) -> FetchStart? {
        requireStarted(number, "reloadRequested")
        guard liveInstance == number else { return nil }
        return requestFetch(hostRequest: false, at: now)
    }

    /// `canBeDisplayed` from `number`.
    mutating func canBeDisplayedChanged(instance number: Int, _ value: Bool, at now: Moment) -> FetchStart? {
        requireStarted(number, "canBeDisplayedChanged")
        guard liveInstance == number, cell.canBeDisplayed != value else { return nil }
        cell.canBeDisplayed = value
        return fetchIfNeeded(at: now)
    }

    /// `presentWidgetController` from `number`, already validated: passed on only when ready.
    mutating func presentRequested(instance number: Int, _ controller: WidgetController) -> WidgetController? {
        requireStarted(number, "presentRequested")
        guard case .ready(let running) = lifecycle, running.number == number else { return nil }
        return controller
    }

    /// The column width changed (or was set for the first time).
    mutating func widthChanged(_ width: Double, at now: Moment) -> FetchStart? {
        guard cell.width != width else { return nil }
        cell.width = width
        return fetchIfNeeded(hostRequest: true, at: now)
    }

    /// The user showed (true) or hid (false) the card.
    mutating func shownByHost(_ shown: Bool, at now: Moment) -> FetchStart? {
        guard cell.shownByHost != shown else { return nil }
        cell.shownByHost = shown
        return fetchIfNeeded(hostRequest: true, at: now)
    }

    /// The host wants a fresh cell at `width` now, visible or not, without waiting for a
    /// retry's backoff (explicit refresh, preview).
    mutating func refreshRequested(width: Double, at now: Moment) -> Refresh {
        cell.width = width
        let fetch = requestFetch(hostRequest: true, at: now)
        return Refresh(ticket: cell.requests, fetch: fetch)
    }

    /// ``Timer/cellRetry`` fired. A fire that lost the race with its cancellation (a fetch took
    /// its place, the instance ended) finds no retry waiting: nothing.
    mutating func retryTimerFired(at now: Moment) -> FetchStart? {
        guard case .waitingForRetry(let owed) = cell.fetch else { return nil }
        cell.fetch = .idle(owed: owed)
        guard canFetch, cell.width != nil, wantsCell || owed else {
            cell.fetch = .idle(owed: true)
            return nil
        }
        cell.requests += 1
        return startFetch()
    }

    /// ``Timer/timelineReload`` fired.
    mutating func timelineTimerFired(at now: Moment) -> FetchStart? {
        requestFetch(hostRequest: false, at: now)
    }

    /// Only a ready widget is asked for cells.
    private var canFetch: Bool {
        if case .ready = lifecycle { return true }
        return false
    }

    /// A trigger wants a fresh cell. `hostRequest`: the host asked (explicit refresh), so it
    /// neither needs the card to be visible nor waits for a retry's backoff.
    private mutating func requestFetch(hostRequest: Bool, at now: Moment) -> FetchStart? {
        cell.requests += 1
        switch cell.fetch {
        case .fetching(let fetch, let pending):
            if pending != nil { cell.coalesced += 1 }
            cell.fetch = .fetching(fetch, pending: hostRequest || pending == .hostRequest ? .hostRequest : .trigger)
            return nil
        case .idle:
            guard canFetch, cell.width != nil, hostRequest || wantsCell else {
                cell.fetch = cell.fetch.owing
                return nil
            }
            return startFetch()
        case .waitingForRetry:
            // Only the host's own request goes before the retry is due.
            guard canFetch, cell.width != nil, hostRequest else {
                cell.fetch = cell.fetch.owing
                return nil
            }
            return startFetch()
        }
    }

    /// Something the fetch depends on changed (ready, width, shown, displayable): fetches if
    /// the card wants a cell and the one it has is missing, owed, at another width or from an
    /// earlier run. A change the host made (`hostRequest`) does not wait for a retry's backoff.
    mutating func fetchIfNeeded(hostRequest: Bool = false, at now: Moment) -> FetchStart? {
        guard canFetch, wantsCell, let width = cell.width else { return nil }
        let owed: Bool
        switch cell.fetch {
        case .fetching(let fetch, let pending):
            if fetch.width != width { cell.fetch = .fetching(fetch, pending: pending ?? .trigger) }
            return nil
        case .idle(let isOwed):
            owed = isOwed
        case .waitingForRetry(let isOwed):
            owed = isOwed
            if !hostRequest {
                if needsFetch(owed: owed, width: width) { cell.fetch = .waitingForRetry(owed: true) }
                return nil
            }
        }
        guard needsFetch(owed: owed, width: width) else { return nil }
        cell.requests += 1
        return startFetch()
    }

    private func needsFetch(owed: Bool, width: Double) -> Bool {
        guard let good = cell.lastGood else { return true }
        return owed || good.width != width || good.instance != liveInstance
    }

    /// Begins a fetch at the current width (the caller made sure one can be made).
    private mutating func startFetch() -> FetchStart {
        guard let width = cell.width, case .ready(let running) = lifecycle else {
            preconditionFailure("a fetch needs a width and a ready widget: \(lifecycle), width \(String(describing: cell.width))")
        }
        let cancelsRetry: Bool
        if case .waitingForRetry = cell.fetch { cancelsRetry = true } else { cancelsRetry = false }
        let id = cell.nextFetchID
        cell.nextFetchID += 1
        cell.fetch = .fetching(Fetch(id: id, instance: running.number, width: width, serves: cell.requests), pending: nil)
        return FetchStart(instance: running.number, fetch: id, width: width, cancelsRetry: cancelsRetry)
    }

    // MARK: - Answers

    /// The fetch in flight, if `id` is it: an answer for an older fetch is late; one for a
    /// fetch never begun is a host bug.
    private func inFlight(_ id: Int) -> (Fetch, PendingFetch?)? {
        precondition(id >= 1 && id < cell.nextFetchID, "an answer for fetch \(id), which was never begun")
        guard case .fetching(let fetch, let pending) = cell.fetch, fetch.id == id else { return nil }
        return (fetch, pending)
    }

    /// `cellHeight` of fetch `id` answered with a valid height, or failed.
    mutating func heightAnswered(fetch id: Int, _ result: Result<CellHeight, WidgetCallError>, at now: Moment) -> HeightAnsweredAction? {
        guard let (asked, pending) = inFlight(id) else { return nil }
        precondition(asked.height == nil, "cellHeight of fetch \(id) answered twice")
        var fetch = asked
        let kill = noteCall(on: fetch.instance, error: result.failure)
        switch result {
        case .success(let height):
            fetch.height = height
            cell.fetch = .fetching(fetch, pending: pending)
            return .fetchCell(instance: fetch.instance, fetch: id, width: fetch.width)
        case .failure(let error):
            return .failed(kill: kill, retry: fetchFailed(fetch, pending, error))
        }
    }

    /// `configureCell` of fetch `id` answered with a valid cell, or failed.
    mutating func cellAnswered(
        fetch id: Int, _ result: Result<ConfigureCellResponse, WidgetCallError>, at now: Moment
    ) -> CellAnsweredAction? {
        guard let (fetch, pending) = inFlight(id) else { return nil }
        guard let height = fetch.height else { preconditionFailure("configureCell of fetch \(id) answered before its cellHeight") }
        let kill = noteCall(on: fetch.instance, error: result.failure)
        switch result {
        case .success(let response):
            cell.fetch = .idle(owed: false)
            cell.served = max(cell.served, fetch.serves)
            cell.lastGood = CellSnapshot(
                width: fetch.width, height: height, content: response, instance: fetch.instance, receivedAt: now.wall, sequence: fetch.id)
            cell.lastError = nil
            cell.failures = 0
            let timeline = timelineReload(for: response, at: now)
            var next: FetchStart?
            if pending != nil || (wantsCell && fetch.width != cell.width) {
                next = requestFetch(hostRequest: pending == .hostRequest, at: now)
            }
            return .succeeded(timeline: timeline, next: next)
        case .failure(let error):
            return .failed(kill: kill, retry: fetchFailed(fetch, pending, error))
        }
    }

    /// A failed fetch: the last good cell stays (now stale) and the fetch is retried with a
    /// bounded backoff while the card wants a cell. A host request pending meanwhile goes at once.
    private mutating func fetchFailed(_ fetch: Fetch, _ pending: PendingFetch?, _ error: WidgetCallError) -> FetchRetry? {
        cell.fetch = .idle(owed: pending != nil)
        cell.served = max(cell.served, fetch.serves)
        cell.lastError = error
        cell.failures += 1
        switch error.reason {
        case .connectionLost, .notReady, .cancelled, .wedged:
            // The instance is going away: its successor's handshake fetches again.
            return nil
        case .timedOut, .invalidResult, .remote:
            break
        }
        // Not while the instance is being killed (hung, wedged): its successor fetches.
        guard case .ready(let running) = lifecycle, running.killedFor == nil else { return nil }
        if pending == .hostRequest { return .now(startFetch()) }
        guard wantsCell || pending != nil else { return nil }
        cell.fetch = .waitingForRetry(owed: pending != nil)
        return .after(configuration.cellRetry.delay(afterFailures: cell.failures))
    }

    /// The instance ended (exit or stop): its fetch can no longer be answered. Returns whether
    /// ``Timer/cellRetry`` was armed (and must be cancelled).
    mutating func endFetches(because error: WidgetCallError) -> Bool {
        var cancelsRetry = false
        switch cell.fetch {
        case .fetching(let fetch, let pending):
            cell.served = max(cell.served, fetch.serves)
            cell.lastError = error
            cell.fetch = .idle(owed: pending != nil)
        case .waitingForRetry(let owed):
            cell.fetch = .idle(owed: owed)
            cancelsRetry = true
        case .idle:
            break
        }
        cell.failures = 0
        return cancelsRetry
    }

    private mutating func timelineReload(for response: ConfigureCellResponse, at now: Moment) -> TimelineReload {
        guard let delay = configuration.timelineReload.delay(for: response.timeline, at: now.wall, pastDueStreak: &cell.pastDueStreak)
        else { return .cancel }
        return .arm(after: delay)
    }
}

extension Result {
    /// The error, if this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
