"""Dungeon Command games driven at the engine with explicit seeds and answers, for speed and sameness checks.

Each game is a match on the bundled content started by the engine's ``new_match`` with an explicit engine
seed (no seed derivation of the play layer), answered by a ``random.Random(seed)`` that picks an option by
index. The same game therefore gives the same events on any code whose rules behave the same, which is how
``tests/games/dungeon_command/test_engine_hashes.py`` and ``bench/dc_engine.py`` compare engines.

Imported, it serves today's code; run as a script (``python dc_games.py FIRST END``, with ``PYTHONPATH``
naming a checkout of any commit since the Dungeon Command engine's layout) it plays games ``FIRST`` to
``END - 1`` of ``GAMES`` on that checkout and prints ``{"cpu": s, "decisions": n, "hashes": [...]}``.
It imports nothing but the standard library and the engine, so an older checkout can run it.
"""

from __future__ import annotations

import dataclasses
import json
import random
import sys
import time
from typing import Any

BATTLEFIELD = "twin-vaults"
VARIANT_TURNS = 20
"""The turn limit the ruleset variants are played with (none of them has one but ``skirmish``)."""

GAMES: tuple[tuple[int, str], ...] = (
    *((seed, "simulation") for seed in range(1, 31)),
    *(
        (31 + 2 * index + twin, ruleset)
        for index, ruleset in enumerate(
            ("standard", "attrition", "hard-won", "open-ground", "skirmish", "strict-corners")
        )
        for twin in (0, 1)
    ),
)
"""(engine seed, ruleset) of each game: the first 30 on the 60-turn ``simulation`` ruleset, then every variant."""

SPEED_GAMES = 30
"""The games timed for speed: the first ones, all on the ``simulation`` ruleset."""


def bundled_definitions() -> Any:
    """Returns the bundled content compiled, every ruleset variant capped at ``VARIANT_TURNS`` turns."""
    from sfbkit.games.dungeon_command.content.library import load_library
    from sfbkit.games.dungeon_command.content.paths import bundled_root
    from sfbkit.games.dungeon_command.engine.compile import definitions_of

    defs = definitions_of(load_library(bundled_root()))
    capped = {
        name: rules if rules.turn_limit is not None else dataclasses.replace(rules, turn_limit=VARIANT_TURNS)
        for name, rules in defs.rulesets.items()
    }
    return dataclasses.replace(defs, rulesets=capped, boards={})


def start_game(defs: Any, game: tuple[int, str]) -> Any:
    """Starts a game's match: the seed picks the two warbands (mirrors included) and seeds the engine."""
    from sfbkit.games.dungeon_command.engine.match import new_match

    seed, ruleset = game
    bands = sorted(defs.warbands)
    pair = (bands[seed % len(bands)], bands[(seed // len(bands)) % len(bands)])
    return new_match(defs, warbands=pair, battlefield=BATTLEFIELD, ruleset=ruleset, seed=seed)


def play_game(defs: Any, game: tuple[int, str]) -> tuple[Any, int, float]:
    """Plays a game to its end; returns the match, its decision count and the CPU seconds of the play."""
    match = start_game(defs, game)
    rng = random.Random(game[0])
    decisions = 0
    begin = time.process_time()
    while (decision := match.decision) is not None:
        match.apply(decision.options[rng.randrange(len(decision.options))].id)
        decisions += 1
    return match, decisions, time.process_time() - begin


def start_recorded(defs: Any, start: dict[str, Any]) -> Any:
    """Starts a recorded script's match from its engine arguments: setup, or a scenario position (DC §18)."""
    from sfbkit.games.dungeon_command.engine.match import new_match, new_scenario
    from sfbkit.games.dungeon_command.engine.scenario import Placed, Scenario

    position = start.get("scenario")
    if position is None:
        return new_match(
            defs,
            warbands=tuple(start["warbands"]),
            battlefield=start["battlefield"],
            ruleset=start["ruleset"],
            seed=start["seed"],
            environment=start["environment"],
        )
    pairs = {key: tuple(tuple(hand) for hand in position[key]) for key in ("order_hands", "creature_hands")}
    return new_scenario(
        defs,
        Scenario(
            creatures=tuple(Placed.parse(text) for text in position["creatures"]),
            battlefield=start["battlefield"],
            environment=start["environment"],
            ruleset=start["ruleset"],
            commanders=tuple(position["commanders"]),
            active=position["active"],
            morale=tuple(position["morale"]),
            chests=dict(position["chests"]),
            seed=start["seed"],
            **pairs,
        ),
    )


def record_scripts(defs: Any) -> list[dict[str, Any]]:
    """Runs every bundled match script through the play layer; returns its engine start, answers and hash."""
    from pathlib import Path

    from sfbkit.games.dungeon_command.content.paths import bundled_root
    from sfbkit.games.dungeon_command.game import GAME

    recorded = []
    for script in sorted(Path(bundled_root(), "matches").glob("*.yaml")):
        run, _ = GAME.run_script(bundled_root(), script)
        setup = run.setup
        start: dict[str, Any] = {
            "warbands": list(setup.warbands),
            "battlefield": setup.battlefield,
            "ruleset": setup.ruleset,
            "seed": setup.seed,
            "environment": setup.environment,
        }
        if setup.scenario is not None:
            given = setup.scenario
            start["environment"] = setup.environment or "dungeon"
            start["scenario"] = {
                "creatures": list(given["creatures"]),
                "commanders": [defs.warbands[name].commander for name in setup.warbands],
                "active": 0 if given.get("active", "A") == "A" else 1,
                "morale": list(given.get("morale") or [None, None]),
                "order_hands": list(given.get("order_hands") or [[], []]),
                "creature_hands": list(given.get("creature_hands") or [[], []]),
                "chests": dict(given.get("chests") or {}),
            }
        recorded.append(
            {
                "script": script.stem,
                "start": start,
                "answers": [record.option for record in run.decisions],
                "hash": run.match.events_hash(),
            }
        )
    return recorded


def record(path: str) -> None:
    """Writes the event hash of every game and every bundled script, with the scripts' answers, to ``path``."""
    defs = bundled_definitions()
    games = [
        {"seed": game[0], "ruleset": game[1], "hash": play_game(defs, game)[0].events_hash()}
        for game in GAMES
    ]
    scripts = record_scripts(bundled_definitions())
    with open(path, "w", encoding="utf-8") as out:
        json.dump({"games": games, "scripts": scripts}, out, indent=1)
        out.write("\n")


def main(argv: list[str]) -> None:
    """Plays ``GAMES[FIRST:END]`` and prints their CPU seconds, decisions and event hashes as JSON."""
    if argv[:1] == ["record"]:
        record(argv[1])
        return
    first, end = int(argv[0]), int(argv[1])
    defs = bundled_definitions()
    cpu, decisions, hashes = 0.0, 0, []
    for game in GAMES[first:end]:
        match, count, seconds = play_game(defs, game)
        cpu += seconds
        decisions += count
        hashes.append(match.events_hash())
    print(json.dumps({"cpu": cpu, "decisions": decisions, "hashes": hashes}))


if __name__ == "__main__":
    main(sys.argv[1:])
