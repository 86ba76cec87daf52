"""``match`` on mutated bundled Blood Wars scripts: one located line or a pass, never a crash or a hang.

Each case edits one bundled scenario or deck-check script, seeded: a card of a position swapped
for another card (of another kind, unknown, malformed), a number of the position or an answer
made strange, or a structural edit anywhere (a key dropped, renamed, repeated, a value replaced).
"""

from __future__ import annotations

import random
import re
import shutil
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

import pytest
import yaml

from sfbkit.games.blood_wars.content.paths import bundled_root
from tests.hardening.helpers import assert_no_crash, data_paths, invoke
from tests.yaml_edits import mutate

BUNDLED = bundled_root()
SCRIPTS = sorted(path.name for path in (BUNDLED / "matches").glob("scenario-*.yaml"))
ORIGINAL = {name: (BUNDLED / "matches" / name).read_text(encoding="utf-8") for name in SCRIPTS}
CARDS = [
    "vellmoor",
    "crossroads-militia",
    "ferryman-of-two-shores",
    "hobnailed-boots",
    "nobody",
    "",
    "X",
    "p1:vellmoor#1",
]
VALUES: list[Any] = [-1, 0, 1, 3, 7, 10**9, 2**64, 2.5, "two", None, [1], {"a": 1}, True, "done", "pass:p9"]
LOCATED_LINE = re.compile(r"^[^\n]+:\d+(:\d+)?: ")
TIME_LIMIT = 60
"""Seconds one match may take before the case counts as a hang."""


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
    root = tmp_path_factory.mktemp("bw-fuzz") / "content"
    shutil.copytree(BUNDLED, root)
    return root


def mutated(name: str, rng: random.Random) -> str:
    """Returns a script with one seeded edit."""
    document = yaml.safe_load(ORIGINAL[name])
    paths = list(data_paths(document))
    cards = [p for p in paths if isinstance(p[-1], int) and p[0] == "scenario"]
    if cards and rng.random() < 0.4:
        mutate(document, rng.choice(cards), "replace", rng.choice(CARDS))
    else:
        path = rng.choice(paths)
        action = rng.choice(["replace", "drop", "rename", "repeat", "wrap", "nest"])
        mutate(document, path, action, rng.choice(VALUES + CARDS))
    return yaml.safe_dump(document, allow_unicode=True, sort_keys=False)


def _check(tree: Path, seed: int) -> None:
    rng = random.Random(seed)
    name = rng.choice(SCRIPTS)
    script = tree / "matches" / name
    script.write_text(mutated(name, rng), encoding="utf-8")
    try:
        with _bounded():
            played = invoke("match", "--content", str(tree), str(script))
        assert_no_crash(played, (0, 1, 2))
        if played.exit_code == 1:
            first = played.stderr.strip().splitlines()[0]
            assert LOCATED_LINE.match(first) or first.startswith(str(script)), first
    finally:
        script.write_text(ORIGINAL[name], encoding="utf-8")


@pytest.mark.parametrize("seed", range(40))
def test_a_mutated_match_script_gives_a_located_line_never_a_crash(tree: Path, seed: int) -> None:
    _check(tree, seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(40, 300))
def test_many_mutated_match_scripts_give_a_located_line_never_a_crash(tree: Path, seed: int) -> None:
    _check(tree, seed)
