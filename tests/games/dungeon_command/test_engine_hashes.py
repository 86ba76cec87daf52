"""The engine's behaviour is pinned: explicit seeds and answers give the recorded event hashes.

Games of ``bench/dc_games.py`` (random answers from ``random.Random(seed)``, the engine seeded directly) and
the answers every bundled match script gave are replayed on the engine alone, so the hashes do not depend
on how the play layer derives seeds. A rules change that is meant to change events is recorded again with
``python -m bench.dc_games record tests/games/dungeon_command/data/engine_games.json``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bench.dc_games import GAMES, bundled_definitions, play_game, start_recorded
from sfbkit.games.dungeon_command.content.library import load_library
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.definitions import Definitions

RECORDED = json.loads((Path(__file__).parent / "data" / "engine_games.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def capped() -> Any:
    """The bundled content with the ruleset variants capped as the games play them."""
    return bundled_definitions()


@pytest.fixture(scope="module")
def bundled() -> Definitions:
    """The bundled content as the scripts play it."""
    return definitions_of(load_library(bundled_root()))


def test_the_record_lists_every_game_and_every_bundled_script() -> None:
    assert [(g["seed"], g["ruleset"]) for g in RECORDED["games"]] == list(GAMES)
    scripts = sorted(p.stem for p in (bundled_root() / "matches").glob("*.yaml"))
    assert [s["script"] for s in RECORDED["scripts"]] == scripts


@pytest.mark.parametrize("index", range(len(GAMES)), ids=[f"{seed}-{rules}" for seed, rules in GAMES])
def test_a_random_game_gives_its_recorded_events(capped: Any, index: int) -> None:
    match, decisions, _ = play_game(capped, GAMES[index])
    assert decisions > 0 and match.over
    assert match.events_hash() == RECORDED["games"][index]["hash"]


@pytest.mark.parametrize("recorded", RECORDED["scripts"], ids=[s["script"] for s in RECORDED["scripts"]])
def test_a_scripts_answers_give_its_recorded_events(bundled: Definitions, recorded: dict[str, Any]) -> None:
    match = start_recorded(bundled, recorded["start"])
    for answer in recorded["answers"]:
        match.apply(answer)
    assert match.events_hash() == recorded["hash"]
