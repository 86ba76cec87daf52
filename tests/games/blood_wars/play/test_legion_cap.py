"""The legion cap (BW §7.2, §7.3, §17): a card that raises it counts in the hand it joins and the hand it leaves."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.content.paths import bundled_root

LORD = "p1:magistrate-orrun-vell#1"
SIX = "[bailiff-wardens, bailiff-wardens, archive-halberdiers, archive-halberdiers, tithe-collectors, iron-ledger-company]"


def _script(tmp_path: Path, hand: str, steps: str) -> tuple[int, str]:
    script = tmp_path / "cap.yaml"
    script.write_text(
        f"""name: legion cap
scenario:
  seats:
    - hand: {hand}
      warlords: [{{card: magistrate-orrun-vell, battle_hand: {SIX}}}]
      turns: 3
    - {{turns: 3}}
  phase: assembly
steps:
{steps}""",
        encoding="utf-8",
    )
    result = CliRunner().invoke(cli, ["match", "--content", str(bundled_root()), str(script)])
    return result.exit_code, result.output


def test_a_cap_raiser_counts_itself_while_it_is_placed(tmp_path: Path) -> None:
    code, output = _script(
        tmp_path,
        "[seal-bearers, bailiff-wardens]",
        f"""  - expect:
      decision: formation
      includes: [place:p1:seal-bearers#1@{LORD}]
      excludes: [place:p1:bailiff-wardens#1@{LORD}]
  - place:p1:seal-bearers#1@{LORD}
  - expect:
      decision: formation
      excludes: [place:p1:bailiff-wardens#1@{LORD}]
      includes: [return:p1:seal-bearers#1]
""",
    )
    assert code == 0, output


def test_a_seventh_legion_goes_in_only_after_a_sixth_leaves(tmp_path: Path) -> None:
    code, output = _script(
        tmp_path,
        "[bailiff-wardens]",
        f"""  - expect:
      decision: formation
      excludes: [place:p1:bailiff-wardens#1@{LORD}]
  - return:p1:tithe-collectors#1
  - expect:
      decision: formation
      includes: [place:p1:bailiff-wardens#1@{LORD}]
""",
    )
    assert code == 0, output
