"""The generated builders and models: a misspelt member or enum value is caught when the builder
is called, with the closest spelling; models decode every sample and point at what is wrong."""

import datetime
import json
import os
import unittest

import support
import widgetsdk
from widgetsdk import (Action, BuildError, Button, Cell, Controller, DateText, Fact, Facts, Flight, Frame, HeaderButton, Image,
                       ParamsError, Progress, Text, Trip, VStack, Airport)


def samples(kind):
    folder = os.path.join(support.PROTOCOL, "samples", kind)
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), encoding="utf-8") as file:
            yield name, json.load(file)


class BuilderTests(unittest.TestCase):
    def test_builders_make_the_wire_form(self):
        cell = Cell(VStack(Text("BA 117", style="headline", max_lines=1), None, [Facts(Fact("Gate", "B32"), columns=2)],
                           spacing="s", padding="m", accessibility_label="BA 117"),
                    tap=Action.present())
        self.assertEqual(json.loads(json.dumps(cell)), {
            "type": "cell", "version": "1.0", "tap": {"type": "present"},
            "content": {"type": "vstack", "spacing": "s", "padding": "m", "accessibilityLabel": "BA 117", "children": [
                {"type": "text", "text": "BA 117", "style": "headline", "maxLines": 1},
                {"type": "facts", "columns": 2, "rows": [{"title": "Gate", "value": "B32"}]}]}})

    def test_a_misspelt_enum_value_names_the_closest(self):
        with self.assertRaises(BuildError) as caught:
            Text("x", weight="semibolt")
        self.assertIn("Text.weight", str(caught.exception))
        self.assertIn("did you mean 'semibold'", str(caught.exception))
        with self.assertRaises(BuildError):
            Controller("sheet", "t", Text("x"))
        with self.assertRaises(BuildError):
            HeaderButton("done", "Done", role="close")

    def test_a_misspelt_member_is_a_type_error(self):
        with self.assertRaises(TypeError):
            Text("x", colour="secondary")  # noqa

    def test_values_are_checked(self):
        for build in (lambda: Progress(value=1.5), lambda: Text("x", max_lines=0), lambda: Text(5),
                      lambda: Image("airplane"), lambda: Button("b", action=Action.open_url("javascript:alert(1)")),
                      lambda: DateText("tomorrow", style="relative"), lambda: Image("airplane", label="p", size=0),
                      lambda: DateText(datetime.datetime(2026, 1, 1), style="time")):
            with self.subTest():
                with self.assertRaises(BuildError):
                    build()

    def test_shorthands_and_conversions(self):
        self.assertEqual(Button("Remind", action="remind")["action"], {"type": "invoke", "id": "remind"})
        self.assertEqual(Image("airplane", decorative=True)["source"], {"symbol": "airplane"})
        self.assertEqual(Frame(max_width=float("inf")), {"maxWidth": "infinity"})
        when = datetime.datetime(2026, 11, 3, 8, 25, tzinfo=datetime.timezone.utc)
        self.assertEqual(DateText(when, style="time")["date"], "2026-11-03T08:25:00+00:00")

    def test_every_sample_decodes(self):
        for name, trip in samples("trips"):
            with self.subTest(trip=name):
                decoded = Trip.from_json(trip)
                self.assertEqual(decoded, trip)
                self.assertIsInstance(decoded.flights[0], Flight)
                self.assertIsInstance(decoded.flights[0].departure.scheduled.datetime, datetime.datetime)
        for name, airport in samples("airports"):
            self.assertEqual(Airport.from_json(airport).iata_code, airport["iataCode"])

    def test_a_model_points_at_what_is_wrong(self):
        _, trip = next(samples("trips"))
        trip["flights"][0]["status"] = "late"
        with self.assertRaises(ParamsError) as caught:
            Trip.from_json(trip, "/trip")
        self.assertEqual(caught.exception.pointer, "/trip/flights/0/status")

    def test_every_node_kind_has_a_builder(self):
        kinds = ["vstack", "hstack", "zstack", "spacer", "divider", "text", "dateText", "image", "label", "badge", "progress",
                 "facts", "button", "toggle", "list", "placeholder"]
        built = {cls(*args)["type"] for cls, args in [
            (widgetsdk.VStack, ()), (widgetsdk.HStack, ()), (widgetsdk.ZStack, ()), (widgetsdk.Spacer, ()), (widgetsdk.Divider, ()),
            (widgetsdk.Text, ("t",)), (widgetsdk.DateText, ("2026-11-03T08:25:00Z", "time")), (widgetsdk.Label, ("l",)),
            (widgetsdk.Badge, ("b",)), (widgetsdk.Facts, ()), (widgetsdk.Button, ("b", "id")), (widgetsdk.Toggle, (True, "l", "id")),
            (widgetsdk.List, ()), (widgetsdk.Placeholder, ())]}
        built |= {Image("airplane", decorative=True)["type"], Progress(indeterminate=True)["type"]}
        self.assertEqual(built, set(kinds))


if __name__ == "__main__":
    unittest.main()
