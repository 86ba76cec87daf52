"""One JSONL record reader for both games' logs: each game's header, the same record checks, located errors."""

from __future__ import annotations

import json

import pytest

from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.game import GAME as DC_GAME
from sfbkit.games.dungeon_command.play.logs import FOOTER_KEYS, FORMAT_VERSION, GAME, HEADER_KEYS
from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play import jsonl_log
from sfbkit.games.super_fantasy_brawl.play.autoplay import play_recorded
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.kit.play.match_log import LogError, read_log
from sfbkit.kit.play.random_player import RandomPlayer


@pytest.fixture(scope="module")
def sfb_log() -> list[str]:
    library = load_library(bundled_content_root())
    spec = MatchSpec(seed=2, teams=(("borka", "pip", "velvet"), ("gorlak", "thornwick", "mirelda")))
    recording = play_recorded(library, spec, [RandomPlayer(1), RandomPlayer(2)])
    return jsonl_log.jsonl_text(recording, library.content_hash).splitlines()


@pytest.fixture(scope="module")
def dc_log() -> list[str]:
    run, _ = DC_GAME.run_script(bundled_root(), bundled_root() / "matches" / "full-match.yaml")
    return run.log_text("jsonl").splitlines()


def read_dc(lines: list[str]) -> None:
    """Reads lines as a Dungeon Command log."""
    read_log("\n".join(lines) + "\n", "x", GAME, HEADER_KEYS, version=FORMAT_VERSION, footer_keys=FOOTER_KEYS)


def read_sfb(lines: list[str]) -> None:
    """Reads lines as a Super Fantasy Brawl log."""
    jsonl_log.read_log("\n".join(lines) + "\n", "x")


def test_each_game_reads_its_own_log_and_refuses_the_other(sfb_log: list[str], dc_log: list[str]) -> None:
    read_sfb(sfb_log)
    read_dc(dc_log)
    with pytest.raises(LogError, match=r"^x:1: a log that names no game, not 'dungeon-command'$"):
        read_dc(sfb_log)
    with pytest.raises(LogError, match=r"^x:1: a log of game 'dungeon-command', not of this game$"):
        read_sfb(dc_log)


@pytest.mark.parametrize("reader", ["sfb", "dc"])
def test_both_games_find_the_same_faults_at_the_same_lines(
    reader: str, sfb_log: list[str], dc_log: list[str]
) -> None:
    lines, read = (sfb_log, read_sfb) if reader == "sfb" else (dc_log, read_dc)
    n = len(lines)
    event = next(i for i, line in enumerate(lines) if '"type":"event"' in line)
    decision = next(i for i, line in enumerate(lines) if '"type":"decision"' in line)
    extra = json.loads(lines[decision]) | {"note": 1}
    faults = {
        "x:1: the log is empty": [],
        "x: the log ends without a footer": lines[:-1],
        f"x:{n + 1}: a record after the footer": [*lines, lines[event]],
        f"x:{decision + 1}: a decision record has unknown keys 'note'": [
            *lines[:decision],
            json.dumps(extra),
            *lines[decision + 1 :],
        ],
        f"x:{event + 1}: an event record without a kind": [
            *lines[:event],
            '{"event":{},"type":"event"}',
            *lines[event + 1 :],
        ],
        f"x:{event + 1}: unknown record type 'note'": [
            *lines[:event],
            '{"type":"note"}',
            *lines[event + 1 :],
        ],
    }
    for message, broken in faults.items():
        with pytest.raises(LogError) as raised:
            read(broken)
        assert str(raised.value) == message
