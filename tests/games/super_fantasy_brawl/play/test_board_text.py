"""The terminal board: areas, deployment zones, face-down traps, gates and the challenge track."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.match_script import SetupSpec
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.terminal.board_text import board_lines, status_lines, track_line


def test_zones_areas_traps_and_gates_are_drawn(library: Library) -> None:
    spec = MatchSpec(
        teams=(("borka", "pip", "velvet"), ("gorlak", "thornwick", "mirelda")),
        setup=SetupSpec.model_validate(
            {
                "positions": {"borka": "a3", "gorlak": "i3", "thornwick": "d3", "mirelda": "i5"},
                "traps": {"c6": "stun"},
                "deployment": ["west", "east"],
            }
        ),
    )
    match = build_match(library, spec)
    text = "\n".join(board_lines(match))
    assert "{BOR   }" in text  # team 0 on its own deployment zone
    assert "<gor   >" in text and "<h3    >" in text  # team 1's zone
    assert "{b4    }" in text
    assert "[tho r ]" in text and "[e3  r ]" in text  # the red area
    assert "[c6   ^]" in text  # a face-down trap, kind not shown
    assert "[#R#   ]" in text
    assert "team 0 gate (west): pip, velvet" in text
    assert "team 1 gate (east): nobody" in text
    status = status_lines(match, 0, library)
    assert any(line.startswith("challenge track: [no VP] ") for line in status)
    assert "stun" not in text


def test_the_track_names_each_slot_and_its_challenge(library: Library) -> None:
    challenge = sorted(library.challenges)[0]
    spec = MatchSpec(
        teams=(("borka", "pip", "velvet"), ("gorlak", "thornwick", "mirelda")),
        setup=SetupSpec.model_validate(
            {"positions": {"borka": "a3"}, "track": [None, challenge, None, None]}
        ),
    )
    line = track_line(build_match(library, spec), library)
    name = library.challenges[challenge].name
    assert line.startswith("challenge track: [no VP] - | [1 VP] " + name + " (")
    assert line.endswith("| [2 VP] - | [1 VP] -")
