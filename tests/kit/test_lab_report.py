"""The balance report: one offline page, every chart followed by its table, text escaped, findings named."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.content.library import load_library
from sfbkit.kit.errors import UsageError
from sfbkit.kit.lab.fair_band import FairBand, parse_fair
from sfbkit.kit.lab.report_page import Page, Section, Table, render
from sfbkit.kit.registry import get_game

TEAMS = ["--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda", "--seed", "1"]


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> str:
    html = tmp_path_factory.mktemp("report") / "report.html"
    result = CliRunner().invoke(
        cli, ["simulate", *TEAMS, "--games", "12", "--players", "greedy,random", "--html", str(html)]
    )
    assert result.exit_code == 0, result.output
    return html.read_text(encoding="utf-8")


def test_the_page_loads_nothing_from_the_network(report: str) -> None:
    assert not re.search(r"<script|<link|<img|<iframe|\bsrc=|url\((?!#)|@import", report)
    assert "default-src 'none'" in report


def test_every_chart_is_followed_by_the_table_of_its_numbers(report: str) -> None:
    sections = re.findall(r"<section.*?</section>", report, flags=re.DOTALL)
    titles = [re.search(r"<h2>(.*?)</h2>", section).group(1) for section in sections]  # type: ignore[union-attr]
    assert titles[:4] == ["Win rates", "Matchups", "First-seat advantage", "Game length"]
    assert {"champions: win rate", "cards: play rate", "cards: win rate when played and when not"} <= set(
        titles
    )
    for section in sections:
        if "<svg" in section:
            assert section.index("</svg>") < section.index("<table>")


def test_what_lies_outside_the_fair_band_is_named_in_words(tmp_path: Path) -> None:
    html = tmp_path / "narrow.html"
    args = ["simulate", *TEAMS, "--games", "12", "--players", "greedy,random", "--html", str(html)]
    assert CliRunner().invoke(cli, [*args, "--fair", "0,1"]).exit_code == 0
    page = html.read_text(encoding="utf-8")
    findings = re.search(r'<ul class="findings">(.*?)</ul>', page, flags=re.DOTALL).group(1)  # type: ignore[union-attr]
    assert "too strong, above the fair band 0–1%." in findings and "too weak" not in findings


def test_text_is_escaped() -> None:
    page = Page(
        "<b>title</b>", "s & t", ["<i>x</i>"], "found", [Section("h", "r", None, Table(["<c>"], [["<d>"]]))]
    )
    html = render(page)
    assert "&lt;b&gt;title&lt;/b&gt;" in html and "&lt;i&gt;x" in html and "&lt;d&gt;" in html
    assert "<b>" not in html and "<d>" not in html


@pytest.mark.parametrize("text", ["55,45", "a,b", "50", "-1,50", "40,101"])
def test_a_bad_fair_band_is_a_usage_error(text: str) -> None:
    with pytest.raises(UsageError, match=f"--fair {text}: expected LOW,HIGH in percent"):
        parse_fair(text)


def test_the_fair_band_judges_the_whole_interval() -> None:
    band = FairBand(45, 55)
    assert band.verdict({"low": 0.56, "high": 0.7}) == "above"
    assert band.verdict({"low": 0.2, "high": 0.44}) == "below"
    assert band.verdict({"low": 0.5, "high": 0.7}) == "fair"


def test_every_card_game_is_counted_as_played_or_not_played() -> None:
    result = CliRunner().invoke(
        cli, ["simulate", *TEAMS, "--games", "6", "--players", "greedy,random", "--format", "json"]
    )
    cards = json.loads(result.stdout)["cards"]
    assert all(row["played"] + row["not_played"] == row["available"] == 6 for row in cards.values())
    assert any(row["win_rate_when_not_played"]["successes"] for row in cards.values())
    dc = get_game("dungeon-command").bundled_root()
    result = CliRunner().invoke(
        cli,
        [
            "simulate",
            "--content",
            str(dc),
            "--warbands",
            "lanternguard,mirewood-brood",
            "--games",
            "2",
            "--format",
            "json",
        ],
    )
    rows = json.loads(result.stdout)["cards"]
    assert rows["barrow-ghoul"]["played"] + rows["barrow-ghoul"]["not_played"] == 2
    library = load_library(dc)
    decks = [library.warbands[name] for name in ("lanternguard", "mirewood-brood")]
    distinct = sum(len({card.id for card in (*deck.creatures, *deck.orders)}) for deck in decks)
    assert sum(row["played"] + row["not_played"] for row in rows.values()) == 2 * distinct
