"""Edits that fuzz tests make to real YAML files: byte splices of YAML punctuation, and structural edits."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis import strategies as st

REPO = Path(__file__).resolve().parents[1]
SAMPLES = sorted(
    path
    for folder in (
        "champions",
        "cards",
        "arenas",
        "rulesets",
        "matches",
        "tests/games/super_fantasy_brawl/content/valid",
    )
    for path in (REPO / folder).rglob("*.yaml")
)
"""The repository's content files and valid test files, which the fuzz tests edit."""

YAML_PIECES = [
    " ",
    "\n",
    "\t",
    ":",
    "- ",
    "[",
    "]",
    "{",
    "}",
    ",",
    "#",
    "&a ",
    "*a",
    "!!",
    "'",
    '"',
    "|",
    ">",
    "? ",
]
"""Fragments of YAML syntax that make parsers take unusual paths."""

INSERTS = st.lists(st.sampled_from(YAML_PIECES) | st.text(max_size=3), max_size=4).map("".join)
"""Short insertions: YAML fragments and random text."""


def splice(text: str, position: int, cut: int, insert: str) -> bytes:
    """Returns ``text`` with ``cut`` characters at ``position`` (wrapped to its length) replaced by ``insert``."""
    position %= len(text) + 1
    return (text[:position] + insert + text[position + cut :]).encode("utf-8")


def mutate(data: Any, path: tuple[str | int, ...], action: str, value: Any) -> None:
    """Edits parsed YAML in place at ``path``: replace, drop, rename, repeat, wrap in a list, or nest."""
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    step = path[-1]
    if action == "replace":
        parent[step] = value
    elif action == "drop":
        del parent[step]
    elif action == "rename" and isinstance(step, str):
        parent[f"{step}_"] = parent.pop(step)
    elif action == "repeat" and isinstance(parent, list):
        parent.insert(int(step), parent[int(step)])
    elif action == "wrap":
        parent[step] = [parent[step]]
    else:
        parent[step] = {"nested": parent[step]}
