"""The spec's wording (protocol/README.md) that the SDKs carry as documentation.

Read, never written: the member tables after a `<!-- schema: ... -->` marker (their `meaning`
column), the node kinds of §5.3 (one row per `type`, its members each with the spec's words),
the common modifiers of §5.4, the actions of §5.5 and the tokens of §5.2. A generator asks by
schema reference and member path; what the spec does not say is simply absent.
"""

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import spec_tables  # noqa: E402  (protocol/tools/spec_tables.py: one parser of the member tables)


def clean(text):
    """Table-cell Markdown as documentation text: `\\|` unescaped, bold dropped, code spans kept."""
    return text.replace("\\|", "|").replace("**", "").strip()


class Spec:
    def __init__(self, readme_text):
        self.lines = readme_text.split("\n")
        self.members = {}  # (schema reference, member path) -> meaning
        self.nodes = {}  # node type -> (the row's text, {member: its words})
        self.modifiers = {}  # modifier -> meaning
        self.actions = {}  # action type -> what the host does
        self.tokens = {}  # "Colours", "Text styles", ... -> the bullet's text
        self._member_tables()
        self._node_kinds()
        self._simple_table("### 5.4", self.modifiers, key=lambda cell: cell.strip("`"))
        self._simple_table("### 5.5", self.actions, key=lambda cell: _action_type(cell))
        self._tokens()

    @staticmethod
    def load(root):
        return Spec((Path(root) / "protocol" / "README.md").read_text(encoding="utf-8"))

    def member(self, reference, path):
        return self.members.get((reference, path))

    # Readers

    def _member_tables(self):
        for reference, marker_line, rows in spec_tables.parse_tables("\n".join(self.lines)):
            if not rows:
                continue
            for line, member, _, _ in rows:
                cells = spec_tables.cells(self.lines[line - 1])
                if len(cells) >= 4 and cells[3]:
                    self.members[(reference, member)] = clean(cells[3])

    def _section(self, heading):
        """The lines of the section that starts with `heading`, up to the next heading."""
        start = next(i for i, line in enumerate(self.lines) if line.startswith(heading))
        end = next((i for i in range(start + 1, len(self.lines)) if self.lines[i].startswith("#")), len(self.lines))
        return self.lines[start + 1:end]

    def _table_rows(self, heading):
        rows = [spec_tables.cells(line) for line in self._section(heading) if line.startswith("|")]
        return [row for row in rows[2:] if len(row) >= 2]  # past the header and separator

    def _simple_table(self, heading, into, key):
        for row in self._table_rows(heading):
            name = key(row[0])
            if name:
                into[name] = clean(row[1])

    def _node_kinds(self):
        for row in self._table_rows("### 5.3"):
            kind = row[0].strip("`")
            text = clean(row[1])
            self.nodes[kind] = (text, _member_words(text))

    def _tokens(self):
        bullets = []
        for line in self._section("### 5.2"):
            if line.startswith("- "):
                bullets.append(line[2:])
            elif line.startswith("  ") and bullets:
                bullets[-1] += " " + line.strip()
        for bullet in bullets:
            match = re.match(r"^\*\*(.+?)\*\*[ :(]", bullet)
            if match:
                self.tokens[match.group(1).rstrip(":")] = clean(bullet)


def _action_type(cell):
    match = re.search(r'"type": "([A-Za-z]+)"', cell)
    return match.group(1) if match else None


def _member_words(text):
    """'`a` (x, y), `b` `p`|`q`' -> {'a': '(x, y)', 'b': '`p`|`q`'}: split at the commas that
    begin a new member (a code span right after ", "), never inside parentheses."""
    words = {}
    depth = 0
    parts, current = [], ""
    for index, char in enumerate(text):
        depth += {"(": 1, ")": -1, "[": 1, "]": -1, "{": 1, "}": -1}.get(char, 0)
        if char == "," and depth == 0 and text[index + 1:index + 3] == " `":
            parts.append(current)
            current = ""
            continue
        current += char
    parts.append(current)
    for part in parts:
        match = re.match(r"\s*`([A-Za-z]+)`\s*(.*)", part, re.S)
        if match:
            said = match.group(2).strip()
            # The row's closing sentence follows its last member ("`fallbackText`. Evaluated by..."):
            # it is about the node, not that member.
            words[match.group(1)] = "" if said.startswith(".") else said
    return words
