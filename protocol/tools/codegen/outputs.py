"""What is generated, and where it goes: repository-relative path -> text.

Besides the files written from the schemas, the examples' copies of the SDKs: each example
carries the SDK folder next to itself, as a widget author copies it (there is no registry), and
regenerating keeps those copies equal to protocol/sdk, so an example can never run an older SDK.
"""

from pathlib import Path

from . import node_sdk, python_sdk, swift
from .model import Model
from .spec import Spec

SWIFT = "Sources/WidgetProtocol/WireCodecs/GeneratedWireCodecs.swift"
PYTHON = "protocol/sdk/python/widgetsdk/schema.py"
NODE = "protocol/sdk/node/widgetsdk/schema.js"
TYPESCRIPT = "protocol/sdk/node/widgetsdk/schema.d.ts"
# SDK folder -> the examples that carry a copy of it, and which of its files are the SDK.
COPIES = {
    "protocol/sdk/python/widgetsdk": (["examples/flight-status/widgetsdk"], ("*.py",)),
    "protocol/sdk/node/widgetsdk": (["examples/airport-guide/widgetsdk"], ("*.js", "*.d.ts", "package.json")),
}


def sdk_files(root, folder, patterns):
    found = set()
    for pattern in patterns:
        found |= {path.name for path in (root / folder).glob(pattern) if path.is_file()}
    return sorted(found)


def generate(root):
    """Every generated file's text, keyed by its path relative to `root`."""
    root = Path(root)
    model = Model.load(root / "protocol" / "schema")
    spec = Spec.load(root)
    javascript, typescript = node_sdk.generate(model, spec)
    files = {SWIFT: swift.generate(model), PYTHON: python_sdk.generate(model, spec), NODE: javascript, TYPESCRIPT: typescript}
    for folder, (copies, patterns) in COPIES.items():
        for name in sdk_files(root, folder, patterns):
            source = "%s/%s" % (folder, name)
            text = files.get(source) or read(root / source)
            for copy in copies:
                files["%s/%s" % (copy, name)] = text
    return files


def strays(root):
    """Files in an example's copy of an SDK that the SDK does not have (left from an older SDK)."""
    root = Path(root)
    found = []
    for folder, (copies, patterns) in COPIES.items():
        names = set(sdk_files(root, folder, patterns))
        for copy in copies:
            found += ["%s/%s" % (copy, name) for name in sdk_files(root, copy, patterns) if name not in names]
    return found


def read(path):
    return path.read_text(encoding="utf-8") if path.exists() else None
