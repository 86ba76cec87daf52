"""A game's bundled full-match replay written to a page, and that page opened in Chromium with its errors watched."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.browser.watched_pages import DESKTOP, watched_page


def written_replay(game: Any, script: str, folder: Path) -> tuple[Path, Any]:
    """Plays a bundled match script of a game and writes its replay page into ``folder``; returns the page and run."""
    root = game.bundled_root()
    run, _ = game.run_script(root, root / "matches" / script)
    html = folder / "full.html"
    html.write_text(run.replay_html("Full match"), encoding="utf-8")
    return html, run


@contextmanager
def opened_replay(browser: Any, html: Path) -> Iterator[Any]:
    """Yields the replay page opened and ready at 1280 px; on leaving, closes it and checks it logged no error."""
    with watched_page(browser, viewport=DESKTOP) as page:
        page.goto(html.as_uri())
        page.wait_for_selector("body[data-ready='true']")
        yield page
