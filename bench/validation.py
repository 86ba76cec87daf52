"""Validation: ``sfbkit validate`` against ``check-jsonschema`` and against a bare YAML parse of the same files.

The corpus is 1,000 champions and 6,000 cards (``--quick``: 100 and 600). Every
tool runs as a user would run it, in its own process; the bare parse is the
floor no YAML-based validator can beat. ``sfbkit validate`` is timed in full
(``--no-cache``, as on a tree never validated before), taking turns with the
bare parse, and answering from its cached report (the same tree again). A second, small tree with planted
problems shows what each tool finds.
"""

from __future__ import annotations

import gc
import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path

import yaml

from bench.commands import alternated_best, best_time, script, timed
from bench.corpus import build_tree, tree_files
from bench.report import Result
from sfbkit.games.super_fantasy_brawl.content.kinds import ALL_KINDS, kind_of
from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree

REPO = Path(__file__).resolve().parents[1]
SCHEMAS = REPO / "schemas"

FLOOR_SCRIPT = """
import gc, sys, yaml
gc.disable()
loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
for name in sys.argv[1:]:
    with open(name, "rb") as handle:
        yaml.load(handle.read(), Loader=loader)
"""


def run(quick: bool) -> Result:
    """Times the three ways of checking the corpus and the planted problems each finds."""
    result = Result("validation")
    champions = 100 if quick else 1000
    with tempfile.TemporaryDirectory() as temporary:
        root = build_tree(Path(temporary) / "content", champions)
        files = tree_files(root)
        names = [str(path) for path in files]
        repeats = 1 if quick else 3
        saved = {name: os.environ.get(name) for name in ("SFBKIT_CACHE_DIR", "XDG_STATE_HOME")}
        os.environ["SFBKIT_CACHE_DIR"] = str(Path(temporary) / "cache")
        os.environ["XDG_STATE_HOME"] = str(Path(temporary) / "state")
        validate = [script("sfbkit"), "validate", "--no-cache", "--content", str(root)]
        _, outcome = timed(validate)
        if outcome.returncode != 0:
            raise RuntimeError(f"the generated corpus does not validate:\n{outcome.stdout[-2000:]}")
        summary = outcome.stdout.strip().splitlines()[-1]
        cached = [script("sfbkit"), "validate", "--content", str(root)]
        _, again = timed(cached)
        if again.stdout != outcome.stdout:
            raise RuntimeError("the cached report differs from the full validation's")
        floor = [sys.executable, "-c", FLOOR_SCRIPT, *names]
        (sfbkit_time, sfbkit_cpu), (floor_time, floor_cpu) = alternated_best(
            [validate, floor], 1 if quick else 5
        )
        cached_time = best_time(cached, repeats)
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        checker_time = _check_jsonschema_time(files)
        in_process = _in_process(root, files, repeats)
    result.note(f"corpus: {summary}")
    result.figure(f"sfbkit validate ({len(files)} files)", sfbkit_time, "s")
    result.figure("check-jsonschema, one run per schema", checker_time, "s")
    result.figure("bare YAML parse (CSafeLoader, one process, no GC)", floor_time, "s")
    result.figure("in-process validate_tree", in_process[0], "s")
    result.figure("in-process bare YAML parse", in_process[1], "s")
    result.figure("sfbkit validate, cached report (the same tree again)", cached_time, "s")
    result.figure("sfbkit validate throughput", len(files) / sfbkit_time, "files/s")
    speedup = checker_time / sfbkit_time
    result.ratio("check-jsonschema time / sfbkit validate time", speedup, "> 1", speedup > 1)
    over_floor = sfbkit_time / floor_time
    result.ratio("sfbkit validate (in full) / bare YAML parse", over_floor, "< 1.5", over_floor < 1.5)
    result.ratio("the same in CPU time (user + system)", sfbkit_cpu / floor_cpu)
    result.ratio("sfbkit validate (cached report) / bare YAML parse", cached_time / floor_time)
    result.ratio("in-process validate_tree / bare YAML parse", in_process[0] / in_process[1])
    result.note("the cached report is checked to print the same as the full validation")
    found, planted = _planted()
    result.note("planted: " + "; ".join(PLANTED))
    for tool, count in found.items():
        result.figure(f"planted problems found by {tool}", count, f"of {planted}")
    return result


def _check_jsonschema_time(files: list[Path]) -> float:
    total = 0.0
    for kind in ALL_KINDS:
        members = [str(path) for path in files if kind_of(path) is kind]
        if not members:
            continue
        seconds, checked = timed(
            [script("check-jsonschema"), "--schemafile", str(SCHEMAS / f"{kind.name}.json"), *members]
        )
        if checked.returncode != 0:
            raise RuntimeError(f"check-jsonschema rejected {kind.name} files:\n{checked.stdout[-2000:]}")
        total += seconds
    return total


def _in_process(root: Path, files: list[Path], repeats: int) -> tuple[float, float]:
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    validate_times: list[float] = []
    parse_times: list[float] = []
    for _ in range(repeats):
        start = time.perf_counter()
        report = validate_tree(root)
        validate_times.append(time.perf_counter() - start)
        assert report.ok
        gc.disable()  # as validate_tree does while it builds many objects; the floor gets the same help
        start = time.perf_counter()
        for path in files:
            yaml.load(path.read_bytes(), Loader=loader)
        parse_times.append(time.perf_counter() - start)
        gc.enable()
    return min(validate_times), min(parse_times)


PLANTED = (
    "a card's strength is text",
    "an unknown key in a champion",
    "a duplicate key in a champion",
    "a card id used in two decks",
    "a deck of a champion that does not exist",
    "an ability trigger on an unknown event",
)
"""The problems planted in the small tree, in the order ``_plant`` plants them."""


def _planted() -> tuple[dict[str, int], int]:
    """Plants one problem of each kind in a small tree and counts the planted files each tool flags."""
    with tempfile.TemporaryDirectory() as temporary:
        root = build_tree(Path(temporary) / "content", 24)
        targets = _plant(root)
        report = validate_tree(root)
        flagged_sfbkit = {problem.file for problem in report.problems}
        flagged_checker: set[str] = set()
        for kind in ALL_KINDS:
            members = [str(path) for path in tree_files(root) if kind_of(path) is kind]
            if not members:
                continue
            _, checked = timed(
                [
                    script("check-jsonschema"),
                    "-o",
                    "json",
                    "--schemafile",
                    str(SCHEMAS / f"{kind.name}.json"),
                    *members,
                ]
            )
            data = json.loads(checked.stdout)
            for entry in [*data.get("errors", []), *data.get("parse_errors", [])]:
                flagged_checker.add(Path(entry["filename"]).relative_to(root).as_posix())
    return (
        {
            "sfbkit validate": sum(1 for target in targets if flagged_sfbkit.intersection(target)),
            "check-jsonschema": sum(1 for target in targets if flagged_checker.intersection(target)),
        },
        len(targets),
    )


def _plant(root: Path) -> list[tuple[str, ...]]:
    """Plants the problems; returns for each the files where reporting it counts as finding it."""

    def edit(relative: str, old: str, new: str) -> str:
        path = root / relative
        text = path.read_text(encoding="utf-8")
        if old not in text:
            raise RuntimeError(f"cannot plant a problem in {relative}: {old!r} not found")
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
        return relative

    return [
        (edit("cards/borka-1.yaml", "strength: 5", "strength: five"),),
        (edit("champions/brisket-1.yaml", "\nrole:", "\nrol: tank\nrole:"),),
        (edit("champions/gorlak-1.yaml", "\nrole:", "\nname: Again\nrole:"),),
        (
            edit(
                "cards/pip-1.yaml",
                _first_card_id(root / "cards/pip-1.yaml"),
                _first_card_id(root / "cards/thornwick-1.yaml"),
            ),
            "cards/thornwick-1.yaml",
        ),
        (
            edit("cards/velvet-1.yaml", "\nchampion: velvet-1\n", "\nchampion: nobody\n"),
            "champions/velvet-1.yaml",
        ),
        (edit("champions/borka.yaml", "trigger: turn_end", "trigger: teatime"),),
    ]


def _first_card_id(path: Path) -> str:
    found = re.search(r"id: [a-z0-9-]+\n", path.read_text(encoding="utf-8").split("cards:", 1)[1])
    assert found is not None
    return found.group(0)
