"""The kit's recording, log writer and replay serve a third game: a three-seat match logs, replays, and a change is found."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest
from counting_match import CountingMatch, Scripted

from sfbkit.kit.play.events import event_line
from sfbkit.kit.play.log_replay import check_content, replay_decisions
from sfbkit.kit.play.log_writer import HEADER_KEYS, footer_record, header_record, log_text
from sfbkit.kit.play.match_log import FOOTER_KEYS, LogError, read_log
from sfbkit.kit.play.match_recording import MatchRecording
from sfbkit.kit.play.play_loop import play_to_end
from sfbkit.kit.play.player import Player

GAME = "counting"
CONTENT = "c0ffee" * 10
HEADER = HEADER_KEYS | {"game", "seats", "length"}
FOOTER = FOOTER_KEYS | {"state_hash"}


class CountingRecording(MatchRecording[dict[str, int], CountingMatch]):
    """A counting match recorded with its decisions numbered from 0."""

    first_index: ClassVar[int] = 0


def _header(recording: CountingRecording) -> dict[str, Any]:
    return header_record(1, CONTENT, recording.players(), recording.setup, game=GAME)


def _footer(recording: CountingRecording) -> dict[str, Any]:
    result = recording.match.result
    return footer_record(
        recording.match,
        recording.decisions,
        None if result is None else {"winner": result.winner},
        str(len(recording.match.events)),
    )


def _played(answers: list[str]) -> CountingRecording:
    recording = CountingRecording({"seats": 3, "length": len(answers)}, CountingMatch(3, len(answers)))
    players = [Scripted(answers[seat::3], name="first" if seat == 0 else "script") for seat in range(3)]
    play_to_end(recording.match, players, answer=recording.apply)
    return recording


def _text(recording: CountingRecording) -> str:
    lines = [event_line(event) for event in recording.match.events]
    return log_text(_header(recording), lines, recording.decisions, _footer(recording))


def _replay(text: str, rerun: dict[str, Player[Any]] | None = None) -> CountingRecording:
    log = read_log(text, "m.jsonl", GAME, HEADER, footer_keys=FOOTER)
    check_content(log, "m.jsonl", CONTENT)
    recording = CountingRecording({"seats": 3, "length": 6}, CountingMatch(3, 6))
    known = rerun or {}
    replay_decisions(
        log,
        "m.jsonl",
        recording,
        first_index=CountingRecording.first_index,
        answerers=lambda source: ("script", "first"),
        rerun=lambda seat, source, line: known.get(source),
        records=lambda: (_header(recording), _footer(recording)),
    )
    return recording


ANSWERS = ["a", "b", "b", "a", "a", "b"]


def test_a_three_seat_log_interleaves_events_after_their_decisions_and_replays() -> None:
    text = _text(_played(ANSWERS))
    kinds = [line.split('"type":"')[1].split('"')[0] for line in text.splitlines()]
    assert kinds == ["header", *["decision", "event"] * 6, "footer"]
    replayed = _replay(text)
    assert [record.index for record in replayed.decisions] == [0, 1, 2, 3, 4, 5]
    assert replayed.players() == ["0:first", "1:script", "2:script"]


def test_a_log_numbered_from_another_index_is_refused_at_its_first_decision() -> None:
    text = _text(_played(ANSWERS)).replace('"index":0,', '"index":1,', 1)
    with pytest.raises(LogError, match=r"m.jsonl:2: decision index differs"):
        _replay(text)


def test_a_rerun_policy_that_answers_otherwise_is_found() -> None:
    text = _text(_played(ANSWERS))
    with pytest.raises(LogError, match=r"m.jsonl:2: the first player of seat 0 answers 'b' here"):
        _replay(text, {"first": Scripted(["b"] * 6, name="first")})


def test_a_changed_footer_field_is_found() -> None:
    text = _text(_played(ANSWERS)).replace('"state_hash":"6"', '"state_hash":"7"')
    with pytest.raises(LogError, match=r"footer state_hash differs"):
        _replay(text)


def test_a_header_names_its_game_only_when_given() -> None:
    assert "game" not in header_record(1, CONTENT, [], {})
    assert header_record(1, CONTENT, [], {}, game=GAME)["game"] == GAME


def test_a_fork_has_no_answers_and_leaves_the_original_alone() -> None:
    recording = _played(ANSWERS)
    fork = CountingRecording(recording.setup, CountingMatch(3, 6))
    fork.apply("b", "script")
    copy = fork.forked()
    copy.apply("a", "script")
    assert (len(copy.decisions), copy.decisions[0].index, len(fork.match.events)) == (1, 0, 1)
