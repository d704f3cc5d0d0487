/// Judges one sample's ``CardTimeline`` on a real dashboard against what the widget said in its
/// own session for the same sample (protocol/README.md §11, "The card on a dashboard"). A pure
/// function of its inputs; ``ConformanceRun`` records what it returns under ``CheckID/dashboard``.
///
/// - Shown with a cell: a pass; a warning when the widget kept it hidden first for longer than
///   `dashboard --once` waits for a hidden card (``settleDelay``), which then prints it as hidden.
///   (A card waiting for a late cell is waited for: it is not late in this sense.)
/// - Hidden, and the widget kept it hidden in its own session too: allowed (data the widget does
///   not apply to), unless that is so for every sample (judged by the run).
/// - Hidden, though the widget showed it in its own session: a failure, the host and the widget
///   disagree (a `canBeDisplayed: true` written right after the `init` reply that the host
///   applied first).
/// - Anything else a user would see instead of the card (restarting, failed, no cell, still
///   starting): a failure.
struct DashboardVerdict: Sendable, Hashable {
    /// What the widget did about its card in the check's own session of the sample.
    enum OwnSay: Sendable, Hashable {
        case shownAtInit
        case shownLater
        case stayedHidden
        /// That session did not get as far (its failure is reported by the other checks).
        case unknown
    }

    enum Outcome: Sendable, Hashable {
        case shown
        /// Shown, but later than `dashboard --once` waits.
        case shownLate(String)
        case hiddenByWidget
        case failed(actual: String, hint: String)
    }

    /// How long a dashboard waits for a hidden card before it counts as settled
    /// (``DashboardOptions/hiddenSettleDelay``).
    var settleDelay: Duration

    func judge(_ timeline: CardTimeline, said: OwnSay) -> Outcome {
        let seen = timeline.summary
        switch timeline.ending {
        case .shown:
            if let hidden = timeline.hiddenAt, let shown = timeline.shownAt, shown - hidden > settleDelay {
                return .shownLate(
                    """
                    shown \(CardTimeline.format(shown - hidden)) after the widget was ready with it hidden; `widgets dashboard \
                    --once` and --html print after \(CardTimeline.format(settleDelay)) and leave it out (\(seen))
                    """)
            }
            return .shown
        case .hidden:
            switch said {
            case .stayedHidden, .unknown:
                return .hiddenByWidget
            case .shownAtInit, .shownLater:
                let how = said == .shownAtInit ? "answered init with canBeDisplayed: true" : "sent canBeDisplayed: true after init"
                return .failed(
                    actual:
                        """
                        the dashboard kept the card hidden, although the widget \(how) in its own session for this sample (\(seen))
                        """,
                    hint:
                        """
                        A dashboard applies init's answer and the canBeDisplayed notifications in the order it read them (§9): the \
                        last word must be true (`widgets logs` shows the order). A host that lets a notification written right \
                        after the init reply overtake it (issue 27) keeps such a card hidden.
                        """)
            }
        case .starting:
            return .failed(
                actual: "the card was still starting when the check gave up waiting (\(seen))",
                hint: "Answer initialize and init within their deadlines (10 s and 5 s); do slow work after init and send reloadWidget.")
        case .noCell(let reason):
            return .failed(
                actual: "the card was shown without a cell: \(reason ?? "none arrived") (\(seen))",
                hint: "Answer cellHeight and configureCell at the dashboard's width (375) within their deadlines, with a valid tree.")
        case .restarting(let cause):
            return .failed(
                actual: "the dashboard restarted the widget before its card was shown: \(cause) (\(seen))",
                hint: "Run it as the dashboard does (`widgets dashboard --once --manifest …`) and read `widgets logs --errors`.")
        case .failed(let reason):
            return .failed(
                actual: "the card failed: \(reason) (\(seen))",
                hint: "The reason is the host's; `widgets logs --errors` shows the widget's last words.")
        }
    }
}
