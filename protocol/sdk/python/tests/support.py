"""Paths and replay helpers shared by the SDK's tests."""

import base64
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SDK = os.path.dirname(HERE)
PROTOCOL = os.path.dirname(os.path.dirname(SDK))
sys.path.insert(0, SDK)

from widgetsdk.testing import Harness  # noqa: E402


def transcript(name):
    with open(os.path.join(PROTOCOL, "transcripts", name), encoding="utf-8") as file:
        return [json.loads(line) for line in file if line.strip()]


def comparable(message):
    """A message as the replays compare it: an error's free-text message left out (spec §8)."""
    if isinstance(message, dict) and isinstance(message.get("error"), dict):
        message = dict(message, error={k: v for k, v in message["error"].items() if k != "message"})
    return message


def host_bytes(line):
    """The bytes a conformance-transcript host line sends (without the newline)."""
    if "rawBase64" in line:
        return base64.b64decode(line["rawBase64"])
    if "raw" in line:
        return (line["raw"] * line.get("repeat", 1)).encode("utf-8")
    text = json.dumps(line["message"], separators=(",", ":"), ensure_ascii=False)
    if "padTo" in line:
        text = text[:-1] + " " * (line["padTo"] - len(text.encode("utf-8"))) + "}"
    return text.encode("utf-8")


def wait_until(predicate, timeout=5.0):
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("timed out")
        time.sleep(0.01)
