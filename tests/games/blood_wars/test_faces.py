"""Blood Wars faces: ``show`` in both languages, sheets (a deck as a group) and the site, from one template."""

from __future__ import annotations

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
    assert result.output.count('<section class="face') == 19
    assert (
        '<section class="face warlord" id="dawnward-abbess-ilse"><h2>Abbess Ilse of the Dawnward</h2>'
        in result.output
    )
    markdown = _run("sheet", "--group", "dawnward-vigil", "--format", "md", "--lang", "ja").output
    assert "## Abbess Ilse of the Dawnward" in markdown and "乱数判定を行い" in markdown


def test_an_unknown_deck_group_is_refused() -> None:
    assert _run("sheet", "--group", "no-such-deck", "--format", "txt").exit_code == 2


def test_the_site_has_an_index_a_page_per_card_and_per_deck(tmp_path: Path) -> None:
    out = tmp_path / "site"
    assert _run("site", str(out)).exit_code == 0
    pages = {path.name for path in out.glob("*.html")}
    assert {"index.html", "deck-cinder-host.html", "writ-of-recall.html"} <= pages
    assert len(pages) == 1 + 5 + 60
    assert 'href="deck-mire-court.html"' in (out / "index.html").read_text(encoding="utf-8")
