"""Reads a content tree as of a git revision into a temporary folder.

Files are named by NUL-separated listings and fetched by object id, so any
file name git can hold (a line break, bytes that are not UTF-8) comes through.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from tempfile import TemporaryDirectory

from sfbkit.kit.errors import UsageError

_LOCATING_VARIABLES = ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE")
"""Variables that would point git at another repository than the one holding the working folder."""


def _run(cwd: Path, args: tuple[str, ...], data: bytes | None) -> subprocess.CompletedProcess[bytes]:
    environment = {name: value for name, value in os.environ.items() if name not in _LOCATING_VARIABLES}
    try:
        return subprocess.run(
            ["git", *args],
            cwd=cwd,
            input=data,
            capture_output=True,
            check=False,
            timeout=120,
            env=environment,
        )
    except FileNotFoundError:
        raise UsageError("git is not installed") from None


def git(cwd: Path, *args: str, data: bytes | None = None) -> bytes:
    """Runs git in ``cwd`` (the repository holding it) and returns its output; a failure becomes a usage error quoting git."""
    done = _run(cwd, args, data)
    if done.returncode != 0:
        raise UsageError(
            f"git {' '.join(args[:2])}: {_reason(done.stderr.decode('utf-8', errors='replace'))}"
        )
    return done.stdout


def inside_work_tree(folder: Path) -> bool:
    """Tells whether ``folder`` is inside a git work tree; UsageError when git is not installed."""
    return _run(folder, ("rev-parse", "--is-inside-work-tree"), None).returncode == 0


def start_repository(folder: Path) -> bool:
    """Runs ``git init`` (branch ``main``) in a folder outside any repository; returns whether it started one."""
    if shutil.which("git") is None or inside_work_tree(folder):
        return False
    if _run(folder, ("init", "-q", "-b", "main"), None).returncode == 0:
        return True
    return _run(folder, ("init", "-q"), None).returncode == 0  # a git older than 2.28 has no -b


def _reason(stderr: str) -> str:
    """Returns git's reason for a failure in one line: its ``fatal:`` or ``error:`` line, not a hint after it."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    reason = next(
        (line.partition(":")[2].strip() for line in lines if line.startswith(("fatal:", "error:"))),
        lines[-1] if lines else "failed",
    )
    if "safe.directory" in stderr:
        reason += "; git reads it only once it is listed in safe.directory (git config --global --add safe.directory)"
    return reason


def tree_prefix(root: Path) -> tuple[Path, str]:
    """Returns the top of the git work tree holding ``root`` and the content tree's path inside it."""
    done = _run(root, ("rev-parse", "--show-toplevel"), None)
    if done.returncode != 0:
        stderr = done.stderr.decode("utf-8", errors="replace")
        if "not a git repository" in stderr:
            raise UsageError(
                f"{root} is not inside a git repository, so there are no revisions to compare; "
                "run 'git init' there and commit the content first"
            )
        raise UsageError(f"git rev-parse --show-toplevel: {_reason(stderr)}")
    top = Path(done.stdout.decode().strip())
    relative = root.resolve().relative_to(top.resolve()).as_posix()
    return top, "" if relative == "." else relative + "/"


def resolve_revision(top: Path, revision: str) -> str:
    """Returns the commit id a revision names; an unknown revision is a usage error."""
    if revision.startswith("-"):
        raise UsageError(f"{revision!r} is not a revision")
    try:
        return git(top, "rev-parse", "--verify", "--quiet", f"{revision}^{{commit}}").decode().strip()
    except UsageError:
        if _run(top, ("rev-parse", "--verify", "--quiet", "HEAD"), None).returncode != 0:
            raise UsageError(
                f"unknown revision {revision!r}: the repository at {top} has no commit yet; "
                "commit the content first (git add -A && git commit)"
            ) from None
        raise UsageError(f"unknown revision {revision!r}") from None


@contextmanager
def revision_tree(root: Path, revision: str) -> Iterator[Path]:
    """Yields a temporary folder holding every file of the tree at ``root`` as of ``revision``."""
    top, prefix = tree_prefix(root)
    commit = resolve_revision(top, revision)
    listing = git(top, "ls-tree", "-r", "-z", commit, "--", prefix or ".")
    blobs = []
    for entry in listing.split(b"\0"):
        info, _, raw_name = entry.partition(b"\t")
        fields = info.split()
        if len(fields) == 3 and fields[1] == b"blob":
            blobs.append((os.fsdecode(raw_name), fields[2]))
    names = [name for name, _ in blobs]
    with TemporaryDirectory(prefix="sfbkit-rev-") as folder:
        target = Path(folder)
        if blobs:
            batch = git(top, "cat-file", "--batch", data=b"".join(oid + b"\n" for _, oid in blobs))
            for name, body in zip(names, _batch_bodies(batch), strict=True):
                path = target / name[len(prefix) :]
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(body)
        yield target


def _batch_bodies(output: bytes) -> Iterator[bytes]:
    """Splits the output of ``git cat-file --batch`` into the objects' bodies."""
    position = 0
    while position < len(output):
        header_end = output.index(b"\n", position)
        size = int(output[position:header_end].split()[2])
        start = header_end + 1
        yield output[start : start + size]
        position = start + size + 1
