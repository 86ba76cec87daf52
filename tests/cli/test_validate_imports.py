"""A full ``sfbkit validate`` checks the examples' and scripts' steps statically: it imports none of the rules."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root

RULE_MODULES = (
    "sfbkit.games.super_fantasy_brawl.engine.match",
    "sfbkit.games.super_fantasy_brawl.engine.turns",
    "sfbkit.games.super_fantasy_brawl.engine.state",
    "sfbkit.games.super_fantasy_brawl.play.runner",
)

_PROBE = (
    "import sys; sys.argv = ['sfbkit', *sys.argv[1:]]\n"
    "from sfbkit.cli.entry import main\n"
    "try:\n    main()\nexcept SystemExit:\n    pass\n"
    f"print('loaded:', [name for name in {RULE_MODULES!r} if name in sys.modules])\n"
    "print('checked:', 'sfbkit.games.super_fantasy_brawl.workflow.script_checks' in sys.modules)"
)


def test_validating_in_full_imports_no_rule_of_the_engine(tmp_path: Path) -> None:
    environment = {**os.environ, "SFBKIT_CACHE_DIR": str(tmp_path / "cache"), "XDG_STATE_HOME": str(tmp_path)}
    environment.pop("SFBKIT_CONTENT", None)
    root = str(bundled_content_root())
    outcome = subprocess.run(
        [sys.executable, "-c", _PROBE, "validate", "--no-cache", "--content", root],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
        cwd=tmp_path,
    )
    *report, loaded, checked = outcome.stdout.splitlines()
    assert "0 problems" in report[-1]
    assert checked == "checked: True"
    assert loaded == "loaded: []"
