"""An earlier commit's code, exported from the repository's history, for a benchmark to run beside today's."""

from __future__ import annotations

import subprocess
import tarfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent


def export(commit: str, target: Path) -> Path | str:
    """Exports a commit's tree into the folder ``target``; returns it, or one sentence saying why it cannot."""
    archive = target.with_suffix(".tar")
    try:
        with archive.open("wb") as out:
            subprocess.run(
                ["git", "-C", str(REPOSITORY), "archive", "--format=tar", commit],
                stdout=out,
                stderr=subprocess.PIPE,
                check=True,
            )
    except (OSError, subprocess.CalledProcessError) as error:
        detail = (
            error.stderr.decode(errors="replace").strip()
            if isinstance(error, subprocess.CalledProcessError)
            else str(error)
        )
        return f"commit {commit[:7]} is not in this checkout's history ({detail or 'git failed'})"
    with tarfile.open(archive) as tar:
        tar.extractall(target, filter="data")
    return target
