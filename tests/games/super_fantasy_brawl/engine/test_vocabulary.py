"""Every decision a match asks and every event it records uses a kind of the game's closed vocabularies."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.engine.draft import DRAFTS
from sfbkit.games.super_fantasy_brawl.engine.match import new_match
from sfbkit.games.super_fantasy_brawl.engine.vocabulary import DECISION_KINDS, EVENT_KINDS
from sfbkit.games.super_fantasy_brawl.play.runner import run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script
from sfbkit.kit.play.random_player import RandomPlayer


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(bundled_content_root())


@pytest.mark.parametrize("draft", DRAFTS)
def test_a_drafted_random_match_stays_within_the_vocabularies(library: Library, draft: str) -> None:
    match = new_match(library, draft=draft, seed=7)
    players = [RandomPlayer(7), RandomPlayer(8)]
    asked: set[str] = set()
    while match.decision is not None:
        asked.add(match.decision.kind)
        match.apply(players[match.decision.player].choose(match, match.decision))
    assert asked <= DECISION_KINDS
    assert {event.kind for event in match.events} <= EVENT_KINDS
    assert match.state.phase == "over"


def test_every_bundled_script_stays_within_the_event_vocabulary(library: Library) -> None:
    kinds: set[str] = set()
    for path in sorted(Path(library.root, "matches").glob("*.yaml")):
        kinds |= {event.kind for event in run_script(load_script(path), library).recording.match.events}
    assert kinds <= EVENT_KINDS
    assert {"move", "attack", "damage", "match_end"} <= kinds
