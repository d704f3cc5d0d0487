#!/usr/bin/env python3
"""Check the protocol folder against itself.

1. Every schema under protocol/schema is a valid JSON Schema (draft 2020-12).
2. Every sample under protocol/samples validates against its model schema.
3. Every transcript line validates against transcript-line.schema.json, and its params/result
   against the method's schema (a response is matched to the earlier request with its id).
   Transcripts are also checked for consistency: host ids are "h-1", "h-2", ... in order,
   only the host sends requests, every request is answered exactly once by the other side.
   A line marked "invalid": true must FAIL its method schema (and be answered with an error).
4. Every example in protocol/schema/must-fail is rejected by the schema it names.
5. Every member table of protocol/README.md agrees with its schema (spec_tables.py): the prose
   and the schemas are one truth.
6. The conformance transcript (conformance/any-widget.jsonl) is consistent: each line matches
   conformance-line.schema.json, host ids increase, every request it sends whole is answered
   once, expected results match their method's result schema.
7. Every schema's "$id" is under one base URL; the record kinds rpc-log.md lists are the kinds
   rpc-log-record.schema.json allows.
8. Every bundle's widget.json under examples/ and protocol/ validates against bundle.schema.json,
   and the keys of bundle.md's widget.json table are exactly the schema's properties; the
   examples' dashboard layout validates against dashboards.schema.json.

Needs Python 3 with `jsonschema` and `referencing` (pip install jsonschema).
Exit status: 0 when everything holds, 1 otherwise (each problem printed on its own line).
"""

import base64
import json
import re
import sys
from pathlib import Path

import spec_tables

try:
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource
except ImportError:  # pragma: no cover
    print("error: this script needs the jsonschema package: pip install jsonschema", file=sys.stderr)
    sys.exit(1)

PROTOCOL = Path(__file__).resolve().parent.parent
SCHEMA_DIR = PROTOCOL / "schema"
SAMPLES_DIR = PROTOCOL / "samples"
TRANSCRIPTS_DIR = PROTOCOL / "transcripts"
MUST_FAIL_DIR = SCHEMA_DIR / "must-fail"
README = PROTOCOL / "README.md"
CONFORMANCE = PROTOCOL / "conformance" / "any-widget.jsonl"
RPC_LOG = PROTOCOL / "rpc-log.md"
BUNDLE_DOC = PROTOCOL / "bundle.md"
EXAMPLES = PROTOCOL.parent / "examples"
ID_BASE = "https://widgethost.dev/protocol/schema/"
MAX_LINE_BYTES = 1048576  # README §1

SAMPLE_SCHEMAS = {
    "trips": "models/trip.schema.json",
    "flights": "models/flight.schema.json",
    "airports": "models/airport.schema.json",
    "users": "models/user.schema.json",
}

problems = []


def problem(where, message):
    problems.append(f"{where}: {message}")


def rel(path):
    return path.relative_to(PROTOCOL.parent)


def load_schemas():
    """All *.schema.json files, keyed by their path relative to protocol/schema."""
    schemas = {}
    for path in sorted(SCHEMA_DIR.rglob("*.schema.json")):
        if MUST_FAIL_DIR in path.parents:
            continue
        key = path.relative_to(SCHEMA_DIR).as_posix()
        try:
            schema = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            problem(rel(path), f"not JSON: {error}")
            continue
        try:
            Draft202012Validator.check_schema(schema)
        except Exception as error:  # SchemaError
            problem(rel(path), f"not a valid 2020-12 schema: {error.message}")
            continue
        if schema.get("$id") != ID_BASE + key:
            problem(rel(path), f'"$id" must be "{ID_BASE}{key}"')
        schemas[key] = schema
    return schemas


def make_validators(schemas):
    registry = Registry().with_resources(
        (schema["$id"], Resource.from_contents(schema)) for schema in schemas.values()
    )
    return {key: Draft202012Validator(schema, registry=registry) for key, schema in schemas.items()}


def errors_of(validator, instance):
    return sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))


def describe(error):
    pointer = "/" + "/".join(str(p) for p in error.absolute_path)
    return f"{error.message} at {pointer}"


def check_samples(validators):
    count = 0
    for folder, schema_key in SAMPLE_SCHEMAS.items():
        files = sorted((SAMPLES_DIR / folder).glob("*.json"))
        if not files:
            problem(rel(SAMPLES_DIR / folder), "no samples")
        for path in files:
            count += 1
            try:
                instance = json.loads(path.read_text(encoding="utf-8"))
            except json.JSONDecodeError as error:
                problem(rel(path), f"not JSON: {error}")
                continue
            for error in errors_of(validators[schema_key], instance):
                problem(rel(path), f"does not match {schema_key}: {describe(error)}")
    return count


def valid_lines(path, lines, validator, what):
    """Each line of a JSONL file that is JSON and matches `validator`, with its number and where it is; the
    others are reported as problems."""
    for number, text in enumerate(lines, start=1):
        where = f"{rel(path)}:{number}"
        try:
            line = json.loads(text)
        except json.JSONDecodeError as error:
            problem(where, f"not JSON: {error}")
            continue
        line_errors = errors_of(validator, line)
        for error in line_errors:
            problem(where, f"not a valid {what}: {describe(error)}")
        if not line_errors:
            yield number, where, line


def method_schema(validators, kind, method):
    key = {"params": f"requests/{method}.params.schema.json",
           "result": f"requests/{method}.result.schema.json",
           "notification": f"notifications/{method}.params.schema.json"}[kind]
    return key, validators.get(key)


def check_transcript(path, validators):
    pending = {}  # id -> (method, sender, line number)
    next_host_id = 1
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines:
        problem(rel(path), "empty transcript")
    for number, where, line in valid_lines(path, lines, validators["transcript-line.schema.json"], "transcript line"):
        sender, message, invalid = line["from"], line["message"], line.get("invalid", False)
        other = "widget" if sender == "host" else "host"

        def against(kind, method, instance):
            key, validator = method_schema(validators, kind, method)
            if validator is None:
                if invalid:
                    problem(where, f'"invalid" line for {method}, which has no schema')
                return
            found = errors_of(validator, instance)
            if invalid and not found:
                problem(where, f'marked "invalid" but matches {key}')
            if not invalid:
                for error in found:
                    problem(where, f"does not match {key}: {describe(error)}")

        if "method" in message and "id" in message:  # request
            method = message["method"]
            if sender != "host":
                problem(where, "in version 1.0 only the host sends requests")
            expected = f"h-{next_host_id}"
            if message["id"] != expected:
                problem(where, f'host request id should be "{expected}", got {json.dumps(message["id"])}')
            next_host_id += 1
            if message["id"] in pending:
                problem(where, f"id {message['id']} is already pending")
            pending[message["id"]] = (method, sender, number)
            against("params", method, message.get("params", {}))
        elif "method" in message:  # notification
            if sender != "widget":
                problem(where, "in version 1.0 only widgets send notifications")
            against("notification", message["method"], message.get("params", {}))
        else:  # response or error response
            request_id = message.get("id")
            if request_id not in pending:
                if request_id is not None:
                    problem(where, f"response to unknown or already answered id {json.dumps(request_id)}")
                continue
            method, request_sender, _ = pending.pop(request_id)
            if request_sender != other:
                problem(where, f"the {sender} answers its own request {request_id}")
            if "result" in message:
                if invalid:
                    problem(where, '"invalid" belongs on the request line, not the response')
                against("result", method, message["result"])
            elif lines_invalid_request(lines, request_id) and "error" not in message:
                problem(where, "an invalid request must be answered with an error")
    for request_id, (method, _, number) in pending.items():
        problem(f"{rel(path)}:{number}", f"{method} request {request_id} is never answered")


def check_conformance(validators):
    """conformance/any-widget.jsonl: the widget-neutral transcript (README §11)."""
    path = CONFORMANCE
    if not path.exists():
        problem(rel(path), "missing")
        return
    pending = {}  # id -> method
    last_host_id = 0
    lines = path.read_text(encoding="utf-8").splitlines()
    for number, where, line in valid_lines(path, lines, validators["conformance-line.schema.json"], "conformance line"):
        if line["from"] == "host":
            if "message" in line:
                sent, message = json.dumps(line["message"], separators=(",", ":")).encode(), line["message"]
            elif "raw" in line:
                sent, message = line["raw"].encode("utf-8") * line.get("repeat", 1), None
                try:
                    message = json.loads(sent, parse_constant=not_json)
                except (ValueError, RecursionError):
                    pass
            else:
                sent, message = base64.b64decode(line["rawBase64"]), None
            if "padTo" in line and len(sent) > line["padTo"]:
                problem(where, f"the message is {len(sent)} bytes, longer than padTo {line['padTo']}")
            found = re.search(rb'"id":\s*"h-(\d+)"', sent)
            if found:
                host_id = int(found.group(1))
                if host_id <= last_host_id:
                    problem(where, f"host id h-{host_id} does not follow h-{last_host_id}")
                last_host_id = host_id
            oversize = line.get("padTo", 0) > MAX_LINE_BYTES
            request_id = readable_id(message.get("id")) if isinstance(message, dict) else None
            answerable = request_id is not None and not oversize and "result" not in message and "error" not in message
            if not answerable:
                continue
            is_request = (isinstance(message.get("method"), str) and message.get("jsonrpc") == "2.0"
                          and isinstance(message.get("params", {}), (dict, list)))
            pending[request_id] = message["method"] if is_request else None
            if is_request:
                if line.get("sample") == "init" and message["method"] != "init":
                    problem(where, '"sample": "init" belongs on an init request')
                key, validator = method_schema(validators, "params", message["method"])
                expect_valid = line["check"] not in ("invalidParams", "lifecycleErrors", "afterShutdown")
                if validator is not None and expect_valid and isinstance(message.get("params", {}), dict):
                    for error in errors_of(validator, message.get("params", {})):
                        problem(where, f"params do not match {key}: {describe(error)}")
            continue
        message = line["message"]
        reply_id = readable_id(message.get("id"))
        if reply_id is None:
            if "error" not in message:
                problem(where, "an expected reply with id null must be an error")
            continue
        if reply_id not in pending:
            problem(where, f"expects a reply to {json.dumps(reply_id)}, which was not sent or is already answered")
            continue
        method = pending.pop(reply_id)
        if method is None and "error" not in message:
            problem(where, f"{json.dumps(reply_id)} was not a valid request: the expected reply must be an error")
            continue
        if "result" in message and line.get("match", "shape") == "shape":
            key, validator = method_schema(validators, "result", method)
            if validator is not None:
                for error in errors_of(validator, message["result"]):
                    problem(where, f"the expected {method} result does not match {key}: {describe(error)}")
    for request_id, method in pending.items():
        problem(rel(path), f"{method} request {request_id} has no expected reply")


def readable_id(value):
    """README §1: a string, or a number whose value is an integer in the 64-bit signed range (7.0 is 7);
    None when the id cannot be read. Keys by kind, so the string "5" and the integer 5 differ."""
    if isinstance(value, str):
        return ("string", value)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, float) and not value.is_integer():
        return None
    return ("integer", int(value)) if -2**63 <= value < 2**63 else None


def not_json(constant):
    raise ValueError(f"{constant} is not JSON")


def lines_invalid_request(lines, request_id):
    for text in lines:
        line = json.loads(text)
        message = line.get("message", {})
        if message.get("id") == request_id and "method" in message:
            return line.get("invalid", False)
    return False


def check_must_fail(validators):
    count = 0
    for path in sorted(MUST_FAIL_DIR.glob("*.json")):
        count += 1
        where = rel(path)
        try:
            example = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            problem(where, f"not JSON: {error}")
            continue
        if not isinstance(example, dict) or not {"schema", "instance"} <= example.keys():
            problem(where, 'a must-fail example is {"schema": "<file under protocol/schema>", "note": "...", "instance": ...}')
            continue
        validator = validators.get(example["schema"])
        if validator is None:
            problem(where, f'unknown schema "{example["schema"]}"')
            continue
        if validator.is_valid(example["instance"]):
            problem(where, f'must be rejected by {example["schema"]} but is accepted ({example.get("note", "")})')
    return count


def main():
    schemas = load_schemas()
    validators = make_validators(schemas)
    for required in ("transcript-line.schema.json", "envelope.schema.json", "cell.schema.json", "controller.schema.json"):
        if required not in validators:
            problem(rel(SCHEMA_DIR / required), "missing")
    if problems:
        return report(0, 0, 0, len(schemas), 0)
    samples = check_samples(validators)
    transcripts = sorted(TRANSCRIPTS_DIR.glob("*.jsonl"))
    for path in transcripts:
        check_transcript(path, validators)
    must_fail = check_must_fail(validators)
    check_conformance(validators)
    check_check_names()
    tables = spec_tables.check(README.read_text(encoding="utf-8"), schemas, ID_BASE, problem, where=rel(README))
    check_log_kinds(schemas)
    check_bundles(schemas, validators)
    return report(samples, len(transcripts), must_fail, len(schemas), tables)


def check_check_names():
    """Every check the conformance transcript names is a row of README §11 "What `widgets check`
    checks" (the Swift tests hold the table to the code's CheckID)."""
    checks = spec_tables.check_table(README.read_text(encoding="utf-8"))
    if checks is None:
        problem(rel(README), 'no "<!-- checks: CheckID -->" table')
        return
    for severity in set(checks.values()) - {"required", "recommended"}:
        problem(rel(README), f"a check's severity is required or recommended, not {severity!r}")
    for number, raw in enumerate(CONFORMANCE.read_text(encoding="utf-8").splitlines(), 1):
        name = json.loads(raw).get("check") if raw.strip() else None
        if name is not None and name not in checks:
            problem(f"{rel(CONFORMANCE)}:{number}", f"check {name!r} is not in the checks table of {rel(README)} §11")


def check_log_kinds(schemas):
    """The kinds rpc-log.md lists under "### Kinds" are exactly the schema's enum."""
    text = RPC_LOG.read_text(encoding="utf-8")
    section = re.split(r"\n##+ ", text.split("### Kinds", 1)[-1], maxsplit=1)[0]
    listed = set(re.findall(r"`([A-Za-z]+)`", section))
    allowed = set(schemas["rpc-log-record.schema.json"]["properties"]["kind"]["enum"])
    for kind in sorted(allowed - listed):
        problem(rel(RPC_LOG), f'the schema allows kind "{kind}", which "### Kinds" does not list')
    for kind in sorted(listed - allowed):
        problem(rel(RPC_LOG), f'"### Kinds" lists "{kind}", which rpc-log-record.schema.json does not allow')


def check_bundles(schemas, validators):
    """The bundles' widget.json files against the schema, and bundle.md's key table against it too."""
    bundles = sorted(EXAMPLES.glob("*/widget.json")) + sorted(PROTOCOL.glob("**/widget.json"))
    if not bundles:
        problem(rel(EXAMPLES), "no bundle (*/widget.json)")
    for path in bundles:
        try:
            instance = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            problem(rel(path), f"not JSON: {error}")
            continue
        for error in errors_of(validators["bundle.schema.json"], instance):
            problem(rel(path), f"does not match bundle.schema.json: {describe(error)}")
        if instance.get("id") != path.parent.name:
            problem(rel(path), f'its id "{instance.get("id")}" is not its folder\'s name "{path.parent.name}"')
    layout = EXAMPLES / "dashboards.json"
    if layout.exists():
        for error in errors_of(validators["dashboards.schema.json"], json.loads(layout.read_text(encoding="utf-8"))):
            problem(rel(layout), f"does not match dashboards.schema.json: {describe(error)}")
    text = BUNDLE_DOC.read_text(encoding="utf-8")
    section = re.split(r"\n## ", text.split("\n## widget.json", 1)[-1], maxsplit=1)[0]
    listed = set(re.findall(r"^\| `([^`]+)` \|", section, flags=re.MULTILINE))
    allowed = set(schemas["bundle.schema.json"]["properties"])
    for key in sorted(allowed - listed):
        problem(rel(BUNDLE_DOC), f'bundle.schema.json allows "{key}", which the widget.json table does not list')
    for key in sorted(listed - allowed):
        problem(rel(BUNDLE_DOC), f'the widget.json table lists "{key}", which bundle.schema.json does not allow')


def report(samples, transcripts, must_fail, schemas, tables):
    for line in problems:
        print(line, file=sys.stderr)
    summary = (f"{schemas} schemas, {samples} samples, {transcripts} transcripts, "
               f"{must_fail} must-fail examples, {tables} member tables")
    if problems:
        print(f"FAILED: {len(problems)} problem(s) ({summary})", file=sys.stderr)
        return 1
    print(f"OK: {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
