"""The protocol's types as the schemas define them: one reader of protocol/schema for every
generated output (the Swift codecs, the Python SDK's builders and models, the Node SDK's helpers
and TypeScript declarations).

`Model.load(schema_dir)` reads every schema and walks the roots (the cell tree, controllers, the
models, every request's params and result, every notification's params) into named
definitions, in the order they are first met. Each definition is a dict with a `kind` (`enum`,
`struct`, `rawValue`, `parsed`, `oneKey`, `either`, `numberOr`, `tagged`, `node`) and what that
kind needs; `Field`s keep the subschema they came from, for the constraints and descriptions
the SDKs check and document. The `x-swift` annotations name the types (see generate_codecs.py).

Standard library only.
"""

import json
from pathlib import Path

class Fail(Exception):
    pass


# MARK: - Schemas


class Schemas:
    def __init__(self, schema_dir):
        self.files = {}
        for path in sorted(Path(schema_dir).rglob("*.schema.json")):
            if "must-fail" in path.parts:
                continue
            self.files[path.relative_to(schema_dir).as_posix()] = json.loads(path.read_text(encoding="utf-8"))

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
    def __init__(self, json, type, required, default=None, budget=None, schema=None, file=None):
        self.json, self.type, self.required, self.default, self.budget = json, type, required, default, budget
        # The member's subschema and its file (for constraints and descriptions; not Swift's concern).
        self.schema, self.file = schema, file

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
                      default, sub.get("x-swift-budget"), sub, file))
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
                fields.append(Field(member, self.type_of(sub, file, member), member in required, schema=sub, file=file))
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



class Model:
    """Every definition, and which types each request and notification carries."""

    def __init__(self, schemas, generator, requests, notifications):
        self.schemas, self.generator = schemas, generator
        self.defs, self.order = generator.defs, generator.order
        # method -> [params T, result T]; method -> params T
        self.requests, self.notifications = requests, notifications

    @staticmethod
    def load(schema_dir):
        schemas = Schemas(schema_dir)
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
        return Model(schemas, g, requests, notifications)
