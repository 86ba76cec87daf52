"""Loading a Blood Wars tree: the library indexes every kind, and ids are unique across the four card kinds."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.games.blood_wars.content.library import load_library, validate_tree
from sfbkit.kit.errors import ContentError

TREE = {
    "sfbkit.yaml": "game: blood-wars\n",
    "cards/warlords.yaml": "warlords:\n  - {id: vell, name: Vell, alignment: LN, is: 11, rr: 3}\n",
    "cards/legions.yaml": "legions:\n  - {id: pikes, name: Pikes, alignment: LN, cs: 4, rr: 2}\n",
    "cards/battlefields.yaml": "battlefields:\n  - {id: ford, name: Ford, alignment: NN, vp: 3, rr: 1}\n",
    "cards/fates.yaml": "fates:\n  - {id: writ, name: Writ, subtype: orders, rr: 1, timing: [declared], effects: [cancel_challenge]}\n",
    "deck-tables/tiny.yaml": "id: tiny\nname: Tiny\nsizes: {}\n",
    "rulesets/conflict.yaml": "id: conflict\nname: Conflict\ndeck_table: tiny\n",
}


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_the_library_holds_every_kind(tmp_path: Path) -> None:
    standard = (Path(__file__).parent / "data" / "standard.yaml").read_text(encoding="utf-8")
    files = {**TREE, "deck-tables/tiny.yaml": standard.replace("id: standard", "id: tiny")}
    library = load_library(_write(tmp_path, files))
    assert set(library.cards) == {"vell", "pikes", "ford", "writ"}
    assert library.warlords["vell"].is_ == 11
    assert library.rulesets["conflict"].deck_table == "tiny"
    assert library.deck_tables["tiny"].deck_sizes == (40, 50, 60, 70, 80, 90, 100)
    rows = library.deck_tables["tiny"].rows(90)
    assert rows is not None and rows.battlefields == [5, 24]


def test_a_table_without_sizes_is_reported_at_its_line(tmp_path: Path) -> None:
    report = validate_tree(_write(tmp_path, TREE))
    assert [(p.file, p.line, p.code) for p in report.problems] == [("deck-tables/tiny.yaml", 3, "bad-value")]


def test_an_id_used_by_two_card_kinds_is_reported_where_the_second_is(tmp_path: Path) -> None:
    legions = "legions:\n  - {id: pikes, name: Pikes, alignment: LN, cs: 4, rr: 2}\n  - {id: vell, name: V, alignment: LN, cs: 1, rr: 2}\n"
    report = validate_tree(_write(tmp_path, {**TREE, "cards/legions.yaml": legions}))
    duplicates = [problem for problem in report.problems if problem.code == "duplicate-id"]
    assert [(p.file, p.line, p.column) for p in duplicates] == [("cards/warlords.yaml", 2, 10)]
    assert "cards/legions.yaml (legions #2)" in duplicates[0].message
    with pytest.raises(ContentError):
        load_library(tmp_path)


def test_a_tree_that_extends_the_bundled_game_adds_to_it_and_may_not_reuse_its_ids(tmp_path: Path) -> None:
    mine = "warlords:\n  - {id: my-warlord, name: Mine, alignment: NN, is: 5, rr: 1}\n"
    _write(
        tmp_path, {"sfbkit.yaml": "game: blood-wars\nextends: blood-wars\n", "cards/warlords-mine.yaml": mine}
    )
    library = load_library(tmp_path)
    assert "my-warlord" in library.warlords and "magistrate-orrun-vell" in library.warlords
    assert "gavel-and-chain" in library.decks
    again = mine.replace("my-warlord", "ashlord-vhorza")
    (tmp_path / "cards/warlords-mine.yaml").write_text(again, encoding="utf-8")
    problems = validate_tree(tmp_path).problems
    assert [(p.file, p.code) for p in problems] == [("cards/warlords-mine.yaml", "duplicate-id")]
    assert "blood-wars:cards/warlords.yaml" in problems[0].message
