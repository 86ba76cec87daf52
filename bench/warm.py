"""Warm ``sfbkit search`` and ``show`` on a 50,004-card library, today's code against the commit issue 28 began from.

That commit (``WARM_START``) is exported from the repository's history with ``git archive`` into a
temporary folder and run through the same console entry with its folder first on ``PYTHONPATH``
(``python -P``: the working folder is not searched before it; each code's imports are checked).
Each code gets its own cache, filled by one cold ``search``; then the warm commands take turns
(start, today, start, today, ...), each code showing a champion neither showed before. Commands
are timed in CPU seconds of the command's process, the least of the turns.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from bench.commands import command_environment, cpu_and_wall
from bench.commit_export import export
from bench.corpus import build_tree, tree_files
from bench.report import Result

WARM_START = "9cae9165495805578be668ffef6ff10c80f3a9a2"
"""The last commit before the work on issue 28's warm commands."""

WARM_GOAL_SECONDS = 0.5
CHAMPIONS = 8334
"""50,004 cards."""

REPOSITORY = Path(__file__).resolve().parent.parent
_ENTRY = "import sys; from sfbkit.cli.entry import main; sys.argv[0] = 'sfbkit'; sys.exit(main())"


def run(quick: bool) -> Result:
    """Times warm search and show at 50,004 cards with today's code and with the code of ``WARM_START``."""
    result = Result("warm")
    champions = 334 if quick else CHAMPIONS
    turns = 2 if quick else 5
    with tempfile.TemporaryDirectory(prefix="sfbkit-warm-") as temporary:
        folder = Path(temporary)
        root = build_tree(folder / "content", champions)
        result.note(f"library: {champions} champions, {champions * 6} cards, {len(tree_files(root))} files")
        start_code = export(WARM_START, folder / "start")
        if isinstance(start_code, str):
            result.note(f"no comparison with {WARM_START[:7]}: {start_code}")
            codes = {"today": REPOSITORY}
        else:
            codes = {WARM_START[:7]: start_code, "today": REPOSITORY}
        environments = {
            label: command_environment(
                PYTHONPATH=str(code),
                SFBKIT_CACHE_DIR=str(folder / f"cache-{label}"),
                XDG_STATE_HOME=str(folder / "state"),
            )
            for label, code in codes.items()
        }
        for label, code in codes.items():
            _check_imports(code, environments[label])
        search = [sys.executable, "-P", "-c", _ENTRY, "search", "--content", str(root), "kw:push"]
        for label in codes:
            cold_cpu, _ = cpu_and_wall(search, environments[label])
            result.figure(f"{label}: search kw:push, empty cache: CPU", cold_cpu, "s")
            cpu_and_wall(search, environments[label])  # the first warm run may still write (a memo)
        best: dict[tuple[str, str], float] = {}
        for turn in range(turns):
            for label in codes:
                show = [sys.executable, "-P", "-c", _ENTRY, "show", "--content", str(root), f"pip-{turn + 1}"]
                for command_label, command in (("search kw:push", search), ("show (not shown before)", show)):
                    cpu, _ = cpu_and_wall(command, environments[label])
                    key = (label, command_label)
                    best[key] = min(cpu, best.get(key, cpu))
    for (label, command_label), cpu in best.items():
        result.figure(f"{label}: warm {command_label}: CPU (least of {turns})", cpu, "s")
        if label == "today":
            result.ratio(
                f"warm {command_label}: CPU / {WARM_GOAL_SECONDS:g} s goal",
                cpu / WARM_GOAL_SECONDS,
                "< 1",
                cpu < WARM_GOAL_SECONDS,
            )
            before = best.get((WARM_START[:7], command_label))
            if before is not None:
                result.ratio(f"warm {command_label}: today's CPU / {WARM_START[:7]}'s", cpu / before)
    return result


def _check_imports(code: Path, environment: dict[str, str]) -> None:
    """Raises RuntimeError unless the commands run with ``environment`` import sfbkit from ``code``."""
    found = subprocess.run(
        [sys.executable, "-P", "-c", "import sfbkit; print(sfbkit.__file__)"],
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    if Path(found).resolve().parent.parent != code.resolve():
        raise RuntimeError(f"sfbkit is imported from {found}, not from {code}")


if __name__ == "__main__":
    print(run("--quick" in sys.argv).text())
