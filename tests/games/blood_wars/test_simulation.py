"""Blood Wars simulation: decks paired to 2 to 6 seats, win rates per deck and per card, the same anywhere."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.games.blood_wars.play.simulation import SIMULATION, card_id
from sfbkit.kit.play.play_loop import play_match
from sfbkit.kit.play.random_player import RandomPlayer
from tests.dask_cluster import child_cluster

ROOT = bundled_root()
DECKS = ("cinder-host", "dawnward-vigil", "gavel-and-chain", "mire-court", "wandering-concord")


def _run(*args: str) -> Result:
    return CliRunner().invoke(cli, ["simulate", "--content", str(ROOT), *args])


def _report(tmp_path: Path, name: str, *args: str) -> dict[str, object]:
    out = tmp_path / f"{name}.json"
    result = _run(*args, "--out", str(out))
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(out.read_text(encoding="utf-8"))
    return data


def test_four_seats_give_win_rates_with_intervals_per_deck_and_per_card(tmp_path: Path) -> None:
    report = _report(tmp_path, "four", "--seats", "4", "--games", "2", "--seed", "3")
    pairings = report["pairings"]
    assert isinstance(pairings, list)
    # Five decks taken four at a time: five pairings of four sides.
    assert [len(p["sides"]) for p in pairings] == [4] * 5
    assert report["games"] == 10
    decks = report["decks"]
    cards = report["cards"]
    assert isinstance(decks, dict) and isinstance(cards, dict)
    assert sorted(decks) == sorted(DECKS)
    assert sum(row["games"] for row in decks.values()) == 10 * 4
    decided = 10 - int(str(report["draws"])) - int(str(report["capped"]))
    assert sum(row["wins"] for row in decks.values()) == decided
    for row in decks.values():
        rate = row["win_rate"]
        assert rate["low"] <= rate["rate"] <= rate["high"]
        assert rate["trials"] == row["games"]
    vhorza = cards["ashlord-vhorza"]
    assert vhorza["played"] + vhorza["not_played"] == decks["cinder-host"]["games"]
    assert vhorza["win_rate_when_played"]["trials"] == vhorza["played"]


def test_six_seats_without_decks_seat_the_trees_decks_in_turn(tmp_path: Path) -> None:
    report = _report(tmp_path, "six", "--seats", "6", "--games", "1")
    pairings = report["pairings"]
    assert isinstance(pairings, list)
    assert [p["sides"] for p in pairings] == [[*DECKS, DECKS[0]]]
    assert report["games"] == 1


def test_one_worker_two_workers_and_dask_give_the_same_figures(tmp_path: Path) -> None:
    args = ("--decks", "cinder-host,mire-court,wandering-concord", "--games", "6", "--seed", "11")
    one = _report(tmp_path, "one", *args, "--workers", "1")
    two = _report(tmp_path, "two", *args, "--workers", "2")
    assert one == two
    assert one["games"] == 6
    pytest.importorskip("distributed")
    with child_cluster(1) as cluster:
        dask = _report(tmp_path, "dask", *args, "--scheduler", cluster.address)
    assert one == dask


def test_each_deck_moves_one_seat_on_from_game_to_game() -> None:
    plan = SIMULATION.plan(ROOT, {"decks": "cinder-host,mire-court,dawnward-vigil", "seats": None})
    assert plan.seats == 3 and len(plan.pairings) == 1
    pairing = plan.pairings[0]
    match = SIMULATION.start(ROOT, pairing, (1, 2, 0), 5)
    assert isinstance(match, BWMatch)
    tally = SIMULATION.tally(ROOT, match, (1, 2, 0))
    games = {key for section, key, field, _ in tally.counts if section == "decks" and field == "games"}
    assert games == {"cinder-host", "mire-court", "dawnward-vigil"}
    seat_decks = [key for section, key, field, _ in tally.counts if section == "decks" and field == "games"]
    assert seat_decks == ["mire-court", "dawnward-vigil", "cinder-host"]


def test_a_card_counts_as_used_once_it_is_played_and_not_before() -> None:
    plan = SIMULATION.plan(ROOT, {"decks": "cinder-host,mire-court"})
    match = SIMULATION.start(ROOT, plan.pairings[0], (0, 1), 2)
    assert isinstance(match, BWMatch)
    fresh = SIMULATION.tally(ROOT, match, (0, 1))
    assert not any(field == "played" for section, _, field, _ in fresh.counts if section == "cards")
    play_match(match, [RandomPlayer(1), RandomPlayer(2)], cap=5000)
    # What the docs call "used": put into play (battlefield, warlord, battle hand, combat hand) or played as a fate.
    used = ("battlefield_played", "inducted", "placed", "committed", "fate_played")
    played = {card_id(str(event.data["card"])) for event in match.events if event.kind in used}
    tally = SIMULATION.tally(ROOT, match, (0, 1))
    counted = {key for section, key, field, _ in tally.counts if section == "cards" and field == "played"}
    assert played and counted == played


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("--decks", "cinder-host,nobody"), "unknown deck 'nobody'; known: cinder-host,"),
        (("--seats", "4", "--decks", "cinder-host,mire-court"), "--seats 4 needs at least 4 decks"),
        (
            (
                "--seats",
                "7",
            ),
            "Invalid value for '--seats'",
        ),
        (("--decks", "cinder-host"), "a match seats 2 to 6"),
        (("--ruleset", "nope"), "unknown ruleset 'nope'; known: battle,"),
    ],
)
def test_a_bad_pairing_is_one_line_and_exit_2(args: tuple[str, ...], expected: str) -> None:
    result = _run(*args, "--games", "1")
    assert result.exit_code == 2, result.output
    assert expected in result.output
    assert "Traceback" not in result.output


def test_the_html_balance_report_names_every_deck(tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    result = _run("--decks", "cinder-host,mire-court", "--games", "4", "--html", str(page))
    assert result.exit_code == 0, result.output
    text = page.read_text(encoding="utf-8")
    assert "Blood Wars: balance report" in text
    assert "cinder-host" in text and "mire-court" in text and "ashlord-vhorza" in text


def test_the_ladder_ranks_players_on_blood_wars_decks() -> None:
    result = CliRunner().invoke(
        cli,
        [
            "ladder",
            "--content",
            str(ROOT),
            "--decks",
            "cinder-host,mire-court",
            "--players",
            "random,greedy",
            "--games",
            "2",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "greedy" in result.output and "random < greedy" in result.output
