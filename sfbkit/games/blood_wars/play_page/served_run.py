"""A Blood Wars match the server runs: its setup, every answer and who gave it, and its JSONL log.

The log is the kit's record layer (``sfbkit-match-log``): a header naming the setup and who plays each
seat, the events and decisions in order, and a footer with the result and the events hash. Resuming a
saved match replays its decisions and verifies every event, the header and the footer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sfbkit.games.blood_wars import GAME_ID
from sfbkit.games.blood_wars.engine.definitions import Definitions
from sfbkit.games.blood_wars.engine.match import BWMatch, new_match
from sfbkit.kit.decision_record import DecisionRecord
from sfbkit.kit.errors import IllegalDecisionError, UsageError
from sfbkit.kit.events import event_line
from sfbkit.kit.log_verifier import LogVerifier
from sfbkit.kit.match_log import FORMAT, LogError, answer_counts, dump, event_record, read_log
from sfbkit.kit.play.decision_recorder import apply_recorded
from sfbkit.kit.play.seat_answerers import named_seats, seat_answerers
from sfbkit.kit.problems import excerpt

FORMAT_VERSION = 1
HEADER_KEYS = frozenset(
    {
        "type",
        "format",
        "format_version",
        "game",
        "seed",
        "ruleset",
        "decks",
        "content_hash",
        "players",
        "seeds",
    }
)
MAX_LOG_BYTES = 16 * 1024 * 1024
"""The largest saved log the server reads back."""


@dataclass(frozen=True, slots=True)
class BWSetup:
    """What starts a served match: its seed, ruleset and the deck of each seat."""

    seed: int
    ruleset: str
    decks: tuple[str, ...]
    content_hash: str


@dataclass(slots=True)
class BWServedRun:
    """A served Blood Wars match: the match, its answers with who gave them, the seats' players and bot seeds."""

    setup: BWSetup
    match: BWMatch
    decisions: list[DecisionRecord] = field(default_factory=list)
    seat_names: dict[int, str] = field(default_factory=dict)
    player_seeds: dict[int, int] = field(default_factory=dict)

    def apply(self, option: str, source: str) -> None:
        """Answers the pending decision and records who answered (IllegalDecisionError if not legal)."""
        if self.match.decision is None:
            raise IllegalDecisionError(f"the match is over; no decision accepts {excerpt(repr(option))}")
        apply_recorded(self.match, self.decisions, option, source, first_index=0)


def start_run(defs: Definitions, setup: BWSetup) -> BWServedRun:
    """Returns a new served match of a setup; UsageError names a bad deck, ruleset or seat count."""
    return BWServedRun(setup, new_match(defs, decks=setup.decks, ruleset=setup.ruleset, seed=setup.seed))


def header(run: BWServedRun) -> dict[str, Any]:
    """Returns the log's header record."""
    setup = run.setup
    return {
        "type": "header",
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": GAME_ID,
        "seed": setup.seed,
        "ruleset": setup.ruleset,
        "decks": list(setup.decks),
        "content_hash": setup.content_hash,
        "players": seat_answerers(run.decisions, run.seat_names),
        "seeds": {"players": {str(seat): seed for seat, seed in sorted(run.player_seeds.items())}},
    }


def footer(run: BWServedRun) -> dict[str, Any]:
    """Returns the log's footer record: whether it is over, the result, the counts and the events hash."""
    result = run.match.result
    return {
        "type": "footer",
        "over": result is not None,
        "result": None
        if result is None
        else {"winner": result.winner, "reason": result.reason, "vp": list(result.vp), "round": result.round},
        "events": len(run.match.events),
        "decisions": len(run.decisions),
        "events_hash": run.match.events_hash(),
        "answers": answer_counts(run.decisions),
    }


def log_text(run: BWServedRun) -> str:
    """Returns the JSONL log: header, events and decisions in the order they happened, footer."""
    lines = [dump(header(run))]
    events = run.match.events
    shown = 0
    for record in run.decisions:
        lines.extend(event_record(event) for event in events[shown : record.events_before])
        shown = record.events_before
        lines.append(dump(record.to_json()))
    lines.extend(event_record(event) for event in events[shown:])
    lines.append(dump(footer(run)))
    return "\n".join(lines) + "\n"


def _setup(stated: dict[str, Any], file: str) -> BWSetup:
    seed, ruleset, decks, content = (stated.get(k) for k in ("seed", "ruleset", "decks", "content_hash"))
    if type(seed) is not int or not isinstance(ruleset, str) or not isinstance(content, str):
        raise LogError(
            f"{file}:1: the header's seed, ruleset or content_hash is missing or of the wrong type"
        )
    if not isinstance(decks, list) or not all(isinstance(deck, str) for deck in decks):
        raise LogError(f"{file}:1: the header's decks must be a list of deck ids")
    return BWSetup(seed, ruleset, tuple(decks), content)


def replay_run(defs: Definitions, content_hash: str, path: Path) -> tuple[BWServedRun, dict[str, Any]]:
    """Replays a saved log, verifying every decision, event, the header and the footer; LogError at the first miss."""
    file = str(path)
    try:
        if path.stat().st_size > MAX_LOG_BYTES:
            raise LogError(f"{file}:1: the log is over {MAX_LOG_BYTES} bytes")
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        raise LogError(f"{file}:1: the log cannot be read as UTF-8 text") from None
    log = read_log(text, file, GAME_ID, HEADER_KEYS, version=FORMAT_VERSION)
    setup = _setup(log.header, file)
    if setup.content_hash != content_hash:
        raise LogError(f"{file}:1: the log was played on other content (content_hash differs)")
    try:
        run = start_run(defs, setup)
    except UsageError as error:
        raise LogError(f"{file}:1: {excerpt(str(error))}") from None
    verifier = LogVerifier(log, file)
    for line, record in log.decisions:
        decision = run.match.decision
        if decision is None:
            raise verifier.fail(
                line, f"the match is already over, but the log has decision {record['index']}"
            )
        asked = {"index": len(run.decisions), "player": decision.player, "kind": decision.kind}
        verifier.decision_asked(line, record, len(run.match.events), asked)
        try:
            run.apply(record["option"], record["source"])
        except IllegalDecisionError as error:
            raise verifier.fail(line, excerpt(str(error))) from None
    verifier.events([event_line(event) for event in run.match.events])
    run.seat_names = named_seats(log.header, run.decisions, run.match.seats)
    seeds = log.header.get("seeds")
    stated = seeds.get("players") if isinstance(seeds, dict) else None
    if isinstance(stated, dict):
        run.player_seeds = {int(k): v for k, v in stated.items() if k.isdigit() and type(v) is int}
    verifier.fields("header", log.header, header(run))
    verifier.fields("footer", log.footer, footer(run))
    return run, log.header
