"""A throwaway git repository holding a content tree, for tests of revision-aware commands."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

VALID = Path(__file__).resolve().parents[1] / "games" / "super_fantasy_brawl" / "content" / "valid"


def git(root: Path, *args: str) -> str:
    """Runs git in ``root`` with a fixed identity; returns its output."""
    done = subprocess.run(
        ["git", "-c", "user.name=Tester", "-c", "user.email=tester@example.invalid", *args],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


def content_repo(root: Path) -> Path:
    """Makes ``root`` a git repository whose first commit is a copy of the valid test tree."""
    shutil.copytree(VALID, root, dirs_exist_ok=True)
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "first")
    return root


def commit_all(root: Path, message: str) -> None:
    """Commits every change in the repository."""
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", message)


def edit(path: Path, old: str, new: str) -> None:
    """Replaces the first ``old`` in a file with ``new``; fails if it is not there."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
