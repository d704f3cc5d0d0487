"""What the generated builders and models (schema.py) are made of: the wire object, the checks
each member gets, and the errors they raise. Standard library only.

A builder checks its arguments when it is called, so a misspelt member is a `TypeError` from
Python itself and a wrong value (an unknown enum value, a string where a number goes, a number
out of range) is a `BuildError` naming the builder, the member and what is allowed, with the
closest spelling. A model (what the host sends) is checked the same way when it is decoded; its
errors are `ParamsError`s with the JSON pointer of the member, which the SDK answers as -32602.
"""

import base64
import datetime as _datetime
import difflib
import math
import re


class BuildError(ValueError):
    """A builder got a value the protocol does not allow (raised when it is called)."""


class ParamsError(ValueError):
    """A request's params break the schema: answered `-32602` with `data.pointer`."""

    def __init__(self, pointer, message):
        super().__init__(message)
        self.pointer = pointer
        self.message = message


class Wire(dict):
    """A protocol object as it goes on the wire: a `dict` of JSON values, so `json.dumps` writes
    it as it stands and a plain `dict` can stand in for it anywhere a builder takes one."""

    __slots__ = ()

    def _put(self, member, value, check, where, required=False):
        if value is not None:
            self[member] = check(value, where)
        elif required:
            raise BuildError("%s is required, not None" % where)

    def _require(self, where, rule):
        """A rule of the schema beyond single members (see `rules` in codegen/python_sdk.py)."""
        if rule[0] == "anyOf":
            for alternative in rule[1]:
                if all(member in self and (const is None or self[member] == const) for member, const in alternative):
                    return
            options = " or ".join(" and ".join(member if const is None else "%s=%r" % (member, const) for member, const in alt)
                                  for alt in rule[1])
            raise BuildError("%s needs %s" % (where, options))
        _, member, value, required = rule
        missing = [name for name in required if name not in self]
        if self.get(member) == value and missing:
            raise BuildError("%s with %s=%r needs %s" % (where, member, value, " and ".join(missing)))

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, dict.__repr__(self))


class Node(Wire):
    """A node of a cell tree (protocol §5.3); every builder of a node kind is one."""

    __slots__ = ()

    _MODIFIERS = ()  # (keyword, member, check), set by schema.py

    def _modifiers(self, where, values):
        for (keyword, member, check), value in zip(type(self)._MODIFIERS, values):
            self._put(member, value, check, where + "." + keyword)


class Timestamp(str):
    """An ISO 8601 date-time with seconds and a UTC offset, kept as written (protocol §5.2)."""

    __slots__ = ()

    @property
    def datetime(self):
        """The instant as an aware `datetime.datetime` (`Z` read as UTC)."""
        return parse_timestamp(self)


def parse_timestamp(text):
    """`2026-11-03T08:25:00+00:00` (or `...Z`, with fractional seconds) as an aware datetime."""
    text = text[:-1] + "+00:00" if text.endswith(("Z", "z")) else text
    if "." in text[19:]:  # Python 3.8-3.10 read exactly 3 or 6 fraction digits
        head, _, rest = text.partition(".")
        digits = re.match(r"\d+", rest).group(0)
        text = head + "." + (digits + "000000")[:6] + rest[len(digits):]
    return _datetime.datetime.fromisoformat(text)


# Checks: each takes (value, where) and returns the value to store, or raises.

def _describe(value):
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "the number %r" % (value,)
    if isinstance(value, str):
        return "the string %r" % (value,)
    return "a %s" % type(value).__name__


def _fail(where, expected, value):
    raise BuildError("%s must be %s, not %s" % (where, expected, _describe(value)))


def string(min_length=None, max_length=None, pattern=None):
    compiled = re.compile(pattern) if pattern else None

    def check(value, where):
        if not isinstance(value, str):
            _fail(where, "a string", value)
        if min_length is not None and len(value) < min_length:
            _fail(where, "a string of at least %d character%s" % (min_length, "" if min_length == 1 else "s"), value)
        if max_length is not None and len(value) > max_length:
            raise BuildError("%s is %d characters long; at most %d" % (where, len(value), max_length))
        if compiled is not None and not compiled.search(value):
            _fail(where, "a string matching %s" % pattern, value)
        return value

    return check


def number(integer=False, minimum=None, maximum=None, exclusive_minimum=None):
    def check(value, where):
        if isinstance(value, bool) or not isinstance(value, int if integer else (int, float)):
            _fail(where, "an integer" if integer else "a number", value)
        if isinstance(value, float) and not math.isfinite(value):
            _fail(where, "a finite number", value)
        if minimum is not None and value < minimum:
            _fail(where, "at least %s" % minimum, value)
        if maximum is not None and value > maximum:
            _fail(where, "at most %s" % maximum, value)
        if exclusive_minimum is not None and value <= exclusive_minimum:
            _fail(where, "more than %s" % exclusive_minimum, value)
        return value

    return check


def boolean(const=None):
    def check(value, where):
        if not isinstance(value, bool):
            _fail(where, "True or False", value)
        if const is not None and value is not const:
            _fail(where, repr(const), value)
        return value

    return check


def json_value(value, where):
    """Any JSON value (an action payload): checked to be one, never changed."""
    if value is None or isinstance(value, (str, bool, int)):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            _fail(where, "a finite number (NaN and infinity are not JSON)", value)
        return value
    if isinstance(value, (list, tuple)):
        return [json_value(item, "%s[%d]" % (where, index)) for index, item in enumerate(value)]
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                _fail(where + " keys", "strings", key)
            json_value(item, "%s[%r]" % (where, key))
        return value
    _fail(where, "a JSON value (None, a bool, a number, a string, a list or a dict)", value)


def json_object(value, where):
    if not isinstance(value, dict):
        _fail(where, "a dict", value)
    return json_value(value, where)


def enum(name, values):
    allowed = ", ".join(values)

    def check(value, where):
        if value in values and isinstance(value, str):
            return value
        close = difflib.get_close_matches(value, values, 1, 0.6) if isinstance(value, str) else []
        hint = " (did you mean %r?)" % close[0] if close else ""
        raise BuildError("%s must be a %s, one of %s; not %s%s" % (where, name, allowed, _describe(value), hint))

    return check


def timestamp(pattern):
    compiled = re.compile(pattern)

    def check(value, where):
        if isinstance(value, _datetime.datetime):
            if value.tzinfo is None or value.utcoffset() is None:
                raise BuildError("%s must be an aware datetime (with tzinfo): the protocol's dates carry their offset" % where)
            value = value.isoformat(timespec="seconds" if not value.microsecond else "microseconds")
        if not isinstance(value, str) or not compiled.search(value):
            _fail(where, "an ISO 8601 date-time with seconds and a UTC offset (2026-11-03T08:25:00+00:00) or an aware datetime",
                  value)
        return Timestamp(value)

    return check


def array(item, min_items=None, max_items=None):
    def check(value, where):
        if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
            _fail(where, "a list", value)
        items = [item(element, "%s[%d]" % (where, index)) for index, element in enumerate(value)]
        if min_items is not None and len(items) < min_items:
            raise BuildError("%s needs at least %d item%s" % (where, min_items, "" if min_items == 1 else "s"))
        if max_items is not None and len(items) > max_items:
            raise BuildError("%s has %d items; at most %d" % (where, len(items), max_items))
        return items

    return check


def flatten(values):
    """Children as a builder takes them: nested lists and tuples flattened, None and False left
    out, so `VStack(title, badge if late else None, *rows)` reads as it means."""
    result = []
    for value in values:
        if value is None or value is False:
            continue
        if isinstance(value, (list, tuple)):
            result.extend(flatten(value))
        else:
            result.append(value)
    return result


def node(value, where):
    if isinstance(value, Node):
        return value
    if isinstance(value, dict) and isinstance(value.get("type"), str) and value["type"]:
        return value
    _fail(where, "a node (VStack(...), Text(...), ..., or a dict with a \"type\")", value)


def wire(cls, shorthand=None):
    """A struct: an instance of `cls`, a dict (taken as it is), or what `shorthand` makes of a
    string (`Button(..., action="remind")` is an invoke action)."""

    def check(value, where):
        if isinstance(value, dict):
            return value
        if shorthand is not None and isinstance(value, str):
            return shorthand(value)
        _fail(where, "a %s%s" % (cls.__name__, " or a string" if shorthand else ""), value)

    return check


def either(first, second):
    """One of two checks (a spacing token or edge insets): the first that accepts the value."""

    def check(value, where):
        try:
            return first(value, where)
        except BuildError:
            return second(value, where)

    return check


def number_or(name, words, **bounds):
    as_number = number(**bounds)

    def check(value, where):
        if isinstance(value, str):
            if value in words:
                return value
            _fail(where, "a number or one of %s" % ", ".join(words), value)
        if isinstance(value, float) and math.isinf(value) and value > 0 and "infinity" in words:
            return "infinity"
        return as_number(value, where)

    return check


def base64_data(value, where):
    if not isinstance(value, str):
        _fail(where, "base64 text", value)
    try:
        base64.b64decode(value, validate=True)
    except ValueError:
        _fail(where, "base64 text", value)
    return value


# Decoding what the host sends: the same checks, errors as ParamsError with a JSON pointer.

def pointer_to(pointer, key):
    return pointer + "/" + str(key).replace("~", "~0").replace("/", "~1")


def decode_member(source, member, pointer, check, required, decode=None):
    """The member `member` of the object `source`, checked; a missing optional member is None."""
    at = pointer_to(pointer, member)
    if member not in source or (source[member] is None and not required):
        if required:
            raise ParamsError(at, "%s is required" % at[1:])
        return None
    value = source[member]
    if decode is not None:
        return decode(value, at)
    try:
        return check(value, at[1:])
    except BuildError as error:
        raise ParamsError(at, str(error)) from None


def expect_object(value, pointer):
    if not isinstance(value, dict):
        raise ParamsError(pointer, "%s must be an object" % (pointer[1:] or "params"))
    return value


def decode_array(decode):
    def run(value, pointer):
        if not isinstance(value, list):
            raise ParamsError(pointer, "%s must be an array" % pointer[1:])
        return [decode(item, pointer_to(pointer, index)) for index, item in enumerate(value)]

    return run


def decode_enum_or_fail(check):
    def run(value, pointer):
        try:
            return check(value, pointer[1:])
        except BuildError as error:
            raise ParamsError(pointer, str(error)) from None

    return run
