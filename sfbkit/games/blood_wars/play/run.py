"""A Blood Wars match as it was driven: every decision with who answered it, and a frame of the table after each."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.kit.errors import IllegalDecisionError
from sfbkit.kit.game import LogFormat
from sfbkit.kit.play.match_recording import MatchRecording


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """What starts a match: seed, ruleset, and either one deck per seat (BW §5) or a scenario position (BW §16)."""

    seed: int
    ruleset: str
    decks: tuple[str, ...] | None
    """One deck id per seat in the order given; None for a scenario, whose position lists every card."""
    content_hash: str
    scenario: dict[str, Any] | None = None
    """The scenario position (BW §16) the match starts from, as the script states it; None for the setup."""


@dataclass(slots=True)
class BWRun(MatchRecording[MatchSetup, BWMatch]):
    """A match a script, a log, a player or the play page drove: its decisions, counted from 0, and a frame after each."""

    frames: list[dict[str, Any]] = field(default_factory=list)
    title: str = "Blood Wars match"
    """The match's name for its replay page."""

    first_index: ClassVar[int] = 0

    def __post_init__(self) -> None:
        self.frames.append(self.frame("start"))

    def forked(self) -> BWRun:
        """Returns a run of an independent copy of the match, with no answers yet."""
        return BWRun(self.setup, self.match.fork(), title=self.title)

    def apply(self, option: str, source: str) -> None:
        """Answers the current decision and records it, with a frame (IllegalDecisionError if not legal)."""
        decision = self.match.decision
        if decision is None:
            raise IllegalDecisionError(f"the match is over; no decision accepts {option!r}")
        super(BWRun, self).apply(option, source)
        self.frames.append(self.frame(f"p{decision.player + 1} {decision.kind}: {option}"))

    def frame(self, caption: str) -> dict[str, Any]:
        """Returns the table as plain data for the replay page: each seat's places, facing shown."""
        eng = self.match.engine
        state = eng.state
        down = state.face_down

        def shown(instance: str) -> dict[str, Any]:
            return {"card": instance, "down": instance in down}

        return {
            "caption": caption,
            "events": len(state.events),
            "round": state.round,
            "phase": state.phase,
            "turn_player": state.turn_player,
            "vp": [eng.vp(i) for i in range(len(state.players))],
            "seats": [
                {
                    "name": p.name,
                    "hand": len(p.hand),
                    "deck": len(p.deck),
                    "discard": len(p.discard),
                    "dead": len(p.dead),
                    "warlords": [
                        {**shown(w), "hand": [shown(c) for c in p.battle.get(w, [])]} for w in p.warlords
                    ],
                    "battlefields": list(p.battlefields),
                    "fates": list(p.area_fates),
                    "pool": list(p.pool),
                }
                for p in state.players
            ],
        }

    def log_text(self, log_format: LogFormat) -> str:
        """Returns the readable text log or the JSONL log."""
        from sfbkit.games.blood_wars.play.logs import jsonl_text, text_log

        return jsonl_text(self) if log_format == "jsonl" else text_log(self)

    def replay_html(self, title: str) -> str:
        """Returns the self-contained replay page."""
        from sfbkit.games.blood_wars.play.replay_page import replay_html

        return replay_html(self, title)
