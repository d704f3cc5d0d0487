#!/usr/bin/env python3
"""Generate everything that is written from protocol/schema: the Swift wire codecs and both SDKs' types.

    python3 protocol/tools/generate_codecs.py            # rewrite what is out of date
    python3 protocol/tools/generate_codecs.py --check    # exit 1 when anything is out of date
    python3 protocol/tools/generate_codecs.py --stdout   # print the Swift file
    python3 protocol/tools/generate_codecs.py --root DIR # in a copy of the repository (tests)

One schema reader (`codegen/model.py`) feeds every output, so a schema change reaches them all
at once or, unregenerated, fails `--check` (and so `theGeneratedCodecsMatchTheSchemas`):

- `Sources/WidgetProtocol/WireCodecs/GeneratedWireCodecs.swift` (`codegen/swift.py`);
- `protocol/sdk/python/widgetsdk/schema.py`: the Python SDK's builders, enums and models
  (`codegen/python_sdk.py`);
- `protocol/sdk/node/widgetsdk/schema.js` and `schema.d.ts`: the Node SDK's helpers with JSDoc
  and the TypeScript declarations (`codegen/node_sdk.py`);
- the copies of the SDKs the examples carry next to themselves (`examples/flight-status/widgetsdk`,
  `examples/airport-guide/widgetsdk`), as a widget author copies them.

The SDKs' documentation is the spec's own wording, read from protocol/README.md (`codegen/spec.py`).

The Swift file: for every wire type, a
decoder that reads the type straight off a parsed tape (`JSONTapeReader`) and an encoder that
writes it straight to bytes (`JSONWriter`), with no Codable containers, no existentials and no
`JSONValue` on the way. They behave exactly as the hand-written `Codable` conformances in
WidgetProtocol do with `JSONCodec`: same results, same bytes, same errors with the same JSON
pointers (the differential tests check it), and the `CellTreeBudget` limits enforced while
decoding.

What the schemas do not say, their `x-swift` annotations do (JSON Schema ignores them):

- `"x-swift": "Name"` names the Swift type of a schema: a struct for an object (its properties
  are the struct's, same names, optional unless required), a `String` raw-value enum for an
  `enum` of strings.
- `"x-swift": {"type": "Name", "kind": ...}` for the types whose `Codable` conformance is
  written by hand, one kind each:
  - `rawValue`: a string wrapped as `Name(rawValue:)` (`ColorToken`);
  - `parsed`: a string read by the failable `Name(_:)`, else the `invalid` message (`Timestamp`);
  - `tagged`: an object whose `tag` member picks the enum case; `cases` maps each tag value to
    the Swift case, whose arguments are the case's members in schema order (`Action`,
    `ReloadPolicy`, `InitRequest`); an unknown tag gets the `unknown` message, unless the tag
    member has a type of its own (then that type's error);
  - `oneKey`: an object with exactly one of its properties, each a case (`ImageSource`);
  - `either`: a string enum or an object, as cases `cases[0]` and `cases[1]` (`Padding`);
  - `numberOr`: a number (case `number`) or one of some strings (cases of the same names);
    with `otherwise` anything else gets that message, with `unknown` a string that is none of
    them does (`FrameLength`, `PreferredWidth.Value`);
  - `node`: the cell tree's node, dispatched on `type` to the kinds of its `if`/`then` branches
    (each a struct with `modifiers` beside its own members), an unknown type kept whole.
- `"x-swift": {"type": "Cell", "constMessage": ...}`: a `const` member is checked, not stored.
- `"x-swift-default": "Expression"` on a property: absent means that value (not optional).
- `"x-swift-budget"` on a property: `startTree` (a new tree starts before it decodes),
  `timeline` (its entry count is checked first), `items` and `rows` (a node's list items and
  facts rows, checked when the node starts).

Standard library only.
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from codegen import outputs  # noqa: E402
from codegen.model import Fail  # noqa: E402


def main(arguments):
    parser = argparse.ArgumentParser(description="Generate the Swift codecs and the SDKs' types from protocol/schema.")
    parser.add_argument("--check", action="store_true", help="exit 1 when a generated file is out of date")
    parser.add_argument("--stdout", action="store_true", help="print the Swift file")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[2], help="the repository")
    parser.add_argument("--only-sdks", action="store_true", help="write the SDKs' files only, not the Swift codecs (tests)")
    options = parser.parse_args(arguments)
    try:
        files = outputs.generate(options.root)
    except Fail as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    if options.stdout:
        sys.stdout.write(files[outputs.SWIFT])
        return 0
    if options.only_sdks:
        files = {path: text for path, text in files.items() if path != outputs.SWIFT}
    stale = [path for path, text in files.items() if outputs.read(options.root / path) != text]
    strays = outputs.strays(options.root)
    if options.check:
        for path in stale:
            print(f"{path} is out of date: run python3 protocol/tools/generate_codecs.py", file=sys.stderr)
        for path in strays:
            print(f"{path} is not in the SDK it copies: run python3 protocol/tools/generate_codecs.py", file=sys.stderr)
        return 1 if stale or strays else 0
    for path in strays:
        (options.root / path).unlink()
        print(f"removed {path}")
    for path in stale:
        target = options.root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(files[path], encoding="utf-8")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
