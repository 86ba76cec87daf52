"""The balance reports (simulate, ladder, sweep) in Chromium at 390 and 1280 px: no errors, charts shown, no overflow."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from tests.browser.watched_pages import watched_page

TEAMS = [
    "--teams",
    "borka,pip,velvet",
    "--vs",
    "gorlak,thornwick,mirelda",
    "--round-limit",
    "5",
    "--seed",
    "2",
]
RUNS = {
    "simulate": ["simulate", *TEAMS, "--games", "8", "--players", "greedy,random"],
    "ladder": ["ladder", *TEAMS, "--games", "4", "--players", "random,first,greedy"],
    "sweep": ["sweep", "borka", "basic.hp", "4", "8", "12", *TEAMS, "--games", "4"],
}


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("reports")
    made = {}
    for name, args in RUNS.items():
        html = folder / f"{name}.html"
        result = CliRunner().invoke(cli, [*args, "--html", str(html)])
        assert result.exit_code == 0, result.output
        made[name] = html
    return made


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("name", sorted(RUNS))
def test_the_report_shows_its_charts_without_errors_or_overflow(
    browser: Any, pages: dict[str, Path], name: str, width: int
) -> None:
    with watched_page(browser, viewport={"width": width, "height": 900}) as page:
        requests: list[str] = []
        page.on("request", lambda request: requests.append(request.url))
        page.goto(pages[name].as_uri())
        boxes = page.eval_on_selector_all(
            "figure svg",
            "nodes => nodes.map(n => { const r = n.getBoundingClientRect(); return [r.left, r.right, r.height]; })",
        )
        assert boxes, "no chart"
        for left, right, height in boxes:
            assert left >= 0 and right <= width and height > 50, (left, right, height)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        assert all(url.startswith("file:") for url in requests), requests
