"""What the Python and Node emitters share: the SDKs' names for the schema's types, which types
the host sends (decoded, with pointers) and which the widget builds, and each type's and
member's documentation in the spec's words.
"""

import re

from .model import Fail

# Names the SDKs give where the mechanical rule (below) reads badly.
ALIASES = {"FactsNode.Row": "Fact", "CellNode": "Node", "WidgetController": "Controller"}
# A plain string stands for one case of these types: `action="remind"` is an invoke action,
# `icon="figure.walk"` a symbol.
SHORTHANDS = {"Action": "invoke", "ImageSource": "symbol"}
# Members that have a value a builder fills in when it is not given.
DEFAULTS = {("Cell", "version"): "1.0"}
# The §5.2 bullet that documents a token type.
TOKEN_DOCS = {"ColorToken": "Colours", "TextStyle": "Text styles", "FontWeight": "Weights", "Spacing": "Spacing",
              "CornerRadius": "Spacing", "Timestamp": "Timestamps"}


def sdk_name(swift):
    """`VStackNode` -> `VStack`, `DateTextNode.Style` -> `DateTextStyle`, `ActionRequest.Source`
    -> `ActionSource`: a node body loses `Node`, a nested type is its parent's name (without
    Node, Request, Response or Notification) followed by its own."""
    if swift in ALIASES:
        return ALIASES[swift]
    parts = swift.split(".")
    if len(parts) == 1:
        return parts[0][:-4] if parts[0].endswith("Node") and parts[0] != "Node" else parts[0]
    parent = re.sub(r"(Node|Request|Response|Notification)$", "", parts[0])
    return parent + "".join(parts[1:])


def snake(name):
    """`maxLines` -> `max_lines`, `userID` -> `user_id`, `openURL` -> `open_url`."""
    name = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    name = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", name)
    return name.lower()


def node_kinds(model):
    """[(wire type, body def name)] of the cell tree's node, in schema order."""
    return model.defs["CellNode"]["kinds"]


def inbound(model):
    """The names of the types the host sends (request params and what they contain)."""
    seen = set()

    def visit(t):
        if t is None:
            return
        if t.kind in ("array", "optional"):
            return visit(t.inner)
        if t.kind != "named" or t.name in seen:
            return
        seen.add(t.name)
        d = model.defs[t.name]
        for field in fields_of(d):
            visit(field.type)
        if d["kind"] == "tagged" and d["tagType"] is not None:
            visit(d["tagType"])

    for params, _ in model.requests.values():
        visit(params)
    return seen


def fields_of(d):
    if d["kind"] == "struct":
        return d["fields"]
    if d["kind"] == "tagged":
        seen, result = set(), []
        for case in d["cases"]:
            for field in case["fields"]:
                if field.json not in seen:
                    seen.add(field.json)
                    result.append(field)
        return result
    return []


def constraints(field_schema, model, file):
    """The constraints a member's subschema states, `$ref`s followed: minLength, maxLength,
    minimum, maximum, exclusiveMinimum, minItems, maxItems, pattern, const."""
    found = {}
    schema = field_schema
    while schema is not None:
        for key in ("minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "minItems", "maxItems", "pattern",
                    "const"):
            if key in schema and key not in found:
                found[key] = schema[key]
        if "$ref" in schema:
            schema, file = model.schemas.resolve(schema["$ref"], file)
        else:
            schema = None
    return found


class Docs:
    """Documentation of types and members, in the spec's words where it has some."""

    def __init__(self, model, spec):
        self.model, self.spec = model, spec
        self.members = {}  # (def name, member) -> text
        self.types = {}  # def name -> text
        for (reference, path), meaning in spec.members.items():
            self._place(reference, path, meaning)
        for kind, body in node_kinds(model):
            text, words = spec.nodes.get(kind, ("", {}))
            self.types[body] = "`%s`: %s" % (kind, text) if text else "`%s`" % kind
            for member, said in words.items():
                self.members.setdefault((body, member), said)
        for member, meaning in spec.modifiers.items():
            self.members.setdefault(("Modifiers", member), meaning)
        for name, bullet in TOKEN_DOCS.items():
            if bullet in spec.tokens:
                self.types.setdefault(name, spec.tokens[bullet])

    def _place(self, reference, path, meaning):
        file, _, pointer = reference.partition("#")
        schema = self.model.schemas.files.get(file)
        if schema is None:
            return
        schema, _ = self.model.schemas.resolve("#" + pointer, file)
        annotation = schema.get("x-swift")
        name = annotation if isinstance(annotation, str) else (annotation or {}).get("type")
        steps = path.replace("[]", "").split(".")
        for index, step in enumerate(steps):
            d = self.model.defs.get(name)
            if d is None:
                return
            field = next((f for f in fields_of(d) if f.json == step), None)
            if index == len(steps) - 1:
                if field is not None or d["kind"] in ("tagged", "struct"):
                    self.members.setdefault((name, step), meaning)
                return
            if field is None:
                return
            t = field.type
            while t.kind in ("array", "optional"):
                t = t.inner
            if t.kind != "named":
                return
            name = t.name

    def member(self, def_name, member):
        return self.members.get((def_name, member))

    def type(self, def_name, schema=None):
        text = self.types.get(def_name)
        if text is None and schema is not None:
            text = schema.get("description")
        return text


def check_no_clash(names, taken, context):
    clash = set(names) & set(taken)
    if clash:
        raise Fail(f"{context}: {sorted(clash)} are used twice")
