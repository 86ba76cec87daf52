"""Text that reaches a terminal, a spreadsheet or CI: rejected at validation when it holds control characters,
and escaped at every output that needs it (terminal boxes and tables, the text log, CSV, the step summary)."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from sfbkit.games.super_fantasy_brawl.catalogue import SfbCatalogue
from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.db.export_csv import FORMULA_STARTS, csv_text
from sfbkit.games.super_fantasy_brawl.db.record import card_records
from sfbkit.games.super_fantasy_brawl.render.terminal import card_lines, champion_lines
from sfbkit.kit.problems import printable
from tests.hardening.helpers import LOCATED, REPO, assert_no_crash, copy_bundled, invoke
from tests.hypothesis_budget import examples

NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)
CONTROL = st.one_of(
    st.integers(0x00, 0x1F).filter(lambda code: code != 0x0A),
    st.integers(0x7F, 0x9F),
    st.sampled_from([0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]),
).map(chr)
"""Characters no content text may hold: C0 but the line feed, DEL, C1, line separators, bidi overrides."""
RAW = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028-\u202e\u2066-\u2069]")

FIELDS = [
    ("champions/borka.yaml", "name: Borka Anvilgut", "name", "6:7"),
    ("champions/borka.yaml", "title: ", "title", "7:8"),
    ("cards/borka.yaml", "    name: ", "cards[0].name", "6:11"),
]


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_bundled(tmp_path_factory.mktemp("text") / "content")


@settings(
    max_examples=examples(20),
    deadline=None,
    phases=NO_SHRINK,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(field=st.sampled_from(FIELDS), control=CONTROL, before=st.text("abc ", max_size=3))
def test_a_control_character_in_content_text_is_a_located_one_line_problem(
    tree: Path, field: tuple[str, str, str, str], control: str, before: str
) -> None:
    file, anchor, path, where = field
    original = (REPO / file).read_text(encoding="utf-8")
    assert anchor in original
    value = json.dumps(before + control + "x")
    edited = original.replace(anchor, anchor.split(":")[0] + f": {value} #", 1)
    (tree / file).write_text(edited, encoding="utf-8")
    try:
        result = invoke("validate", "--content", str(tree))
    finally:
        (tree / file).write_text(original, encoding="utf-8")
    assert_no_crash(result, (1,))
    problems = [entry for entry in result.stdout.splitlines() if "control-character" in entry]
    assert len(problems) == 1, result.stdout
    assert LOCATED.match(problems[0]) and f"error[control-character]: {path}: " in problems[0]
    assert problems[0].startswith(f"{file}:{where}: ")
    assert not RAW.search(result.stdout)


def test_line_breaks_are_allowed_in_lore_and_flavour_only(tree: Path) -> None:
    file = tree / "champions" / "borka.yaml"
    original = (REPO / "champions" / "borka.yaml").read_text(encoding="utf-8")
    file.write_text(original.replace("title: ", 'lore: "two\\nlines"\nxtitle: ', 1), encoding="utf-8")
    try:
        result = invoke("validate", "--content", str(tree))
    finally:
        file.write_text(original, encoding="utf-8")
    assert "control-character" not in result.stdout


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(REPO)


@settings(max_examples=examples(40), deadline=None)
@given(text=st.text(min_size=1, max_size=30).map(lambda text: text + "\x1b]52;c;ZXZpbA==\x07\r\x08"))
def test_terminal_output_escapes_every_control_character(library: Library, text: str) -> None:
    champion = library.champions["borka"]
    card = library.cards[library.decks["borka"][0]]
    hostile_champion = champion.model_copy(update={"name": text, "title": text, "lore": text + "\n" + text})
    hostile_card = card.model_copy(update={"name": text, "flavour": text})
    lines = [*card_lines(hostile_card, text, "en"), *champion_lines(hostile_champion, library, "en")]
    assert all(not RAW.search(line) for line in lines)
    records = [record._replace(name=text, champion_name=text) for record in card_records(library)[:3]]
    assert not RAW.search(SfbCatalogue(library.root).results_table(records, "en"))


def test_the_text_log_escapes_control_characters(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import sfbkit.games.super_fantasy_brawl.play.log_output as log_output

    monkeypatch.setattr(log_output, "text_log_lines", lambda events: ["round 1 \x1b[2J\rbegins"])
    result = invoke("match", str(REPO / "matches" / "keyword-push.yaml"))
    assert_no_crash(result, (0,))
    assert "round 1 \\x1b[2J\\rbegins" in result.stdout and not RAW.search(result.stdout)


@settings(max_examples=examples(60), deadline=None)
@given(
    start=st.sampled_from(FORMULA_STARTS),
    rest=st.text(max_size=20),
    column=st.sampled_from(["name", "champion_name", "flavour"]),
)
def test_csv_cells_that_a_spreadsheet_would_read_as_formulas_get_a_leading_quote(
    library: Library, start: str, rest: str, column: str
) -> None:
    records = [record._replace(**{column: start + rest}) for record in card_records(library)[:2]]
    rows = list(csv.reader(io.StringIO(csv_text(tuple(records), ("en",)), newline="")))
    header, *body = rows
    assert len(body) == 2 and all(len(row) == len(header) for row in body)
    for row in body:
        assert row[header.index(column)] == printable("'" + start + rest)
        assert not any(cell.startswith(FORMULA_STARTS) or RAW.search(cell) for cell in row)


@pytest.mark.parametrize(
    "key", ["`x`</code><img src=x onerror=alert(1)>", "``|``", "a*b_c[d](e)", "<script>"]
)
def test_keys_with_backticks_or_html_stay_inside_the_step_summary_cells(
    tree: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
    file = tree / "champions" / "borka.yaml"
    original = (REPO / "champions" / "borka.yaml").read_text(encoding="utf-8")
    file.write_text(original + f"{json.dumps(key)}: {json.dumps(key)}\n", encoding="utf-8")
    summary = tmp_path / "summary.md"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    try:
        result = invoke("validate", "--content", str(tree), "--format", "github")
    finally:
        file.write_text(original, encoding="utf-8")
    assert_no_crash(result, (1,))
    (row,) = [line for line in summary.read_text(encoding="utf-8").splitlines() if "unknown-key" in line]
    cells = re.split(r"(?<!\\)\|", row)[1:-1]
    assert len(cells) == 6, row
    path_cell = cells[4].strip()
    fence = re.match(r"`+", path_cell)
    assert fence is not None and path_cell.endswith(fence.group())
    inner = path_cell[len(fence.group()) : -len(fence.group())]
    assert all(len(run) < len(fence.group()) for run in re.findall(r"`+", inner))
    assert "<" not in cells[5].replace("\\<", "")
    assert "`" not in cells[5].replace("\\`", "")
