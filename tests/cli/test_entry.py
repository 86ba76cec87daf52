"""The console script answers --version as the full CLI does, without importing click."""

from __future__ import annotations

import subprocess
import sys

from click.testing import CliRunner

from sfbkit.cli.main import cli

PROBE = (
    "import sys; sys.argv = ['sfbkit', '--version']; "
    "from sfbkit.cli.entry import main; main(); "
    "print('click' in sys.modules)"
)


def test_the_fast_version_matches_the_cli_version_and_skips_click() -> None:
    fast = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    version_line, click_imported = fast.stdout.splitlines()
    assert version_line == CliRunner().invoke(cli, ["--version"]).output.strip()
    assert click_imported == "False"


def test_other_arguments_reach_the_cli() -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; sys.argv = ['sfbkit', 'nope']; from sfbkit.cli.entry import main; main()",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert "No such command 'nope'" in result.stderr
