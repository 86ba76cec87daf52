"""Every ``sh`` block of the README and docs/ runs as written, in a fresh copy of the repository.

The blocks run with the environment's ``bin`` first on PATH, as after ``. .venv/bin/activate``
(the README's quick start says so), each with ``bash -e`` so that every command must succeed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
RULES_COPIES = {"docs/rules.md", "docs/dungeon-command/rules.md", "docs/blood-wars/rules.md"}
COPIED = (
    "README.md",
    "sfbkit.yaml",
    "docs",
    "champions",
    "cards",
    "arenas",
    "rulesets",
    "matches",
    "games",
    "schemas",
)
"""What a fresh copy holds: the docs and the content the commands read (sfbkit itself is installed)."""
FENCE = re.compile(r"^```sh\n(.*?)^```", re.MULTILINE | re.DOTALL)

NOT_RUN = {
    # The quick start makes a virtual environment and runs the whole test suite; CI runs exactly
    # these two commands (tests/docs/test_readme.py checks .ci/run holds them).
    ("README.md", "python3 -m venv .venv"): "makes an environment and runs every test",
    # `sfbkit play` waits for a human at the terminal; tests/games/dungeon_command/test_play_terminal.py
    # drives it with answers.
    ("docs/dungeon-command/matches.md", "sfbkit play"): "waits for a player at the terminal",
    # --scheduler names a Dask cluster on the network.
    ("docs/simulation.md", "sfbkit simulate --all-pairings"): "needs a Dask scheduler on the network",
}
"""Blocks a test cannot run, by file and the start of their first command, with why."""


def shell_blocks() -> list[tuple[str, str]]:
    """Returns every ``sh`` block of the README and docs/ as (file, block), in reading order."""
    docs = [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md"))]
    return [
        (doc.relative_to(REPO).as_posix(), match.group(1))
        for doc in docs
        if doc.relative_to(REPO).as_posix() not in RULES_COPIES
        for match in FENCE.finditer(doc.read_text(encoding="utf-8"))
    ]


def _skip_reason(doc: str, block: str) -> str | None:
    first = block.strip().splitlines()[0]
    return next(
        (why for (name, start), why in NOT_RUN.items() if name == doc and first.startswith(start)), None
    )


BLOCKS = shell_blocks()


def test_the_blocks_are_found_and_every_skip_names_a_block() -> None:
    assert len(BLOCKS) >= 5
    for doc, start in NOT_RUN:
        assert any(name == doc and block.lstrip().startswith(start) for name, block in BLOCKS), (doc, start)


@pytest.mark.slow
@pytest.mark.parametrize(("doc", "block"), BLOCKS, ids=[f"{doc}#{n}" for n, (doc, _) in enumerate(BLOCKS)])
def test_a_shell_block_runs_as_written(doc: str, block: str, tmp_path: Path) -> None:
    reason = _skip_reason(doc, block)
    if reason is not None:
        pytest.skip(f"{doc}: {reason}")
    copy = tmp_path / "repo"
    copy.mkdir()
    for name in COPIED:
        source = REPO / name
        if source.is_dir():
            shutil.copytree(source, copy / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, copy / name)
    bin_folder = Path(sys.executable).parent
    env = {
        **os.environ,
        "PATH": f"{bin_folder}{os.pathsep}{os.environ.get('PATH', '')}",
        "HOME": str(tmp_path / "home"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
    }
    env.pop("SFBKIT_CONTENT", None)
    done = subprocess.run(
        ["bash", "-e", "-o", "pipefail", "-c", block],
        cwd=copy,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert done.returncode == 0, f"{doc}:\n{block}\nexit {done.returncode}\n{done.stderr[-3000:]}"
