"""Writes a new champion and its six-card deck from commented templates that validate as they are."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import jinja2

from sfbkit.games.super_fantasy_brawl.content.kinds import CHAMPION, DECK
from sfbkit.games.super_fantasy_brawl.workflow.scaffold_match import example_match
from sfbkit.kit.content.formatter import format_text
from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.atomic import create_files_atomic

TEMPLATES = Path(__file__).resolve().parent / "templates"
ID_PATTERN = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
MAX_ID_LENGTH = 40
"""Longest champion id: card ids add a suffix and must stay within the 48 characters of an id."""


@dataclass(frozen=True, slots=True)
class Scaffold:
    """The files of a new champion: where each goes and its text."""

    champion: Path
    champion_text: str
    deck: Path
    deck_text: str
    with_examples: bool
    """False when the tree had too few champions for two teams, so the files hold no examples."""


def default_name(champion_id: str) -> str:
    """Returns a display name made from an id: 'sir-bonk' becomes 'Sir Bonk'."""
    return " ".join(part.capitalize() for part in champion_id.split("-"))


def render_scaffold(root: Path, champion_id: str, name: str | None = None) -> Scaffold:
    """Renders the champion and deck files of a new champion for the content tree at ``root``."""
    if not ID_PATTERN.match(champion_id) or not 2 <= len(champion_id) <= MAX_ID_LENGTH:
        raise UsageError(
            f"{champion_id!r} is not a champion id: use lower-case words joined by hyphens, "
            f"2 to {MAX_ID_LENGTH} characters, e.g. 'sir-bonk'"
        )
    _refuse_base_id(root, champion_id)
    shown = default_name(champion_id) if name is None else name.strip()
    if not shown or len(shown) > 60 or any(char in shown for char in "\r\n\t"):
        raise UsageError("the name must be 1 to 60 characters on one line")
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        keep_trailing_newline=True,
    )
    match = example_match(root, champion_id)
    values = {"id": champion_id, "name": _scalar(shown), "name_text": shown, "match": match}
    champion = environment.get_template("champion.yaml.j2").render(values)
    deck = environment.get_template("deck.yaml.j2").render(values)
    return Scaffold(
        champion=root / "champions" / f"{champion_id}.yaml",
        champion_text=format_text(champion.encode("utf-8"), CHAMPION),
        deck=root / "cards" / f"{champion_id}.yaml",
        deck_text=format_text(deck.encode("utf-8"), DECK),
        with_examples=match is not None,
    )


def _refuse_base_id(root: Path, champion_id: str) -> None:
    """Refuses an id whose champion or deck file the base tree has: the new files would shadow it."""
    from sfbkit.games.super_fantasy_brawl.content.layers import base_of

    base = base_of(root)
    if base is None:
        return
    for folder in ("champions", "cards"):
        if (base.root / folder / f"{champion_id}.yaml").is_file():
            raise UsageError(
                f"'{champion_id}' is a champion of the base game ({base.label}:{folder}/{champion_id}.yaml); "
                "choose another id, or copy that file here with 'overrides: true' at its top to change it"
            )


def write_scaffold(scaffold: Scaffold) -> None:
    """Writes both files, refusing to overwrite either; both are written or neither."""
    create_files_atomic([(scaffold.champion, scaffold.champion_text), (scaffold.deck, scaffold.deck_text)])


def _scalar(text: str) -> str:
    """Returns text as a YAML scalar: plain when that reads back the same, else double-quoted."""
    plain = re.fullmatch(r"[A-Za-z][A-Za-z0-9 .'!-]*", text) and not text.endswith(" ")
    lowered = text.lower()
    if plain and lowered not in {"yes", "no", "on", "off", "true", "false", "null", "y", "n"}:
        return text
    return json.dumps(text, ensure_ascii=False)
