"""Chromium pages that fail the test which opened them on any console error or uncaught page error."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

DESKTOP = {"width": 1280, "height": 900}
"""The viewport most pages are checked at."""


@contextmanager
def watched_page(browser: Any, **options: Any) -> Iterator[Any]:
    """Yields a new page (``options`` as for ``new_page``); on leaving, closes it and asserts it logged no error."""
    page = browser.new_page(**options)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    try:
        yield page
    finally:
        page.close()
    assert errors == [], f"the page logged errors: {errors}"
