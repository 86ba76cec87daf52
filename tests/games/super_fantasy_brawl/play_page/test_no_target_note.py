"""A card sure to find no target is marked before the click; one that may reach a target is not."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.match_script import SetupSpec
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play_page.no_target import surely_without_target
from sfbkit.games.super_fantasy_brawl.play_page.sfb_view import NO_TARGET_NOTE, SfbView

TEAMS = (("borka", "gorlak", "mirelda"), ("fizzlewick", "brassbolt", "brisket"))


@pytest.fixture(scope="module")
def bundled() -> Library:
    return load_library(bundled_content_root())


def _places(library: Library, enemy_at: str, card: str) -> dict[str, object]:
    spec = MatchSpec(
        teams=TEAMS,
        setup=SetupSpec.model_validate(
            {
                "positions": {"borka": "d4", "fizzlewick": enemy_at, "gorlak": "b4"},
                "hands": [[card], []],
                "traps": {},
            }
        ),
    )
    match = build_match(library, spec)
    decision = match.decision
    assert decision is not None
    return dict(zip(decision.ids, SfbView(library).places(Recording(spec, match), decision), strict=True))


@pytest.mark.parametrize(
    ("card", "enemy_at", "noted"),
    [
        ("borka-hot-iron", "c4", False),  # move 0, an enemy adjacent
        ("borka-hot-iron", "i7", True),  # move 0, nobody adjacent: spent with no effect
        ("borka-anvil-drop", "f5", False),  # its move can bring an enemy in reach
        ("borka-anvil-drop", "i7", True),  # no line of its move reaches anyone
    ],
)
def test_a_card_with_no_target_in_reach_carries_the_note(
    bundled: Library, card: str, enemy_at: str, noted: bool
) -> None:
    place = _places(bundled, enemy_at, card)[f"play:{card}@borka"]
    assert isinstance(place, dict) and place["card"] == card
    assert (place.get("note") == NO_TARGET_NOTE) is noted, place


def test_the_note_agrees_with_what_the_engine_then_does(bundled: Library) -> None:
    spec = MatchSpec(
        teams=TEAMS,
        setup=SetupSpec.model_validate(
            {
                "positions": {"borka": "d4", "fizzlewick": "i7"},
                "hands": [["borka-anvil-drop"], []],
                "traps": {},
            }
        ),
    )
    match = build_match(bundled, spec)
    option = "play:borka-anvil-drop@borka"
    assert surely_without_target(match, option, "borka-anvil-drop")
    assert not surely_without_target(match, option, "borka-anvil-drop", budget=1)
    match.apply(option)
    while match.decision is not None and match.decision.kind != "action":
        match.apply(match.decision.ids[0])
    assert any(e.kind == "no_target" and e.data["card"] == "borka-anvil-drop" for e in match.events)
