import WidgetProtocol

// The cell half: the one place cells are fetched. Every trigger (reload notification, timeline,
// width, show, restart, retry, explicit refresh) comes through `requestFetch` or
// `fetchIfNeeded`, so there is one coalescing rule: one fetch in flight, one pending.
extension WidgetMachine {
    /// Only a ready, non-stopping widget is asked for cells.
    private var canFetch: Bool {
        guard case .ready = lifecycle else { return false }
        return !stopRequested
    }

    /// A trigger wants a fresh cell. `hostRequest`: the host asked (explicit refresh), so it
    /// neither needs the card to be visible nor waits for a retry's backoff.
    mutating func requestFetch(hostRequest: Bool, at now: Moment, into actions: inout [Action]) {
        cell.requests += 1
        if cell.fetch != nil {
            if cell.pending { cell.coalesced += 1 }
            cell.pending = true
            if hostRequest { cell.pendingIsHostRequest = true }
            return
        }
        guard canFetch, cell.width != nil, hostRequest || wantsCell, hostRequest || !cell.retryArmed else {
            cell.owed = true
            return
        }
        startFetch(into: &actions)
    }

    /// Something the fetch depends on changed (ready, width, shown, displayable): fetches if
    /// the card wants a cell and the one it has is missing, owed, at another width or from an
    /// earlier run. A change the host made (`hostRequest`) does not wait for a retry's backoff.
    mutating func fetchIfNeeded(hostRequest: Bool = false, at now: Moment, into actions: inout [Action]) {
        guard canFetch, wantsCell, let width = cell.width else { return }
        if let fetch = cell.fetch {
            if fetch.width != width { cell.pending = true }
            return
        }
        let good = cell.lastGood
        let needed = cell.owed || good == nil || good?.width != width || good?.instance != liveInstance
        guard needed else { return }
        if cell.retryArmed && !hostRequest {
            cell.owed = true
            return
        }
        cell.requests += 1
        startFetch(into: &actions)
    }

    private mutating func startFetch(into actions: inout [Action]) {
        guard let width = cell.width, case .ready(let number) = lifecycle else { return }
        if cell.retryArmed {
            cell.retryArmed = false
            actions.append(.cancel(.cellRetry))
        }
        let id = cell.nextFetchID
        cell.nextFetchID += 1
        cell.fetch = Fetch(id: id, instance: number, width: width, serves: cell.requests)
        cell.owed = false
        cell.pending = false
        cell.pendingIsHostRequest = false
        actions.append(.fetchHeight(instance: number, fetch: id, width: width))
    }

    mutating func heightAnswered(_ id: Int, _ result: Result<Double, WidgetCallError>, at now: Moment, into actions: inout [Action]) {
        guard var fetch = cell.fetch, fetch.id == id else { return }
        noteCall(on: fetch.instance, error: result.failure, into: &actions)
        switch result {
        case .success(let height):
            fetch.height = height
            cell.fetch = fetch
            actions.append(.fetchCell(instance: fetch.instance, fetch: id, width: fetch.width))
        case .failure(let error):
            fetchFailed(fetch, error, into: &actions)
        }
    }

    mutating func cellAnswered(
        _ id: Int, _ result: Result<ConfigureCellResponse, WidgetCallError>, at now: Moment, into actions: inout [Action]
    ) {
        guard let fetch = cell.fetch, fetch.id == id, let height = fetch.height else { return }
        noteCall(on: fetch.instance, error: result.failure, into: &actions)
        switch result {
        case .success(let response):
            cell.fetch = nil
            cell.served = max(cell.served, fetch.serves)
            cell.lastGood = CellSnapshot(
                width: fetch.width, height: height, content: response, instance: fetch.instance, receivedAt: now.wall, sequence: fetch.id)
            cell.lastError = nil
            cell.failures = 0
            scheduleTimelineReload(for: response, at: now, into: &actions)
            if cell.pending || (wantsCell && fetch.width != cell.width) {
                let hostRequest = cell.pendingIsHostRequest
                cell.pending = false
                requestFetch(hostRequest: hostRequest, at: now, into: &actions)
            }
        case .failure(let error):
            fetchFailed(fetch, error, into: &actions)
        }
    }

    /// A failed fetch: the last good cell stays (now stale) and the fetch is retried with a
    /// bounded backoff while the card wants a cell. A host request pending meanwhile goes at once.
    private mutating func fetchFailed(_ fetch: Fetch, _ error: WidgetCallError, into actions: inout [Action]) {
        cell.fetch = nil
        cell.served = max(cell.served, fetch.serves)
        cell.lastError = error
        cell.failures += 1
        switch error.reason {
        case .connectionLost, .notReady, .cancelled, .wedged:
            // The instance is going away: its successor's handshake fetches again.
            cell.owed = cell.owed || cell.pending
            cell.pending = false
            return
        case .timedOut, .invalidResult, .remote:
            break
        }
        // Not while the instance is being killed (hung, wedged): its successor fetches.
        guard canFetch, killing != fetch.instance else {
            cell.owed = cell.owed || cell.pending
            cell.pending = false
            return
        }
        if cell.pending && cell.pendingIsHostRequest {
            startFetch(into: &actions)
            return
        }
        cell.owed = cell.owed || cell.pending
        cell.pending = false
        if wantsCell || cell.owed {
            cell.retryArmed = true
            actions.append(.arm(.cellRetry, after: configuration.cellRetry.delay(afterFailures: cell.failures)))
        }
    }

    mutating func retryFired(at now: Moment, into actions: inout [Action]) {
        guard canFetch, cell.fetch == nil, wantsCell || cell.owed else {
            cell.owed = true
            return
        }
        cell.requests += 1
        startFetch(into: &actions)
    }

    /// The instance ended (exit or stop): its fetch can no longer be answered.
    mutating func endFetches(because error: WidgetCallError, into actions: inout [Action]) {
        if let fetch = cell.fetch {
            cell.served = max(cell.served, fetch.serves)
            cell.lastError = error
            cell.fetch = nil
        }
        cell.owed = cell.owed || cell.pending
        cell.pending = false
        cell.failures = 0
        if cell.retryArmed {
            cell.retryArmed = false
            actions.append(.cancel(.cellRetry))
        }
    }

    mutating func cancelCellTimers(into actions: inout [Action]) {
        if cell.retryArmed { actions.append(.cancel(.cellRetry)) }
        if cell.timelineArmed { actions.append(.cancel(.timelineReload)) }
        cell.retryArmed = false
        cell.timelineArmed = false
    }

    private mutating func scheduleTimelineReload(for response: ConfigureCellResponse, at now: Moment, into actions: inout [Action]) {
        if cell.timelineArmed {
            cell.timelineArmed = false
            actions.append(.cancel(.timelineReload))
        }
        guard let delay = configuration.timelineReload.delay(for: response.timeline, at: now.wall, pastDueStreak: &cell.pastDueStreak)
        else { return }
        cell.timelineArmed = true
        actions.append(.arm(.timelineReload, after: delay))
    }
}

extension Result {
    /// The error, if this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
