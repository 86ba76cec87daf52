"""An item of a content tree by id, found in its YAML file, and one of its fields by a dotted path."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.yaml_source import NOT_PLAIN, read_plain_data, read_yaml


@dataclass(frozen=True, slots=True)
class ItemFile:
    """Where an item is: its file, the file's data, and the path of keys to the item's mapping in it."""

    path: Path
    data: Any
    at: tuple[str | int, ...]
    """Keys from the file's top to the item (empty when the file is the item: a creature's file)."""

    def item(self) -> Any:
        """Returns the item's mapping in ``data``."""
        return _walk(self.data, self.at)


def _walk(data: Any, keys: Iterable[str | int]) -> Any:
    for key in keys:
        data = data[key]
    return data


def _read(path: Path) -> Any:
    """Returns a file's data as validation reads it (``on:`` stays a key, not a flag), None when unreadable."""
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    data = read_plain_data(raw)
    if data is NOT_PLAIN:
        document = read_yaml(raw)
        return document.data if document.usable else None
    return data


def find_item(files: Iterable[Path], item: str) -> ItemFile | None:
    """Returns the file whose top mapping, or a mapping in one of its top lists, has ``id: item``."""
    for path in files:
        data = _read(path)
        if not isinstance(data, dict):
            continue
        if data.get("id") == item:
            return ItemFile(path, data, ())
        for key, value in data.items():
            if isinstance(value, list):
                for number, entry in enumerate(value):
                    if isinstance(entry, dict) and entry.get("id") == item:
                        return ItemFile(path, data, (str(key), number))
    return None


def field_keys(item: str, field: str, mapping: Any) -> tuple[str | int, ...]:
    """Returns the keys of a dotted field (``effects.0.damage``) that the item has; UsageError names the fields."""
    keys: list[str | int] = []
    here = mapping
    for part in field.split("."):
        if isinstance(here, list) and part.isdigit() and int(part) < len(here):
            keys.append(int(part))
        elif isinstance(here, dict) and part in here:
            keys.append(part)
        else:
            known = (
                ", ".join(str(key) for key in here)
                if isinstance(here, dict)
                else f"0 to {len(here) - 1}"
                if isinstance(here, list)
                else "none: it is a value"
            )
            where = ".".join(str(key) for key in keys) or item
            raise UsageError(f"{item} has no field {field!r}: {where} has {known}")
        here = here[keys[-1]]
    if isinstance(here, dict | list):
        raise UsageError(f"{item} field {field!r} is not a single value; name one inside it")
    return tuple(keys)


def with_value(found: ItemFile, keys: tuple[str | int, ...], value: Any) -> Any:
    """Returns a copy of the file's data with the item's field set to ``value``."""
    import copy

    data = copy.deepcopy(found.data)
    holder = _walk(_walk(data, found.at), keys[:-1])
    holder[keys[-1]] = value
    return data


def lists(holder: Any, item: str) -> bool:
    """Returns whether one of the holder's lists names the item (``creatures: [{id: ...}]``, ``cards: [{card: ...}]``)."""
    if not isinstance(holder, dict):
        return False
    return any(
        entry == item or (isinstance(entry, dict) and item in entry.values())
        for value in holder.values()
        if isinstance(value, list)
        for entry in value
    )
