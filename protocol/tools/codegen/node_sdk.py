"""The Node SDK's helpers and declarations: protocol/sdk/node/widgetsdk/schema.js and schema.d.ts.

- schema.js: one helper per node kind and object (`VStack([...], {spacing: 's'})`, `Text('BA 117',
  {style: 'headline'})`, `Controller('popup', 'BA 117', content)`), required members positional
  (children as one array), the optional ones and every common modifier in an options object; a
  frozen object per enum (`TextStyle.headline`), per tagged union (`Action.invoke('remind')`) and
  per one-key object (`ImageSource.symbol('airplane')`); `decoders` for what the host sends, which
  throw ParamsError with a JSON pointer. Every helper checks what it is given (build.js) and
  carries the spec's words as JSDoc.
- schema.d.ts: the same, typed: every node as an interface with its `type`, `Node` as their
  union, every enum as a union of its strings, the models, the messages, each helper's options.

Names are the Python SDK's (sdk_common.py); members keep their wire names, camelCase.
"""

import json
import re

from .model import Field, T
from .sdk_common import DEFAULTS, SHORTHANDS, Docs, check_no_clash, constraints, fields_of, inbound, node_kinds, sdk_name
from .python_sdk import rules, wrap

HEADER_JS = """// Generated from protocol/schema by protocol/tools/generate_codecs.py. Do not edit by hand: change
// the schemas and run the script (or the tests with WIDGETS_RECORD=codecs).
//
// The protocol's types for Node widgets: node helpers, controllers, enums, decoders of what the
// host sends. Every helper checks what it is given when it is called (a misspelt option or enum
// value is a BuildError naming the closest spelling) and returns a plain object of wire members,
// so an object literal works wherever a helper's result does. Types: schema.d.ts.

import * as b from './build.js';

const C = {}; // each member's check, filled in at the end of this file
const O = {}; // each helper's options and their checks
"""

HEADER_TS = """// Generated from protocol/schema by protocol/tools/generate_codecs.py. Do not edit by hand: change
// the schemas and run the script (or the tests with WIDGETS_RECORD=codecs).
//
// The protocol's types: every node kind (`Node` is their union), enum, controller, model and
// message, and the helpers of schema.js that build them.

/** Any JSON value. */
export type JSONValue = string | number | boolean | null | JSONValue[] | { [key: string]: JSONValue };
/** What a helper takes as children: nodes, nested arrays of them; null, undefined and false are left out. */
export type Children = ReadonlyArray<Node | Children | null | undefined | false>;
"""


def ts_doc(text, indent=""):
    if not text:
        return []
    text = text.replace("*/", "*\\/")
    lines = wrap(text, 96)
    if len(lines) == 1:
        return ["%s/** %s */" % (indent, lines[0])]
    return ["%s/**" % indent] + ["%s * %s" % (indent, line) for line in lines] + ["%s */" % indent]


def js_string(value):
    return json.dumps(value, ensure_ascii=False)


def js_object(mapping):
    return "{ " + ", ".join("%s: %s" % (k, v) for k, v in mapping.items()) + " }" if mapping else "{}"


class NodeSDK:
    def __init__(self, model, spec):
        self.model, self.docs, self.spec = model, Docs(model, spec), spec
        self.inbound = inbound(model)
        self.names = {name: sdk_name(name) for name in model.order}
        self.js, self.ts = [], []
        self.checks = []
        from .python_sdk import PythonSDK
        self.schema_of = PythonSDK(model, spec).schema_of

    # Checks (JavaScript expressions)

    def check(self, t, field=None):
        bounds = constraints(field.schema, self.model, field.file) if field is not None and field.schema else {}
        if t.kind == "optional":
            return self.check(t.inner, field)
        if t.kind == "prim":
            if t.name == "String":
                return "b.string(%s)" % js_object({k: js_string(bounds[k]) for k in ("minLength", "maxLength", "pattern") if k in bounds})
            if t.name in ("Double", "Int"):
                args = {k: js_string(bounds[k]) for k in ("minimum", "maximum", "exclusiveMinimum") if k in bounds}
                if t.name == "Int":
                    args = dict(integer="true", **args)
                return "b.number(%s)" % js_object(args)
            if t.name == "Bool":
                return "b.boolean(%s)" % (js_object({"constant": js_string(bounds["const"])}) if "const" in bounds else "")
            return "b.jsonValue"
        if t.kind == "map":
            return "b.jsonObject"
        if t.kind == "array":
            args = {k: js_string(bounds[k]) for k in ("minItems", "maxItems") if k in bounds}
            return "b.array(%s%s)" % (self.check(t.inner), (", " + js_object(args)) if args else "")
        d = self.model.defs[t.name]
        name = self.names[t.name]
        kind = d["kind"]
        if kind == "enum":
            return "b.enumeration(%s, %s)" % (js_string(self.enum_words(name)), js_string(d["values"]))
        if kind == "rawValue":
            return "b.string({ minLength: 1 })"
        if kind == "parsed":
            schema, _ = self.schema_of[t.name]
            return "b.timestamp(%s)" % js_string(schema["pattern"])
        if kind == "node":
            return "b.node"
        if kind == "either":
            (_, token), (_, obj) = d["token"], d["object"]
            return "b.either(%s, %s)" % (self.check(token), self.check(obj))
        if kind == "numberOr":
            schema, _ = self.schema_of[t.name]
            number_schema = schema["oneOf"][0]
            args = {k: js_string(number_schema[k]) for k in ("minimum", "exclusiveMinimum") if k in number_schema}
            return "b.numberOr(%s, %s, %s)" % (js_string(name), js_string(d["words"]), js_object(args))
        if kind == "oneKey":
            return "C.%s_one" % name
        shorthand = SHORTHANDS.get(t.name)
        if shorthand is not None:
            return "b.object(%s, (text) => %s.%s(text))" % (js_string(name), name, shorthand)
        return "b.object(%s)" % js_string(name)

    @staticmethod
    def enum_words(name):
        return {"TextStyle": "text style", "FontWeight": "font weight", "Spacing": "spacing token",
                "CornerRadius": "corner radius token"}.get(name, re.sub(r"([a-z])([A-Z])", r"\1 \2", name).lower())

    def register(self, owner, field):
        key = "%s_%s" % (owner, field.json)
        self.checks.append((key, self.check(field.type, field)))
        return "C.%s" % key

    # TypeScript types

    def ts_type(self, t, wire=True):
        """The type of a value: `wire` is what goes on the wire; otherwise what a helper takes."""
        if t.kind == "optional":
            return self.ts_type(t.inner, wire)
        if t.kind == "prim":
            return {"String": "string", "Double": "number", "Int": "number", "Bool": "boolean", "JSONValue": "JSONValue"}[t.name]
        if t.kind == "map":
            return "{ [key: string]: JSONValue }"
        if t.kind == "array":
            inner = self.ts_type(t.inner, wire)
            return ("%s[]" if re.fullmatch(r"[A-Za-z.]+", inner) else "Array<%s>") % inner
        d = self.model.defs[t.name]
        name = self.names[t.name]
        if not wire:
            if d["kind"] == "parsed":
                return "Timestamp | Date"
            if t.name in SHORTHANDS:
                return "%s | string" % name
        return name

    def field_doc(self, def_name, field):
        return self.docs.member(def_name, field.json)

    # Emitting

    def generate(self):
        self.js += HEADER_JS.split("\n")
        self.ts += HEADER_TS.split("\n")
        modifiers = self.model.defs["Modifiers"]["fields"]
        self.modifier_keys = []
        for def_name in self.model.order:
            d = self.model.defs[def_name]
            getattr(self, "emit_" + d["kind"])(def_name, d)
        self.emit_modifiers(modifiers)
        self.emit_messages()
        self.js += ["", "// Checks, made once; the helpers above look them up when they are called."]
        self.js += ["C.%s = %s;" % (key, expression) for key, expression in self.checks]
        self.js += ["", "// Each helper's options: its optional members, then (for a node) the common modifiers."]
        self.js += self.option_lines
        return self.finish(self.js), self.finish(self.ts)

    @staticmethod
    def finish(lines):
        while lines and lines[-1] == "":
            lines.pop()
        return "\n".join(lines) + "\n"

    option_lines = None

    def options_table(self, name, members, with_modifiers):
        if self.option_lines is None:
            self.option_lines = []
        entries = ["%s: C.%s_%s" % (f.json, name, f.json) for f in members]
        if with_modifiers:
            entries.append("...MODIFIERS")
        self.option_lines.append("O.%s = { %s };" % (name, ", ".join(entries)))

    def emit_enum(self, def_name, d):
        name = self.names[def_name]
        schema, _ = self.schema_of.get(def_name, ({}, None))
        doc = self.docs.type(def_name, schema) or "One of " + ", ".join(d["values"]) + "."
        self.js += [""] + ts_doc(doc)
        self.js.append("export const %s = Object.freeze({ %s });" % (name, ", ".join("%s: %s" % (
            v if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", v) else js_string(v), js_string(v)) for v in d["values"])))
        self.ts += [""] + ts_doc(doc)
        self.ts.append("export type %s = %s;" % (name, " | ".join(js_string(v) for v in d["values"])))
        self.ts.append("export declare const %s: { readonly [K in %s]: K };" % (name, name))

    def emit_rawValue(self, def_name, d):
        name = self.names[def_name]
        schema, _ = self.schema_of[def_name]
        tokens = []
        bullet = self.spec.tokens.get("Colours", "") if name == "ColorToken" else ""
        listed = bullet.split(":", 1)[1] if ":" in bullet else ""  # after "Colours (`color`, ...):"
        tokens = list(dict.fromkeys(re.findall(r"`([A-Za-z]+)`", listed)))
        self.ts += [""] + ts_doc(self.docs.type(def_name, schema) or name)
        known = " | ".join(js_string(token) for token in tokens)
        self.ts.append("export type %s = %s;" % (name, (known + " | (string & {})") if tokens else "string"))

    def emit_parsed(self, def_name, d):
        schema, _ = self.schema_of[def_name]
        self.ts += [""] + ts_doc(self.docs.type(def_name, schema) or schema.get("description"))
        self.ts.append("export type %s = string;" % self.names[def_name])

    def emit_either(self, def_name, d):
        (_, token), (_, obj) = d["token"], d["object"]
        self.ts += ["", "/** A %s token, or an %s per edge. */" % (self.names[token.name], self.names[obj.name])]
        self.ts.append("export type %s = %s | %s;" % (self.names[def_name], self.names[token.name], self.names[obj.name]))

    def emit_numberOr(self, def_name, d):
        self.ts += ["", "/** Points, or one of %s. */" % ", ".join(d["words"])]
        self.ts.append("export type %s = number | %s;" % (self.names[def_name], " | ".join(js_string(w) for w in d["words"])))

    def emit_node(self, def_name, d):
        kinds = node_kinds(self.model)
        self.ts += ["", "/** A node of a cell tree (protocol §5.3): one of the kinds below, by `type`. */"]
        self.ts.append("export type Node = %s;" % " | ".join("%sNode" % self.names[body] for _, body in kinds))
        self.ts += ["/** A node of a kind from a newer protocol version, with the fallback today's hosts draw (protocol §5.6). */",
                    "export interface UnknownNode extends Modifiers { type: string; [member: string]: unknown }"]

    def emit_oneKey(self, def_name, d):
        name = self.names[def_name]
        schema, file = self.schema_of[def_name]
        keys = d["keys"]
        doc = (self.docs.type(def_name, schema) or "") + " Make one with " + ", ".join("`%s.%s(...)`" % (name, k) for k in keys) + \
            "; a helper also takes a plain string as a %s." % SHORTHANDS.get(def_name, keys[0])
        self.js += [""] + ts_doc(doc.strip())
        methods = []
        for key in keys:
            check = self.register(name, Field(key, T("prim", "String"), True, schema=schema["properties"][key], file=file))
            methods.append("  %s(value) {\n    return { %s: %s(value, %s) };\n  }," % (key, key, check, js_string("%s.%s" % (name, key))))
        self.js.append("export const %s = Object.freeze({" % name)
        self.js += methods
        self.js.append("});")
        self.js.append("C.%s_one = (value, where) => {" % name)
        self.js.append("  if (typeof value === 'string') return %s.%s(value);" % (name, SHORTHANDS.get(def_name, keys[0])))
        self.js.append("  const given = value !== null && typeof value === 'object' ? Object.keys(value).filter((k) => %s.includes(k)) : [];"
                       % js_string(keys))
        self.js.append("  if (given.length !== 1) throw new b.BuildError(`${where}: %s`);" % d["invalid"])
        self.js.append("  return value;")
        self.js.append("};")
        self.ts += [""] + ts_doc(doc.strip())
        self.ts.append("export type %s = %s;" % (name, " | ".join("{ %s: string }" % k for k in keys)))
        self.ts.append("export declare const %s: { %s };" % (name, " ".join("%s(value: string): %s;" % (k, name) for k in keys)))

    def signature(self, def_name, fields):
        required = [f for f in fields if f.required and f.default is None and (def_name, f.json) not in DEFAULTS]
        optional = [f for f in fields if f not in required]
        return required, optional

    def emit_struct(self, def_name, d):
        if def_name == "Modifiers":
            return
        name = self.names[def_name]
        schema, _ = self.schema_of.get(def_name, ({}, None))
        fields = d["fields"]
        node_kind = next((kind for kind, body in node_kinds(self.model) if body == def_name), None) if d["nodeBody"] else None
        if node_kind:
            check_no_clash([f.json for f in fields], [m.json for m in self.model.defs["Modifiers"]["fields"]], name)
        required, optional = self.signature(def_name, fields)
        for f in fields:
            self.register(name, f)
        summary = self.docs.type(def_name, schema) or name
        # JavaScript helper
        params = [f.json if f.json != "default" else "value" for f in required]
        doc = wrap(summary, 96)
        jsdoc = ["/**"] + [" * " + line for line in doc] + [" *"]
        for f in required:
            jsdoc.append(" * @param {%s} %s %s" % (self.ts_param(f), f.json, self.field_doc(def_name, f) or ""))
        if optional or node_kind:
            jsdoc.append(" * @param {import('./schema.js').%sOptions} [options] %s" % (
                name, "the optional members" + (" and the common modifiers (protocol §5.4)" if node_kind else "")))
        jsdoc.append(" * @returns {import('./schema.js').%s}" % self.wire_name(def_name))
        jsdoc.append(" */")
        self.js += [""] + [line.rstrip() for line in jsdoc]
        signature = ", ".join(params + (["options"] if optional or node_kind else []))
        self.js.append("export function %s(%s) {" % (name, signature))
        base = {}
        if node_kind:
            base["type"] = js_string(node_kind)
        for constant, value in d["constants"]:
            base[constant] = js_string(value)
        for (owner, member), value in DEFAULTS.items():
            if owner == def_name:
                base[member] = js_string(value)
        required_args = ", ".join("[%s, %s, C.%s_%s]" % (js_string(f.json), self.value_expression(f, p), name, f.json)
                                  for f, p in zip(required, params))
        options = "options" if optional or node_kind else "undefined"
        self.js.append("  return b.build(%s, %s, [%s], %s, O.%s%s);" % (
            js_string(name), js_object(base), required_args, options, name,
            (", " + json.dumps([list(r) for r in rules(schema)])) if rules(schema) else ""))
        self.js.append("}")
        self.options_table(name, optional, bool(node_kind))
        # Declarations
        wire = self.wire_name(def_name)
        self.ts += [""] + ts_doc(summary)
        extends = " extends Modifiers" if node_kind else ""
        self.ts.append("export interface %s%s {" % (wire, extends))
        if node_kind:
            self.ts.append("  type: %s;" % js_string(node_kind))
        for constant, value in d["constants"]:
            self.ts.append("  %s: %s;" % (constant, js_string(value)))
        for f in fields:
            self.ts += ts_doc(self.field_doc(def_name, f), "  ")
            self.ts.append("  %s%s: %s;" % (f.json, "" if f.required and f.default is None else "?", self.ts_type(f.type)))
        self.ts.append("}")
        if optional or node_kind:
            self.ts.append("/** The options of `%s(...)`%s. */" % (name, ": its optional members and the common modifiers" if node_kind else ""))
            self.ts.append("export interface %sOptions%s {" % (name, " extends ModifierOptions" if node_kind else ""))
            for f in optional:
                self.ts += ts_doc(self.field_doc(def_name, f), "  ")
                self.ts.append("  %s?: %s;" % (f.json, self.ts_type(f.type, wire=False)))
            self.ts.append("}")
        ts_params = ["%s: %s" % (p, self.ts_param(f)) for f, p in zip(required, params)]
        if optional or node_kind:
            ts_params.append("options?: %sOptions" % name)
        self.ts += ts_doc(summary)
        self.ts.append("export declare function %s(%s): %s;" % (name, ", ".join(ts_params), wire))
        if def_name in self.inbound:
            self.decoders.append((name, fields, None))

    decoders = []

    def wire_name(self, def_name):
        d = self.model.defs[def_name]
        return self.names[def_name] + "Node" if d.get("nodeBody") else self.names[def_name]

    def value_expression(self, field, param):
        t = field.type
        if t.kind == "array" and t.inner.kind == "named" and self.model.defs[t.inner.name]["kind"] in ("node", "struct"):
            return "b.flatten(%s)" % param
        return param

    def ts_param(self, field):
        t = field.type
        if t.kind == "array" and t.inner.kind == "named" and self.model.defs[t.inner.name]["kind"] == "node":
            return "Children"
        if t.kind == "array" and t.inner.kind == "named" and self.model.defs[t.inner.name]["kind"] == "struct":
            inner = self.ts_type(t.inner)
            return "ReadonlyArray<%s | null | undefined | false>" % inner
        return self.ts_type(t, wire=False)

    def emit_tagged(self, def_name, d):
        name = self.names[def_name]
        schema, _ = self.schema_of.get(def_name, ({}, None))
        tag = d["tag"]
        summary = (self.docs.type(def_name, schema) or name) + " Make one with " + ", ".join(
            "`%s.%s(...)`" % (name, c["case"]) for c in d["cases"]) + "."
        if def_name in SHORTHANDS:
            summary += " A helper also takes a plain string as `%s.%s(string)`." % (name, SHORTHANDS[def_name])
        self.js += [""] + ts_doc(summary)
        self.js.append("export const %s = Object.freeze({" % name)
        ts_methods, ts_cases = [], []
        for case in d["cases"]:
            method = case["case"]
            required, optional = self.signature(def_name, case["fields"])
            owner = "%s_%s" % (name, case["value"])
            for f in case["fields"]:
                self.register(owner, f)
            said = self.spec.actions.get(case["value"]) if def_name == "Action" else None
            doc = '`{"%s": "%s"}`%s' % (tag, case["value"], (": " + said) if said else "")
            params = [f.json for f in required]
            self.js += ts_doc(doc, "  ")
            signature = ", ".join(params + (["options"] if optional else []))
            self.js.append("  %s(%s) {" % (method, signature))
            fields = ", ".join("[%s, %s, C.%s_%s]" % (js_string(f.json), p, owner, f.json) for f, p in zip(required, params))
            self.js.append("    return b.build(%s, { %s: %s }, [%s], %s, O.%s);" % (
                js_string("%s.%s" % (name, method)), tag, js_string(case["value"]), fields, "options" if optional else "undefined", owner))
            self.js.append("  },")
            self.options_table(owner, optional, False)
            members = ["%s: %s" % (tag, js_string(case["value"]))] + ["%s%s: %s" % (
                f.json, "" if f.required else "?", self.ts_type(f.type)) for f in case["fields"]]
            ts_cases.append("{ %s }" % "; ".join(members))
            ts_params = ["%s: %s" % (p, self.ts_type(f.type, wire=False)) for f, p in zip(required, params)]
            if optional:
                ts_params.append("options?: { %s }" % "; ".join("%s?: %s" % (f.json, self.ts_type(f.type, wire=False)) for f in optional))
            ts_methods.append("  /** %s */\n  %s(%s): %s;" % (doc.replace("*/", "*\\/"), method, ", ".join(ts_params), name))
        self.js.append("});")
        self.ts += [""] + ts_doc(summary)
        self.ts.append("export type %s = %s;" % (name, " | ".join(ts_cases)))
        self.ts.append("export declare const %s: {" % name)
        self.ts += ts_methods
        self.ts.append("};")
        if def_name in self.inbound:
            self.decoders.append((name, None, d))

    def emit_modifiers(self, modifiers):
        entries = []
        for m in modifiers:
            entries.append("%s: %s" % (m.json, self.register("Modifiers", m)))
        self.option_lines.insert(0, "const MODIFIERS = { %s };" % ", ".join(entries))
        self.ts += ["", "/** The common modifiers (protocol §5.4), on every node. */", "export interface Modifiers {"]
        for m in modifiers:
            self.ts += ts_doc(self.docs.member("Modifiers", m.json), "  ")
            self.ts.append("  %s?: %s;" % (m.json, self.ts_type(m.type)))
        self.ts.append("}")
        self.ts += ["/** The common modifiers as a helper takes them. */", "export interface ModifierOptions {"]
        for m in modifiers:
            self.ts.append("  %s?: %s;" % (m.json, self.ts_type(m.type, wire=False)))
        self.ts.append("}")

    def decoder_expression(self, t):
        if t.kind == "optional":
            return self.decoder_expression(t.inner)
        if t.kind == "array":
            inner = self.decoder_expression(t.inner)
            return "null" if inner == "null" else "b.decodeArray(%s)" % inner
        if t.kind == "named" and self.model.defs[t.name]["kind"] in ("struct", "tagged"):
            return "decoders.%s" % self.names[t.name]
        return "null"

    def emit_messages(self):
        self.js += ["", "/** Decoders of what the host sends: each checks a value and returns it, or throws ParamsError",
                    " * with the JSON pointer (under `pointer`) of the member that breaks the schema. */",
                    "export const decoders = {"]
        self.ts += ["", "/** Decoders of what the host sends (`decoders.Flight(value)`): each returns its value, checked, or",
                    " * throws ParamsError with the JSON pointer of the member that breaks the schema. */",
                    "export declare const decoders: {"]
        for name, fields, tagged in self.decoders:
            if fields is not None:
                table = ", ".join("[%s, C.%s_%s, %s, %s]" % (js_string(f.json), name, f.json, "true" if f.required and f.default is None
                                                              else "false", self.decoder_expression(f.type)) for f in fields)
                self.js.append("  %s(value, pointer = '') {" % name)
                self.js.append("    return b.decodeMembers(b.expectObject(value, pointer), pointer, [%s]);" % table)
                self.js.append("  },")
            else:
                tag = tagged["tag"]
                tag_check = self.check(tagged["tagType"]) if tagged["tagType"] is not None else "b.string()"
                self.js.append("  %s(value, pointer = '') {" % name)
                self.js.append("    const source = b.expectObject(value, pointer);")
                self.js.append("    b.decodeMembers(source, pointer, [[%s, %s, true, null]]);" % (js_string(tag), tag_check))
                for case in tagged["cases"]:
                    table = ", ".join("[%s, C.%s_%s_%s, %s, %s]" % (js_string(f.json), name, case["value"], f.json,
                                                                     "true" if f.required else "false", self.decoder_expression(f.type))
                                      for f in case["fields"])
                    self.js.append("    if (source.%s === %s) b.decodeMembers(source, pointer, [%s]);" % (tag, js_string(case["value"]), table))
                self.js.append("    return source;")
                self.js.append("  },")
            self.ts.append("  %s(value: unknown, pointer?: string): %s;" % (name, name))
        self.js.append("};")
        self.ts.append("};")
        self.js += ["", "/** Each request's params decoder and result helper, and whether the result may be null. */",
                    "export const REQUESTS = Object.freeze({"]
        self.ts += ["", "/** Each request method's params and result types. */", "export interface Requests {"]
        for method, (params, result) in sorted(self.model.requests.items()):
            optional = result.kind == "optional"
            inner = result.inner if optional else result
            self.js.append("  %s: { params: decoders.%s, result: %s, nullable: %s }," % (
                method, self.names[params.name], self.names[inner.name], "true" if optional else "false"))
            self.ts.append("  %s: { params: %s; result: %s%s };" % (method, self.names[params.name], self.wire_name(inner.name),
                                                                    " | null" if optional else ""))
        self.js.append("});")
        self.ts.append("}")
        self.ts += ["/** Each notification method's params. */", "export interface Notifications {"]
        for method, params in sorted(self.model.notifications.items()):
            self.ts.append("  %s: %s;" % (method, self.names[params.name]))
        self.ts.append("}")
        self.ts += ["export declare const REQUESTS: { readonly [M in keyof Requests]: { params: (value: unknown, pointer?: string) => "
                    "Requests[M]['params']; result: (...args: any[]) => Requests[M]['result']; nullable: boolean } };"]


def generate(model, spec):
    sdk = NodeSDK(model, spec)
    sdk.decoders = []
    return sdk.generate()
