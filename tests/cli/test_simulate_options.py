"""``simulate`` is one kit command: both games get the same ``--all-pairings``, ``--format`` and ``--out``."""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.cli.simulate import command_for
from sfbkit.kit.registry import get_game

SFB = get_game("super-fantasy-brawl").bundled_root()
DC = get_game("dungeon-command").bundled_root()

ONE_PAIRING = {
    "super-fantasy-brawl": [
        "--content", str(SFB), "--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda",
        "--games", "2", "--round-limit", "2",
    ],
    "dungeon-command": [
        "--content", str(DC), "--warbands", "lanternguard,mirewood-brood", "--games", "1", "--ruleset", "skirmish",
    ],
}  # fmt: skip
TEXT_START = {
    "super-fantasy-brawl": "2 games, players random,random",
    "dungeon-command": "1 games, players random",
}


def simulate(game: str, *args: str) -> Result:
    return CliRunner().invoke(cli, ["simulate", *ONE_PAIRING[game], *args])


def _options(command: click.Command) -> dict[str, object]:
    """Returns each shared option's definition, but for its help (which names the game's sides)."""
    found: dict[str, object] = {}
    for param in command.params:
        if param.name in ("all_pairings", "all_teams", "output", "out"):
            info = param.to_info_dict()
            if param.name == "all_pairings":
                info.pop("help")
            found[param.name] = info
    return found


def test_both_commands_take_the_same_pairing_and_report_options() -> None:
    sfb_simulate = command_for(get_game("super-fantasy-brawl"))
    dc_simulate = command_for(get_game("dungeon-command"))
    assert sfb_simulate is not None and dc_simulate is not None
    assert _options(sfb_simulate) == _options(dc_simulate)
    assert set(_options(sfb_simulate)) == {"all_pairings", "all_teams", "output", "out"}


@pytest.mark.parametrize("game", ["super-fantasy-brawl", "dungeon-command"])
def test_format_json_prints_json(game: str) -> None:
    result = simulate(game, "--format", "json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["games"] in (1, 2)


@pytest.mark.parametrize("game", ["super-fantasy-brawl", "dungeon-command"])
def test_out_writes_the_format_its_suffix_names_and_prints_the_text_report(game: str, tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    result = simulate(game, "--out", str(out))
    assert result.exit_code == 0, result.output
    assert json.loads(out.read_text(encoding="utf-8"))["games"] in (1, 2)
    assert result.stdout.startswith(TEXT_START[game]), result.stdout
    csv_out = tmp_path / "report.data"
    assert simulate(game, "--format", "csv", "--out", str(csv_out)).exit_code == 0
    assert "," in csv_out.read_text(encoding="utf-8").splitlines()[0]


@pytest.mark.parametrize("game", ["super-fantasy-brawl", "dungeon-command"])
def test_a_file_name_naming_another_format_is_refused_before_playing(game: str, tmp_path: Path) -> None:
    out = tmp_path / "report.csv"
    result = simulate(game, "--format", "json", "--out", str(out))
    assert result.exit_code == 2
    assert f"--out {out}: the name says csv, but --format is json" in result.output
    assert not out.exists()


@pytest.mark.parametrize(
    ("game", "mixed", "expected"),
    [
        ("super-fantasy-brawl", ["--teams", "borka,pip,velvet"], "use either --all-pairings or --teams with --vs"),
        ("dungeon-command", ["--warbands", "lanternguard,mirewood-brood"], "give either --warbands A,B or --all-pairings"),
    ],
)  # fmt: skip
def test_the_old_all_teams_still_means_all_pairings_with_a_warning(
    game: str, mixed: list[str], expected: str
) -> None:
    root = SFB if game == "super-fantasy-brawl" else DC
    result = CliRunner().invoke(cli, ["simulate", "--content", str(root), "--all-teams", *mixed])
    assert result.exit_code == 2
    assert "warning: --all-teams is deprecated; use --all-pairings" in result.output
    assert expected in result.output
