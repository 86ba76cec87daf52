"""The console script answers --version as the full CLI does, without importing click."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
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
    assert "error: no command 'nope'; its commands here" in result.stderr


_RUN = "import sys; sys.argv = ['sfbkit', *sys.argv[1:]]; from sfbkit.cli.entry import main; sys.exit(main())"
_OUTPUT_COMMANDS = [
    ["validate"],  # the quick path
    ["search", "kw:push"],
    ["validate", "--no-cache"],  # the full CLI
    ["show", "pip"],
]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("args", _OUTPUT_COMMANDS, ids=" ".join)
def test_an_output_that_does_not_fit_is_one_line_and_exit_1(args: list[str]) -> None:
    with open("/dev/full", "w", encoding="utf-8") as full:
        result = subprocess.run(
            [sys.executable, "-c", _RUN, *args], stdout=full, stderr=subprocess.PIPE, text=True, check=False
        )
    assert result.returncode == 1
    assert result.stderr.splitlines() == ["error: cannot write the output: No space left on device"]


@pytest.mark.parametrize("args", _OUTPUT_COMMANDS, ids=" ".join)
def test_a_closed_standard_output_still_gives_the_exit_code(args: list[str]) -> None:
    result = subprocess.run(
        ["sh", "-c", 'exec "$@" >&-', "sh", sys.executable, "-c", _RUN, *args],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode, result.stderr) == (0, "")


@pytest.mark.parametrize(
    "options", [[], ["--no-cache"], ["--format", "json"], ["--since", "HEAD"]], ids=" ".join
)
def test_validate_from_a_removed_working_folder_names_files_from_the_tree(
    tmp_path: Path, options: list[str]
) -> None:
    tree = Path(__file__).resolve().parents[1] / "games" / "super_fantasy_brawl" / "content" / "valid"
    script = 'mkdir gone && cd gone && rmdir ../gone && exec "$@"'
    command = [sys.executable, "-c", _RUN, "validate", "--content", str(tree), *options]
    gone = subprocess.run(["sh", "-c", script, "sh", *command], cwd=tmp_path, capture_output=True, text=True)
    at_root = subprocess.run(command, cwd=tree, capture_output=True, text=True)
    assert (gone.returncode, gone.stdout, gone.stderr) == (at_root.returncode, at_root.stdout, at_root.stderr)
    assert gone.returncode == 0 and gone.stdout
