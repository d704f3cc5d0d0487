"""The member tables of protocol/README.md against the schemas: one truth.

A member table follows a marker line naming its schema (a file under protocol/schema, optionally
with a JSON pointer to a definition):

    <!-- schema: requests/init.params.schema.json -->
    | member | type | required | meaning |
    |---|---|---|---|
    | `dashboard` | string | yes | `trip` or `airport` |
    | `trip` | object | for `trip` | the trip |

- `member`: a dotted path; `a.b` is member `b` of object `a`, `a[].b` member `b` of the objects
  in array `a`.
- `type`: JSON types joined by " or " (`string`, `number`, `integer`, `boolean`, `object`,
  `array`, `null`, `any`); `array of T` also names the items' type.
- `required`: `yes`, `no`, or the condition under which it is required (any other text).

For each table: every row names a member the schema defines, with the same type and the same
requiredness (required always, never, or only in some branch); and the table lists every member
of every object it describes (the top level, and each object that has rows of its own).
"""

import re

MARKER = re.compile(r"^<!--\s*schema:\s*(\S+)\s*-->\s*$")
JSON_TYPES = {"string", "number", "integer", "boolean", "object", "array", "null"}


def parse_tables(text):
    """[(schema reference, line number, [(row line number, member, type text, required text)])]."""
    lines = text.split("\n")
    tables = []
    index = 0
    while index < len(lines):
        match = MARKER.match(lines[index].strip())
        if not match:
            index += 1
            continue
        reference, marker_line = match.group(1), index + 1
        index += 1
        header = cells(lines[index]) if index < len(lines) else []
        rows = []
        if [h.lower() for h in header[:3]] != ["member", "type", "required"]:
            tables.append((reference, marker_line, None))
            continue
        index += 2  # header and separator
        while index < len(lines) and lines[index].strip().startswith("|"):
            row = cells(lines[index])
            if len(row) >= 3:
                rows.append((index + 1, row[0].strip("`"), row[1], row[2]))
            index += 1
        tables.append((reference, marker_line, rows))
    return tables


CHECKS_MARKER = "<!-- checks: CheckID -->"


def check_table(text):
    """{check name: severity} from the table after the checks marker (README §11), in order; None
    when there is no such table."""
    lines = text.split("\n")
    try:
        index = [line.strip() for line in lines].index(CHECKS_MARKER) + 3  # marker, header, separator
    except ValueError:
        return None
    checks = {}
    while index < len(lines) and lines[index].strip().startswith("|"):
        row = cells(lines[index])
        if len(row) >= 2:
            checks[row[0].strip("`")] = row[1]
        index += 1
    return checks


def cells(line):
    line = line.strip()
    if not line.startswith("|"):
        return []
    # Split on pipes that are not escaped (`a\|b` stays one cell).
    parts = re.split(r"(?<!\\)\|", line.strip("|"))
    return [part.strip() for part in parts]


def parse_type(text):
    """'array of string or null' -> ({'array', 'null'}, {'string'} or None)."""
    outer, items = set(), None
    for part in text.split(" or "):
        part = part.strip()
        if part.startswith("array of "):
            outer.add("array")
            items = {part[len("array of "):].strip()}
        else:
            outer.add(part)
    return outer, items


class SchemaView:
    """Reads members, types and requiredness out of the loaded schemas, following $refs."""

    def __init__(self, schemas, base):
        self.schemas = schemas  # key (path under schema/) -> schema
        self.base = base

    def resolve(self, reference, current_key):
        """A '$ref' (or a marker reference) -> (schema, key of the file it is in)."""
        path, _, pointer = reference.partition("#")
        if path:
            if path.startswith(self.base):
                key = path[len(self.base):]
            else:
                directory = current_key.rsplit("/", 1)[0] + "/" if "/" in current_key else ""
                key = normalize(directory + path)
        else:
            key = current_key
        schema = self.schemas[key]
        for token in [t for t in pointer.split("/") if t]:
            schema = schema[token.replace("~1", "/").replace("~0", "~")]
        return schema, key

    def deref(self, schema, key):
        seen = 0
        while isinstance(schema, dict) and "$ref" in schema and seen < 20:
            schema, key = self.resolve(schema["$ref"], key)
            seen += 1
        return schema, key

    def branches(self, schema, key):
        """The schema and every subschema whose members also apply to its instance:
        (schema, key, always) where `always` is False for oneOf/anyOf/then branches."""
        schema, key = self.deref(schema, key)
        found = [(schema, key, True)]
        for combinator, always in (("allOf", True), ("oneOf", False), ("anyOf", False)):
            for sub in schema.get(combinator, []):
                for inner, inner_key, inner_always in self.branches(sub, key):
                    found.append((inner, inner_key, always and inner_always))
        if "then" in schema:
            for inner, inner_key, _ in self.branches(schema["then"], key):
                found.append((inner, inner_key, False))
        return found

    def members(self, schema, key):
        """name -> (subschemas with their keys, requiredness 'yes' | 'no' | 'conditional')."""
        result = {}
        required_always, required_sometimes = set(), set()
        for branch, branch_key, always in self.branches(schema, key):
            for name, sub in branch.get("properties", {}).items():
                result.setdefault(name, []).append((sub, branch_key))
            for name in branch.get("required", []):
                (required_always if always else required_sometimes).add(name)
        return {
            name: (subs, "yes" if name in required_always else "conditional" if name in required_sometimes else "no")
            for name, subs in result.items()
        }

    def types(self, schema, key):
        """The JSON types a subschema allows; {'any'} when it does not constrain them."""
        schema, key = self.deref(schema, key)
        if not isinstance(schema, dict):
            return {"any"}
        if "type" in schema:
            declared = schema["type"]
            return set(declared if isinstance(declared, list) else [declared])
        if "const" in schema:
            return {json_type(schema["const"])}
        if "enum" in schema:
            return {json_type(value) for value in schema["enum"]}
        union = set()
        for combinator in ("oneOf", "anyOf"):
            for sub in schema.get(combinator, []):
                union |= self.types(sub, key)
        for sub in schema.get("allOf", []):
            narrowed = self.types(sub, key)
            if narrowed != {"any"}:
                union |= narrowed
        return union or {"any"}

    def item_types(self, subs):
        found = set()
        for sub, key in subs:
            sub, key = self.deref(sub, key)
            if isinstance(sub, dict) and "items" in sub:
                found |= self.types(sub["items"], key)
        return found or {"any"}

    def child(self, subs, array):
        """The object schema(s) a dotted path steps into."""
        stepped = []
        for sub, key in subs:
            sub, key = self.deref(sub, key)
            if array:
                if "items" in sub:
                    stepped.append(self.deref(sub["items"], key))
            else:
                stepped.append((sub, key))
        return stepped


def json_type(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def normalize(path):
    parts = []
    for part in path.split("/"):
        if part == "..":
            if parts:
                parts.pop()
        elif part and part != ".":
            parts.append(part)
    return "/".join(parts)


def split_path(member):
    """'timeline.entries[].date' -> [('timeline', False), ('entries', True), ('date', False)];
    the flag says the previous step was an array."""
    steps = []
    into_array = False
    for part in member.split("."):
        array = part.endswith("[]")
        steps.append((part[:-2] if array else part, into_array))
        into_array = array
    return steps


def check(readme_text, schemas, base, problem, where="protocol/README.md"):
    """Compares every member table with its schema; reports through `problem(where, text)`.
    Returns the number of tables checked."""
    view = SchemaView(schemas, base)
    tables = parse_tables(readme_text)
    for reference, marker_line, rows in tables:
        at = f"{where}:{marker_line}"
        if rows is None:
            problem(at, f"the table after the schema marker for {reference} needs the columns member | type | required")
            continue
        try:
            root, root_key = view.resolve(reference, "")
        except (KeyError, TypeError):
            problem(at, f"the schema marker names {reference}, which does not exist")
            continue
        # objects described by the table: path prefix -> [(schema, key)]
        described = {"": [(root, root_key)]}
        listed = {}
        for line, member, type_text, required_text in rows:
            at_row = f"{where}:{line}"
            steps = split_path(member)
            parents = [(root, root_key)]
            parent_path = ""
            path = ""
            resolved = None
            for index, (name, into_array) in enumerate(steps):
                if index > 0:
                    parents = view.child(resolved[0], into_array)
                    parent_path = path + ("[]" if into_array else "")
                    described.setdefault(parent_path, parents)
                members = {}
                for parent, key in parents:
                    for found, (subs, required) in view.members(parent, key).items():
                        previous = members.get(found)
                        members[found] = (subs if previous is None else previous[0] + subs, required)
                if name not in members:
                    problem(at_row, f"`{member}` is in the table but not in {reference}")
                    resolved = None
                    break
                resolved = members[name]
                path = f"{parent_path}.{name}" if parent_path else name
            if resolved is None:
                continue
            listed[member] = True
            subs, required = resolved
            schema_types = set()
            for sub, key in subs:
                schema_types |= view.types(sub, key)
            table_types, table_items = parse_type(type_text)
            unknown = table_types - JSON_TYPES - {"any"}
            if unknown:
                problem(at_row, f"`{member}`: unknown type word(s) {sorted(unknown)}; use {sorted(JSON_TYPES)} or any")
            elif table_types != schema_types:
                problem(at_row, f"`{member}`: the table says {' or '.join(sorted(table_types))}, "
                                f"the schema {reference} says {' or '.join(sorted(schema_types))}")
            if table_items is not None:
                schema_items = view.item_types(subs)
                if table_items != schema_items:
                    problem(at_row, f"`{member}`: the table says array of {' or '.join(sorted(table_items))}, "
                                    f"the schema says array of {' or '.join(sorted(schema_items))}")
            table_required = required_text.strip().lower()
            table_required = table_required if table_required in ("yes", "no") else "conditional"
            if table_required != required:
                words = {"yes": "always required", "no": "optional", "conditional": "required only in some cases"}
                problem(at_row, f"`{member}`: the table says {words[table_required]}, "
                                f"the schema {reference} says {words[required]}")
        # Completeness: every member of every object the table describes is listed.
        for prefix, parents in described.items():
            names = set()
            for parent, key in parents:
                names |= set(view.members(parent, key))
            for name in sorted(names):
                path = f"{prefix}.{name}" if prefix else name
                if path not in listed:
                    problem(at, f"the table for {reference} does not list `{path}`, which the schema defines")
    return len(tables)
