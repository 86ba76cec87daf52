"""Writes an example as YAML in the layout of the bundled content, and inserts examples into a deck file."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.kinds import DECK
from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.formatter import format_text
from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.yaml_source import Node, read_yaml

_PLAIN = re.compile(r"^[A-Za-z][A-Za-z0-9 ,.'!?()-]*$")
_RESERVED = frozenset({"yes", "no", "on", "off", "true", "false", "null", "y", "n", "none"})


def scalar(value: Any) -> str:
    """Returns a scalar in YAML: plain when that reads back the same, else double-quoted."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, int):
        return str(value)
    text = str(value)
    if _PLAIN.match(text) and text.lower() not in _RESERVED and ": " not in text and not text.endswith(" "):
        return text
    return json.dumps(text, ensure_ascii=False)


def flow(value: Any) -> str:
    """Returns a value in flow style: ``[a, b]``, ``{k: v}``, or a scalar."""
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{scalar(key)}: {flow(item)}" for key, item in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(flow(item) for item in value) + "]"
    return scalar(value)


def block(value: Any, indent: int) -> list[str]:
    """Returns the lines of a mapping or list in block style, small leaves in flow style."""
    pad = " " * indent
    lines: list[str] = []
    if isinstance(value, Mapping):
        for key, item in value.items():
            if _inline(item):
                lines.append(f"{pad}{scalar(key)}: {flow(item)}")
            else:
                lines.append(f"{pad}{scalar(key)}:")
                lines.extend(block(item, indent + 2))
        return lines
    for item in value:
        if isinstance(item, Mapping) and len(item) == 1:
            key, inner_value = next(iter(item.items()))
            if _inline(inner_value):
                lines.append(f"{pad}- {scalar(key)}: {flow(inner_value)}")
            else:
                lines.append(f"{pad}- {scalar(key)}:")
                lines.extend(block(inner_value, indent + 4))
        elif _inline(item):
            lines.append(f"{pad}- {flow(item)}")
        else:
            inner = block(item, indent + 2)
            lines.append(f"{pad}- {inner[0].lstrip()}")
            lines.extend(inner[1:])
    return lines


def _inline(value: Any) -> bool:
    if isinstance(value, Mapping):
        return (
            all(
                not isinstance(item, Mapping) and (not isinstance(item, list) or _scalars(item))
                for item in value.values()
            )
            and len(value) <= 6
        )
    if isinstance(value, list):
        return all(
            not isinstance(item, Mapping) and (not isinstance(item, list) or _scalars(item)) for item in value
        )
    return True


def _scalars(values: Sequence[Any]) -> bool:
    return all(not isinstance(item, Mapping | list) for item in values)


def insert_examples(raw: bytes, examples: Mapping[str, Sequence[Mapping[str, Any]]]) -> str:
    """Returns a deck file's text with examples added to the cards named (after any they already have)."""
    document = read_yaml(raw)
    if document.root is None or not isinstance(document.data, dict):
        raise UsageError("the deck file does not parse")
    paths: dict[str, tuple[str | int, ...]] = {
        str(card.get("id")): ("cards", index)
        for index, card in enumerate(document.data.get("cards", []))
        if isinstance(card, dict)
    }
    wanted: dict[tuple[str | int, ...], Sequence[Mapping[str, Any]]] = {
        paths[card_id]: list(items) for card_id, items in examples.items() if card_id in paths
    }
    return insert_at(raw, wanted, DECK)


def insert_at(
    raw: bytes, examples: Mapping[tuple[str | int, ...], Sequence[Mapping[str, Any]]], kind: FileKind
) -> str:
    """Returns a file's text with examples appended to the mappings at the given paths, then formatted."""
    document = read_yaml(raw)
    if document.root is None:
        raise UsageError("the file does not parse")
    lines = raw.decode("utf-8").splitlines()
    inserts: list[tuple[int, list[str]]] = []
    for path, items in examples.items():
        node = _node_at(document.root, path)
        parent = _node_at(document.root, path[:-1])
        index = path[-1]
        assert isinstance(index, int) and parent.sequence is not None
        end = (
            parent.sequence[index + 1].line - 1
            if index + 1 < len(parent.sequence)
            else _block_end(lines, node)
        )
        while end > 0 and (not lines[end - 1].strip() or lines[end - 1].lstrip().startswith("#")):
            end -= 1
        indent = node.column - 1
        present = node.mapping is not None and "examples" in node.mapping
        new = [] if present else [" " * indent + "examples:"]
        for example in items:
            new.extend(block([dict(example)], indent + 2))
        inserts.append((end, new))
    for end, new in sorted(inserts, reverse=True):
        lines[end:end] = new
    return format_text(("\n".join(lines) + "\n").encode("utf-8"), kind)


def _node_at(root: Node, path: Sequence[str | int]) -> Node:
    node = root
    for step in path:
        child = node.child(step)
        if child is None:
            raise UsageError(f"nothing at {'.'.join(map(str, path))}")
        node = child
    return node


def _block_end(lines: list[str], node: Node) -> int:
    """Returns the line after the last line indented deeper than a node's column (its block)."""
    end = node.line
    while end < len(lines) and (
        not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip()) >= node.column - 1
    ):
        end += 1
    return end
