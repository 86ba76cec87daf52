"""A declared game's validation stores a clean tree's library under the key of the bytes it read, never later ones."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sfbkit.kit.report.validation_report import ValidationReport
from sfbkit.kit.tree.content_layout import ContentLayout
from sfbkit.kit.tree.library_cache import ENTRY
from sfbkit.kit.tree.tree_key import cache_slot
from tests.games.toy.conftest import CONTENT
from tests.games.toy.crowns.game import GAME


def _stored(tree: Path) -> bool:
    slot = cache_slot(tree, GAME.content)
    assert slot is not None
    return slot[0].has(slot[1], ENTRY)


def test_a_clean_tree_is_stored(tmp_path: Path) -> None:
    tree = Path(shutil.copytree(CONTENT, tmp_path / "content"))
    assert GAME.validate(tree).problems == ()
    assert _stored(tree)


def test_a_file_changed_while_the_tree_is_validated_leaves_no_library_stored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tree = Path(shutil.copytree(CONTENT, tmp_path / "content"))
    card = sorted((tree / "cards").glob("*.yaml"))[0]
    validate = ContentLayout.validate

    def validate_then_edit(self: ContentLayout, *args: object, **kwargs: object) -> ValidationReport:
        report = validate(self, *args, **kwargs)  # type: ignore[arg-type]
        card.write_text(card.read_text(encoding="utf-8") + "\n", encoding="utf-8")
        return report

    monkeypatch.setattr(ContentLayout, "validate", validate_then_edit)
    assert GAME.validate(tree).problems == ()
    assert not _stored(tree)
