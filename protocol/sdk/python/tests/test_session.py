"""The session: states and which error wins, ids, and the order of what the widget writes (a
notification sent while a request is answered goes out after its reply, from any thread)."""

import json
import threading
import unittest

import support
from widgetsdk import BuildError, Button, Cell, Controller, RPCError, Text, VStack, fit, unknown_action
from widgetsdk.testing import Harness

TRIP = support.transcript("trip-widget-lifecycle.jsonl")[2]["message"]["params"]


class Card:
    widget_type = "card"

    def init(self, trip, flight):
        self.flight = flight
        self.dashboard.set_can_be_displayed(False)
        self.dashboard.set_can_be_displayed(True)  # during init: only the reply's value
        self.dashboard.set_can_be_displayed(False)
        self.shown = 0

    def cell_height(self, width):
        return 100.5

    def configure_cell(self, width):
        return VStack(Text("BA " + self.flight.flight_number), Button("Show", action="show"))

    def view_controller(self, width, size_class):
        return Controller("popup", "Details", Text(size_class))

    def action(self, action):
        if action.id == "show":
            self.dashboard.set_can_be_displayed(True)
            self.dashboard.reload()
            self.dashboard.present(Controller("modal", "Now", Text("now")))
            return None
        if action.id == "fail":
            raise RPCError(-32008, "no")
        if action.id == "crash":
            return {}["missing"]
        raise unknown_action(action.id)


def started(widget=Card, versions=None):
    host = Harness(widget)
    offered = dict(Harness.INITIALIZE, protocolVersion=versions[0], supportedVersions=versions) if versions else Harness.INITIALIZE
    host.call("initialize", offered)
    reply, notes = host.call("init", TRIP)
    return host, reply, notes


class SessionTests(unittest.TestCase):
    def test_hidden_at_init_then_shown_after_the_reply(self):
        host, reply, notes = started()
        self.assertEqual(reply["result"], {"canBeDisplayed": False})
        self.assertEqual(notes, [])
        reply, notes = host.call("action", {"id": "show", "source": "cell"})
        self.assertEqual(host.lines[-4], reply, "the reply comes first")
        self.assertEqual([n["method"] for n in notes], ["canBeDisplayed", "reloadWidget", "presentWidgetController"])
        self.assertEqual(notes[0]["params"], {"canBeDisplayed": True})

    def test_a_node_is_wrapped_in_a_cell(self):
        host, _, _ = started()
        reply, _ = host.call("configureCell", {"width": 337.5})
        self.assertEqual(reply["result"]["cell"]["type"], "cell")
        self.assertEqual(reply["result"]["cell"]["content"]["children"][1]["action"], {"type": "invoke", "id": "show"})
        self.assertEqual(host.call("cellHeight", {"width": 375})[0]["result"], {"height": 100.5})

    def test_which_error_wins(self):
        host = Harness(Card)
        cases = [
            ("nosuch", {}, -32002),  # the state before the method
            ("initialize", {"protocolVersion": "2.0", "supportedVersions": ["2.0"]}, -32602),  # the params come first
        ]
        for method, params, code in cases:
            self.assertEqual(host.call(method, params)[0]["error"]["code"], code, method)
        offered = dict(Harness.INITIALIZE, protocolVersion="2.0", supportedVersions=["2.0"])
        self.assertEqual(host.call("initialize", offered)[0]["error"]["data"], {"supportedVersions": ["1.2", "1.1", "1.0"]})
        self.assertEqual(host.call("initialize", dict(Harness.INITIALIZE, supportedVersions=["1.0"]))[0]["result"]["protocolVersion"], "1.0")
        self.assertEqual(host.call("configureCell", {"width": "wide"})[0]["error"]["code"], -32003)
        self.assertEqual(host.call("init", {"dashboard": "airport"})[0]["error"]["data"], {"pointer": "/airport"})
        with open(support.os.path.join(support.PROTOCOL, "samples", "airports", "lhr.json"), encoding="utf-8") as file:
            airport = json.load(file)
        self.assertEqual(host.call("init", {"dashboard": "airport", "airport": airport})[0]["error"]["code"], -32004)
        bad_trip = json.loads(json.dumps(TRIP))
        del bad_trip["trip"]["title"]
        self.assertEqual(host.call("init", bad_trip)[0]["error"]["data"], {"pointer": "/trip/title"})
        bad_trip = json.loads(json.dumps(TRIP))
        bad_trip["flight"]["departure"]["scheduled"] = "tomorrow"
        self.assertEqual(host.call("init", bad_trip)[0]["error"]["data"], {"pointer": "/flight/departure/scheduled"})
        self.assertIn("result", host.call("init", TRIP)[0])
        self.assertEqual(host.call("init", TRIP)[0]["error"]["code"], -32003)
        self.assertEqual(host.call("action", {"id": "nope", "source": "cell"})[0]["error"], {
            "code": -32007, "message": "Unknown action id: nope", "data": {"id": "nope"}})
        self.assertEqual(host.call("action", {"id": "fail", "source": "cell"})[0]["error"]["code"], -32008)
        crash = host.call("action", {"id": "crash", "source": "cell"})[0]["error"]
        self.assertEqual(crash["code"], -32008)
        self.assertIn("KeyError", crash["message"])
        self.assertEqual(host.call("viewController", {"width": 375, "sizeClass": "regular"})[0]["result"]["content"]["text"], "regular")
        self.assertEqual(host.call("shutdown")[0]["result"], {})
        self.assertEqual(host.call("shutdown")[0]["error"]["code"], -32009)

    def test_ids_are_answered_as_they_were_sent(self):
        host, _, _ = started()
        for raw, answered in [(b"7.0", 7), (b"1e2", 100), (b"-0", 0), (b'"5"', "5"), (b'"\\ud800"', "\ud800"),
                              (b"9223372036854775807", 9223372036854775807), (b"9223372036854775807.0", None),
                              (b"1e30", None), (b"true", None), (b"null", None), (b"1.5", None)]:
            start = len(host.lines)
            host.send(b'{"jsonrpc":"2.0","id":' + raw + b',"method":"cellHeight","params":{"width":375}}')
            self.assertEqual(host.lines[start]["id"], answered, raw)
        start = len(host.lines)
        host.send(b'{"jsonrpc":"2.0","id":"\\ud800","method":"nosuch"}')
        self.assertEqual(host.lines[start]["id"], "\ud800", "a lone surrogate id comes back as it was sent, escaped")

    def test_a_widget_thread_notifying_while_a_reply_is_made_waits_for_it(self):
        entered, release = threading.Event(), threading.Event()

        class Slow(Card):
            def cell_height(self, width):
                entered.set()
                release.wait(5)
                return 90

        host, _, _ = started(Slow)
        worker = threading.Thread(target=lambda: host.call("cellHeight", {"width": 375}))
        worker.start()
        entered.wait(5)
        host.widget.dashboard.reload()  # from the widget's own thread, mid-request
        release.set()
        worker.join(5)
        self.assertEqual([line.get("method", line.get("id")) for line in host.lines[-2:]], ["h-3", "reloadWidget"])

    def test_an_invalid_tree_is_not_sent(self):
        class Big(Card):
            def configure_cell(self, width):
                return Cell(VStack(*[Text(str(i)) for i in range(250)]))

        host, _, _ = started(Big)
        error = host.call("configureCell", {"width": 375})[0]["error"]
        self.assertEqual((error["code"], error["data"]), (-32006, {"pointer": "/cell/content/children/199"}))
        self.assertEqual(host.lines[-1]["method"], "log", "the reason is in the host's log too")

    def test_present_refuses_an_invalid_controller(self):
        host, _, _ = started()
        self.assertFalse(host.widget.dashboard.present(Controller("push", "x" * 2001, Text("t"))))
        self.assertTrue(host.widget.dashboard.present(Controller("push", "ok", Text("t"))))
        self.assertEqual(host.lines[-1]["params"]["controller"]["title"], "ok")


def answering(height):
    class Fitting(Card):
        def cell_height(self, width):
            return height

    return Fitting


class FitTests(unittest.TestCase):
    """`fit()` is "fit" only in a session that chose 1.2; an older host gets points or a widget failure, never "fit"."""

    def cell_height(self, height, versions):
        host, _, _ = started(answering(height), versions)
        self.assertEqual(host.lines[0]["result"]["protocolVersion"], versions[0])
        reply, _ = host.call("cellHeight", {"width": 375})
        return reply

    def test_fit_in_a_1_2_session_answers_fit(self):
        for height in (fit(), fit(otherwise=148), "fit", {"height": fit(otherwise=148)}):
            self.assertEqual(self.cell_height(height, ["1.2", "1.1", "1.0"])["result"], {"height": "fit"}, height)

    def test_fit_with_otherwise_in_an_older_session_answers_its_points(self):
        for versions in (["1.1", "1.0"], ["1.0"]):
            self.assertEqual(self.cell_height(fit(otherwise=148), versions)["result"], {"height": 148}, versions)
        self.assertEqual(self.cell_height({"height": fit(otherwise=100.5)}, ["1.1"])["result"], {"height": 100.5})

    def test_a_plain_fit_in_a_1_1_session_is_a_widget_failure_not_an_invalid_result(self):
        reply = self.cell_height("fit", ["1.1", "1.0"])
        self.assertNotIn("result", reply)
        self.assertEqual(reply["error"], {"code": -32008, "message": 'cell_height(375) returned "fit", which needs protocol 1.2, '
                                          "and this host chose 1.1: return points, or fit(otherwise=148) for older hosts"})
        self.assertIn("and this host chose 1.0:", self.cell_height({"height": "fit"}, ["1.0"])["error"]["message"])

    def test_fit_without_otherwise_in_a_1_0_session_is_a_widget_failure(self):
        reply = self.cell_height(fit(), ["1.0"])
        self.assertNotIn("result", reply)
        self.assertEqual(reply["error"], {"code": -32008, "message": "cell_height(375) returned fit() without otherwise, which needs "
                                          "protocol 1.2, and this host chose 1.0: give older hosts points, fit(otherwise=148)"})

    def test_otherwise_is_checked_like_any_height_when_fit_is_called(self):
        for otherwise in ("fit", 0, -1, float("nan"), True, "148"):
            with self.assertRaises(BuildError, msg=repr(otherwise)) as raised:
                fit(otherwise=otherwise)
            self.assertIn("otherwise is the height in points a host before 1.2 gets", str(raised.exception))


if __name__ == "__main__":
    unittest.main()
