"""Every example written in the bundled card and champion files runs on the engine as it says."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import library_from
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
from sfbkit.games.super_fantasy_brawl.workflow.example_runs import run_example
from sfbkit.games.super_fantasy_brawl.workflow.examples import ExampleCase, cases, subjects

REPORT = validate_tree(bundled_content_root())
LIBRARY = library_from(REPORT)
CASES = cases(subjects(REPORT))


def test_the_bundled_content_has_examples() -> None:
    assert len(CASES) >= 72


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_example(case: ExampleCase) -> None:
    outcome = run_example(case, LIBRARY)
    assert outcome.failure is None, outcome.failure
