"""The logs of a Blood Wars match: JSONL (the kit's records with a BW header) and text in plain words."""

from __future__ import annotations

from typing import Any

from sfbkit.games.blood_wars.play.event_words import event_words, seat, words
from sfbkit.games.blood_wars.play.run import BWRun
from sfbkit.games.blood_wars.play.state_digest import state_digest
from sfbkit.kit.play.events import event_line
from sfbkit.kit.play.log_writer import HEADER_KEYS as KIT_HEADER_KEYS
from sfbkit.kit.play.log_writer import footer_record, header_record, log_text, stretches
from sfbkit.kit.play.match_log import FOOTER_KEYS as KIT_FOOTER_KEYS

GAME = "blood-wars"
FORMAT_VERSION = 1
HEADER_KEYS = KIT_HEADER_KEYS | {"game", "seed", "ruleset", "decks", "scenario"}

FOOTER_KEYS = KIT_FOOTER_KEYS | {"state_hash"}
"""The kit's footer keys and the hash of the final state."""


def header(run: BWRun) -> dict[str, Any]:
    """Returns the header record: what a replay needs to start the same match."""
    setup = run.setup
    fields = {
        "seed": setup.seed,
        "ruleset": setup.ruleset,
        "decks": None if setup.decks is None else list(setup.decks),
        "scenario": setup.scenario,
    }
    return header_record(FORMAT_VERSION, setup.content_hash, run.players(), fields, game=GAME)


def result_json(run: BWRun) -> dict[str, Any] | None:
    """Returns the result as the footer states it (None while the match runs)."""
    result = run.match.result
    if result is None:
        return None
    return {"winner": result.winner, "reason": result.reason, "vp": list(result.vp), "round": result.round}


def footer(run: BWRun) -> dict[str, Any]:
    """Returns the footer record: the result, the counts and the hashes of the events and the final state."""
    return footer_record(run.match, run.decisions, result_json(run), state_digest(run.match))


def jsonl_text(run: BWRun) -> str:
    """Returns the JSONL log: header, events and decisions in the order they happened, footer."""
    lines = [event_line(event) for event in run.match.events]
    return log_text(header(run), lines, run.decisions, footer(run))


def opening_line(run: BWRun) -> str:
    """Returns who plays what: each seat's deck (or the scenario), the ruleset and the seed."""
    setup = run.setup
    if setup.decks is None:
        seats = f"a scenario of {run.match.seats} seats"
    else:
        seats = ", ".join(f"{deck} ({seat(index)})" for index, deck in enumerate(setup.decks))
    return f"Blood Wars: {seats}, ruleset {setup.ruleset}, seed {setup.seed}"


def decision_line(record: Any) -> str:
    """Returns an answered decision as the logs show it, marked with ``>``."""
    return f"> {seat(record.player)} {words(record.kind)}: {record.option} ({record.source})"


def result_text(run: BWRun) -> str:
    """Returns the result in words."""
    result = run.match.result
    if result is None:
        return "the match is unfinished"
    vp = " : ".join(str(points) for points in result.vp)
    if result.winner is None:
        return f"a draw ({words(result.reason)}), VP {vp}, round {result.round}"
    return f"{seat(result.winner)} wins ({words(result.reason)}), VP {vp}, round {result.round}"


def text_log(run: BWRun) -> str:
    """Returns the readable log: every event in plain words, each answered decision marked with ``>``."""
    lines = [opening_line(run)]
    for before, record in stretches(run.decisions, run.match.events):
        lines.extend("  " + event_words(e.kind, e.data) for e in before)
        if record is not None:
            lines.append(decision_line(record))
    lines.append(f"Result: {result_text(run)}.")
    return "\n".join(lines) + "\n"
