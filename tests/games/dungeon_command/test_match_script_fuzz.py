"""``validate`` then ``match`` on mutated bundled Dungeon Command match scripts: located problems, never a crash or hang.

Each case edits one bundled script, seeded: a scenario square or creature made
malformed or off the board, a chest value or morale out of range, or a
structural edit anywhere (a key dropped, renamed, repeated, a value replaced).
"""

from __future__ import annotations

import random
import shutil
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

import pytest
import yaml

from sfbkit.games.dungeon_command.content.paths import bundled_root
from tests.hardening.helpers import LOCATED, assert_no_crash, data_paths, invoke
from tests.yaml_edits import mutate

BUNDLED = bundled_root()
SCRIPTS = sorted(path.name for path in (BUNDLED / "matches").glob("*.yaml"))
ORIGINAL = {name: (BUNDLED / "matches" / name).read_text(encoding="utf-8") for name in SCRIPTS}
SQUARES = ["a0", "zz99", "t21", "u1", "c7", "a41", "k8", "h", "8h", "", "A1", "a-1", "a1-b2", "e5 +10"]
"""Squares a scenario may be given: malformed, off the board, a wall, a treasure square, fine."""
NUMBERS: list[Any] = [-1, 0, 1, 3, 4, 10**9, 2**64, 2.5, "two", None, [1], {"a": 1}, True]
"""Values a chest or a morale may be given."""
TIME_LIMIT = 60
"""Seconds one validate-and-match may take before the case counts as a hang."""


class Hang(Exception):
    """A command ran past the time limit."""


@contextmanager
def _bounded() -> Iterator[None]:
    def stop(signum: int, frame: FrameType | None) -> None:
        raise Hang(f"no answer in {TIME_LIMIT} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(TIME_LIMIT)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One copy of the bundled tree; each case rewrites one script and restores it."""
    root = tmp_path_factory.mktemp("dc-fuzz") / "content"
    shutil.copytree(BUNDLED, root)
    return root


def _scenario(document: dict[str, Any]) -> dict[str, Any]:
    scenario = document.get("scenario")
    if not isinstance(scenario, dict):
        scenario = document["scenario"] = {"creatures": ["A:lantern-pikeman@k6", "B:marsh-wight@a20"]}
    return scenario


def mutated(name: str, rng: random.Random) -> str:
    """Returns a script with one seeded edit."""
    document = yaml.safe_load(ORIGINAL[name])
    kind = rng.choice(["square", "creature", "chest", "morale", "structure", "structure"])
    if kind == "square":
        scenario = _scenario(document)
        creatures = scenario["creatures"]
        index = rng.randrange(len(creatures))
        owner_card = str(creatures[index]).split("@")[0]
        creatures[index] = f"{owner_card}@{rng.choice(SQUARES)}"
    elif kind == "creature":
        scenario = _scenario(document)
        scenario["creatures"].append(
            rng.choice(["A:", "B:", "C:", ""])
            + rng.choice(["lantern-pikeman", "marsh-wight", "nobody", "X"])
            + rng.choice(["@", "@@", ""])
            + rng.choice(SQUARES)
            + rng.choice(["", " +10", " +15", " +990", " tapped", " +10 tapped", " tapped +10", " +-10"])
        )
    elif kind == "chest":
        scenario = _scenario(document)
        chests = scenario.setdefault("chests", {})
        if not isinstance(chests, dict):
            chests = scenario["chests"] = {}
        chests[rng.choice([*SQUARES, "d8", "j13", "q13"])] = rng.choice(NUMBERS)
    elif kind == "morale":
        scenario = _scenario(document)
        scenario["morale"] = [rng.choice(NUMBERS), rng.choice(NUMBERS)]
    else:
        path = rng.choice(list(data_paths(document)))
        mutate(
            document,
            path,
            rng.choice(["replace", "drop", "rename", "repeat", "wrap", "nest"]),
            rng.choice(NUMBERS + SQUARES),
        )
    return yaml.safe_dump(document, allow_unicode=True, sort_keys=False)


def _check(tree: Path, seed: int) -> None:
    rng = random.Random(seed)
    name = rng.choice(SCRIPTS)
    script = tree / "matches" / name
    script.write_text(mutated(name, rng), encoding="utf-8")
    try:
        with _bounded():
            checked = invoke("validate", "--content", str(tree))
            assert_no_crash(checked, (0, 1))
            for line in checked.stdout.splitlines()[:-1]:
                assert LOCATED.match(line), line
            played = invoke("match", "--content", str(tree), str(script))
            assert_no_crash(played, (0, 1, 2))
    finally:
        script.write_text(ORIGINAL[name], encoding="utf-8")


@pytest.mark.parametrize("seed", range(40))
def test_a_mutated_match_script_gives_located_problems_never_a_crash(tree: Path, seed: int) -> None:
    _check(tree, seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(40, 300))
def test_many_mutated_match_scripts_give_located_problems_never_a_crash(tree: Path, seed: int) -> None:
    _check(tree, seed)
