"""Seeded tampering of every game's logs, line by line and field by field: no tampered log replays ok, none crashes.

Logs of bundled example matches (scripted, greedy and random answers) are
tampered with in every class: a value edited, a line inserted, deleted or
moved, a header field, a decision's answerer, a seed or a version changed.
An edit that leaves the log the same once parsed is not a tampering and is
not counted.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.blood_wars.content.library import BWLibrary
from sfbkit.games.blood_wars.content.library import load_library as load_bw_library
from sfbkit.games.blood_wars.content.paths import bundled_root as bw_bundled_root
from sfbkit.games.blood_wars.play.replay import replay_log as replay_bw
from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.content.library import load_library as load_dc_library
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.play.replay import replay_log as replay_dc
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.library import load_library as load_sfb_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.autoplay import play_recorded
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import jsonl_text
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import read_log as read_sfb_log
from sfbkit.games.super_fantasy_brawl.play.log_output import log_text
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.games.super_fantasy_brawl.play.replay import replay_log as replay_sfb
from sfbkit.games.super_fantasy_brawl.play.runner import run_script as run_sfb_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script
from sfbkit.kit.errors import ScriptError
from sfbkit.kit.play.random_player import RandomPlayer
from tests.hardening.helpers import REPO

Records = list[dict[str, Any]]
Replays = Callable[[Records], bool]

ANSWERERS = ("script", "human", "random", "greedy", "first", "nobody")
CLASSES = ("edit", "insert", "delete", "move", "header", "source", "seed", "version")
PER_CLASS = 40
"""Tampered logs made of each class, per game."""


def text_of(records: Records) -> str:
    return "\n".join(json.dumps(record) for record in records) + "\n"


def canonical(records: Records) -> list[str]:
    return [json.dumps(record, sort_keys=True, separators=(",", ":")) for record in records]


def paths(data: Any, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    """Yields the path of every value inside a record."""
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else []
    for key, value in items:
        yield (*path, key)
        yield from paths(value, (*path, key))


def changed(value: Any, rng: random.Random) -> Any:
    """Returns a value near ``value`` or of another type."""
    if type(value) is int:
        return rng.choice([value + 1, value - 1, -value - 1, float(value), str(value), None])
    if isinstance(value, str):
        return rng.choice([value + "x", value[:-1], value.upper() + "!", "", 0, None])
    if isinstance(value, list):
        return rng.choice([value[:-1], [*value, *value[-1:]], list(reversed(value)), {}, None])
    if isinstance(value, dict):
        return rng.choice([{}, {**value, "tampered": 1}, [], None])
    return rng.choice([not value if isinstance(value, bool) else True, 0, "x", None])


def set_at(records: Records, number: int, path: tuple[str | int, ...], value: Any) -> Records:
    copy: Records = json.loads(json.dumps(records))
    parent: Any = copy[number]
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = value
    return copy


def value_at(record: dict[str, Any], path: tuple[str | int, ...]) -> Any:
    current: Any = record
    for step in path:
        current = current[step]
    return current


def tampered(records: Records, kind: str, rng: random.Random) -> Records:
    """Returns a copy of the log's records tampered with in one way of class ``kind``."""
    last = len(records) - 1
    if kind == "edit":
        number = rng.randrange(len(records))
        path = rng.choice(list(paths(records[number])))
        return set_at(records, number, path, changed(value_at(records[number], path), rng))
    if kind == "insert":
        copy = [*records]
        copy.insert(rng.randrange(1, len(records) + 1), rng.choice(records[1:last]))
        return copy
    if kind == "delete":
        number = rng.randrange(len(records))
        return records[:number] + records[number + 1 :]
    if kind == "move":
        copy = [*records]
        moved = copy.pop(rng.randrange(1, last))
        copy.insert(rng.randrange(1, last), moved)
        return copy
    if kind == "header":
        path = rng.choice(list(paths(records[0])))
        return set_at(records, 0, path, changed(value_at(records[0], path), rng))
    if kind == "source":
        number = rng.choice([n for n, record in enumerate(records) if record["type"] == "decision"])
        source = rng.choice([name for name in ANSWERERS if name != records[number]["source"]])
        return set_at(records, number, ("source",), source)
    if kind == "seed":
        seeds = [
            path
            for path in paths(records[0])
            if "seed" in str(path[0]) and type(value_at(records[0], path)) is int
        ]
        path = rng.choice(seeds)
        return set_at(records, 0, path, value_at(records[0], path) + rng.choice([1, -1, 1000]))
    key = rng.choice(["format_version", "sfbkit"])
    value = records[0][key]
    return set_at(
        records, 0, (key,), value + rng.choice([1, -1]) if key == "format_version" else f"{value}.1"
    )


@pytest.fixture(scope="module")
def sfb_library() -> Library:
    return load_sfb_library(bundled_content_root())


@pytest.fixture(scope="module")
def dc_library() -> DCLibrary:
    return load_dc_library(bundled_root())


def sfb_logs(library: Library) -> list[Records]:
    """Logs of two bundled scripts (one mixes scripted and greedy answers) and of a seeded random match."""
    logs = []
    for name in ("keyword-push", "full-match"):
        outcome = run_sfb_script(load_script(REPO / "matches" / f"{name}.yaml"), library)
        logs.append(log_text(outcome.recording, library, "jsonl"))
    spec = MatchSpec(
        seed=11,
        teams=(("borka", "pip", "velvet"), ("gorlak", "thornwick", "mirelda")),
        rules={"round_limit": 2},
    )
    recording = play_recorded(library, spec, [RandomPlayer(3), RandomPlayer(4)])
    logs.append(jsonl_text(recording, library.content_hash))
    return [[json.loads(line) for line in text.splitlines()] for text in logs]


def dc_logs(library: DCLibrary, folder: Path) -> list[Records]:
    """Logs of a scripted scenario, and of a match begun by a script and played on by greedy, random and first."""
    from sfbkit.games.dungeon_command.play.runner import run_script_file

    full = (bundled_root() / "matches" / "full-match.yaml").read_text(encoding="utf-8")
    head, _, steps = full.partition("\nsteps:\n")
    deploys = [line for line in steps.splitlines() if line.startswith("  - deploy:")]
    autos = ["greedy, decisions: 20", "random, decisions: 15", "first, decisions: 10"]
    mixed = folder / "mixed.yaml"
    lines = [head, "steps:", *deploys, *(f"  - auto: {{player: {auto}}}" for auto in autos)]
    mixed.write_text("\n".join(lines) + "\n", encoding="utf-8")
    logs = []
    for script in (bundled_root() / "matches" / "t9-treasure.yaml", mixed):
        run, _ = run_script_file(library, script)
        logs.append([json.loads(line) for line in run.log_text("jsonl").splitlines()])
    return logs


@pytest.fixture(scope="module")
def bw_library() -> BWLibrary:
    return load_bw_library(bw_bundled_root())


def bw_logs(library: BWLibrary, folder: Path) -> list[Records]:
    """Logs of a scripted four-seat scenario, and of a match from setup played by random, first and greedy."""
    from sfbkit.games.blood_wars.play.runner import run_script_file

    mixed = folder / "mixed.yaml"
    mixed.write_text(
        "seed: 5\nplayers: [{deck: cinder-host, policy: greedy}, {deck: mire-court}]\nsteps:\n"
        "  - auto: {player: random, decisions: 40}\n  - auto: {player: first, decisions: 5}\n"
        "  - auto: {player: random, decisions: 30}\n",
        encoding="utf-8",
    )
    logs = []
    for script in (bw_bundled_root() / "matches" / "scenario-06-hidden-allies.yaml", mixed):
        run, _ = run_script_file(library, script)
        logs.append([json.loads(line) for line in run.log_text("jsonl").splitlines()])
    return logs


def bw_replays(library: BWLibrary, folder: Path) -> Replays:
    def replays(records: Records) -> bool:
        path = folder / "tampered.jsonl"
        path.write_text(text_of(records), encoding="utf-8")
        replay_bw(library, path)
        return True

    return replays


def sfb_replays(library: Library) -> Replays:
    def replays(records: Records) -> bool:
        replay_sfb(read_sfb_log(text_of(records), "tampered.jsonl"), library, "tampered.jsonl")
        return True

    return replays


def dc_replays(library: DCLibrary, folder: Path) -> Replays:
    def replays(records: Records) -> bool:
        path = folder / "tampered.jsonl"
        path.write_text(text_of(records), encoding="utf-8")
        replay_dc(library, path)
        return True

    return replays


@pytest.mark.slow
@pytest.mark.parametrize("game", ["super-fantasy-brawl", "dungeon-command", "blood-wars"])
def test_no_tampered_log_of_any_game_replays_ok(
    game: str, sfb_library: Library, dc_library: DCLibrary, bw_library: BWLibrary, tmp_path: Path
) -> None:
    if game == "super-fantasy-brawl":
        logs, replays = sfb_logs(sfb_library), sfb_replays(sfb_library)
    elif game == "blood-wars":
        logs, replays = bw_logs(bw_library, tmp_path), bw_replays(bw_library, tmp_path)
    else:
        logs, replays = dc_logs(dc_library, tmp_path), dc_replays(dc_library, tmp_path)
    for records in logs:
        assert replays(records)
    rng = random.Random(f"tampering {game}")
    tried = 0
    accepted: list[str] = []
    crashed: list[str] = []
    for kind in CLASSES:
        for number in range(PER_CLASS):
            original = logs[number % len(logs)]
            copy = tampered(original, kind, rng)
            if canonical(copy) == canonical(original):
                continue
            tried += 1
            description = f"{kind} #{number} of log {number % len(logs)}"
            try:
                replays(copy)
            except ScriptError:
                continue
            except Exception as error:  # every other exception is a crash to report
                crashed.append(f"{description}: {error!r}")
                continue
            accepted.append(description)
    assert tried > len(CLASSES) * PER_CLASS * 3 // 4
    assert crashed == [], f"{len(crashed)} of {tried} tampered logs crash the replay: {crashed[:5]}"
    assert accepted == [], f"{len(accepted)} of {tried} tampered logs replay ok: {accepted[:10]}"
