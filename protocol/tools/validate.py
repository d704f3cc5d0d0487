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

Needs Python 3 with `jsonschema` and `referencing` (pip install jsonschema).
Exit status: 0 when everything holds, 1 otherwise (each problem printed on its own line).
"""

import json
import sys
from pathlib import Path

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
        if "$id" not in schema or not schema["$id"].endswith("/" + key):
            problem(rel(path), f'"$id" must end with "/{key}"')
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
    for number, text in enumerate(lines, start=1):
        where = f"{rel(path)}:{number}"
        try:
            line = json.loads(text)
        except json.JSONDecodeError as error:
            problem(where, f"not JSON: {error}")
            continue
        line_errors = errors_of(validators["transcript-line.schema.json"], line)
        for error in line_errors:
            problem(where, f"not a valid transcript line: {describe(error)}")
        if line_errors:
            continue
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
        return report(0, 0, 0, len(schemas))
    samples = check_samples(validators)
    transcripts = sorted(TRANSCRIPTS_DIR.glob("*.jsonl"))
    for path in transcripts:
        check_transcript(path, validators)
    must_fail = check_must_fail(validators)
    return report(samples, len(transcripts), must_fail, len(schemas))


def report(samples, transcripts, must_fail, schemas):
    for line in problems:
        print(line, file=sys.stderr)
    summary = (f"{schemas} schemas, {samples} samples, {transcripts} transcripts, "
               f"{must_fail} must-fail examples")
    if problems:
        print(f"FAILED: {len(problems)} problem(s) ({summary})", file=sys.stderr)
        return 1
    print(f"OK: {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
