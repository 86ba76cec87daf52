"""Runs a bench script against a copy of the code (today's or an exported commit's) and reads its JSON answer."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any


def run_json(code: Path, script: Path, *args: str, beside_script: bool = False) -> dict[str, Any] | str:
    """Returns the JSON that ``script ARGS`` prints when run with the code in ``code``, or why it failed.

    ``beside_script`` lets the script import the modules of its own folder.
    """
    environment = {**os.environ, "PYTHONPATH": str(code), "PYTHONHASHSEED": "0"}
    run = subprocess.run(
        [sys.executable, *(() if beside_script else ("-P",)), str(script), *args],
        cwd=code,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
    )
    if run.returncode != 0:
        return f"the code in {code} failed: {run.stderr.strip().splitlines()[-1:]}"
    answer: dict[str, Any] = json.loads(run.stdout)
    return answer
