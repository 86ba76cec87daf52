"""``sfbkit play`` for Blood Wars: 2 to 6 seats, options in words, hands hidden between people at one screen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.play.option_words import worded
from sfbkit.kit.play.decisions import Decision, Option

ROOT = str(bundled_root())
OPTION_LINE = re.compile(r"^\s+\d+\. (?P<label>.+)  \[(?P<id>[^\]]+)\]$")
PLAYER_LINE = re.compile(r"^player (?P<seat>\d) \(p\d\): ")
PASS_LINE = re.compile(r"pass to player (?P<seat>\d) ")


def _play(*args: str, answers: str = "") -> Result:
    return CliRunner().invoke(cli, ["play", "--content", ROOT, *args], input=answers)


def test_six_bots_play_a_match_to_its_end() -> None:
    decks = "cinder-host,mire-court,dawnward-vigil,wandering-concord,gavel-and-chain,cinder-host"
    result = _play("--decks", decks, "--players", "random,random,random,random,random,random", "--seed", "4")
    assert result.exit_code == 0, result.output
    assert re.search(r"^(Winner: player \d|A draw)", result.output, re.MULTILINE), result.output[-400:]
    assert "declares" in result.output


def test_a_person_sees_the_choices_in_words() -> None:
    result = _play("--players", "human,random", answers="1\n" * 6 + "quit\n")
    assert result.exit_code == 0, result.output
    options = [m for line in result.output.splitlines() if (m := OPTION_LINE.match(line))]
    assert options
    for found in options:
        assert not re.search(r"p\d:|#\d|@", found["label"]), found["label"]
    assert re.search(r"put .+ into play  \[battlefield:p1:", result.output)
    assert "The match is unfinished (you quit)." in result.output


def test_hands_are_hidden_between_two_people_at_one_screen() -> None:
    result = _play(
        "--players", "human,human", "--decks", "cinder-host,mire-court", answers="\n1\n1\n1\n" * 12 + "quit\n"
    )
    assert result.exit_code == 0, result.output
    passed: str | None = None
    owner: str | None = None
    hands = 0
    handovers = set()
    for line in result.output.splitlines():
        if found := PASS_LINE.search(line):
            passed = found["seat"]
            handovers.add(passed)
        if found := PLAYER_LINE.match(line.split(": ", 1)[-1] if "Enter" in line else line):
            owner = found["seat"]
        if line.startswith("  your command hand:"):
            hands += 1
            assert passed is not None, "a hand was shown before the screen was passed"
            assert owner == passed, f"player {owner}'s hand was shown to player {passed}"
    assert hands > 2
    assert handovers == {"0", "1"}


def test_copies_that_read_alike_get_their_copy_number() -> None:
    decision = Decision(
        "cull",
        0,
        (
            Option("discard:p1:cinderstorm#1", "x"),
            Option("discard:p1:cinderstorm#3", "x"),
            Option("done", "done"),
        ),
    )
    labels = [option.label for option in worded(decision, lambda card: "Cinderstorm").options]
    assert labels == ["discard Cinderstorm (copy 1)", "discard Cinderstorm (copy 3)", "done"]


def test_a_place_names_the_warlord_and_the_legion_that_holds_it() -> None:
    option = Option("place:p1:war-banner#2@p1:ashlord-vhorza#3/p1:cinder-pike-company#2", "place War Banner")
    names = {
        "p1:war-banner#2": "War Banner",
        "p1:ashlord-vhorza#3": "Ashlord Vhorza",
        "p1:cinder-pike-company#2": "Cinder-Pike Company",
    }
    (label,) = [o.label for o in worded(Decision("formation", 0, (option,)), names.__getitem__).options]
    assert label == "place War Banner in Ashlord Vhorza's battle hand, held by Cinder-Pike Company"


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("--players", "human"), "--players human: expected 2 names"),
        (("--players", "human,wizard"), "wizard"),
        (("--decks", "cinder-host,nobody"), "unknown deck 'nobody'"),
        (("--decks", "cinder-host"), "played by 2 to 6 players, not 1"),
    ],
)
def test_bad_seats_are_one_line_and_exit_2(args: tuple[str, ...], expected: str) -> None:
    result = _play(*args)
    assert result.exit_code == 2, result.output
    assert expected in result.output
    assert "Traceback" not in result.output


def test_two_warlords_of_one_name_are_told_apart_on_the_table() -> None:
    from sfbkit.games.blood_wars.content.library import load_library
    from sfbkit.games.blood_wars.engine.compile import definitions_of
    from sfbkit.games.blood_wars.engine.match import new_match
    from sfbkit.games.blood_wars.play.table_view import table_view

    match = new_match(
        definitions_of(load_library(bundled_root())),
        decks=("cinder-host", "mire-court"),
        ruleset="conflict",
        seed=1,
    )
    me = match.state.players[0]
    kettrins = sorted(card for card in match.engine.cards if card.startswith("p1:pyre-marshal-kettrin#"))
    assert len(kettrins) == 2
    for card in kettrins:
        for place in (me.deck, me.hand, me.discard, me.warlords):
            if card in place:
                place.remove(card)
        me.warlords.append(card)
        me.battle[card] = []
    names = [w["name"] for w in table_view(match, 0)["players"][0]["warlords"]]
    assert names == [f"Pyre-Marshal Kettrin (copy {card.rpartition('#')[2]})" for card in kettrins]


def test_the_log_written_at_the_terminal_resumes_on_the_play_page(tmp_path: Path) -> None:
    from sfbkit.kit.registry import get_game

    log = tmp_path / "match.jsonl"
    result = _play(
        "--players",
        "human,greedy,random",
        "--decks",
        "cinder-host,mire-court,dawnward-vigil",
        "--log",
        str(log),
        answers="1\n" * 8 + "quit\n",
    )
    assert result.exit_code == 0, result.output
    assert f"wrote {log}" in result.output
    game = get_game("blood-wars")
    view = game.play_view(game.bundled_root())
    assert view is not None
    run, header = view.resume(log)
    assert header["players"] == ["0:human", "1:greedy", "2:random"]
    assert run.match.decision is not None and len(run.decisions) >= 8
