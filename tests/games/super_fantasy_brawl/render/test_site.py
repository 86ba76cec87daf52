"""The static site: its pages, its search data, escaping, and how it replaces an earlier build."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import jinja2
import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.render.site import SiteBuilder, arena_cells, write_site
from sfbkit.games.super_fantasy_brawl.render.templates import environment
from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS, card_text
from sfbkit.kit.io.atomic import SITE_MARKER
from sfbkit.kit.text.word_breaks import keep_words

FIXTURE_LIBRARY = Path(__file__).parents[1] / "db" / "fixtures" / "library"


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(FIXTURE_LIBRARY)


@pytest.fixture(scope="module")
def site(library: Library, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site") / "site"
    write_site(library, out)
    return out


def read_data(site: Path) -> dict[str, Any]:
    text = (site / "assets" / "data.js").read_text(encoding="utf-8")
    prefix, suffix = "window.SFB_DATA = ", ";\n"
    assert text.startswith(prefix) and text.endswith(suffix)
    data: dict[str, Any] = json.loads(text[len(prefix) : -len(suffix)])
    return data


def test_a_page_per_champion_card_and_arena(site: Path, library: Library) -> None:
    assert {path.stem for path in (site / "champions").glob("*.html")} == set(library.champions)
    assert {path.stem for path in (site / "cards").glob("*.html")} == set(library.cards)
    assert {path.stem for path in (site / "arenas").glob("*.html")} == set(library.arenas)
    ovrak = (site / "champions" / "ovrak.html").read_text(encoding="utf-8")
    assert ovrak.count('class="card core-') == 6 * 4
    assert "Hymn of Mending" in ovrak


def test_every_page_carries_every_language(site: Path) -> None:
    page = (site / "cards" / "quillon-smoke-step.html").read_text(encoding="utf-8")
    for lang in LANGS:
        (jump,) = card_text(load_library(FIXTURE_LIBRARY).cards["quillon-smoke-step"], lang)
        assert f'data-l="{lang}"' in page and str(keep_words(jump, lang)) in page
    assert '<select id="lang-switch">' in page


def test_an_area_card_page_shows_its_template_in_every_language(site: Path, library: Library) -> None:
    from sfbkit.games.super_fantasy_brawl.render.targeting_svg import targeting_svg
    from sfbkit.games.super_fantasy_brawl.text.rules_text import targeting_text

    page = (site / "cards" / "mirelle-swamp-gas.html").read_text(encoding="utf-8")
    targeting = library.cards["mirelle-swamp-gas"].targeting
    for lang in LANGS:
        icon = targeting_svg(targeting, lang)
        assert page.count(icon) == 1 and f"<title>{targeting_text(targeting, lang)}</title>" in icon
    assert page.count('class="hex target"') == 3 * len(LANGS)


def test_the_index_lists_every_card_and_loads_the_search(site: Path, library: Library) -> None:
    index = (site / "index.html").read_text(encoding="utf-8")
    assert index.count("<tr data-card=") == len(library.cards)
    assert '<script src="assets/search.js"></script>' in index
    data = read_data(site)
    assert [card["id"] for card in data["cards"]][:2] == ["mirelle-mud-grasp", "mirelle-swamp-gas"]
    assert data["meta"]["fields"]["c"] == {"name": "champion", "kind": "text"}
    assert data["labels"]["ja"]["attack"] == "攻撃"


def test_the_arena_map_draws_every_hex_with_odd_columns_lower(library: Library, site: Path) -> None:
    arena = library.arenas["little-yard"]
    cells, width, height = arena_cells(arena)
    assert len(cells) == sum(rows.last - rows.first + 1 for rows in arena.columns.values())
    by_label = {cell.label: cell for cell in cells}
    assert by_label["b1"].y > by_label["a1"].y == by_label["c1"].y
    assert "statue statue-yellow" in by_label["c3"].classes and "trap" in by_label["c5"].classes
    assert all(0 < cell.x < width and 0 < cell.y < height for cell in cells)
    page = (site / "arenas" / "little-yard.html").read_text(encoding="utf-8")
    assert page.count("<polygon") == len(cells)


def test_names_with_markup_are_escaped_on_every_page(library: Library, tmp_path: Path) -> None:
    card = library.cards["tessel-flare"]
    hostile_card = card.model_copy(update={"name": '<img src=x onerror="alert(1)">'})
    champion = library.champions["tessel"]
    hostile_champion = champion.model_copy(
        update={"name": "<em>Tessel</em>", "lore": "</p><script>x</script>"}
    )
    hostile = dataclasses.replace(
        library,
        cards={**library.cards, card.id: hostile_card},
        champions={**library.champions, "tessel": hostile_champion},
    )
    write_site(hostile, tmp_path / "site")
    for page in (tmp_path / "site").rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        assert "<img src=x" not in html and "<em>Tessel" not in html and "<script>x" not in html
    card_page = (tmp_path / "site" / "cards" / "tessel-flare.html").read_text(encoding="utf-8")
    assert "&lt;img src=x onerror=&#34;alert(1)&#34;&gt;" in card_page


def test_templates_refuse_undefined_names() -> None:
    with pytest.raises(jinja2.UndefinedError):
        environment().from_string("{{ missing }}").render()


def test_a_rebuild_replaces_the_site_and_leaves_no_temporary_folders(
    library: Library, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    write_site(library, out)
    (out / "stale.html").write_text("old", encoding="utf-8")
    write_site(library, out)
    assert not (out / "stale.html").exists() and (out / SITE_MARKER).exists()
    assert sorted(path.name for path in tmp_path.iterdir()) == ["site"]


def test_the_site_refuses_to_replace_a_folder_it_did_not_write(tmp_path: Path) -> None:
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep me", encoding="utf-8")
    result = CliRunner().invoke(cli, ["site", "--content", str(FIXTURE_LIBRARY), str(tmp_path / "mine")])
    assert result.exit_code == 2 and "was not written by sfbkit" in result.output
    assert (tmp_path / "mine" / "notes.txt").read_text(encoding="utf-8") == "keep me"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["mine"]


def test_a_failed_build_leaves_the_old_site(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "site"
    write_site(library, out)

    def broken(self: SiteBuilder, champion: object) -> str:
        raise RuntimeError("boom")

    monkeypatch.setattr(SiteBuilder, "champion_page", broken)
    with pytest.raises(RuntimeError):
        write_site(library, out)
    assert (out / "index.html").exists()
    assert sorted(path.name for path in tmp_path.iterdir()) == ["site"]


def test_a_page_per_trap_and_challenge_at_its_stable_url(site: Path, library: Library) -> None:
    from sfbkit.games.super_fantasy_brawl.text.rules_text import challenge_text, trap_text

    assert {path.stem for path in (site / "traps").glob("*.html")} == {trap.id for trap in library.traps}
    assert {path.stem for path in (site / "challenges").glob("*.html")} == set(library.challenges)
    trap = library.traps[0]
    page = (site / "traps" / f"{trap.id}.html").read_text(encoding="utf-8")
    assert f'<h1 lang="en">{trap.name}</h1>' in page and f"<dd>{trap.count}</dd>" in page
    challenge = library.challenges["hold-the-red"]
    challenge_page = (site / "challenges" / "hold-the-red.html").read_text(encoding="utf-8")
    for lang in LANGS:
        assert trap_text(trap, lang) in page and challenge_text(challenge, lang) in challenge_page
    index = (site / "index.html").read_text(encoding="utf-8")
    assert f'<a href="traps/{trap.id}.html" lang="en">' in index
    assert '<a href="challenges/hold-the-red.html" lang="en">' in index
    extras = {entry["id"]: entry for entry in read_data(site)["extras"]}
    assert extras["hold-the-red"]["url"] == "challenges/hold-the-red.html"
    assert extras[trap.id]["type"] == "trap" and extras[trap.id]["flags"] == []


def test_card_pages_speak_plain_words_not_query_jargon(site: Path) -> None:
    page = (site / "cards" / "mirelle-swamp-gas.html").read_text(encoding="utf-8")
    assert "<dt>kw</dt>" not in page and "<dt>is</dt>" not in page
    assert '<span data-l="en" lang="en">Effects</span>' in page
    assert '<span data-l="ko" lang="ko">대상 지정</span>' in page
    assert 'href="../index.html?q=is:' in page


def test_the_help_page_lists_every_field_and_flag_and_working_examples(site: Path, library: Library) -> None:
    from sfbkit.games.super_fantasy_brawl.db.fields import FIELDS, FLAGS
    from sfbkit.games.super_fantasy_brawl.db.index import CardIndex
    from sfbkit.games.super_fantasy_brawl.render.site import SEARCH_EXAMPLES

    page = (site / "help.html").read_text(encoding="utf-8")
    for field in FIELDS:
        assert f'data-field="{field.name}"' in page and field.help
    for flag in FLAGS:
        assert f'href="index.html?q=is:{flag}"' in page
    index = CardIndex.from_library(library)
    for query, _ in SEARCH_EXAMPLES:
        index.parse(query)
    assert page.count('class="example"') == len(SEARCH_EXAMPLES)
    assert 'href="index.html?q=t%3Aattack%20core%3Ared%20strength%3E%3D4"' in page
    assert '<a href="help.html">' in (site / "index.html").read_text(encoding="utf-8")


def test_no_page_but_the_index_lists_the_roster(site: Path, library: Library) -> None:
    import re

    menus = set()
    for page in site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        menus.add(html[html.index('<nav class="menu">') : html.index("</nav>")].replace("../", ""))
        if page.name == "index.html":
            continue
        linked = set(re.findall(r'href="(?:\.\./)?champions/([a-z0-9-]+)\.html"', html))
        assert len(linked) <= 1, page
        linked_cards = set(re.findall(r'href="(?:\.\./)?cards/([a-z0-9-]+)\.html"', html))
        assert len(linked_cards) <= 6, page
    assert len(menus) == 1


def test_every_text_in_a_language_carries_its_lang_attribute(site: Path) -> None:
    import re

    for page in site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        for lang, tag in re.findall(r'data-l="([^"]+)"([^>]*)>', html):
            assert f'lang="{lang}"' in tag, (page, tag)
    card_page = (site / "cards" / "quillon-smoke-step.html").read_text(encoding="utf-8")
    assert card_page.count('<div class="face" data-l="ko" lang="ko"><article class="card core-') == 1
    assert 'lang="ko" data-card="quillon-smoke-step"' in card_page
