"""Japanese texts use one middle dot (・) and one colon (：), in the phrases, the glossaries and every output."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sfbkit.games.dungeon_command.text import glossary as dc_glossary
from sfbkit.games.super_fantasy_brawl.text.glossary import LOCALES
from sfbkit.games.super_fantasy_brawl.text.labels import LABELS
from sfbkit.kit.game import SheetRequest
from sfbkit.kit.registry import get_game
from sfbkit.kit.render.pdf_render import drawn_text

REPO = Path(__file__).resolve().parents[4]
ROOTS = {"super-fantasy-brawl": REPO, "dungeon-command": REPO / "games" / "dungeon-command"}
OTHER_PUNCTUATION = re.compile(r"[·:]")
"""The Latin middle dot and colon; Japanese has ・ and ： for them."""


def offending(texts: dict[str, str]) -> dict[str, str]:
    """Returns the texts, by where they come from, that hold a Latin middle dot or colon."""
    return {where: text for where, text in texts.items() if OTHER_PUNCTUATION.search(text)}


def test_the_check_catches_both_marks() -> None:
    assert offending({"a": "攻撃 · 破壊", "b": "部隊: x", "c": "部隊：x・y"}) == {
        "a": "攻撃 · 破壊",
        "b": "部隊: x",
    }


def test_super_fantasy_brawl_phrases_glossary_and_labels() -> None:
    texts = {f"phrase {key}": text for key, text in LOCALES.phrases("ja").items()}
    texts |= {
        f"term {group}.{key}": entry["ja"]
        for group, entries in LOCALES.glossary.items()
        for key, entry in entries.items()
    }
    texts |= {f"label {key}": entry["ja"] for key, entry in LABELS.items()}
    assert len(texts) > 100
    assert offending(texts) == {}


def test_dungeon_command_phrases_and_glossary() -> None:
    texts = {f"phrase {key}": text for key, text in dc_glossary.phrases("ja").items()}
    texts |= {
        f"term {group}.{key}": entry["ja"]
        for group, entries in dc_glossary.glossary().items()
        for key, entry in entries.items()
    }
    assert len(texts) > 100
    assert offending(texts) == {}


def _ids(game: str) -> list[str]:
    catalogue = get_game(game).catalogue(ROOTS[game])
    if game == "dungeon-command":
        return [*catalogue.library.warbands, *(record.id for record in catalogue.records)]  # type: ignore[attr-defined]
    library = catalogue.library  # type: ignore[attr-defined]
    return [*library.champions, *library.cards]


@pytest.mark.parametrize("game", sorted(ROOTS))
def test_every_japanese_show_and_sheet_output(game: str) -> None:
    catalogue = get_game(game).catalogue(ROOTS[game])
    texts = {f"show {item}": catalogue.show(item, "ja") for item in _ids(game)}
    for output in ("txt", "md", "html"):
        request = SheetRequest((), (), True, output, "ja", "a4", 0.0, False, 0.0, 0.0)  # type: ignore[arg-type]
        sheet = catalogue.sheet(request).decode()
        texts[f"sheet {output}"] = drawn_text(sheet) if output == "html" else sheet
    assert len(texts) > 20
    lines = {f"{where}: {line}": line for where, text in texts.items() for line in text.splitlines()}
    assert offending(lines) == {}
