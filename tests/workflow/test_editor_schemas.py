"""Editors find the schema of every bundled content file from its first line."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.kinds import kind_of
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.content.validation import content_files

ROOT = bundled_content_root()


@pytest.mark.parametrize("path", content_files(ROOT), ids=lambda path: f"{path.parent.name}/{path.name}")
def test_the_first_line_names_the_schema_of_the_files_kind(path: Path) -> None:
    kind = kind_of(path)
    assert kind is not None
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first == f"# yaml-language-server: $schema=../schemas/{kind.name}.json"
    assert (path.parent / f"../schemas/{kind.name}.json").resolve().is_file()


def test_the_documented_editor_settings_cover_every_folder() -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "ci.md").read_text(encoding="utf-8")
    for folder, schema in (
        ("champions/*.yaml", "champion"),
        ("cards/*.yaml", "deck"),
        ("cards/traps.yaml", "traps"),
        ("cards/challenges.yaml", "challenges"),
        ("arenas/*.yaml", "arena"),
        ("rulesets/*.yaml", "ruleset"),
        ("matches/*.yaml", "match-script"),
    ):
        assert f'"./schemas/{schema}.json": ["{folder}"]' in doc
