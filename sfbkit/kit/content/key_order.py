"""Puts the keys of round-trip YAML mappings in the order of the fields of the model they validate as.

ruamel keeps a comment line with the end of the value *before* it, so moving a
key would move the comments above the next key with it. Each comment is split
into the part on the value's last line (it stays with the value) and the lines
that follow (they stay in front of the key that followed them). Comments that
stood before a key that becomes the first one follow that key's line instead,
since nothing inside a mapping comes before its first key.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import CommentMark
from ruamel.yaml.tokens import CommentToken


def field_order(model: BaseModel) -> list[str]:
    """Returns the keys of a model's fields as written in YAML (aliases), in declaration order."""
    return [info.alias or name for name, info in type(model).model_fields.items()]


def order_keys(node: Any, value: Any) -> None:
    """Reorders every mapping under ``node`` to follow the fields of the matching part of ``value``."""
    if isinstance(node, CommentedMap):
        if isinstance(value, BaseModel):
            fields = {info.alias or name: name for name, info in type(value).model_fields.items()}
            for key in node:
                if key in fields:
                    order_keys(node[key], getattr(value, fields[key]))
            _reorder(node, field_order(value))
        elif isinstance(value, dict):
            for key in node:
                if key in value:
                    order_keys(node[key], value[key])
    elif isinstance(node, CommentedSeq) and isinstance(value, list | tuple):
        for item, item_value in zip(node, value, strict=False):
            order_keys(item, item_value)


@dataclass(frozen=True, slots=True)
class _Slot:
    """Where ruamel keeps the comment that follows a value: one cell of a comment list."""

    cells: list[Any]
    index: int

    def text(self) -> str:
        token = self.cells[self.index]
        return token.value if isinstance(token, CommentToken) else ""

    def set(self, text: str, column: int) -> None:
        if not text:
            self.cells[self.index] = None
            return
        token = self.cells[self.index]
        if not isinstance(token, CommentToken):
            token = CommentToken("", CommentMark(column), None)
            self.cells[self.index] = token
        token.value = text


def _flow(node: Any) -> bool:
    return bool(node.fa.flow_style())


def _entry(node: CommentedMap | CommentedSeq, key: Any, index: int) -> _Slot:
    cells = node.ca.items.setdefault(key, [None, None, None, None])
    return _Slot(cells, index)


def _tail(node: CommentedMap | CommentedSeq, key: Any) -> _Slot:
    """Returns the slot of the comment after the value under ``key`` (inside it, for a block collection)."""
    value = node[key]
    if isinstance(value, CommentedMap | CommentedSeq) and len(value) > 0:
        if _flow(value):
            if value.ca.comment is None:
                value.ca.comment = [None, None]
            return _Slot(value.ca.comment, 0)
        last = list(value.keys())[-1] if isinstance(value, CommentedMap) else len(value) - 1
        return _tail(value, last)
    return _entry(node, key, 2 if isinstance(node, CommentedMap) else 0)


def _reorder(node: CommentedMap, order: list[str]) -> None:
    """Reorders one mapping, keeping each comment line in front of the key it stood before."""
    keys = list(node.keys())
    rank = {key: index for index, key in enumerate(order)}
    wanted = sorted(keys, key=lambda key: (rank.get(key, len(order)), keys.index(key)))
    if wanted == keys:
        return
    own: dict[Any, str] = {}
    lead: dict[Any, str] = {}
    column = 0
    indent = node.lc.col or 0
    for index, key in enumerate(keys):
        slot = _tail(node, key)
        token = slot.cells[slot.index]
        if isinstance(token, CommentToken):
            column = token.column
        kept, rest = _split(slot.text(), indent)
        own[key] = kept
        lead[keys[index + 1] if index + 1 < len(keys) else None] = rest
        slot.set("", column)
    items = [(key, node[key], node.ca.items.pop(key, None)) for key in wanted]
    for key in keys:
        del node[key]
    for key, value, cells in items:
        node[key] = value
        if cells is not None:
            node.ca.items[key] = cells
    for index, key in enumerate(wanted):
        following = wanted[index + 1] if index + 1 < len(wanted) else None
        before = lead.get(following, "")
        if index == 0:
            before = lead.get(key, "") + before
        text = own[key] + before
        if text and not own[key]:
            text = "\n" + text
        _tail(node, key).set("" if text == "\n" else text, column)


def _split(text: str, indent: int) -> tuple[str, str]:
    """Splits a comment into the part that belongs to the value (its own line, deeper-indented lines)."""
    head, newline, rest = text.partition("\n")
    kept = [head + newline]
    lines = rest.splitlines(keepends=True)
    while lines and lines[0].strip().startswith("#") and len(lines[0]) - len(lines[0].lstrip(" ")) > indent:
        kept.append(lines.pop(0))
    return "".join(kept), "".join(lines)
