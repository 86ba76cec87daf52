"""Shared tools of the hardening tests: content trees, tree snapshots, and CLI runs that must not crash."""

from __future__ import annotations

import os
import re
import resource
import shutil
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.cli.validate_output import STEP_SUMMARY_VAR
from sfbkit.games.super_fantasy_brawl.content.paths import CONTENT_DIRS, bundled_content_root
from sfbkit.kit.cache.cache_switch import NO_CACHE_ENV

REPO = Path(__file__).resolve().parents[2]
LOCATED = re.compile(r"^[^\n]+:\d+:\d+: ")
"""The start of a located problem line: ``file:line:col: ``."""

Snapshot = dict[str, tuple[str, int, bytes | str]]


def copy_bundled(target: Path) -> Path:
    """Copies the bundled content's folders to ``target`` and returns it."""
    source = bundled_content_root()
    for folder in CONTENT_DIRS:
        shutil.copytree(source / folder, target / folder)
    return target


def snapshot(root: Path) -> Snapshot:
    """Returns every entry under ``root``: its kind, permission bits and modification time, and contents."""
    entries: Snapshot = {}
    for path in sorted(root.rglob("*")):
        status = path.lstat()
        relative = path.relative_to(root).as_posix()
        if path.is_symlink():
            entries[relative] = ("link", status.st_mtime_ns, str(path.readlink()))
        elif path.is_dir():
            entries[relative] = ("dir", status.st_mtime_ns, oct(status.st_mode))
        else:
            entries[relative] = ("file", status.st_mtime_ns, path.read_bytes())
    return entries


_CONSOLE = (
    "import sys; from sfbkit.cli.entry import main; sys.argv = ['sfbkit', *sys.argv[1:]]; sys.exit(main())"
)
_TIME_LIMIT = 60
_MEMORY_LIMIT = 2 * 1024**3


def run_console(args: list[str], env: Mapping[str, str]) -> tuple[int, str, str]:
    """Runs the console script in a child process, bounded in time and memory; returns its exit code, stdout, stderr.

    ``env`` is added to the environment, without SFBKIT_NO_CACHE and GITHUB_STEP_SUMMARY unless it names them.
    A hang fails the test (TimeoutExpired) instead of the suite, and so does a traceback.
    """
    child_env = {
        name: value for name, value in os.environ.items() if name not in (NO_CACHE_ENV, STEP_SUMMARY_VAR)
    }
    child = subprocess.run(
        [sys.executable, "-c", _CONSOLE, *args],
        capture_output=True,
        text=True,
        env={**child_env, **env},
        stdin=subprocess.DEVNULL,
        timeout=_TIME_LIMIT,
        preexec_fn=_bounded_memory,
    )
    assert "Traceback" not in child.stderr, child.stderr
    return child.returncode, child.stdout, child.stderr


def _bounded_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (_MEMORY_LIMIT, _MEMORY_LIMIT))  # a read without end fails


def invoke(*args: str) -> Result:
    """Runs the sfbkit CLI in this process with stdout and stderr kept apart."""
    return CliRunner().invoke(cli, list(args), catch_exceptions=True)


def assert_no_crash(result: Result, allowed: tuple[int, ...]) -> None:
    """Checks that a CLI run ended with an allowed exit code and no unhandled exception or traceback."""
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(
            f"unhandled {result.exception!r}; output:\n{result.output}"
        ) from result.exception
    assert result.exit_code in allowed, f"exit {result.exit_code}; output:\n{result.output}"
    assert "Traceback" not in result.stdout
    assert "Traceback" not in result.stderr


def data_paths(data: Any, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    """Yields the path of every mapping entry and sequence item in the data."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield (*path, key)
            yield from data_paths(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield (*path, index)
            yield from data_paths(value, (*path, index))
