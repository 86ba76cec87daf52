"""The rules engine: plays Super Fantasy Brawl matches faithfully to RULES, one decision at a time.

Start a match with :func:`new_match` (full setup) or :func:`new_scenario`
(explicit position), answer ``match.decision`` with ``match.apply(option_id)``
until ``match.decision`` is None, or let :func:`play` drive it with players.

Each operation of the effect language has one handler in ``effects`` (``push``
and ``pull`` there, citing RULES §7); movement, targeting, combat, traps,
challenges and turn flow each have their own module.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.content.match_script import SetupSpec
    from sfbkit.games.super_fantasy_brawl.engine.match import (
        Match,
        MatchResult,
        new_match,
        new_scenario,
        play,
    )
    from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState, GameState, PlayerState
    from sfbkit.kit.play.decisions import Decision, Movement, Option
    from sfbkit.kit.play.events import Event, events_hash
    from sfbkit.kit.play.player import Player
    from sfbkit.kit.play.random_player import RandomPlayer

_HOMES = {
    "SetupSpec": "sfbkit.games.super_fantasy_brawl.content.match_script",
    **dict.fromkeys(
        ("Match", "MatchResult", "new_match", "new_scenario", "play"),
        "sfbkit.games.super_fantasy_brawl.engine.match",
    ),
    **dict.fromkeys(
        ("ChampionState", "GameState", "PlayerState"), "sfbkit.games.super_fantasy_brawl.engine.state"
    ),
    **dict.fromkeys(("Decision", "Movement", "Option"), "sfbkit.kit.play.decisions"),
    **dict.fromkeys(("Event", "events_hash"), "sfbkit.kit.play.events"),
    "Player": "sfbkit.kit.play.player",
    "RandomPlayer": "sfbkit.kit.play.random_player",
}
"""The module each name of the engine's interface is defined in."""


def __getattr__(name: str) -> Any:
    """Returns a name of the engine's interface, importing the rules on first use.

    Importing one of the engine's small modules (option ids, the vocabulary) then
    does not load every rule: validation reads those without playing.
    """
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


__all__ = [
    "ChampionState",
    "Decision",
    "Event",
    "GameState",
    "Match",
    "MatchResult",
    "Movement",
    "Option",
    "Player",
    "PlayerState",
    "RandomPlayer",
    "SetupSpec",
    "events_hash",
    "new_match",
    "new_scenario",
    "play",
]
