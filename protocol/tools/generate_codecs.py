#!/usr/bin/env python3
"""Generate the Swift wire codecs of the protocol's types from protocol/schema.

    python3 protocol/tools/generate_codecs.py            # rewrite the Swift file
    python3 protocol/tools/generate_codecs.py --check    # exit 1 when it is out of date
    python3 protocol/tools/generate_codecs.py --stdout   # print it

Writes Sources/WidgetProtocol/WireCodecs/GeneratedWireCodecs.swift: for every wire type, a
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

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_DIR = ROOT / "protocol" / "schema"
OUTPUT = ROOT / "Sources" / "WidgetProtocol" / "WireCodecs" / "GeneratedWireCodecs.swift"
MAX_DEPTH = 512  # JSONValue.defaultMaxDepth: where the Codable path stops nesting
FAST = {"String", "Double", "Int", "Bool", "JSONValue"}  # no nested coder on the Codable path


class Fail(Exception):
    pass


# MARK: - Schemas


class Schemas:
    def __init__(self):
        self.files = {}
        for path in sorted(SCHEMA_DIR.rglob("*.schema.json")):
            if "must-fail" in path.parts:
                continue
            self.files[path.relative_to(SCHEMA_DIR).as_posix()] = json.loads(path.read_text(encoding="utf-8"))

    def resolve(self, ref, file):
        target, _, pointer = ref.partition("#")
        if target:
            parts = (Path(file).parent / target).as_posix().split("/")
            normal = []
            for part in parts:
                if part == "..":
                    normal.pop()
                elif part not in ("", "."):
                    normal.append(part)
            file = "/".join(normal)
        schema = self.files[file]
        for token in [t for t in pointer.split("/") if t]:
            schema = schema[token.replace("~1", "/").replace("~0", "~")]
        return schema, file

    def deref(self, schema, file):
        while "$ref" in schema:
            schema, file = self.resolve(schema["$ref"], file)
        return schema, file


# MARK: - The type model

class T:
    """A Swift type expression: a primitive, [T], T?, [String: JSONValue], or a named type."""

    def __init__(self, kind, name=None, inner=None):
        self.kind, self.name, self.inner = kind, name, inner  # kind: prim, array, optional, map, named

    @property
    def swift(self):
        if self.kind in ("prim", "named"):
            return self.name
        if self.kind == "array":
            return f"[{self.inner.swift}]"
        if self.kind == "optional":
            return f"{self.inner.swift}?"
        return "[String: JSONValue]"

    @property
    def fast(self):
        return self.kind == "prim"


class Field:
    def __init__(self, json, type, required, default=None, budget=None):
        self.json, self.type, self.required, self.default, self.budget = json, type, required, default, budget

    @property
    def var(self):
        return "`" + self.json + "`" if self.json in SWIFT_KEYWORDS else self.json


SWIFT_KEYWORDS = {"default", "case", "self", "type", "protocol", "in", "is", "as"}


class Generator:
    def __init__(self, schemas):
        self.schemas = schemas
        self.defs = {}  # Swift name -> definition dict
        self.order = []

    def define(self, name, definition):
        if name in self.defs:
            if self.defs[name]["signature"] != definition["signature"]:
                raise Fail(f"{name} is defined twice, differently")
            return
        self.defs[name] = definition
        self.order.append(name)

    # Schema → type

    def type_of(self, schema, file, context):
        if "$ref" in schema and "x-swift" not in schema:
            target, target_file = self.schemas.resolve(schema["$ref"], file)
            return self.type_of(target, target_file, context)
        annotation = schema.get("x-swift")
        if annotation is not None:
            return self.named(annotation, schema, file, context)
        if "oneOf" in schema:
            alternatives = schema["oneOf"]
            nulls = [a for a in alternatives if a.get("type") == "null"]
            others = [a for a in alternatives if a.get("type") != "null"]
            if len(nulls) == 1 and len(others) == 1:
                return T("optional", inner=self.type_of(others[0], file, context))
            raise Fail(f"{context}: a oneOf needs an x-swift annotation")
        kind = schema.get("type")
        if kind is None:
            return T("prim", "JSONValue")
        if kind == "string":
            if "enum" in schema:
                raise Fail(f"{context}: a string enum needs an x-swift name")
            return T("prim", "String")
        if kind == "number":
            return T("prim", "Double")
        if kind == "integer":
            return T("prim", "Int")
        if kind == "boolean":
            return T("prim", "Bool")
        if kind == "array":
            return T("array", inner=self.type_of(schema["items"], file, context + "[]"))
        if kind == "object" and not schema.get("properties"):
            return T("map")
        raise Fail(f"{context}: an object needs an x-swift name")

    def named(self, annotation, schema, file, context):
        if isinstance(annotation, str):
            annotation = {"type": annotation}
        name = annotation["type"]
        kind = annotation.get("kind")
        if kind is None:
            kind = "enum" if "enum" in schema else "struct"
        builder = getattr(self, "define_" + kind)
        builder(name, annotation, schema, file)
        return T("named", name)

    def fields(self, schema, file, name, skip=()):
        required = set(schema.get("required", []))
        fields = []
        for json_name, sub in schema.get("properties", {}).items():
            if json_name in skip:
                continue
            default = sub.get("x-swift-default")
            fields.append(
                Field(json_name, self.type_of(sub, file, f"{name}.{json_name}"), json_name in required or default is not None,
                      default, sub.get("x-swift-budget")))
        return fields

    # Definitions, one per kind

    def define_enum(self, name, annotation, schema, file):
        values = schema["enum"]
        self.define(name, {"kind": "enum", "values": values, "signature": ("enum", tuple(values))})

    def define_struct(self, name, annotation, schema, file, node_body=False):
        if name in self.defs:
            return
        constants = [(n, s["const"]) for n, s in schema.get("properties", {}).items() if "const" in s]
        placeholder = {"kind": "struct", "signature": ("struct", name)}
        self.defs[name] = placeholder  # recursive types
        self.order.append(name)
        fields = self.fields(schema, file, name, skip=[n for n, _ in constants])
        placeholder.update(
            {"fields": fields, "constants": constants, "constMessage": annotation.get("constMessage"), "nodeBody": node_body})

    def define_rawValue(self, name, annotation, schema, file):
        self.define(name, {"kind": "rawValue", "signature": ("rawValue",)})

    def define_parsed(self, name, annotation, schema, file):
        self.define(name, {"kind": "parsed", "invalid": annotation["invalid"], "signature": ("parsed",)})

    def define_oneKey(self, name, annotation, schema, file):
        keys = list(schema["properties"])
        for key in keys:
            if self.type_of(schema["properties"][key], file, f"{name}.{key}").swift != "String":
                raise Fail(f"{name}: oneKey cases are strings")
        self.define(name, {"kind": "oneKey", "keys": keys, "invalid": annotation["invalid"], "signature": ("oneKey", tuple(keys))})

    def define_either(self, name, annotation, schema, file):
        token, obj = schema["oneOf"]
        token_type = self.type_of(token, file, name)
        obj_type = self.type_of(obj, file, name)
        cases = annotation["cases"]
        self.define(name, {"kind": "either", "token": (cases[0], token_type), "object": (cases[1], obj_type),
                           "signature": ("either", name)})

    def define_numberOr(self, name, annotation, schema, file):
        number, words = schema["oneOf"]
        if number.get("type") != "number":
            raise Fail(f"{name}: numberOr starts with a number")
        values = [words["const"]] if "const" in words else words["enum"]
        self.define(name, {"kind": "numberOr", "number": annotation["number"], "words": values,
                           "otherwise": annotation.get("otherwise"), "unknown": annotation.get("unknown"),
                           "signature": ("numberOr", name)})

    def define_tagged(self, name, annotation, schema, file):
        if name in self.defs:
            return
        tag = annotation["tag"]
        placeholder = {"kind": "tagged", "signature": ("tagged", name)}
        self.defs[name] = placeholder
        self.order.append(name)
        tag_schema = schema["properties"][tag]
        tag_type = self.type_of(tag_schema, file, f"{name}.{tag}") if "x-swift" in tag_schema else None
        cases = []
        for value, pattern in annotation["cases"].items():
            members = self.case_members(schema, file, tag, value)
            case, labels = parse_case(pattern)
            if len(labels) != len(members):
                raise Fail(f"{name}.{case}: {len(labels)} arguments for members {[m.json for m in members]}")
            cases.append({"value": value, "case": case, "labels": labels, "fields": members})
        placeholder.update({"tag": tag, "tagType": tag_type, "cases": cases, "unknown": annotation.get("unknown")})

    def case_members(self, schema, file, tag, value):
        """The members of one tag's case: of its `if`/`then` branch or its `oneOf` alternative."""
        def branch_fields(branch, base_properties):
            required = branch.get("required", [])
            names = list(branch.get("properties", {}))
            names += [n for n in required if n not in names]
            fields = []
            for member in names:
                if member == tag:
                    continue
                sub = branch.get("properties", {}).get(member) or base_properties[member]
                fields.append(Field(member, self.type_of(sub, file, member), member in required))
            return fields

        for branch in schema.get("allOf", []) + ([schema] if "if" in schema else []):
            condition = branch.get("if", {}).get("properties", {}).get(tag, {})
            if condition.get("const") == value:
                return branch_fields(branch["then"], schema.get("properties", {}))
        for alternative in schema.get("oneOf", []):
            if alternative.get("properties", {}).get(tag, {}).get("const") == value:
                return branch_fields(alternative, schema.get("properties", {}))
        return []

    def define_node(self, name, annotation, schema, file):
        if name in self.defs:
            return
        placeholder = {"kind": "node", "signature": ("node",)}
        self.defs[name] = placeholder
        self.order.append(name)
        modifiers = None
        kinds = []
        for part in schema["allOf"]:
            if "$ref" in part:
                target, target_file = self.schemas.resolve(part["$ref"], file)
                modifiers = self.type_of(part, file, name).name
                continue
            value = part["if"]["properties"]["type"]["const"]
            body_schema, body_file = self.schemas.deref(part["then"], file)
            body_name = body_schema["x-swift"]
            self.define_struct(body_name, {}, body_schema, body_file, node_body=True)
            kinds.append((value, body_name))
        placeholder.update({"modifiers": modifiers, "kinds": kinds})


def parse_case(pattern):
    if "(" not in pattern:
        return pattern, []
    case, _, rest = pattern.partition("(")
    labels = [label for label in rest.rstrip(")").split(":") if label]
    return case, labels


# MARK: - Swift

def literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def message(template, value_expression):
    parts = template.split("{value}")
    escaped = [p.replace("\\", "\\\\").replace('"', '\\"') for p in parts]
    return '"' + ("\\(" + value_expression + ")").join(escaped) + '"'


def raw(text):
    """A Swift raw string literal writing `text` as it is."""
    return "#" + literal_raw(text) + "#"


def literal_raw(text):
    return '"' + text + '"'


def member_literal(name, first):
    return raw(("{" if first else ",") + '"' + name + '":')


def match_bytes(var, names, on_match, indent):
    """A switch on `var`'s length, then its bytes, running on_match(name) for the one it spells."""
    lines = [f"{indent}switch {var}.count {{"]
    by_length = {}
    for name in names:
        by_length.setdefault(len(name.encode()), []).append(name)
    for length in sorted(by_length):
        lines.append(f"{indent}case {length}:")
        for i, name in enumerate(by_length[length]):
            keyword = "if" if i == 0 else "} else if"
            lines.append(f'{indent}    {keyword} JSONTapeReader.bytes({var}, equal: "{name}") {{')
            lines += [indent + "        " + line for line in on_match(name)]
        lines.append(f"{indent}    }}")
    lines.append(f"{indent}default: break")
    lines.append(f"{indent}}}")
    return lines


class Swift:
    def __init__(self, generator):
        self.g = generator
        self.out = []

    def emit(self, *lines):
        self.out.extend(lines)

    # Decoding one value

    def decode_value(self, t, index, depth, target, declare=True):
        """Statements that decode `t` at entry `index` (a Swift expression) into `target`, at
        decoder depth `depth`, as the Codable path's `unbox` does it."""
        let = f"let {target} = " if declare else f"{target} = "
        if t.kind == "prim":
            expression = {"String": "try r.string({})", "Double": "try r.double({})", "Int": "try r.int({})",
                          "Bool": "try r.bool({})", "JSONValue": "r.value({})"}[t.name].format(index)
            return [let + expression]
        lines = [f"try JSONTapeReader.nest({depth}, at: {index})"]
        if t.kind == "named":
            return lines + [let + f"try {t.name}._wireDecode(r, {index}, {depth} + 1, &b)"]
        if t.kind == "map":
            return lines + [let + f"try r.stringKeyedValues({index})"]
        if t.kind == "array":
            element = t.inner
            v = target.replace("`", "") + "Element"
            e = target.replace("`", "") + "Entry"
            lines += [
                f"guard r.isArray({index}) else {{ throw r.mismatch(at: {index}, expected: \"array\") }}",
                f"var {target.replace('`', '')}Array: {t.swift} = []",
                f"{target.replace('`', '')}Array.reserveCapacity(r.count({index}))",
                f"var {e} = {index} + 1",
                f"for _ in 0..<r.count({index}) {{",
            ]
            inner = self.decode_value(element, e, f"({depth} + 1)", v)
            lines += ["    " + line for line in inner]
            lines += [f"    {target.replace('`', '')}Array.append({v})", f"    {e} = r.next(after: {e})", "}"]
            lines.append(let + f"{target.replace('`', '')}Array")
            return lines
        raise Fail(f"cannot decode {t.swift}")

    def decode_field(self, field, slot, object_index, depth):
        """A member of an object: required (missing is an error), optional (missing or null is
        nil), or defaulted."""
        name = field.var
        if field.required and field.default is None:
            return [f'guard {slot} >= 0 else {{ throw .missing("{field.json}", in: {object_index}) }}'] + self.decode_value(
                field.type, slot, depth, name)
        lines = [f"var {name}: {field.type.swift}? = nil", f"if {slot} >= 0, !r.isNull({slot}) {{"]
        lines += ["    " + line for line in self.decode_value(field.type, slot, depth, name, declare=False)]
        lines.append("}")
        if field.default is not None:
            lines.append(f"let {name}Value = {name} ?? {field.default}")
        return lines

    def field_value(self, field):
        return f"{field.var}Value" if field.default is not None else field.var

    # Encoding one value

    def encode_value(self, t, value, depth):
        if t.kind == "prim":
            return [{"String": "w.string({})", "Double": "w.number({})", "Int": "w.number({})", "Bool": "w.bool({})",
                     "JSONValue": "w.value({})"}[t.name].format(value)]
        lines = [f"try JSONWriter.nest({depth})"]
        if t.kind == "named":
            return lines + [f"try {value}._wireEncode(&w, {depth} + 1)"]
        if t.kind == "map":
            return lines + [f"w.members({value})"]
        if t.kind == "array":
            lines += ["w.byte(UInt8(ascii: \"[\"))", f"for (position, element) in {value}.enumerated() {{",
                      "    if position > 0 { w.byte(UInt8(ascii: \",\")) }"]
            lines += ["    " + line for line in self.encode_value(t.inner, "element", f"({depth} + 1)")]
            lines += ["}", "w.byte(UInt8(ascii: \"]\"))"]
            return lines
        raise Fail(f"cannot encode {t.swift}")

    def encode_fields(self, fields, prefix, depth, first_static):
        """Members in order; `first_static`: the object is open and the first member needs `{`."""
        lines = []
        for i, field in enumerate(fields):
            value = prefix + field.var
            opening = member_literal(field.json, first_static and i == 0)
            if field.required:
                lines.append(f"w.raw({opening})")
                lines += self.encode_value(field.type, value, depth)
            else:
                lines.append(f"if let {field.var} = {value} {{")
                lines.append(f"    w.raw({opening})")
                lines += ["    " + line for line in self.encode_value(field.type, field.var, depth)]
                lines.append("}")
            if first_static and i == 0 and not field.required:
                raise Fail("an object whose first member is optional is written with beginObject")
        return lines

    # Member scanning

    def scan(self, object_index, slots):
        """Fills `slots` (json name -> Swift variable) with the entry of each member's value."""
        lines = [f"var {var} = -1" for var in slots.values() if "." not in var]
        lines += [f"var member = {object_index} + 1", f"for _ in 0..<r.count({object_index}) {{",
                  "    let name = r.stringBytes(member)"]
        lines += match_bytes("name", list(slots), lambda n: [f"{slots[n]} = member + 1"], "    ")
        lines += ["    member = r.next(after: member + 1)", "}"]
        return lines

    # Definitions

    def generate(self):
        for name in self.g.order:
            d = self.g.defs[name]
            getattr(self, "emit_" + d["kind"])(name, d)
            self.emit("")

    def header(self, name, d):
        self.emit(f"extension {name}: WireCodable {{")
        self.emit(f"    public static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> {name} {{")
        self.emit("        try wireDecode(fragment, limits: limits, _wireDecode)")
        self.emit("    }")
        self.emit("")
        self.emit("    public func encode(wire writer: inout JSONWriter) throws {")
        self.emit("        try wireEncode(self, to: &writer) { (value, w) throws(JSONWriter.DepthExceeded) in try value._wireEncode(&w, 0) }")
        self.emit("    }")
        self.emit("")

    def decode_signature(self, name):
        self.emit(
            f"    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> {name} {{")

    def encode_signature(self):
        self.emit("    func _wireEncode(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {")

    def body(self, lines, indent="        "):
        self.emit(*[indent + line if line else "" for line in lines])

    def emit_enum(self, name, d):
        self.header(name, d)
        self.emit(f"    static func _wireCase(_ text: UnsafeBufferPointer<UInt8>) -> {name}? {{")
        self.body(match_bytes("text", d["values"], lambda v: [f"return {name}.{swift_case(v)}"], ""))
        self.emit("        return nil", "    }", "")
        self.decode_signature(name)
        self.body([
            'guard r.isString(i) else { throw r.mismatch(at: i, expected: "string") }',
            "if let value = _wireCase(r.stringBytes(i)) { return value }",
            "throw JSONTapeError(",
            f'    index: i, reason: "Cannot initialize \\({name}.self) from invalid String value \\(String(decoding: r.stringBytes(i), as: UTF8.self))")',
        ])
        self.emit("    }", "")
        self.encode_signature()
        self.emit("        switch self {")
        for value in d["values"]:
            self.emit(f"        case .{swift_case(value)}: w.raw({raw(json_string(value))})")
        self.emit("        }", "    }", "}")

    def emit_rawValue(self, name, d):
        self.header(name, d)
        self.decode_signature(name)
        self.emit(f"        {name}(rawValue: try r.string(i))", "    }", "")
        self.encode_signature()
        self.emit("        w.string(rawValue)", "    }", "}")

    def emit_parsed(self, name, d):
        self.header(name, d)
        self.decode_signature(name)
        self.body([
            "let text = try r.string(i)",
            f"guard let value = {name}(text) else {{ throw JSONTapeError(index: i, reason: {message(d['invalid'], 'text')}) }}",
            "return value",
        ])
        self.emit("    }", "")
        self.encode_signature()
        self.emit("        w.string(rawValue)", "    }", "}")

    def emit_struct(self, name, d):
        fields = d["fields"]
        node_body = d["nodeBody"]
        self.header(name, d)
        # The initializer the decoder calls: every stored member, by name.
        members = ", ".join(f"{f.json}: {f.type.swift}{'' if f.required else '?'}" for f in fields)
        if node_body:
            members += (", " if members else "") + "modifiers: Modifiers"
        self.emit(f"    init(_wire: (){', ' + members if members else ''}) {{")
        for f in fields:
            self.emit(f"        self.{f.json} = {f.var}")
        if node_body:
            self.emit("        self.modifiers = modifiers")
        self.emit("    }", "")
        if name == "Modifiers":
            pass  # decoded from a node's scanned members (emit_modifier_slots)
        elif node_body:
            self.emit("    /// Standalone, as the synthesized `Decodable` reads it: the modifiers are not its members.")
            self.decode_signature(name)
            self.emit("        try _wireFields(r, i, depth, &b, modifiers: false)", "    }", "")
            self.emit("    /// The kind's members and the modifiers, from one node object.")
            self.emit(
                f"    static func _wireFields(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, modifiers readsModifiers: Bool) throws(JSONTapeError) -> {name} {{")
        else:
            self.decode_signature(name)
        if name == "Modifiers":
            pass
        elif not fields and not d["constants"] and not node_body:
            # The synthesized initializer of a struct without members reads nothing at all.
            self.emit(f"        {name}(_wire: ())", "    }", "")
        else:
            lines = ['guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }']
            slots = {f.json: f"slot{k}" for k, f in enumerate(fields)}
            for c, _ in d["constants"]:
                slots[c] = f"constant{len(slots)}"
            if node_body:
                modifier_names = [f.json for f in self.g.defs["Modifiers"]["fields"]]
                lines.append("var modifierSlots = Modifiers._WireSlots()")
                for m in modifier_names:
                    if m not in slots:
                        slots[m] = f"modifierSlots.{m}"
            lines += self.scan("i", slots)
            for c, value in d["constants"]:
                slot = slots[c]
                lines += [
                    f'guard {slot} >= 0 else {{ throw .missing("{c}", in: i) }}',
                    f"let {c}Text = try r.string({slot})",
                    f'guard {c}Text == {literal(value)} else {{ throw JSONTapeError(index: {slot}, reason: {message(d["constMessage"], c + "Text")}) }}',
                ]
            for k, f in enumerate(fields):
                lines += self.budget_before(f, slots[f.json])
                lines += self.decode_field(f, slots[f.json], "i", "depth")
            arguments = ", ".join(f"{f.json}: {self.field_value(f)}" for f in fields)
            if node_body:
                lines.append("let modifiers = readsModifiers ? try Modifiers._wireDecode(r, modifierSlots, depth, &b) : Modifiers()")
                arguments += (", " if arguments else "") + "modifiers: modifiers"
            lines.append(f"return {name}(_wire: (){', ' + arguments if arguments else ''})")
            self.body(lines)
            self.emit("    }", "")
        # Encoding
        self.encode_signature()
        if not fields and not d["constants"]:
            self.emit('        w.raw("{}")', "    }")
        elif d["constants"]:
            (c, value), = d["constants"]
            self.emit(f"        w.raw({raw('{' + json_string(c) + ':' + json_string(value))})")
            self.body(self.encode_fields(fields, "self.", "depth", False))
            self.emit('        w.byte(UInt8(ascii: "}"))', "    }")
        elif fields[0].required:
            self.body(self.encode_fields(fields, "self.", "depth", True))
            self.emit('        w.byte(UInt8(ascii: "}"))', "    }")
        else:
            self.emit("        let start = w.beginObject()")
            self.emit("        try _wireEncodeMembers(&w, depth)")
            self.emit("        w.endObject(start)", "    }")
        if name == "Modifiers" or node_body or (fields and not d["constants"] and not fields[0].required):
            self.emit("", "    /// The members, each with its leading comma.")
            self.emit("    func _wireEncodeMembers(_ w: inout JSONWriter, _ depth: Int) throws(JSONWriter.DepthExceeded) {")
            self.body(self.encode_fields(fields, "self.", "depth", False))
            self.emit("    }")
        if name == "Modifiers":
            self.emit_modifier_slots(fields)
        self.emit("}")

    def budget_before(self, field, slot):
        if field.budget == "startTree":
            return ["b.startTree()"]
        if field.budget == "timeline":
            # As Timeline's init: the count, when the member is an array a nested container can open.
            return [f"if b.isLimited, {slot} >= 0, depth < {MAX_DEPTH}, r.isArray({slot}) {{",
                    f"    try b.checkTimeline(entries: r.count({slot}), in: i)", "}"]
        return []

    def emit_modifier_slots(self, fields):
        self.emit("", "    /// Where each modifier's value is in a node object (-1: absent).")
        self.emit("    struct _WireSlots {")
        for f in fields:
            self.emit(f"        var {f.json} = -1")
        self.emit("    }", "")
        self.emit("    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Modifiers {")
        lines = ['guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }', "var slots = _WireSlots()"]
        lines += self.scan("i", {f.json: f"slots.{f.json}" for f in fields})
        lines.append("return try _wireDecode(r, slots, depth, &b)")
        self.body(lines)
        self.emit("    }", "")
        self.emit("    /// The modifiers of a node whose members were scanned into `slots`.")
        self.emit("    static func _wireDecode(_ r: JSONTapeReader, _ slots: _WireSlots, _ depth: Int, _ b: inout WireBudget) throws(JSONTapeError) -> Modifiers {")
        lines = []
        for f in fields:
            lines += self.decode_field(f, f"slots.{f.json}", "-1", "depth")
        lines.append(f"return Modifiers({', '.join(f'{f.json}: {f.var}' for f in fields)})")
        self.body(lines)
        self.emit("    }")

    def emit_tagged(self, name, d):
        tag, cases = d["tag"], d["cases"]
        self.header(name, d)
        self.decode_signature(name)
        lines = ['guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }']
        members = [tag]
        for case in cases:
            members += [f.json for f in case["fields"] if f.json not in members]
        slots = {m: f"slot{k}" for k, m in enumerate(members)}
        lines += self.scan("i", slots)
        lines.append(f'guard {slots[tag]} >= 0 else {{ throw .missing("{tag}", in: i) }}')

        def case_body(case):
            body = []
            for f in case["fields"]:
                body += self.decode_field(f, slots[f.json], "i", "depth")
            arguments = ", ".join((label + ": " if label != "_" else "") + f.var for label, f in zip(case["labels"], case["fields"]))
            body.append(f"return .{case['case']}" + (f"({arguments})" if case["fields"] else ""))
            return body

        if d["tagType"] is not None:
            lines += self.decode_value(d["tagType"], slots[tag], "depth", "tag")
            lines.append("switch tag {")
            for case in cases:
                lines.append(f"case .{swift_case(case['value'])}:")
                lines += ["    " + line for line in case_body(case)]
            lines.append("}")
        else:
            lines += [f'guard r.isString({slots[tag]}) else {{ throw r.mismatch(at: {slots[tag]}, expected: "string") }}',
                      f"let tag = r.stringBytes({slots[tag]})"]
            lines += match_bytes("tag", [c["value"] for c in cases], lambda v: case_body(next(c for c in cases if c["value"] == v)), "")
            lines.append(f"let text = String(decoding: tag, as: UTF8.self)")
            lines.append(f"throw JSONTapeError(index: {slots[tag]}, reason: {message(d['unknown'], 'text')})")
        self.body(lines)
        self.emit("    }", "")
        self.encode_signature()
        self.emit("        switch self {")
        for case in cases:
            bindings = ", ".join(f"let {f.var}" for f in case["fields"])
            self.emit(f"        case .{case['case']}" + (f"({bindings})" if case["fields"] else "") + ":")
            lines = []
            if d["tagType"] is not None:
                lines.append(f"try JSONWriter.nest(depth)")
            lines.append(f"w.raw({raw('{' + json_string(tag) + ':' + json_string(case['value']))})")
            lines += self.encode_fields(case["fields"], "", "depth", False)
            lines.append('w.byte(UInt8(ascii: "}"))')
            self.body(lines, "            ")
        self.emit("        }", "    }", "}")

    def emit_oneKey(self, name, d):
        keys = d["keys"]
        self.header(name, d)
        self.decode_signature(name)
        slots = {k: f"slot{n}" for n, k in enumerate(keys)}
        lines = ['guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }']
        lines += self.scan("i", slots)
        lines.append("let present = " + " + ".join(f"({slots[k]} >= 0 ? 1 : 0)" for k in keys))
        lines.append(f"guard present == 1 else {{ throw JSONTapeError(index: i, reason: {literal(d['invalid'])}) }}")
        for k in keys:
            lines.append(f"if {slots[k]} >= 0 {{ return .{k}(try r.string({slots[k]})) }}")
        lines.append(f"return .{keys[-1]}(try r.string({slots[keys[-1]]}))")
        self.body(lines)
        self.emit("    }", "")
        self.encode_signature()
        self.emit("        switch self {")
        for k in keys:
            self.emit(f"        case .{k}(let value):", f"            w.raw({raw('{' + json_string(k) + ':')})",
                      "            w.string(value)", '            w.byte(UInt8(ascii: "}"))')
        self.emit("        }", "    }", "}")

    def emit_either(self, name, d):
        (token_case, token), (object_case, obj) = d["token"], d["object"]
        self.header(name, d)
        self.decode_signature(name)
        self.body([
            "// A token when it is one (its nested decoder opens), else the object, read by this decoder.",
            f"if depth < {MAX_DEPTH}, r.isString(i), let token = {token.name}._wireCase(r.stringBytes(i)) {{ return .{token_case}(token) }}",
            f"return .{object_case}(try {obj.name}._wireDecode(r, i, depth, &b))",
        ])
        self.emit("    }", "")
        self.encode_signature()
        self.body([
            "switch self {",
            f"case .{token_case}(let token):",
            "    try JSONWriter.nest(depth)",
            "    try token._wireEncode(&w, depth + 1)",
            f"case .{object_case}(let object):",
            "    try object._wireEncode(&w, depth)",
            "}",
        ])
        self.emit("    }", "}")

    def emit_numberOr(self, name, d):
        words = d["words"]
        self.header(name, d)
        self.decode_signature(name)
        lines = [f"if r.isNumber(i) {{ return .{d['number']}(try r.double(i)) }}"]
        if d["otherwise"] is not None:
            lines.append("if r.isString(i) {")
            lines.append("    let text = r.stringBytes(i)")
            lines += ["    " + line for line in match_bytes("text", words, lambda v: [f"return .{swift_case(v)}"], "")]
            lines.append("}")
            lines.append(f"throw JSONTapeError(index: i, reason: {literal(d['otherwise'])})")
        else:
            lines.append("let text = try r.string(i)")
            lines.append("switch text {")
            for v in words:
                lines.append(f"case {literal(v)}: return .{swift_case(v)}")
            lines.append(f"default: throw JSONTapeError(index: i, reason: {message(d['unknown'], 'text')})")
            lines.append("}")
        self.body(lines)
        self.emit("    }", "")
        self.encode_signature()
        self.emit("        switch self {", f"        case .{d['number']}(let value): w.number(value)")
        for v in words:
            self.emit(f"        case .{swift_case(v)}: w.raw({raw(json_string(v))})")
        self.emit("        }", "    }", "}")

    def emit_node(self, name, d):
        kinds = d["kinds"]
        modifiers = self.g.defs[d["modifiers"]]
        self.header(name, d)
        self.decode_signature(name)
        self.emit("        try _wireDecode(r, i, depth, &b, fallback: false)", "    }", "")
        self.emit("    /// A node; `fallback`: it is another node's `fallback`, which sits at its owner's depth in a tree.")
        self.emit(
            f"    static func _wireDecode(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, fallback: Bool) throws(JSONTapeError) -> {name} {{")
        lines = [
            'guard r.isObject(i) else { throw r.mismatch(at: i, expected: "object") }',
            'let typeSlot = r.member(i, named: "type")',
            'guard typeSlot >= 0 else { throw .missing("type", in: i) }',
            'guard r.isString(typeSlot) else { throw r.mismatch(at: typeSlot, expected: "string") }',
            "let type = r.stringBytes(typeSlot)",
            "guard b.isLimited else { return try _wireKind(r, i, depth, &b, type) }",
            "// What the budget checks before the children: a list's items, a facts' rows (arrays a",
            "// nested container can open).",
            "var items: Int?",
            "var rows: Int?",
        ]
        for value, body in kinds:
            for f in self.g.defs[body]["fields"]:
                if f.budget in ("items", "rows"):
                    lines += [f'if JSONTapeReader.bytes(type, equal: "{value}") {{',
                              f'    let counted = r.member(i, named: "{f.json}")',
                              f"    if counted >= 0, depth < {MAX_DEPTH}, r.isArray(counted) {{ {f.budget} = r.count(counted) }}", "}"]
        lines += [
            "try b.enterNode(i, fallback: fallback, items: items, rows: rows)",
            "defer { b.exitNode(fallback: fallback) }",
            "return try _wireKind(r, i, depth, &b, type)",
        ]
        self.body(lines)
        self.emit("    }", "")
        self.emit(
            f"    static func _wireKind(_ r: JSONTapeReader, _ i: Int, _ depth: Int, _ b: inout WireBudget, _ type: UnsafeBufferPointer<UInt8>) throws(JSONTapeError) -> {name} {{")
        lines = match_bytes("type", [v for v, _ in kinds],
                            lambda v: [f"return .{v}(try {dict(kinds)[v]}._wireFields(r, i, depth, &b, modifiers: true))"], "")
        lines += [
            "// A kind this build does not know: kept whole, with its fallback.",
            "let raw = r.value(i)",
            'let fallbackSlot = r.member(i, named: "fallback")',
            f"var fallback: {name}?",
            "if fallbackSlot >= 0, !r.isNull(fallbackSlot) {",
            "    try JSONTapeReader.nest(depth, at: fallbackSlot)",
            "    fallback = try _wireDecode(r, fallbackSlot, depth + 1, &b, fallback: true)",
            "}",
            "return .unknown(type: String(decoding: type, as: UTF8.self), raw: raw, fallback: fallback)",
        ]
        self.body(lines)
        self.emit("    }", "")
        self.encode_signature()
        self.emit("        switch self {")
        for value, body in kinds:
            self.emit(f"        case .{value}(let node):",
                      f"            w.raw({raw('{' + json_string('type') + ':' + json_string(value))})",
                      "            try node._wireEncodeMembers(&w, depth)",
                      "            try node.modifiers._wireEncodeMembers(&w, depth)",
                      '            w.byte(UInt8(ascii: "}"))')
        self.emit("        case .unknown(_, let raw, _):", "            w.value(raw)")
        self.emit("        }", "    }", "}")

    # Messages

    def emit_messages(self, requests, notifications):
        for method, (params, result) in sorted(requests.items()):
            self.emit(f"extension {params.name} {{")
            self.emit(f"    public static func decodeParams(_ params: JSONFragment?) throws -> {params.name} {{")
            self.emit(f"        try {params.name}.decode(wire: params ?? .emptyObject, limits: nil)", "    }", "")
            self.emit("    public func encodeParams(to writer: inout JSONWriter) throws {", "        try encode(wire: &writer)", "    }", "")
            self.emit(f"    public static func decodeResult(_ result: JSONFragment, limits: Limits?) throws -> {result.swift} {{")
            if result.kind == "optional":
                self.emit(f"        try decodeOptional(result, limits: limits, {result.inner.swift}._wireDecode)", "    }", "")
            else:
                self.emit(f"        try {result.swift}.decode(wire: result, limits: limits)", "    }", "")
            self.emit(f"    public static func encodeResult(_ result: {result.swift}, to writer: inout JSONWriter) throws {{")
            if result.kind == "optional":
                self.emit("        try encodeOptional(result, to: &writer)", "    }")
            else:
                self.emit("        try result.encode(wire: &writer)", "    }")
            self.emit("}", "")
        for method, params in sorted(notifications.items()):
            self.emit(f"extension {params.name} {{")
            self.emit(f"    public static func decodeParams(_ params: JSONFragment?) throws -> {params.name} {{")
            self.emit(f"        try {params.name}.decode(wire: params ?? .emptyObject, limits: nil)", "    }", "")
            self.emit("    public func encodeParams(to writer: inout JSONWriter) throws {", "        try encode(wire: &writer)", "    }")
            self.emit("}", "")


def swift_case(value):
    return "`" + value + "`" if value in SWIFT_KEYWORDS else value


def json_string(value):
    return '"' + value + '"'


def generate():
    schemas = Schemas()
    g = Generator(schemas)
    requests, notifications = {}, {}
    roots = ["cell.schema.json", "controller.schema.json"] + sorted(k for k in schemas.files if k.startswith("models/"))
    for key in roots:
        g.type_of(schemas.files[key], key, key)
    for key in sorted(schemas.files):
        folder, _, file = key.partition("/")
        if folder == "requests":
            method, part = file.split(".")[:2]
            t = g.type_of(schemas.files[key], key, key)
            requests.setdefault(method, [None, None])[0 if part == "params" else 1] = t
        elif folder == "notifications":
            notifications[file.split(".")[0]] = g.type_of(schemas.files[key], key, key)
    swift = Swift(g)
    swift.emit(
        "// swift-format-ignore-file",
        "// Generated from protocol/schema by protocol/tools/generate_codecs.py. Do not edit by hand:",
        "// change the schemas (and their x-swift annotations) and run the script, or run the tests",
        "// with WIDGETS_REGENERATE_CODECS=1.",
        "",
        "import WidgetJSON",
        "",
    )
    swift.generate()
    swift.emit_messages(requests, notifications)
    while swift.out and swift.out[-1] == "":
        swift.out.pop()
    return "\n".join(swift.out) + "\n"


def main(arguments):
    try:
        text = generate()
    except Fail as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    if "--stdout" in arguments:
        sys.stdout.write(text)
        return 0
    current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
    if "--check" in arguments:
        if current != text:
            print(f"{OUTPUT.relative_to(ROOT)} is out of date: run python3 protocol/tools/generate_codecs.py", file=sys.stderr)
            return 1
        return 0
    if current != text:
        OUTPUT.parent.mkdir(parents=True, exist_ok=True)
        OUTPUT.write_text(text, encoding="utf-8")
        print(f"wrote {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
