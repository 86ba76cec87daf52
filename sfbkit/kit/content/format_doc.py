"""Markdown reference text generated from content models' JSON Schemas: field tables, types, ranges."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from sfbkit.kit.content.pattern_words import PATTERN_WORDS

Schema = Mapping[str, Any]


def object_section(name: str, schema: Schema, level: int) -> str:
    lines = [f"{'#' * level} {name}", ""]
    full = _object_form(schema)
    description = full.get("description") or schema.get("description", "")
    if description:
        lines += [doc_text(description), ""]
    shorts = [form for form in schema.get("anyOf", []) if form is not full]
    if shorts:
        written = " or ".join(_type_text(form) for form in shorts)
        lines += [f"Short form: {written}.", ""]
    if full.get("properties"):
        lines.extend(field_table(full))
    else:
        lines.append("No parameters.")
    return "\n".join(lines) + "\n"


def _object_form(schema: Schema) -> Schema:
    if schema.get("type") == "object":
        return schema
    for form in schema.get("anyOf", []):
        if form.get("type") == "object":
            return dict(form)
    return schema


def field_table(schema: Schema) -> list[str]:
    required = set(schema.get("required", []))
    lines = ["| key | type | required / default | description |", "|---|---|---|---|"]
    for key, field in schema.get("properties", {}).items():
        needed = "required" if key in required else _default_text(field.get("default"))
        lines.append(
            f"| `{key}` | {_type_text(field)} | {needed} | {table_cell(doc_text(field.get('description', '')))} |"
        )
    return lines


def _default_text(default: Any) -> str:
    if default is None:
        return "optional"
    return f"default `{json.dumps(default)}`"


def _type_text(schema: Schema) -> str:
    if "$ref" in schema:
        name = str(schema["$ref"]).rsplit("/", 1)[-1]
        return f"[{name}](#{name.lower()})"
    if "const" in schema:
        return f"`{schema['const']}`"
    if "enum" in schema:
        return " or ".join(f"`{value}`" for value in schema["enum"])
    for union in ("oneOf", "anyOf"):
        if union in schema:
            forms = [_type_text(form) for form in schema[union]]
            return " or ".join(_unique(forms))
    kind = schema.get("type")
    if kind == "array":
        return _array_text(schema)
    if kind == "object":
        return _mapping_text(schema)
    if kind == "integer":
        step = f", in steps of {schema['multipleOf']}" if "multipleOf" in schema else ""
        return "integer" + _range_text(schema.get("minimum"), schema.get("maximum")) + step
    if kind == "string":
        return _string_text(schema)
    if kind == "boolean":
        return "`true` or `false`"
    if kind == "null":
        return "`null`"
    return "any"


def _array_text(schema: Schema) -> str:
    if "prefixItems" in schema:
        return "[" + ", ".join(_type_text(item) for item in schema["prefixItems"]) + "]"
    items = _type_text(schema.get("items", {}))
    counts = _range_text(schema.get("minItems"), schema.get("maxItems"), unit=" items")
    return f"list{counts} of {items}"


def _mapping_text(schema: Schema) -> str:
    patterns = schema.get("patternProperties", {})
    if not patterns:
        return "mapping"
    ((pattern, value),) = patterns.items()
    keys = _pattern_name(pattern, "key matching")
    counts = _range_text(schema.get("minProperties"), schema.get("maxProperties"), unit=" entries")
    return f"mapping{counts} from {keys} to {_type_text(value)}"


def _range_text(low: Any, high: Any, unit: str = "") -> str:
    if low is not None and high is not None:
        return f" ({low}–{high}{unit})" if low != high else f" ({low}{unit})"
    if low is not None:
        return f" (at least {low}{unit})"
    if high is not None:
        return f" (at most {high}{unit})"
    return ""


def _pattern_name(pattern: str, fallback: str) -> str:
    words = PATTERN_WORDS.get(pattern)
    return words.doc if words is not None else f"{fallback} `{pattern}`"


def _string_text(schema: Schema) -> str:
    pattern = schema.get("pattern")
    if pattern is not None:
        return _pattern_name(pattern, "text matching")
    if "maxLength" in schema:
        return f"text (at most {schema['maxLength']} characters)"
    return "text"


def reference_markdown(
    intro: str,
    schemas: Mapping[str, Schema],
    places: Mapping[str, str],
    examples: Mapping[str, str],
    sections: Iterable[tuple[str, Mapping[str, type], str]],
    closing: Iterable[str],
) -> str:
    """Returns a game's content format reference: its file kinds, then each section's objects, then the rest.

    ``schemas`` maps each file kind's name to its schema; ``places`` and ``examples`` say where such a file
    lies and show one; each section is a title, its models by kind and its introduction.
    """
    definitions: dict[str, Schema] = {}
    for schema in schemas.values():
        definitions.update(schema.get("$defs", {}))
    parts = [intro, "## File kinds\n"]
    parts.extend(
        _kind_section(name, schema, places[name], examples[name]) for name, schema in schemas.items()
    )
    listed: set[str] = set()
    for title, kinds, section_intro in sections:
        names = [model.__name__ for model in kinds.values()]
        listed.update(names)
        parts.append(f"## {title}\n\n{section_intro}\n")
        parts.extend(object_section(name, definitions[name], level=3) for name in names)
    parts.append("## Other objects\n")
    parts.extend(
        object_section(name, definitions[name], level=3) for name in sorted(set(definitions) - listed)
    )
    parts.extend(closing)
    return "\n".join(part.rstrip("\n") + "\n" for part in parts)


def _kind_section(name: str, schema: Schema, place: str, example: str) -> str:
    lines = [f"### {name}", "", f"{place}. {doc_text(schema.get('description', ''))}", ""]
    lines.extend(field_table(schema))
    lines += ["", "Example:", "", "```yaml", example.rstrip("\n"), "```", ""]
    return "\n".join(lines)


def doc_text(text: str) -> str:
    return re.sub(r"``([^`]+)``", r"`\1`", " ".join(text.split()))


def table_cell(text: str) -> str:
    return text.replace("|", "\\|")


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


def codes_section(intro: str, codes: Mapping[str, str]) -> str:
    """Returns the reference's table of problem codes and their meanings, under its heading and introduction."""
    lines = ["## Problem codes", "", intro, "", "| code | meaning |", "|---|---|"]
    lines.extend(f"| `{code}` | {table_cell(meaning)} |" for code, meaning in codes.items())
    return "\n".join(lines) + "\n"


def doc_main(argv: list[str] | None, default: str, module: str, generate: Callable[[], str]) -> int:
    """Writes a generated reference to the path in ``argv`` (or ``default``); ``--check`` only compares; 2 on other options.

    ``argv`` None reads the command line's arguments.
    """
    from sfbkit.kit.io.atomic import write_reference

    argv = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in argv
    paths = [arg for arg in argv if arg != "--check"]
    wrong = [arg for arg in paths if arg.startswith("-")] or paths[1:]
    if wrong:
        print(
            f"usage: python -m {module} [--check] [PATH]: expected at most one path, got {wrong[0]!r}",
            file=sys.stderr,
        )
        return 2
    target = Path(paths[0] if paths else default)
    text = generate()
    current = target.read_text(encoding="utf-8") if target.is_file() else None
    if check:
        if current != text:
            print(f"{target}: out of date; run 'python -m {module} {target}'")
            return 1
        return 0
    if current != text:
        if write_reference(target, text):
            return 1
        print(f"wrote {target}")
    return 0
