"""Large content: ``sfbkit search`` and ``show`` on a 10,002-card library from the cache, and validation memory.

The baseline of each command is the same command on the same tree with an
empty cache (it validates the tree and writes the cache), run in the same
benchmark. ``show`` is timed twice when warm: the same champion again (its text
is cached) and a champion not shown before (its model is unpickled and rendered). Commands are timed in CPU seconds of the command's process (user
plus system), which other load on the machine does not inflate, and in wall
seconds. Validation memory is the peak traced by ``tracemalloc`` while
``validate_tree`` runs on 1,000 champions, per champion, against a bare
libyaml parse of the same files holding their data.
"""

from __future__ import annotations

import gc
import sys
import tempfile
import tracemalloc
from pathlib import Path

import yaml

from bench.commands import command_environment, cpu_and_wall, script
from bench.corpus import build_tree, tree_files
from bench.report import Result
from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree

WARM_GOAL_SECONDS = 0.5
MEMORY_GOAL_KIB = 60.0
CHAMPIONS = 1667
"""10,002 cards."""


def run(quick: bool) -> Result:
    """Times cold and warm commands on the generated library and measures validation memory."""
    result = Result("large")
    champions = 167 if quick else CHAMPIONS
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        root = build_tree(folder / "content", champions)
        commands = {
            "search kw:push": [script("sfbkit"), "search", "--content", str(root), "kw:push"],
            "show borka-1": [script("sfbkit"), "show", "--content", str(root), "borka-1"],
        }
        result.note(f"library: {champions} champions, {champions * 6} cards, {len(tree_files(root))} files")
        for number, (label, command) in enumerate(commands.items()):
            environment = command_environment(
                SFBKIT_CACHE_DIR=str(folder / f"cache-{number}"), XDG_STATE_HOME=str(folder / "state")
            )
            cold_cpu, cold_wall = cpu_and_wall(command, environment)
            warm = [cpu_and_wall(command, environment) for _ in range(3 if quick else 5)]
            warm_cpu = min(cpu for cpu, _ in warm)
            warm_wall = min(wall for _, wall in warm)
            result.figure(f"{label}, empty cache: CPU", cold_cpu, "s")
            result.figure(f"{label}, empty cache: wall", cold_wall, "s")
            result.figure(f"{label}, warm cache: CPU (best)", warm_cpu, "s")
            result.figure(f"{label}, warm cache: wall (best)", warm_wall, "s")
            result.ratio(f"{label}: empty-cache CPU / warm CPU", cold_cpu / warm_cpu)
            result.ratio(
                f"{label}: warm CPU / {WARM_GOAL_SECONDS:g} s goal",
                warm_cpu / WARM_GOAL_SECONDS,
                "< 1",
                warm_cpu < WARM_GOAL_SECONDS,
            )
            if label.startswith("show"):
                _first_shows(result, command, environment, 3 if quick else 5)
        memory_root = build_tree(folder / "memory", 100 if quick else 1000)
        validated, parsed, count = _memory(memory_root)
    result.figure("validate_tree peak memory per champion", validated, "KiB")
    result.figure("bare YAML parse peak memory per champion", parsed, "KiB")
    result.ratio("validate_tree memory / bare YAML parse memory", validated / parsed)
    result.ratio(
        f"validate_tree KiB per champion / {MEMORY_GOAL_KIB:g} KiB goal",
        validated / MEMORY_GOAL_KIB,
        "< 1",
        validated < MEMORY_GOAL_KIB,
    )
    result.note(f"memory measured on {count} champions")
    return result


def _first_shows(result: Result, command: list[str], environment: dict[str, str], repeats: int) -> None:
    """Times ``show`` of champions not shown before, from the cached library."""
    runs = [cpu_and_wall([*command[:-1], f"pip-{copy + 1}"], environment) for copy in range(repeats)]
    cpu = min(cpu for cpu, _ in runs)
    result.figure("show, a champion not shown before, warm library: CPU (best)", cpu, "s")
    result.figure(
        "show, a champion not shown before, warm library: wall (best)", min(w for _, w in runs), "s"
    )
    result.ratio(
        f"show not shown before: warm CPU / {WARM_GOAL_SECONDS:g} s goal",
        cpu / WARM_GOAL_SECONDS,
        "< 1",
        cpu < WARM_GOAL_SECONDS,
    )


def _memory(root: Path) -> tuple[float, float, int]:
    """Returns the peak KiB per champion of validating the tree and of a bare parse holding its data."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    validate_tree(root)
    gc.collect()
    tracemalloc.start()
    report = validate_tree(root)
    validated = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    count = report.counts["champions"]
    del report
    gc.collect()
    tracemalloc.start()
    held = [yaml.load(path.read_bytes(), Loader=loader) for path in tree_files(root)]
    parsed = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    del held
    return validated / 1024 / count, parsed / 1024 / count, count


if __name__ == "__main__":
    print(run("--quick" in sys.argv).text())
