"""Crowns' sheets and card site come from the kit's sheet grid and site shell, drawn with the toy's own faces."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from sfbkit.cli.main import cli
from tests.games.toy.conftest import CONTENT


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, [*args, "--content", str(CONTENT)])
    return result.exit_code, result.output


def test_a_sheet_of_a_group_with_bleed_backs_and_crop_marks(tmp_path: Path) -> None:
    out = tmp_path / "waves.html"
    code, output = invoke("sheet", "--group", "waves", "--bleed", "3", "--backs", "--out", str(out))
    assert code == 0, output
    page = out.read_text()
    faces = page.count('class="card-face crowns-waves"')
    assert faces == 5 and "crowns-leaves" not in page
    assert page.count('class="declared-card declared-back"') == 5 and "<line " in page
    assert "width: 69.0mm" in page


def test_a_sheet_in_text_and_markdown_and_an_unknown_group(tmp_path: Path) -> None:
    code, output = invoke("sheet", "deep-regent", "oak-regent", "--format", "txt", "--lang", "ja")
    assert code == 0 and "Deep Regent (deep-regent)\n波の9。" in output and "木の葉の9。" in output
    code, output = invoke("sheet", "deep-regent", "--format", "md")
    assert code == 0 and "## Deep Regent\n\nRank 9 of waves." in output
    code, output = invoke("sheet", "--group", "wave")
    assert code == 2 and "no group with id 'wave'; did you mean waves" in output


def test_the_site_has_search_data_card_pages_groups_and_the_language_switch(tmp_path: Path) -> None:
    site = tmp_path / "site"
    code, output = invoke("site", str(site))
    assert code == 0, output
    index = (site / "index.html").read_text()
    assert index.count("<tr data-card=") == 15 and 'href="group-stones.html"' in index
    assert '<option value="ja" lang="ja">日本語</option>' in index and "assets/record_fields.js" in index
    data = json.loads(
        (site / "assets" / "data.js").read_text().removeprefix("window.SFB_DATA = ").rstrip(";\n")
    )
    assert {card["id"] for card in data["cards"]} >= {"deep-regent", "moss-page"}
    assert data["labels"]["ja"]["search"] == "検索" and data["meta"]["fields"]["s"]["name"] == "suit"
    card = (site / "deep-regent.html").read_text()
    assert 'class="card-face crowns-waves"' in card and "波の9。" in card and "Rank 9 of waves." in card
    group = (site / "group-leaves.html").read_text()
    assert group.count("data-card=") == 5 and "Oak Regent" in group
    assert "is" in (site / "help.html").read_text()
