"""docs/blood-wars/match-scripts.md shows the current step forms and keys, and its example scripts run."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.game import GAME
from sfbkit.games.blood_wars.play import script_doc
from sfbkit.games.blood_wars.play.expectations import EXPECTATIONS
from sfbkit.kit.scripts.expect_keys import ExpectKey

DOC = Path(__file__).resolve().parents[4] / script_doc.DOC_PATH
BLOCKS = re.findall(r"```yaml\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.DOTALL)


def test_the_tables_of_step_forms_and_expectation_keys_are_current() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert script_doc.with_tables(text) == text, f"run '{script_doc.COMMAND}'"


def test_the_check_mode_reports_a_stale_table(tmp_path: Path) -> None:
    stale = tmp_path / "match-scripts.md"
    stale.write_text(DOC.read_text(encoding="utf-8").replace("| `vp` |", "| `victory` |"), encoding="utf-8")
    assert script_doc.main(["--check", str(stale)]) == 1
    assert script_doc.main([str(stale)]) == 0
    assert script_doc.main(["--check", str(stale)]) == 0


@pytest.mark.parametrize("key", EXPECTATIONS.keys, ids=lambda key: key.name)
def test_every_key_has_an_example_that_parses(key: ExpectKey) -> None:
    EXPECTATIONS.spec.model_validate({key.name: yaml.safe_load(key.example)})


@pytest.mark.parametrize("block", range(len(BLOCKS)))
def test_the_example_scripts_run(block: int, tmp_path: Path) -> None:
    script = tmp_path / "example.yaml"
    script.write_text(BLOCKS[block], encoding="utf-8")
    _, summary = GAME.run_script(bundled_root(), script)
    assert summary.startswith(f"{script}: ok:")
