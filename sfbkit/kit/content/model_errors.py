"""Turns pydantic validation errors into located problems with messages that say what was expected.

Each error's ``loc`` is walked through the model's core schema and the YAML node
tree together, so union tags in ``loc`` (which name no key in the file) are
skipped exactly, and unknown keys are explained with the keys their model takes.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from sfbkit.kit.content.pattern_words import PATTERN_WORDS
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.problems import QUOTED_LENGTH, escape, one_line, quote, shorten
from sfbkit.kit.text.did_you_mean import did_you_mean

Loc = tuple[str | int, ...]
Schema = Mapping[str, Any]

_WRAPPERS = frozenset({"function-before", "function-after", "function-wrap", "nullable", "default", "model"})

_TYPE_EXPECTED = {
    "int_type": "an integer",
    "int_from_float": "an integer",
    "int_parsing": "an integer",
    "float_type": "a number",
    "float_parsing": "a number",
    "string_type": "a string",
    "bool_type": "true or false",
    "bool_parsing": "true or false",
    "list_type": "a list",
    "tuple_type": "a list",
    "set_type": "a list",
    "dict_type": "a mapping",
    "model_type": "a mapping",
    "model_attributes_type": "a mapping",
    "none_required": "null",
}


@dataclass(frozen=True, slots=True)
class LocatedError:
    """One validation error placed in the file: position, stable code, JSON-ish path and message."""

    line: int
    column: int
    code: str
    path: str
    message: str


@dataclass(slots=True)
class _Walk:
    node: Node
    key_node: Node | None
    path: list[str | int]
    fields: Schema | None
    """The model-fields schema of the last step, when the last step named a model field."""
    union_at: int | None
    """Index in ``path`` where the first plain (untagged) union was entered."""
    union_node: Node | None
    union_member: str | None
    union_choices: Sequence[Any]
    union_path_len: int
    leaf: Schema | None = None
    """The schema the location ends at, when the walk reached it."""


def format_path(path: Sequence[str | int]) -> str:
    """Formats a path as ``cards[2].effects[0].push``; the document itself is ``$``."""
    text = ""
    for step in path:
        if isinstance(step, int):
            text += f"[{step}]"
        elif escape(step) != step or len(step) > QUOTED_LENGTH:
            text += f"[{quote(step)}]"
        else:
            text += f".{step}" if text else step
    return text or "$"


def describe_value(value: Any) -> str:
    """Describes an input value briefly for a message: quoted strings, YAML spellings, kinds."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return quote(value if len(value) <= 40 else value[:37] + "...") if value else "an empty string"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, dict):
        keys = ", ".join(escape(shorten(str(key), 30)) for key in list(value)[:6])
        return f"a mapping with keys {keys}" if value else "an empty mapping"
    if isinstance(value, list | tuple):
        return "a list" if value else "an empty list"
    return type(value).__name__


def located_errors(model: type[BaseModel], error: ValidationError, root: Node) -> list[LocatedError]:
    """Maps every error of a model validation to its node, code and message."""
    schema, definitions = _schema_of(model)
    walked = [(detail, _walk(schema, definitions, root, detail["loc"])) for detail in error.errors()]
    misspelt = {
        (tuple(walk.path[:-1]), hint)
        for detail, walk in walked
        if detail["type"] == "extra_forbidden" and (hint := _suggestion(walk)) is not None
    }
    walked = [
        (detail, walk)
        for detail, walk in walked
        if not (
            detail["type"] == "missing" and walk.path and (tuple(walk.path[:-1]), walk.path[-1]) in misspelt
        )
    ]
    results: list[LocatedError] = []
    unions: dict[tuple[int, int], list[tuple[ErrorDetails, _Walk]]] = {}
    for detail, walk in walked:
        if walk.union_at is not None and walk.union_node is not None:
            unions.setdefault((id(walk.union_node), walk.union_at), []).append((detail, walk))
        else:
            results.append(_located(detail, walk))
    for group in unions.values():
        results.extend(_located_union(group, definitions))
    return results


@cache
def _schema_of(model: type[BaseModel]) -> tuple[Schema, Mapping[str, Schema]]:
    schema: Schema = model.__pydantic_core_schema__
    definitions: dict[str, Schema] = {}
    if schema.get("type") == "definitions":
        for definition in schema["definitions"]:
            definitions[definition["ref"]] = definition
        schema = schema["schema"]
    return schema, definitions


def _unwrap(schema: Schema | None, definitions: Mapping[str, Schema]) -> Schema | None:
    for _ in range(50):
        if schema is None:
            return None
        kind = schema.get("type")
        if kind == "definition-ref":
            schema = definitions.get(schema["schema_ref"])
        elif kind == "definitions" or (kind in _WRAPPERS and "schema" in schema):
            schema = schema["schema"]
        else:
            return schema
    return None


def _model_name(schema: Any, definitions: Mapping[str, Schema]) -> str | None:
    if isinstance(schema, tuple):
        return str(schema[1])
    current: Schema | None = schema
    for _ in range(50):
        if current is None:
            return None
        kind = current.get("type")
        if kind == "model":
            return str(current["cls"].__name__)
        if kind == "definition-ref":
            current = definitions.get(current["schema_ref"])
        elif kind in _WRAPPERS and "schema" in current:
            current = current["schema"]
        else:
            return None
    return None


def _walk(schema: Schema | None, definitions: Mapping[str, Schema], root: Node, loc: Loc) -> _Walk:
    walk = _Walk(root, None, [], None, None, None, None, (), 0)
    index = 0
    while index < len(loc):
        step = loc[index]
        index += 1
        walk.fields = None
        current = _unwrap(schema, definitions)
        kind = current.get("type") if current is not None else None
        if current is not None and kind == "model-fields":
            fields: Mapping[str, Any] = current["fields"]
            schema = None
            for name, spec in fields.items():
                if (spec.get("validation_alias") or name) == step:
                    schema = spec["schema"]
                    break
            walk.fields = current
            _descend(walk, step)
        elif current is not None and kind in ("list", "set"):
            schema = current.get("items_schema")
            _descend(walk, step)
        elif current is not None and kind == "tuple":
            items = current.get("items_schema", [])
            variadic = current.get("variadic_item_index")
            if isinstance(step, int) and step < len(items):
                schema = items[step]
            elif isinstance(step, int) and variadic is not None:
                schema = items[variadic]
            else:
                schema = None
            _descend(walk, step)
        elif current is not None and kind == "dict":
            if index < len(loc) and loc[index] == "[key]":
                index += 1
                schema = current.get("keys_schema")
                key = walk.node.key(str(step))
                walk.path.append(step)
                if key is not None:
                    walk.node, walk.key_node = key, None
            else:
                schema = current.get("values_schema")
                _descend(walk, step)
        elif current is not None and kind == "tagged-union":
            schema = current["choices"].get(step)
        elif current is not None and kind == "union":
            choices = current["choices"]
            if walk.union_at is None:
                walk.union_at = len(walk.path)
                walk.union_node = walk.node
                walk.union_member = str(step)
                walk.union_choices = choices
            schema = None
            for choice in choices:
                if _model_name(choice, definitions) == step:
                    schema = choice[0] if isinstance(choice, tuple) else choice
                    break
            if schema is None:
                index = len(loc)
        else:
            schema = None
            _descend(walk, step, greedy=True)
    walk.leaf = _unwrap(schema, definitions)
    return walk


def _descend(walk: _Walk, step: str | int, greedy: bool = False) -> None:
    child = walk.node.child(step)
    if child is None:
        if not greedy:
            walk.path.append(step)
        walk.key_node = None
        return
    walk.path.append(step)
    walk.key_node = walk.node.key(step) if isinstance(step, str) else None
    walk.node = child


def _located(detail: ErrorDetails, walk: _Walk) -> LocatedError:
    code, message = _explain(detail, walk)
    node = walk.key_node if code == "unknown-key" and walk.key_node is not None else walk.node
    return LocatedError(node.line, node.column, code, format_path(walk.path), message)


def _explain(detail: ErrorDetails, walk: _Walk) -> tuple[str, str]:
    kind = detail["type"]
    ctx: Mapping[str, Any] = detail.get("ctx") or {}
    value = detail.get("input")
    got = describe_value(value)
    if kind == "missing":
        return "missing-field", f"missing required field {quote(str(walk.path[-1]) if walk.path else '?')}"
    if kind == "extra_forbidden":
        name = str(walk.path[-1]) if walk.path else "?"
        maybe = did_you_mean(name, _field_names(walk.fields))
        allowed = ", ".join(_field_names(walk.fields))
        return "unknown-key", f"unknown key {quote(name)}{maybe}; expected one of {allowed}"
    if kind in _TYPE_EXPECTED:
        return "wrong-type", f"expected {_TYPE_EXPECTED[kind]}, got {got}"
    if kind == "literal_error":
        maybe = did_you_mean(value, _literal_values(walk.leaf)) if isinstance(value, str) else ""
        return "bad-value", f"expected {ctx.get('expected', 'one of the allowed values')}, got {got}{maybe}"
    if kind == "string_pattern_mismatch":
        pattern = str(ctx.get("pattern", ""))
        words = PATTERN_WORDS.get(pattern)
        expected = words.message if words is not None else f"a string matching {pattern}"
        return "bad-value", f"expected {expected}, got {got}"
    if kind in ("greater_than_equal", "greater_than", "less_than_equal", "less_than"):
        bound = {
            "greater_than_equal": f"at least {ctx.get('ge')}",
            "greater_than": f"more than {ctx.get('gt')}",
            "less_than_equal": f"at most {ctx.get('le')}",
            "less_than": f"less than {ctx.get('lt')}",
        }[kind]
        return "bad-value", f"expected {bound}, got {got}"
    if kind in ("too_short", "too_long"):
        actual = ctx.get("actual_length")
        if kind == "too_short":
            limit = f"at least {ctx.get('min_length')}"
        else:
            limit = f"at most {ctx.get('max_length')}"
        return (
            "bad-value",
            f"expected {limit} {_items(ctx, 'min_length' if kind == 'too_short' else 'max_length')}, got {actual}",
        )
    if kind == "string_too_short":
        least = ctx.get("min_length", 1)
        if least == 1:
            return "bad-value", "expected a non-empty string"
        return "bad-value", f"expected at least {least} characters, got {got}"
    if kind == "string_too_long":
        return "bad-value", f"expected at most {ctx.get('max_length')} characters, got {len(str(value))}"
    if kind == "control-character":
        return kind, one_line(detail["msg"])
    if kind == "value_error":
        error = ctx.get("error")
        return "bad-value", one_line(str(error) if error is not None else detail["msg"])
    if kind.startswith("unknown-"):
        # A union names its keys in its error context (sfbkit.kit.content.model_base.keyed_discriminator).
        names = str(ctx["kinds"]).split(",") if "kinds" in ctx else None
        if names is not None and isinstance(value, dict) and len(value) == 1:
            (name,) = value
            maybe = did_you_mean(str(name), names)
            return kind, f"unknown {kind.removeprefix('unknown-')} {quote(str(name))}{maybe}; {detail['msg']}"
        return kind, f"{one_line(detail['msg'])}; got {got}"
    message = one_line(detail["msg"])
    message = message[:1].lower() + message[1:]
    return ("wrong-type" if kind.endswith("_type") else "bad-value"), message


def _literal_values(schema: Schema | None) -> list[str]:
    """Returns the string values a literal schema allows (none for any other schema)."""
    if schema is None or schema.get("type") != "literal":
        return []
    return [value for value in schema["expected"] if isinstance(value, str)]


def _suggestion(walk: _Walk) -> str | None:
    """Returns the field an unknown key was probably meant to be, if one is close enough."""
    if not walk.path:
        return None
    close = difflib.get_close_matches(str(walk.path[-1]), _field_names(walk.fields), n=1)
    return close[0] if close else None


def _items(ctx: Mapping[str, Any], key: str) -> str:
    return "item" if ctx.get(key) == 1 else "items"


def _field_names(fields: Schema | None) -> list[str]:
    if fields is None:
        return []
    return [spec.get("validation_alias") or name for name, spec in fields["fields"].items()]


def _located_union(
    group: list[tuple[ErrorDetails, _Walk]], definitions: Mapping[str, Schema]
) -> list[LocatedError]:
    """Reduces the errors of every member of a plain union to the ones that help the reader."""
    first = group[0][1]
    node = first.union_node
    assert node is not None
    models = {
        name: choice
        for choice in first.union_choices
        if (name := _model_name(choice, definitions)) is not None
    }
    by_member: dict[str, list[tuple[ErrorDetails, _Walk]]] = {}
    for detail, walk in group:
        by_member.setdefault(walk.union_member or "", []).append((detail, walk))
    if node.mapping is not None and any(member in models for member in by_member):
        best = min((errors for member, errors in by_member.items() if member in models), key=len)
        return [_located(detail, walk) for detail, walk in best]
    alternatives: list[str] = []
    value: Any = group[0][0].get("input")
    literal = False
    literal_values = [
        value
        for choice in first.union_choices
        for value in _literal_values(_unwrap(choice[0] if isinstance(choice, tuple) else choice, definitions))
    ]
    for member, errors in by_member.items():
        detail = errors[0][0]
        if member in models:
            alternatives.append(_mapping_form(models[member], definitions))
        elif detail["type"] == "literal_error":
            literal = True
            value = detail.get("input")
            alternatives.append(str((detail.get("ctx") or {}).get("expected", "")))

        else:
            value = detail.get("input")
            alternatives.append(_TYPE_EXPECTED.get(detail["type"], detail["msg"].lower()))
    code = "bad-value" if literal and not isinstance(value, dict | list) else "wrong-type"
    maybe = did_you_mean(value, literal_values) if isinstance(value, str) else ""
    message = f"expected {', or '.join(alternatives)}; got {describe_value(value)}{maybe}"
    path = format_path(first.path[: first.union_at])
    return [LocatedError(node.line, node.column, code, path, message)]


def _mapping_form(choice: Any, definitions: Mapping[str, Schema]) -> str:
    fields = _unwrap(choice[0] if isinstance(choice, tuple) else choice, definitions)
    if fields is None or fields.get("type") != "model-fields":
        return "a mapping"
    required = [
        spec.get("validation_alias") or name
        for name, spec in fields["fields"].items()
        if spec["schema"].get("type") != "default"
    ]
    return "a mapping {" + ", ".join(f"{name}: ..." for name in required) + "}" if required else "a mapping"
