"""Every HTML output (card sheets, the site, the match replay) escapes what content says.

A champion and a card get names, a title, lore, an ability name and flavour
that are HTML; no page may contain the markup as markup, only escaped.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.hardening.helpers import assert_no_crash, copy_bundled, invoke

HOSTILE = {
    "champion name": "<script>alert('champion')</script> Borka",
    "title": "</title><img src=x onerror=alert('title')>",
    "lore": '"><script>alert("lore")</script>',
    "ability": "<iframe src=javascript:alert('ability')>",
    "card name": "<b onmouseover=alert('card')>Anvil</b>",
    "flavour": "</p><script>alert('flavour')</script>",
}
MARKUP = ("<script>alert", "<img src=x", "<iframe", "<b onmouseover", "</title><img", '"><script')
"""Prefixes of the hostile values that must never appear unescaped in HTML."""


def _edit(path: Path, change: Any) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")


def _champion(data: dict[str, Any]) -> None:
    data["name"] = HOSTILE["champion name"]
    data["title"] = HOSTILE["title"]
    data["lore"] = HOSTILE["lore"]
    data["basic"]["abilities"][0]["name"] = HOSTILE["ability"]


def _deck(data: dict[str, Any]) -> None:
    data["cards"][0]["name"] = HOSTILE["card name"]
    data["cards"][0]["flavour"] = HOSTILE["flavour"]


@pytest.fixture(scope="module")
def hostile_tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = copy_bundled(tmp_path_factory.mktemp("escaping") / "content")
    _edit(root / "champions" / "borka.yaml", _champion)
    _edit(root / "cards" / "borka.yaml", _deck)
    result = invoke("validate", "--content", str(root))
    assert result.exit_code == 0, result.stdout
    return root


def assert_escaped(html: str) -> None:
    """Checks that no hostile markup appears unescaped."""
    for markup in MARKUP:
        assert markup not in html, f"unescaped {markup!r}"


def test_a_card_sheet_escapes_card_and_champion_text(hostile_tree: Path, tmp_path: Path) -> None:
    out = tmp_path / "sheet.html"
    result = invoke("sheet", "--content", str(hostile_tree), "--champion", "borka", "--out", str(out))
    assert_no_crash(result, (0,))
    html = out.read_text(encoding="utf-8")
    assert_escaped(html)
    assert "&lt;b onmouseover" in html


def test_a_card_sheet_on_stdout_escapes_too(hostile_tree: Path) -> None:
    result = invoke("sheet", "--content", str(hostile_tree), "borka-anvil-drop", "--format", "html")
    assert_no_crash(result, (0,))
    assert_escaped(result.stdout)
    assert "&lt;b onmouseover" in result.stdout


def test_every_page_of_the_site_escapes_content(hostile_tree: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    result = invoke("site", "--content", str(hostile_tree), str(out))
    assert_no_crash(result, (0,))
    pages = sorted(out.rglob("*.html"))
    assert pages
    for page in pages:
        assert_escaped(page.read_text(encoding="utf-8"))
    champion = (out / "champions" / "borka.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;alert" in champion
    assert "&lt;iframe" in champion


def test_the_site_data_script_cannot_close_its_tag(hostile_tree: Path, tmp_path: Path) -> None:
    """Card data in scripts is JSON: inline, a ``</script>`` in a value would end the script early."""
    out = tmp_path / "site"
    assert_no_crash(invoke("site", "--content", str(hostile_tree), str(out)), (0,))
    for page in out.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        inline = html.split("<script")[1:]
        for block in inline:
            body = block.split(">", 1)[1].split("</script>", 1)[0]
            assert "alert(" not in body, page


def test_the_html_replay_escapes_champion_and_card_names(hostile_tree: Path, tmp_path: Path) -> None:
    script = tmp_path / "match.yaml"
    script.write_text(
        "seed: 3\n"
        "players:\n"
        "  - {champions: [borka, pip, velvet], policy: random}\n"
        "  - {champions: [gorlak, thornwick, mirelda], policy: random}\n"
        "steps:\n"
        "  - auto: end\n",
        encoding="utf-8",
    )
    out = tmp_path / "replay.html"
    result = invoke(
        "match",
        "--content",
        str(hostile_tree),
        str(script),
        "--html",
        str(out),
        "--out",
        str(tmp_path / "log.txt"),
    )
    assert_no_crash(result, (0,))
    html = out.read_text(encoding="utf-8")
    assert_escaped(html)
    # the replay's data is JSON in a script: '<' is written \u003c, so no value can close the tag
    assert "\\u003cscript\\u003ealert('champion')" in html


@pytest.fixture(scope="module")
def hostile_dungeon(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Dungeon Command's bundled tree with HTML in a creature's, a power's, a commander's and a warband's words."""
    from sfbkit.games.dungeon_command.game import GAME

    root = tmp_path_factory.mktemp("dungeon") / "content"
    shutil.copytree(GAME.bundled_root(), root)

    def creature(data: dict[str, Any]) -> None:
        data["name"] = HOSTILE["card name"]
        data["flavour"] = HOSTILE["flavour"]
        data["powers"][0]["name"] = HOSTILE["ability"]

    def commander(data: dict[str, Any]) -> None:
        data["name"] = HOSTILE["champion name"]

    def warband(data: dict[str, Any]) -> None:
        data["name"] = HOSTILE["title"]
        data["flavour"] = HOSTILE["lore"]

    _edit(root / "creatures" / "vault-hound.yaml", creature)
    _edit(root / "commanders" / "warden-ilka-brasswell.yaml", commander)
    _edit(root / "warbands" / "lanternguard.yaml", warband)
    result = invoke("validate", "--content", str(root))
    assert result.exit_code == 0, result.stdout
    return root


def test_a_dungeon_command_sheet_with_backs_escapes_card_text(hostile_dungeon: Path) -> None:
    result = invoke(
        "sheet", "--content", str(hostile_dungeon), "--group", "lanternguard", "--backs", "--bleed", "2"
    )
    assert_no_crash(result, (0,))
    assert_escaped(result.stdout)
    assert "&lt;b onmouseover" in result.stdout and "&lt;iframe" in result.stdout


def test_every_page_of_the_dungeon_command_site_escapes_content(
    hostile_dungeon: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    assert_no_crash(invoke("site", "--content", str(hostile_dungeon), str(out)), (0,))
    pages = sorted(out.rglob("*.html"))
    assert len(pages) > 70
    for page in pages:
        html = page.read_text(encoding="utf-8")
        assert_escaped(html)
        for block in html.split("<script")[1:]:
            assert "alert(" not in block.split(">", 1)[1].split("</script>", 1)[0], page
    assert "&lt;b onmouseover" in (out / "vault-hound.html").read_text(encoding="utf-8")
    assert "&lt;/title&gt;&lt;img" in (out / "lanternguard.html").read_text(encoding="utf-8")


def test_the_dungeon_command_replay_escapes_names(hostile_dungeon: Path, tmp_path: Path) -> None:
    out = tmp_path / "replay.html"
    script = hostile_dungeon / "matches" / "full-match.yaml"
    result = invoke(
        "match",
        "--content",
        str(hostile_dungeon),
        str(script),
        "--html",
        str(out),
        "--out",
        str(tmp_path / "log"),
    )
    assert_no_crash(result, (0, 1))
    html = out.read_text(encoding="utf-8")
    assert_escaped(html)
    assert html.count('"card":"') > 10
