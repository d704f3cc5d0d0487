"""The widget's handle on the dashboard that shows it (the Swift SDK's `Dashboard`): reload the
card, show or hide it, present a controller, log. Thread-safe: call it from any thread."""

import sys
import threading

from . import _limits
from ._build import BuildError

LEVELS = ("debug", "info", "notice", "warning", "error")


class WidgetLogger:
    """Levelled, structured logging to the host's RPC log (the `log` notification), in order with
    the widget's other notifications; to stderr before the host is connected. Never stdout."""

    def __init__(self, label, outbox):
        self.label, self._outbox = label, outbox

    def log(self, level, message, **fields):
        if level not in LEVELS:
            raise BuildError("log level must be one of %s, not %r" % (", ".join(LEVELS), level))
        if self._outbox is None or self._outbox.closed:
            detail = "".join(" %s=%s" % item for item in sorted(fields.items()))
            print("[%s] %s: %s%s" % (self.label, level, message, detail), file=sys.stderr)
            return
        params = {"level": level, "message": str(message)}
        if fields:
            params["fields"] = fields
        self._outbox.notify("log", params)

    def debug(self, message, **fields):
        self.log("debug", message, **fields)

    def info(self, message, **fields):
        self.log("info", message, **fields)

    def notice(self, message, **fields):
        self.log("notice", message, **fields)

    def warning(self, message, **fields):
        self.log("warning", message, **fields)

    def error(self, message, **fields):
        self.log("error", message, **fields)


class Dashboard:
    """Given to the widget as `self.dashboard` just before its `init` runs.

    `kind` is "trip" or "airport"; `user` (a UserInfo), `locale`, `time_zone` and `limits` are
    from the host's `initialize`. Everything it sends while a request is being answered (during
    `init`, `action`, ...) goes out right after that request's reply."""

    def __init__(self, kind, handshake, outbox, logger):
        self.kind = kind
        self.user = handshake.user
        self.locale = handshake.locale
        self.time_zone = handshake.time_zone
        self.limits = handshake.capabilities.limits
        self.logger = logger
        self._outbox = outbox
        self._lock = threading.Lock()
        self._shown = True
        self._live = False  # until init returns, the value only sets init's reply

    @property
    def can_be_displayed(self):
        """Whether the card is shown. Default True; see `set_can_be_displayed`."""
        with self._lock:
            return self._shown

    @can_be_displayed.setter
    def can_be_displayed(self, value):
        self.set_can_be_displayed(value)

    def set_can_be_displayed(self, value=True):
        """Shows (True) or hides the card.

        Called during `init`, it sets `init`'s reply: `set_can_be_displayed(False)` there starts
        the card hidden. After `init`, each change sends the `canBeDisplayed` notification; True
        shows the card without a reload (the host asks for a cell if it has none; call `reload()`
        as well when the content changed). Setting the current value again sends nothing."""
        value = bool(value)
        with self._lock:
            if self._shown == value:
                return
            self._shown = value
            live = self._live
        if live:
            self._outbox.notify("canBeDisplayed", {"canBeDisplayed": value})

    def reload(self):
        """The content changed: the host asks for `cell_height`, then `configure_cell`. Repeats
        are coalesced by the host, so calling it often is cheap."""
        self._outbox.notify("reloadWidget")

    reload_widget = reload  # the protocol's (and the Swift SDK's) word

    def present(self, controller):
        """Presents `controller` now (from a button's action, say). An invalid controller is not
        sent: the SDK says where it is broken on stderr and in the log, and returns False."""
        try:
            if not isinstance(controller, dict):
                raise _limits.Violation("", "a controller is a Controller (or a dict), not %s" % type(controller).__name__)
            _limits.check_controller(controller, self.limits, "/controller")
        except _limits.Violation as violation:
            print("widgetsdk: present() was given an invalid controller, so it was not sent: at %s, %s"
                  % (violation.pointer, violation.message), file=sys.stderr)
            self.logger.error("present() was given an invalid controller: %s" % violation.message, pointer=violation.pointer)
            return False
        self._outbox.notify("presentWidgetController", {"controller": controller})
        return True

    present_widget_controller = present  # the protocol's (and the Swift SDK's) word

    def _go_live(self):
        with self._lock:
            self._live = True
            return self._shown
