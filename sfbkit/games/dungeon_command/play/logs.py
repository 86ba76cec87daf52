"""The logs of a Dungeon Command match: the kit's JSONL log with a DC header, and text in plain words."""

from __future__ import annotations

from typing import Any

from sfbkit.games.dungeon_command.play.event_words import event_words as event_words
from sfbkit.games.dungeon_command.play.event_words import words
from sfbkit.games.dungeon_command.play.run import DCRun
from sfbkit.games.dungeon_command.play.state_digest import state_digest
from sfbkit.kit.play.events import event_line
from sfbkit.kit.play.log_writer import HEADER_KEYS as KIT_HEADER_KEYS
from sfbkit.kit.play.log_writer import footer_record, header_record, log_text, stretches
from sfbkit.kit.play.match_log import FOOTER_KEYS as KIT_FOOTER_KEYS

GAME = "dungeon-command"
FORMAT_VERSION = 3
"""2: the footer counts each seat's answers by who gave them (``answers``) and holds a hash of the final state;
3: the header names who plays each seat (``players``), so that a saved match resumes with its bots."""
HEADER_KEYS = KIT_HEADER_KEYS | {
    "game",
    "seed",
    "ruleset",
    "warbands",
    "battlefield",
    "environment",
    "scenario",
}

FOOTER_KEYS = KIT_FOOTER_KEYS | {"state_hash"}
"""The kit's footer keys and the hash of the final state."""


def header(run: DCRun) -> dict[str, Any]:
    """Returns the header record: what a replay needs to start the same match."""
    setup = run.setup
    fields = {
        "seed": setup.seed,
        "ruleset": setup.ruleset,
        "warbands": list(setup.warbands),
        "battlefield": setup.battlefield,
        "environment": setup.environment,
        "scenario": setup.scenario,
    }
    return header_record(FORMAT_VERSION, setup.content_hash, run.players(), fields, game=GAME)


def footer(run: DCRun) -> dict[str, Any]:
    """Returns the footer record: the result (winner, reason, morale, turns), the counts and the hashes."""
    result = run.match.result
    stated = None
    if result is not None:
        stated = {
            "winner": result.winner,
            "reason": result.reason,
            "morale": list(result.morale),
            "turns": result.turns,
        }
    return footer_record(run.match, run.decisions, stated, state_digest(run.match))


def jsonl_text(run: DCRun) -> str:
    """Returns the JSONL log: header, events and decisions in the order they happened, footer."""
    lines = [event_line(event) for event in run.match.events]
    return log_text(header(run), lines, run.decisions, footer(run))


def text_log(run: DCRun) -> str:
    """Returns the readable log: every event in plain words, each answered decision marked with ``>``."""
    setup = run.setup
    lines = [
        f"Dungeon Command: {setup.warbands[0]} (player 0) against {setup.warbands[1]} (player 1) on "
        f"{setup.battlefield}, ruleset {setup.ruleset}, seed {setup.seed}"
    ]
    for before, record in stretches(run.decisions, run.match.events):
        lines.extend("  " + event_words(e.kind, e.data) for e in before)
        if record is not None:
            lines.append(f"> player {record.player} {words(record.kind)}: {record.option} ({record.source})")
    result = run.match.result
    if result is None:
        lines.append("Result: the match is unfinished.")
    elif result.winner is None:
        lines.append(f"Result: a draw ({words(result.reason)}).")
    else:
        lines.append(f"Result: player {result.winner} wins ({words(result.reason)}).")
    return "\n".join(lines) + "\n"
