"""The Swift wire codecs (Sources/WidgetProtocol/WireCodecs/GeneratedWireCodecs.swift): for every
wire type, a decoder that reads the type straight off a parsed tape (`JSONTapeReader`) and an
encoder that writes it straight to bytes (`JSONWriter`). See generate_codecs.py for what they
promise and which annotations steer them.
"""

from .model import SWIFT_KEYWORDS, Fail

MAX_DEPTH = 512  # JSONValue.defaultMaxDepth: where the Codable path stops nesting
FAST = {"String", "Double", "Int", "Bool", "JSONValue"}  # no nested coder on the Codable path


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


def generate(model):
    """The Swift file's text."""
    swift = Swift(model.generator)
    swift.emit(
        "// swift-format-ignore-file",
        "// Generated from protocol/schema by protocol/tools/generate_codecs.py. Do not edit by hand:",
        "// change the schemas (and their x-swift annotations) and run the script, or run the tests",
        "// with WIDGETS_RECORD=codecs.",
        "",
        "import WidgetJSON",
        "",
    )
    swift.generate()
    swift.emit_messages(model.requests, model.notifications)
    while swift.out and swift.out[-1] == "":
        swift.out.pop()
    return "\n".join(swift.out) + "\n"
