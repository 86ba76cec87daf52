"""Dungeon Command's replay on the kit's shell in real Chromium: the battlefield, the step controls, a log
that follows the step, the result, and creature tokens with distinct labels and their hit points in sight."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.dungeon_command.game import GAME
from tests.browser.replay_pages import opened_replay, written_replay


@pytest.fixture(scope="module")
def replay(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any]:
    return written_replay(GAME, "full-match.yaml", tmp_path_factory.mktemp("replay"))


@pytest.fixture
def page(browser: Any, replay: tuple[Path, Any]) -> Iterator[Any]:
    with opened_replay(browser, replay[0]) as page:
        yield page


def go_to(page: Any, step: int) -> None:
    page.locator("#slider").fill(str(step))
    page.locator("#slider").dispatch_event("input")


TOKENS = """() => [...document.querySelectorAll('#board g.creature')].map(g => ({
  uid: Number(g.dataset.uid),
  label: g.querySelector('.token-label').textContent,
  hp: g.querySelector('.token-hp').textContent,
  shown: g.querySelector('.token-hp').getBoundingClientRect().width > 0,
}))"""


def test_the_battlefield_steps_by_buttons_and_keys_and_ends_on_the_result(
    page: Any, replay: tuple[Path, Any]
) -> None:
    run = replay[1]
    board = run.board
    assert page.locator("#board rect.sq").count() == len(board.kinds)
    assert "step 0/" in page.locator("#step-label").inner_text()
    page.locator("#next").click()
    assert "step 1/" in page.locator("#step-label").inner_text()
    page.keyboard.press("ArrowRight")
    assert "step 2/" in page.locator("#step-label").inner_text()
    current = page.locator("#log li.current")
    assert current.count() >= 1 and current.first.inner_text().startswith("> player")
    page.keyboard.press("End")
    status = page.locator("#status").inner_text()
    assert status.startswith("match over: player 0 wins")
    assert page.locator("#legend li[data-marker='seat-0']").count() == 1


def test_creature_tokens_carry_distinct_labels_and_their_hit_points_left(
    page: Any, replay: tuple[Path, Any]
) -> None:
    run = replay[1]
    checked = 0
    for step in range(0, len(run.frames), 10):
        go_to(page, step)
        tokens = page.evaluate(TOKENS)
        expected = {c["uid"]: str(c["hp"] - c["damage"]) for c in run.frames[step]["creatures"]}
        assert {token["uid"]: token["hp"] for token in tokens} == expected
        assert all(token["shown"] for token in tokens)
        labels = [token["label"] for token in tokens]
        assert len(set(labels)) == len(labels)
        checked += len(tokens)
    assert checked > 20
