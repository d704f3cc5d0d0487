"""The Python SDK's builders, enums and models: protocol/sdk/python/widgetsdk/schema.py.

Every definition of the model becomes Python, checked when it is used:

- a string enum: a `typing.Literal` alias (editors complete it, type checkers hold you to it)
  and the tuple its check uses;
- a node kind: a class named as in the Swift SDK without `Node` (`VStack`, `Text`, `DateText`),
  a `dict` of the wire members, whose constructor takes the required members positionally (the
  children of a stack as `*children`), the optional ones and every common modifier as keywords
  in snake_case (`max_lines=1`, `accessibility_label=...`), and checks each one;
- any other object (`Cell`, `Controller`, `HeaderButton`, `Fact`, ...): the same;
- a tagged union (`Action`, `ReloadPolicy`): one static constructor per case (`Action.invoke`);
- a type the host sends (`Trip`, `Flight`, `Airport`, the request params): also `from_json`, which
  checks the value and raises `ParamsError` with a JSON pointer, and read-only snake_case
  properties (`flight.flight_number`).

Docstrings carry the spec's words (spec.py). What a schema cannot say comes from the tables in
sdk_common.py.
"""

import keyword

from .model import Fail
from .sdk_common import (DEFAULTS, SHORTHANDS, Docs, check_no_clash, constraints, fields_of, inbound, node_kinds, sdk_name,
                         snake)

HEADER = '''# Generated from protocol/schema by protocol/tools/generate_codecs.py. Do not edit by hand: change
# the schemas and run the script (or the tests with WIDGETS_RECORD=codecs).
"""The protocol's types for Python widgets: node builders, controllers, enums and models.

Builders check what they are given when they are called: a misspelt keyword is a TypeError, a
value the protocol does not allow is a BuildError naming the member, what is allowed and the
closest spelling. Every builder returns a dict of wire members, so a plain dict works wherever
a builder's result does. Models (`Trip`, `Flight`, `Airport`, ...) are what the host sends:
dicts too, with snake_case properties.
"""

from __future__ import annotations

import typing as _t

from . import _build as _b
from ._build import Node, Timestamp, Wire

NodeLike = _t.Union[Node, _t.Dict[str, _t.Any]]
'''

DICT_ATTRIBUTES = set(dir(dict))


def py_keyword(name):
    word = snake(name)
    return word + "_" if keyword.iskeyword(word) else word


def docstring(text, indent):
    text = (text or "").replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    if text.startswith('"'):
        text = " " + text
    if text.endswith('"'):
        text += " "
    lines = text.split("\n")
    if len(lines) == 1:
        return [indent + '"""' + text + '"""']
    return [indent + '"""' + lines[0]] + [(indent + line) if line else "" for line in lines[1:]] + [indent + '"""']


def wrap(text, width=96):
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = word if not line else line + " " + word
    if line:
        lines.append(line)
    return lines


class PythonSDK:
    def __init__(self, model, spec):
        self.model, self.docs = model, Docs(model, spec)
        self.inbound = inbound(model)
        self.out = []
        self.checks = []  # (global name, expression)
        self.schema_of = self._def_schemas()
        self.names = {name: sdk_name(name) for name in model.order}

    # Where each definition's own schema is (for its description and constraints).

    def _def_schemas(self):
        found = {}

        def visit(schema, file):
            if not isinstance(schema, dict):
                return
            annotation = schema.get("x-swift")
            if annotation is not None:
                name = annotation if isinstance(annotation, str) else annotation["type"]
                found.setdefault(name, (schema, file))
            for key, value in schema.items():
                if key == "$ref":
                    continue
                if isinstance(value, dict):
                    visit(value, file)
                elif isinstance(value, list):
                    for item in value:
                        visit(item, file)

        for file, schema in self.model.schemas.files.items():
            visit(schema, file)
        return found

    def emit(self, *lines):
        self.out.extend(lines)

    # Checks

    def check(self, t, field=None, owner=None):
        """A Python expression that makes the check for a value of type `t`."""
        bounds = constraints(field.schema, self.model, field.file) if field is not None and field.schema else {}
        if t.kind == "optional":
            return self.check(t.inner, field, owner)
        if t.kind == "prim":
            if t.name == "String":
                args = {k: bounds[v] for k, v in (("min_length", "minLength"), ("max_length", "maxLength"), ("pattern", "pattern"))
                        if v in bounds}
                return "_b.string(%s)" % ", ".join("%s=%r" % item for item in args.items())
            if t.name in ("Double", "Int"):
                args = {k: bounds[v] for k, v in (("minimum", "minimum"), ("maximum", "maximum"),
                                                   ("exclusive_minimum", "exclusiveMinimum")) if v in bounds}
                if t.name == "Int":
                    args = dict(integer=True, **args)
                return "_b.number(%s)" % ", ".join("%s=%r" % item for item in args.items())
            if t.name == "Bool":
                return "_b.boolean(%s)" % ("const=%r" % bounds["const"] if "const" in bounds else "")
            return "_b.json_value"
        if t.kind == "map":
            return "_b.json_object"
        if t.kind == "array":
            args = "".join(", %s=%r" % (k, bounds[v]) for k, v in (("min_items", "minItems"), ("max_items", "maxItems"))
                           if v in bounds)
            return "_b.array(%s%s)" % (self.check(t.inner), args)
        d = self.model.defs[t.name]
        name = self.names[t.name]
        kind = d["kind"]
        if kind == "enum":
            return "_CHECK_%s" % name
        if kind == "rawValue":
            return "_b.string(min_length=1)"
        if kind == "parsed":
            schema, _ = self.schema_of[t.name]
            return "_b.timestamp(%r)" % schema["pattern"]
        if kind == "node":
            return "_b.node"
        if kind == "either":
            (_, token), (_, obj) = d["token"], d["object"]
            return "_b.either(%s, %s)" % (self.check(token), self.check(obj))
        if kind == "numberOr":
            schema, file = self.schema_of[t.name]
            number_schema = schema["oneOf"][0]
            args = {k: number_schema[v] for k, v in (("minimum", "minimum"), ("exclusive_minimum", "exclusiveMinimum"))
                    if v in number_schema}
            extra = "".join(", %s=%r" % item for item in args.items())
            return "_b.number_or(%r, %r%s)" % (name, tuple(d["words"]), extra)
        shorthand = SHORTHANDS.get(t.name)
        if shorthand is not None:
            return "_b.wire(%s, shorthand=%s.%s)" % (name, name, snake(shorthand) if kind == "tagged" else "_" + shorthand)
        return "_b.wire(%s)" % name

    def annotation(self, t):
        """The type annotation of a value of type `t` (a string: annotations are lazy)."""
        if t.kind == "optional":
            return self.annotation(t.inner)
        if t.kind == "prim":
            return {"String": "str", "Double": "float", "Int": "int", "Bool": "bool", "JSONValue": "_t.Any"}[t.name]
        if t.kind == "map":
            return "_t.Dict[str, _t.Any]"
        if t.kind == "array":
            return "_t.Sequence[%s]" % self.annotation(t.inner)
        d = self.model.defs[t.name]
        name = self.names[t.name]
        if d["kind"] == "node":
            return "NodeLike"
        if d["kind"] in ("enum", "rawValue"):
            return name
        if d["kind"] == "parsed":
            return "_t.Union[str, _t.Any]"  # a str or an aware datetime
        if d["kind"] in ("either", "numberOr"):
            return name
        if t.name in SHORTHANDS:
            return "_t.Union[%s, str, _t.Dict[str, _t.Any]]" % name
        return "_t.Union[%s, _t.Dict[str, _t.Any]]" % name

    def register(self, owner, field, t=None):
        name = "_C_%s_%s" % (owner, field.json)
        self.checks.append((name, self.check(t or field.type, field, owner)))
        return name

    # Documentation

    def field_doc(self, def_name, field):
        said = self.docs.member(def_name, field.json)
        t = field.type.inner if field.type.kind == "optional" else field.type
        words = []
        if said:
            words.append(said)
        if t.kind == "named":
            d = self.model.defs[t.name]
            if d["kind"] == "enum" and not (said and all(v in said for v in d["values"])):
                words.append("one of " + ", ".join(d["values"]))
            elif d["kind"] in ("struct", "oneKey", "tagged", "either", "numberOr", "rawValue", "parsed"):
                words.append("(%s)" % self.names[t.name])
        text = "; ".join(w for w in words if w) or "(%s)" % self.annotation(field.type)
        return "%s (`%s`): %s" % (py_keyword(field.json), field.json, text)

    def class_doc(self, def_name, summary, fields, extra=()):
        lines = wrap(summary or self.names[def_name])
        entries = [self.field_doc(def_name, f) for f in fields]
        if entries or extra:
            lines.append("")
            lines.append("Args:")
            for entry in entries + list(extra):
                wrapped = wrap(entry, 92)
                lines.append("    " + wrapped[0])
                lines += ["        " + line for line in wrapped[1:]]
        return "\n".join(lines)

    # Definitions

    def generate(self):
        self.emit(*HEADER.split("\n"))
        modifiers = self.model.defs["Modifiers"]["fields"]
        for def_name in self.model.order:
            d = self.model.defs[def_name]
            getattr(self, "emit_" + d["kind"])(def_name, d)
        self.emit_messages()
        table = self.modifier_table(modifiers)
        self.emit("", "", "# Checks, made once; the classes above look them up when they are called.", "")
        for name, expression in self.checks:
            self.emit("%s = %s" % (name, expression))
        self.emit("", "# The common modifiers (protocol §5.4): keyword, wire member, check.")
        self.emit("Node._MODIFIERS = (", *["    %s," % row for row in table], ")")
        while self.out and self.out[-1] == "":
            self.out.pop()
        return "\n".join(self.out) + "\n"

    def section(self, *lines):
        self.emit("", "")
        self.emit(*lines)

    def emit_enum(self, def_name, d):
        name = self.names[def_name]
        schema, _ = self.schema_of.get(def_name, ({}, None))
        self.section("%s = _t.Literal[%s]" % (name, ", ".join(repr(v) for v in d["values"])))
        self.emit(*docstring("\n".join(wrap(self.docs.type(def_name, schema) or "One of " + ", ".join(d["values"]) + ".")), ""))
        words = {"TextStyle": "text style", "FontWeight": "font weight", "Spacing": "spacing token",
                 "CornerRadius": "corner radius token"}.get(name, snake(name).replace("_", " "))
        self.checks.insert(0, ("_CHECK_%s" % name, "_b.enum(%r, %r)" % (words, tuple(d["values"]))))

    def emit_rawValue(self, def_name, d):
        name = self.names[def_name]
        schema, _ = self.schema_of[def_name]
        self.section("%s = str" % name)
        self.emit(*docstring("\n".join(wrap(self.docs.type(def_name, schema) or name)), ""))

    def emit_parsed(self, def_name, d):
        pass  # Timestamp is _build.Timestamp; its check is _b.timestamp(pattern)

    def emit_either(self, def_name, d):
        (_, token), (_, obj) = d["token"], d["object"]
        name = self.names[def_name]
        self.section("%s = _t.Union[%s, %s, _t.Dict[str, _t.Any]]" % (name, self.names[token.name], self.names[obj.name]))
        self.emit(*docstring("A %s token, or an %s per edge." % (self.names[token.name], self.names[obj.name]), ""))

    def emit_numberOr(self, def_name, d):
        name = self.names[def_name]
        self.section("%s = _t.Union[float, _t.Literal[%s]]" % (name, ", ".join(repr(w) for w in d["words"])))
        self.emit(*docstring("Points, or one of %s." % ", ".join(d["words"]), ""))

    def emit_node(self, def_name, d):
        pass  # the node union is _build.Node; each kind is a struct with nodeBody

    def emit_oneKey(self, def_name, d):
        name = self.names[def_name]
        schema, _ = self.schema_of[def_name]
        keys = d["keys"]
        self.section("class %s(Wire):" % name)
        doc = (self.docs.type(def_name, schema) or "") + " Give exactly one of " + ", ".join(keys) + \
            "; a plain string is a %s." % SHORTHANDS.get(def_name, keys[0])
        self.emit(*docstring("\n".join(wrap(doc.strip())), "    "))
        self.emit("", "    __slots__ = ()", "")
        params = ", ".join("%s: _t.Optional[str] = None" % k for k in keys)
        self.emit("    def __init__(self, *, %s) -> None:" % params)
        self.emit("        given = [(key, value) for key, value in ((%s)) if value is not None]"
                  % ", ".join('("%s", %s)' % (k, k) for k in keys))
        self.emit("        if len(given) != 1:")
        self.emit('            raise _b.BuildError(%r)' % (d["invalid"]))
        self.emit("        key, value = given[0]")
        self.emit('        self[key] = _%s_KEYS[key](value, "%s." + key)' % (name, name))
        shorthand = SHORTHANDS.get(def_name)
        if shorthand:
            self.emit("", "    @staticmethod", "    def _%s(value: str) -> %s:" % (shorthand, name),
                      "        return %s(%s=value)" % (name, shorthand))
        fields = self.model.generator.schemas
        key_checks = []
        for key in keys:
            sub = schema["properties"][key]
            from .model import Field, T
            key_checks.append('"%s": %s' % (key, self.check(T("prim", "String"), Field(key, None, True, schema=sub, file=self.schema_of[def_name][1]))))
        self.checks.append(("_%s_KEYS" % name, "{%s}" % ", ".join(key_checks)))
        del fields

    def signature(self, def_name, fields, extra_keywords=()):
        """(parameters text, [(field, keyword)]): required members positional, the last one a
        `*name` when it is a list of nodes or objects, then optional members as keywords."""
        required = [f for f in fields if f.required and f.default is None and (def_name, f.json) not in DEFAULTS]
        optional = [f for f in fields if f not in required]
        params = []
        star = None
        if required and required[-1].type.kind == "array":
            inner = required[-1].type.inner
            if inner.kind == "named" and self.model.defs[inner.name]["kind"] in ("node", "struct"):
                star = required[-1]
        for f in required:
            if f is star:
                params.append("*%s: %s" % (py_keyword(f.json), self.annotation(f.type.inner)))
            else:
                params.append("%s: %s" % (py_keyword(f.json), self.annotation(f.type)))
        if optional or extra_keywords:
            if star is None:
                params.append("*")
            for f in optional:
                default = DEFAULTS.get((def_name, f.json))
                params.append("%s: _t.Optional[%s] = %r" % (py_keyword(f.json), self.annotation(f.type), default))
            params += list(extra_keywords)
        return params, star

    def emit_def(self, indent, name, params, result):
        """`def name(params) -> result:`, one parameter a line when they do not fit on one."""
        line = "%sdef %s(%s) -> %s:" % (indent, name, ", ".join(params), result)
        if len(line) <= 120:
            self.emit(line)
            return
        self.emit("%sdef %s(" % (indent, name))
        self.emit(*["%s    %s," % (indent, p) for p in params])
        self.emit("%s) -> %s:" % (indent, result))

    def emit_struct(self, def_name, d):
        name = self.names[def_name]
        if def_name == "Modifiers":
            return
        schema, _ = self.schema_of.get(def_name, ({}, None))
        fields = d["fields"]
        node_kind = None
        if d["nodeBody"]:
            node_kind = next(kind for kind, body in node_kinds(self.model) if body == def_name)
        modifier_fields = self.model.defs["Modifiers"]["fields"] if node_kind else []
        if node_kind:
            check_no_clash([f.json for f in fields], [m.json for m in modifier_fields], name)
        base = "Node" if node_kind else "Wire"
        self.section("class %s(%s):" % (name, base))
        extra_docs = []
        if node_kind:
            extra_docs.append("%s: the common modifiers (protocol §5.4), on every node" %
                              ", ".join(py_keyword(m.json) for m in modifier_fields))
        summary = self.docs.type(def_name, schema)
        self.emit(*docstring(self.class_doc(def_name, summary, fields, extra_docs), "    "))
        self.emit("", "    __slots__ = ()")
        extra = ["%s: _t.Optional[%s] = None" % (py_keyword(m.json), self.annotation(m.type)) for m in modifier_fields]
        params, star = self.signature(def_name, fields, extra)
        self.emit("")
        self.emit_def("    ", "__init__", ["self"] + params, "None")
        if node_kind:
            self.emit('        Node.__init__(self, type="%s")' % node_kind)
        for constant, value in d["constants"]:
            self.emit('        self["%s"] = %r' % (constant, value))
        for f in fields:
            check = self.register(name, f)
            value = py_keyword(f.json)
            if f is star:
                value = "_b.flatten(%s)" % value
                if "minItems" not in constraints(f.schema, self.model, f.file):
                    pass
            required = f.required and f.default is None and (def_name, f.json) not in DEFAULTS
            self.emit('        self._put("%s", %s, %s, "%s.%s"%s)' % (f.json, value, check, name, py_keyword(f.json),
                                                                  ", required=True" if required and f is not star else ""))
        for rule in rules(schema):
            self.emit("        self._require(%r, %r)" % (name, rule))
        if node_kind:
            self.emit('        self._modifiers("%s", (%s))' % (name, "".join(py_keyword(m.json) + ", " for m in modifier_fields)))
        if not fields and not d["constants"] and not node_kind:
            self.emit("        pass")
        if def_name in self.inbound:
            self.emit_decoding(def_name, name, fields)

    def emit_decoding(self, def_name, name, fields):
        check_no_clash([snake(f.json) for f in fields], DICT_ATTRIBUTES, name + " properties")
        self.emit("", "    @classmethod", "    def from_json(cls, value: _t.Any, pointer: str = \"\") -> \"%s\":" % name)
        self.emit('        """Checks `value` (what the host sent) and returns it as a %s; a member that breaks' % name,
                  '        the schema raises ParamsError with its JSON pointer (under `pointer`)."""')
        self.emit("        source = _b.expect_object(value, pointer)", "        self = cls.__new__(cls)", "        dict.__init__(self)")
        for f in fields:
            self.emit("        value_ = _b.decode_member(source, %r, pointer, %s, %r, %s)"
                      % (f.json, "_C_%s_%s" % (name, f.json), bool(f.required and f.default is None), self.decoder(f.type)))
            self.emit("        if value_ is not None:", '            self["%s"] = value_' % f.json)
        self.emit("        return self")
        for f in fields:
            self.emit("", "    @property", "    def %s(self) -> %s:" % (snake(f.json), self.result_annotation(f)))
            said = self.docs.member(def_name, f.json)
            if said:
                self.emit(*docstring("\n".join(wrap(said, 88)), "        "))
            self.emit('        return self.get("%s")' % f.json)

    def result_annotation(self, f):
        t = f.type.inner if f.type.kind == "optional" else f.type
        text = self.annotation(t)
        if t.kind == "named":
            kind = self.model.defs[t.name]["kind"]
            if kind in ("struct", "tagged"):
                text = self.names[t.name]
            elif kind == "parsed":
                text = "Timestamp"
        elif t.kind == "array" and t.inner.kind == "named" and self.model.defs[t.inner.name]["kind"] == "struct":
            text = "_t.List[%s]" % self.names[t.inner.name]
        return text if f.required and f.default is None else "_t.Optional[%s]" % text

    def decoder(self, t):
        if t.kind == "optional":
            return self.decoder(t.inner)
        if t.kind == "array":
            inner = self.decoder(t.inner)
            return "None" if inner == "None" else "_b.decode_array(%s)" % inner
        if t.kind == "named" and self.model.defs[t.name]["kind"] in ("struct", "tagged"):
            return "%s.from_json" % self.names[t.name]
        return "None"

    def emit_tagged(self, def_name, d):
        name = self.names[def_name]
        schema, _ = self.schema_of.get(def_name, ({}, None))
        tag = d["tag"]
        self.section("class %s(Wire):" % name)
        summary = self.docs.type(def_name, schema) or name
        summary += " Make one with " + ", ".join("`%s.%s(...)`" % (name, snake(c["case"])) for c in d["cases"]) + "."
        if def_name in SHORTHANDS:
            summary += " A plain string is `%s.%s(string)`." % (name, snake(SHORTHANDS[def_name]))
        self.emit(*docstring("\n".join(wrap(summary)), "    "))
        self.emit("", "    __slots__ = ()")
        for case in d["cases"]:
            method = snake(case["case"])
            params, star = self.signature(def_name, case["fields"])
            self.emit("", "    @staticmethod")
            self.emit_def("    ", method, params, '"%s"' % name)
            said = self.docs.spec.actions.get(case["value"]) if def_name == "Action" else None
            doc = "`{\"%s\": \"%s\"}`%s" % (tag, case["value"], (": " + said) if said else "")
            entries = [self.field_doc(def_name, f) for f in case["fields"]]
            if entries:
                doc += "\n\nArgs:\n" + "\n".join("    " + e for e in entries)
            self.emit(*docstring(doc, "        "))
            self.emit("        self = %s()" % name, '        self["%s"] = "%s"' % (tag, case["value"]))
            for f in case["fields"]:
                check = self.register("%s_%s" % (name, case["value"]), f)
                self.emit('        self._put("%s", %s, %s, "%s.%s.%s"%s)' % (f.json, py_keyword(f.json), check, name, method,
                                                                            py_keyword(f.json), ", required=True" if f.required else ""))
            self.emit("        return self")
        if def_name in self.inbound:
            tag_check = self.check(d["tagType"]) if d["tagType"] is not None else "_b.string()"
            self.emit("", "    @classmethod", "    def from_json(cls, value: _t.Any, pointer: str = \"\") -> \"%s\":" % name)
            self.emit('        """Checks `value` (what the host sent): its `%s`, then that case\'s members."""' % tag)
            self.emit("        source = _b.expect_object(value, pointer)",
                      "        tag = _b.decode_member(source, %r, pointer, %s, True)" % (tag, tag_check),
                      "        self = cls.__new__(cls)", "        dict.__init__(self)", '        self["%s"] = tag' % tag)
            for case in d["cases"]:
                self.emit("        if tag == %r:" % case["value"])
                for f in case["fields"]:
                    self.emit("            value_ = _b.decode_member(source, %r, pointer, %s, %r, %s)"
                              % (f.json, "_C_%s_%s_%s" % (name, case["value"], f.json), f.required, self.decoder(f.type)))
                    self.emit("            if value_ is not None:", '                self["%s"] = value_' % f.json)
            self.emit("        return self")
            members = [(tag, None)] + [(f.json, f) for f in fields_of(d)]
            for member, f in members:
                self.emit("", "    @property", "    def %s(self) -> _t.Any:" % snake(member))
                said = self.docs.member(def_name, member)
                if said:
                    self.emit(*docstring("\n".join(wrap(said, 88)), "        "))
                self.emit('        return self.get("%s")' % member)

    def modifier_table(self, modifiers):
        return ['("%s", "%s", %s)' % (py_keyword(m.json), m.json, self.register("Modifiers", m)) for m in modifiers]

    def emit_messages(self):
        self.section("# Each request's params and result type; each notification's params.")
        self.emit("REQUESTS = {")
        for method, (params, result) in sorted(self.model.requests.items()):
            optional = result.kind == "optional"
            inner = result.inner if optional else result
            self.emit('    "%s": (%s, %s, %r),' % (method, self.names[params.name], self.names[inner.name], optional))
        self.emit("}", "NOTIFICATIONS = {")
        for method, params in sorted(self.model.notifications.items()):
            self.emit('    "%s": %s,' % (method, self.names[params.name]))
        self.emit("}")


def rules(schema):
    """What a schema requires beyond each member: `anyOf` alternatives (`("anyOf", ((member,
    const or None), ...), ...)`: an image has a label or is decorative) and `if`/`then` (`("if",
    member, value, required members)`: a range date text has `to`)."""
    found = []
    if "anyOf" in schema:
        alternatives = []
        for alternative in schema["anyOf"]:
            needed = tuple((member, alternative.get("properties", {}).get(member, {}).get("const"))
                           for member in alternative.get("required", []))
            alternatives.append(needed)
        found.append(("anyOf", tuple(alternatives)))
    condition = schema.get("if", {}).get("properties", {})
    if len(condition) == 1 and "required" in schema.get("then", {}):
        (member, test), = condition.items()
        if "const" in test:
            found.append(("if", member, test["const"], tuple(schema["then"]["required"])))
    return found


def generate(model, spec):
    return PythonSDK(model, spec).generate()
