#!/usr/bin/env python3
"""Seeds and a dictionary for the wire-codec fuzzer (FuzzWireCodecs.swift), from protocol/:

    python3 Tests/Fuzz/make_corpus.py .build/fuzz-wire-corpus .build/fuzz-wire.dict

The corpus: every sample, every params and result of the transcripts, every must-fail instance,
one JSON document per file. The dictionary: every member name, enum value and constant of the
schemas, quoted, for libFuzzer's -dict. Standard library only.
"""
import json, sys
from pathlib import Path

PROTOCOL = Path(__file__).resolve().parents[2] / "protocol"


def documents():
    for path in sorted((PROTOCOL / "samples").rglob("*.json")):
        yield json.loads(path.read_text())
    for path in sorted(PROTOCOL.rglob("*.jsonl")):
        for line in path.read_text().splitlines():
            message = json.loads(line).get("message") or {}
            for key in ("params", "result"):
                if key in message:
                    yield message[key]
    for path in sorted((PROTOCOL / "schema" / "must-fail").glob("*.json")):
        yield json.loads(path.read_text())["instance"]


def words(value, found):
    if isinstance(value, dict):
        for key, member in value.items():
            if key == "properties":
                found.update(member)
            elif key in ("enum", "required") and isinstance(member, list):
                found.update(v for v in member if isinstance(v, str))
            elif key == "const" and isinstance(member, str):
                found.add(member)
            words(member, found)
    elif isinstance(value, list):
        for member in value:
            words(member, found)


def main(corpus, dictionary):
    folder = Path(corpus)
    folder.mkdir(parents=True, exist_ok=True)
    for number, document in enumerate(documents()):
        (folder / f"seed-{number:04}.json").write_text(json.dumps(document, separators=(",", ":"), ensure_ascii=False))
    found = set()
    for path in (PROTOCOL / "schema").rglob("*.schema.json"):
        words(json.loads(path.read_text()), found)
    Path(dictionary).write_text("".join(json.dumps(json.dumps(word)) + "\n" for word in sorted(found)))


if __name__ == "__main__":
    main(*sys.argv[1:3])
