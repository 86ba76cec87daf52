"""Dungeon Command sheets on the kit's grid: bleed, crop marks, mirrored backs, PDF boxes, errors."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.game import GAME

ROOT = GAME.bundled_root()
CARDS = 2 + 24 + 43
PT = 72 / 25.4


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["sheet", "--content", str(ROOT), *args])
    return result.exit_code, result.output


def test_every_card_prints_nine_a_page_with_a_mirrored_backs_page_after_each(tmp_path: Path) -> None:
    out = tmp_path / "cards.html"
    code, output = run("--all", "--backs", "--bleed", "2", "--format", "html", "--out", str(out))
    assert code == 0, output
    page = out.read_text(encoding="utf-8")
    pages = -(-CARDS // 9)
    assert page.count('<section class="page"') == pages
    assert page.count('<section class="page backs"') == pages
    assert page.count('class="dc-card kind-') == CARDS
    assert page.count('class="dc-card dc-card-back"') == CARDS
    assert page.count("<line ") == 2 * pages * (6 + 6) * 2
    assert "width: 67.0mm; height: 92.0mm" in page


def test_a_warband_sheet_colours_each_slot_by_the_kind_of_its_card() -> None:
    code, output = run("--group", "lanternguard", "--format", "html")
    assert code == 0, output
    kinds = re.findall(r'class="slot kind-(\w+)"', output)
    assert set(kinds) == {"commander", "creature", "order"}


def test_the_pdf_sets_trim_and_bleed_boxes_for_each_page(tmp_path: Path) -> None:
    pypdf = pytest.importorskip("pypdf")
    pytest.importorskip("weasyprint")
    out = tmp_path / "hound.pdf"
    code, output = run(
        "vault-hound", "--format", "pdf", "--bleed", "3", "--backs", "--offset-x", "1", "--out", str(out)
    )
    assert code == 0, output
    front, back = pypdf.PdfReader(io.BytesIO(out.read_bytes())).pages
    assert [round(float(v), 2) for v in front.trimbox] == [
        round(4.5 * PT, 2),
        round((297 - 10.5 - 276) * PT, 2),
        round(205.5 * PT, 2),
        round((297 - 10.5) * PT, 2),
    ]
    assert round(float(front.bleedbox[0]), 2) == round(1.5 * PT, 2)
    assert round(float(back.trimbox[0]), 2) == round(5.5 * PT, 2)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--all", "--paper", "letter", "--bleed", "4"), "does not fit 3x3 cards on letter"),
        (("--all", "--format", "pdf"), "a PDF sheet needs --out FILE"),
        (("--group", "no-such-warband"), "no-such-warband"),
    ],
)
def test_a_sheet_that_cannot_print_is_a_usage_error(args: tuple[str, ...], message: str) -> None:
    code, output = run(*args)
    assert code == 2 and message in output and "Traceback" not in output
