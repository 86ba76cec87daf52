"""A warm ``sfbkit show`` unpickles its champion from the cache without importing validation code."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

VALIDATION_MODULES = (
    "sfbkit.games.super_fantasy_brawl.content.validation",
    "sfbkit.kit.loader",
    "sfbkit.kit.validation_report",
)

PROBE = (
    "import sys; sys.argv = ['sfbkit', 'show', 'borka']; "
    "from sfbkit.cli.entry import main\n"
    "try:\n    main()\nexcept SystemExit:\n    pass\n"
    f"print('loaded:', [name for name in {VALIDATION_MODULES!r} if name in sys.modules])"
)


def _show(tmp_path: Path) -> str:
    environment = {
        **os.environ,
        "SFBKIT_CACHE_DIR": str(tmp_path / "cache"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
    }
    environment.pop("SFBKIT_CONTENT", None)
    outcome = subprocess.run(
        [sys.executable, "-c", PROBE],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
        cwd=tmp_path,
    )
    return outcome.stdout


def test_warm_show_prints_the_same_champion_without_validation_modules(tmp_path: Path) -> None:
    cold = _show(tmp_path)
    warm = _show(tmp_path)
    assert "Borka" in cold
    assert cold.splitlines()[:-1] == warm.splitlines()[:-1]
    assert warm.splitlines()[-1] == "loaded: []"
