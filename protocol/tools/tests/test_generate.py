"""generate_codecs.py is one source for every output: on a copy of the repository, a changed
enum in a schema fails --check naming the Swift codecs, the Python SDK, the Node SDK and its
TypeScript declarations (and the examples' copies); regenerating updates them all together,
after which --check passes. Run: python3 -m unittest discover -s protocol/tools/tests"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(TOOLS))
COPIED = ["protocol/schema", "protocol/tools", "protocol/README.md", "Sources/WidgetProtocol/WireCodecs",
          "protocol/sdk/python/widgetsdk", "protocol/sdk/node/widgetsdk", "examples/flight-status/widgetsdk",
          "examples/airport-guide/widgetsdk"]
OUTPUTS = ["Sources/WidgetProtocol/WireCodecs/GeneratedWireCodecs.swift", "protocol/sdk/python/widgetsdk/schema.py",
           "protocol/sdk/node/widgetsdk/schema.js", "protocol/sdk/node/widgetsdk/schema.d.ts",
           "examples/flight-status/widgetsdk/schema.py", "examples/airport-guide/widgetsdk/schema.d.ts"]


class GeneratorTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="generate-codecs-")
        self.addCleanup(shutil.rmtree, self.root)
        for path in COPIED:
            source, target = os.path.join(ROOT, path), os.path.join(self.root, path)
            if os.path.isdir(source):
                shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copy2(source, target)

    def generate(self, *arguments):
        return subprocess.run([sys.executable, os.path.join(self.root, "protocol/tools/generate_codecs.py"), "--root", self.root,
                               *arguments], capture_output=True, text=True)

    def read(self, path):
        with open(os.path.join(self.root, path), encoding="utf-8") as file:
            return file.read()

    def test_the_repository_is_up_to_date(self):
        run = self.generate("--check")
        self.assertEqual(run.returncode, 0, run.stderr)

    def test_a_new_enum_value_reaches_every_output_or_fails_the_check(self):
        path = os.path.join(self.root, "protocol/schema/common.schema.json")
        with open(path, encoding="utf-8") as file:
            common = json.load(file)
        common["$defs"]["spacing"]["enum"].append("xxl")
        with open(path, "w", encoding="utf-8") as file:
            json.dump(common, file, indent=2)
        run = self.generate("--check")
        self.assertEqual(run.returncode, 1)
        for output in OUTPUTS:
            self.assertIn(output + " is out of date", run.stderr)
        before = {output: self.read(output) for output in OUTPUTS}
        self.assertEqual(self.generate().returncode, 0)
        for output in OUTPUTS:
            self.assertNotEqual(self.read(output), before[output], output)
            self.assertIn("xxl", self.read(output), output)
        self.assertEqual(self.generate("--check").returncode, 0)

    def test_a_height_the_result_schema_widens_is_one_the_sdks_accept(self):
        """What the SDKs accept from cell_height is what the cellHeight result schema allows: here
        a copy whose height may also be a word (a numberOr, as frame lengths are) lets a widget
        answer it, with nothing changed but the schema and a regeneration."""
        path = os.path.join(self.root, "protocol/schema/requests/cellHeight.result.schema.json")
        with open(path, encoding="utf-8") as file:
            result = json.load(file)
        result["properties"]["height"] = {
            "x-swift": {"type": "CellHeight", "kind": "numberOr", "number": "points", "unknown": "expected points or auto"},
            "oneOf": [{"type": "number", "exclusiveMinimum": 0}, {"const": "auto"}]}
        with open(path, "w", encoding="utf-8") as file:
            json.dump(result, file, indent=2)
        self.assertEqual(self.generate("--only-sdks").returncode, 0)
        probe = ("import sys; sys.path.insert(0, %r)\n"
                 "from widgetsdk.schema import CellHeightResponse\n"
                 "print(CellHeightResponse('auto'), CellHeightResponse(96))\n"
                 "try:\n    CellHeightResponse('tall')\nexcept Exception as error:\n    print(type(error).__name__)\n"
                 % os.path.join(self.root, "protocol/sdk/python"))
        run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
        self.assertEqual(run.stdout.split("\n")[:2], ["CellHeightResponse({'height': 'auto'}) CellHeightResponse({'height': 96})",
                                                    "BuildError"], run.stderr)
        declarations = self.read("protocol/sdk/node/widgetsdk/schema.d.ts")
        self.assertTrue("export type CellHeight = number | \"auto\";" in declarations, "CellHeight is not number | \"auto\"")
        self.assertTrue("height: CellHeight;" in declarations, "CellHeightResponse.height is not a CellHeight")

    def test_a_stray_file_in_an_examples_copy_fails_the_check(self):
        with open(os.path.join(self.root, "examples/flight-status/widgetsdk/old.py"), "w", encoding="utf-8") as file:
            file.write("# from an older SDK\n")
        run = self.generate("--check")
        self.assertEqual(run.returncode, 1)
        self.assertIn("examples/flight-status/widgetsdk/old.py is not in the SDK it copies", run.stderr)
        self.assertEqual(self.generate().returncode, 0)
        self.assertFalse(os.path.exists(os.path.join(self.root, "examples/flight-status/widgetsdk/old.py")))


if __name__ == "__main__":
    unittest.main()
