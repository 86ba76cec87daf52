"""Every bundled Blood Wars script passes: BW §18 scenarios 1 to 12 and the full matches at 2 and 4 seats."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.game import GAME

ROOT = bundled_root()
SCRIPTS = sorted((ROOT / "matches").glob("*.yaml"))
FULL = {"full-match-two-seats": 2, "full-match-four-seats": 4}
SCENARIOS = [path for path in SCRIPTS if path.stem not in FULL]

FULL_HASHES = {
    "full-match-two-seats": "9021fb17d3bdf96cc2327ac4b340be1703ff8cc5e158350ead82e7499348b2c6",
    "full-match-four-seats": "00ea925cf3d9e9087404bcc6724709bb43dc56a4ebc407854d6dffc1ab849284",
}
"""The event hash of each full match's JSONL log; a change to the engine or the content shows here."""


def test_every_scenario_of_the_rules_has_a_bundled_script() -> None:
    numbers = {int(m.group(1)) for p in SCRIPTS if (m := re.match(r"scenario-(\d\d)-", p.stem))}
    assert numbers == set(range(1, 13))
    assert set(FULL) <= {path.stem for path in SCRIPTS}


@pytest.mark.parametrize("script", SCENARIOS, ids=lambda path: path.stem)
def test_a_bundled_scenario_script_passes(script: Path) -> None:
    _, summary = GAME.run_script(ROOT, script)
    assert summary.startswith(f"{script}: ok: ")


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(FULL))
def test_a_full_match_plays_from_setup_to_a_win(name: str) -> None:
    run, _ = GAME.run_script(ROOT, ROOT / "matches" / f"{name}.yaml")
    footer = json.loads(run.log_text("jsonl").splitlines()[-1])
    assert footer["over"] and footer["result"]["reason"] == "vp"
    assert len(footer["result"]["vp"]) == FULL[name]
    assert footer["events_hash"] == FULL_HASHES[name]
    assert run.match.events[0].kind == "shuffled"  # type: ignore[attr-defined]


def test_a_bundled_script_runs_by_its_name() -> None:
    result = CliRunner().invoke(cli, ["match", "scenario-03-legion-cap", "--content", str(ROOT)])
    assert result.exit_code == 0, result.output
    assert "is placed in p1's pyre-marshal-kettrin's battle hand." in result.stdout
