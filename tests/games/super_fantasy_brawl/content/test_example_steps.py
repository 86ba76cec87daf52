"""Card and ability examples keep their steps packed and hand back exactly the steps their file wrote."""

from __future__ import annotations

from typing import Any

import yaml

from sfbkit.games.super_fantasy_brawl.content.examples import ExampleSteps
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
from sfbkit.games.super_fantasy_brawl.workflow.examples import subjects


def test_every_bundled_example_hands_back_the_steps_its_file_wrote() -> None:
    report = validate_tree(bundled_content_root())
    written: dict[str, Any] = {}
    checked = 0
    for subject in subjects(report):
        data = written.setdefault(subject.file, yaml.safe_load(subject.source.path.read_bytes()))
        for example, path in zip(subject.examples, subject.example_paths, strict=True):
            at = data
            for step in path:
                at = at[step]
            assert isinstance(example.steps, ExampleSteps)
            assert example.steps.unpacked() == at["steps"], f"{subject.file}: {path}"
            assert example.model_dump()["steps"] == at["steps"]
            checked += 1
    assert checked >= 50
