"""The kit's view over runs that record themselves: a restart keeps the seats, bot seeds and title; assets and logs."""

from __future__ import annotations

from typing import Any

import pytest

from sfbkit.kit.registry import get_game
from sfbkit.kit.serve.recorded_view import RecordedRunView

FORMS: dict[str, dict[str, Any]] = {
    "blood-wars": {},
    "dungeon-command": {"warbands": ["lanternguard", "mirewood-brood"]},
}


def _view(game: str) -> RecordedRunView[Any, Any, Any, Any, Any]:
    found = get_game(game)
    view = found.play_view(found.bundled_root())
    assert isinstance(view, RecordedRunView)
    return view


@pytest.mark.parametrize("game", sorted(FORMS))
def test_a_restart_is_the_same_match_from_its_start_with_its_seats_seeds_and_title(game: str) -> None:
    view = _view(game)
    run = view.start(FORMS[game], 7)
    run.title = "the rematch"
    run.seat_names.update({0: "human", 1: "random"})
    run.player_seeds.update({1: 99})
    run.apply(run.match.decision.options[0].id, "human")
    again = view.restart(run)
    assert type(again) is type(run)
    assert (again.title, again.seat_names, again.player_seeds) == (
        "the rematch",
        run.seat_names,
        run.player_seeds,
    )
    assert again.decisions == []
    assert again.match.events == run.match.events[: len(again.match.events)]


@pytest.mark.parametrize("game", sorted(FORMS))
def test_the_board_assets_lie_beside_the_view_and_the_log_is_jsonl(game: str) -> None:
    view = _view(game)
    assert all(view.asset(name) for name in view.board_assets)
    first = view.log_text(view.start(FORMS[game], 3)).splitlines()[0]
    assert first.startswith("{")
