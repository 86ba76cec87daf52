"""Blood Wars faces: ``show`` in both languages, sheets (a deck as a group) and the site, from one template."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.content.paths import bundled_root

TREE = str(bundled_root())


def _run(*args: str) -> Result:
    return CliRunner().invoke(cli, [*args, "--content", TREE])


def test_show_prints_a_card_in_english_and_japanese_and_a_deck() -> None:
    english = _run("show", "cinder-pike-company").output
    assert "Cinder-Pike Company (cinder-pike-company) · legion · CE" in english
    assert (
        "CS 6 · RR 2" in english
        and "Reckless Charge. Combat (turn face down): Your side gets +7 CS." in english
    )
    japanese = _run("show", "cinder-pike-company", "--lang", "ja").output
    assert "レギオン" in japanese and "戦闘値 6" in japanese and "自分の側の戦闘値+7" in japanese
    assert "3 × Cinder-Pike Company (cinder-pike-company)" in _run("show", "cinder-host").output


def test_show_refuses_an_unknown_id_naming_the_closest() -> None:
    result = _run("show", "cinder-pike-compny")
    assert result.exit_code == 2
    assert "cinder-pike-company" in result.output


def test_a_deck_sheet_holds_a_face_per_card_of_the_deck() -> None:
    result = _run("sheet", "--group", "dawnward-vigil", "--format", "html")
    assert result.exit_code == 0, result.output
    assert result.output.count('class="declared-card"') == 19
    assert '<article class="card-face bw-warlord" data-card="dawnward-abbess-ilse" lang="en"' in result.output
    assert (
        '<h2>Abbess Ilse of the Dawnward</h2><p class="facts">warlord · LG</p>'
        '<p class="numbers">IS 12 · CS 3 · RR 4 · unique</p>' in result.output
    )
    markdown = _run("sheet", "--group", "dawnward-vigil", "--format", "md", "--lang", "ja").output
    assert "## Abbess Ilse of the Dawnward" in markdown and "乱数判定を行い" in markdown
    assert "陰謀値 12・戦闘値 3・乱数判定値 4・ユニーク" in markdown


def test_a_sheet_takes_bleed_crop_marks_and_backs(tmp_path: Path) -> None:
    out = tmp_path / "cinder.html"
    result = _run("sheet", "--group", "cinder-host", "--bleed", "3", "--backs", "--out", str(out))
    assert result.exit_code == 0, result.output
    page = out.read_text(encoding="utf-8")
    assert page.count('class="declared-card"') == 19
    assert page.count('class="declared-card declared-back"') == 19 and "<p>Blood Wars</p>" in page
    assert "<line " in page and "width: 69.0mm" in page


def test_a_text_sheet_keeps_every_line_of_the_face() -> None:
    text = _run("sheet", "hedge-oracle", "--format", "txt").output
    assert text.startswith("Hedge Oracle (hedge-oracle) · ")
    assert "RR 0" in text and "decks: " in text


def test_an_unknown_deck_group_is_refused() -> None:
    result = _run("sheet", "--group", "no-such-deck", "--format", "txt")
    assert result.exit_code == 2 and "no group with id 'no-such-deck'" in result.output


def test_the_site_has_a_searchable_index_a_page_per_card_in_both_languages_and_per_deck(
    tmp_path: Path,
) -> None:
    out = tmp_path / "site"
    assert _run("site", str(out)).exit_code == 0
    pages = {path.name for path in out.glob("*.html")}
    assert {"index.html", "help.html", "group-cinder-host.html", "writ-of-recall.html"} <= pages
    assert len(pages) == 2 + 5 + 63
    index = (out / "index.html").read_text(encoding="utf-8")
    assert index.count("<tr data-card=") == 63 and 'href="group-mire-court.html"' in index
    assert '<option value="ja" lang="ja">日本語</option>' in index and "assets/record_fields.js" in index
    data = json.loads((out / "assets" / "data.js").read_text(encoding="utf-8").split("=", 1)[1].rstrip(";\n"))
    oszra = next(card for card in data["cards"] if card["id"] == "mire-chancellor-oszra")
    assert (oszra["is"], oszra["kind"], oszra["flags"]) == (13, "warlord", ["aligned"])
    assert data["meta"]["fields"]["al"]["name"] == "alignment" and data["labels"]["ja"]["groups"] == "デッキ"
    card = (out / "cinder-pike-company.html").read_text(encoding="utf-8")
    assert "Your side gets +7 CS." in card and "自分の側の戦闘値+7" in card
    deck = (out / "group-cinder-host.html").read_text(encoding="utf-8")
    assert "Cinder Host (cinder-host) · 40 · standard" in deck
    assert '3 × <a href="ashlord-vhorza.html" data-card="ashlord-vhorza">Ashlord Vhorza</a>' in deck
