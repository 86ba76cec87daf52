"""A Dungeon Command match as it was driven: every decision with who answered it, and board frames for the replay."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from sfbkit.games.dungeon_command.engine.board import Board
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.geometry.square import label
from sfbkit.kit.errors import IllegalDecisionError
from sfbkit.kit.game import LogFormat
from sfbkit.kit.play.match_recording import MatchRecording


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """What starts a match: seed, ruleset, warbands (seat order), battlefield and an optional fixed environment."""

    seed: int
    ruleset: str
    warbands: tuple[str, str]
    battlefield: str
    environment: str | None
    content_hash: str
    scenario: dict[str, Any] | None = None
    """The scenario position (DC §18) the match starts from, as the script states it; None for the setup."""


@dataclass(slots=True)
class DCRun(MatchRecording[MatchSetup, DCMatch]):
    """A match a script, a log or a player drove: its decisions, counted from 0, and a frame of the board after each."""

    frames: list[dict[str, Any]] = field(default_factory=list)
    title: str = "Dungeon Command match"
    """The match's name for its replay page."""

    first_index: ClassVar[int] = 0

    def __post_init__(self) -> None:
        self.frames.append(self.frame("start"))

    def apply(self, option: str, source: str) -> None:
        """Answers the current decision and records it, with a frame (IllegalDecisionError if not legal)."""
        decision = self.match.decision
        if decision is None:
            raise IllegalDecisionError(f"the match is over; no decision accepts {option!r}")
        super(DCRun, self).apply(option, source)
        seat = self.match.state.seat_letter(decision.player)
        self.frames.append(
            self.frame(f"{seat} ({self.setup.warbands[decision.player]}) {decision.kind}: {option}")
        )

    @property
    def board(self) -> Board:
        """Returns the face of the battlefield the match is played on."""
        eng = self.match.engine
        return eng.boards.get(eng.state.environment, eng.board)

    def frame(self, caption: str) -> dict[str, Any]:
        """Returns the position as plain data for the replay page."""
        eng = self.match.engine
        state = eng.state
        return {
            "caption": caption,
            "events": len(state.events),
            "turn": state.turn,
            "morale": [p.morale for p in state.players],
            "creatures": [
                {
                    "uid": c.uid,
                    "card": c.card,
                    "seat": c.owner,
                    "square": label(c.square),
                    "damage": c.damage,
                    "hp": eng.hp(c),
                    "tapped": c.tapped,
                }
                for c in sorted(state.creatures.values(), key=lambda c: c.uid)
            ],
            "chests": sorted(label(s) for s in state.chests),
            "tokens": {label(s): n for s, n in sorted(state.tokens.items()) if n},
        }

    def log_text(self, log_format: LogFormat) -> str:
        """Returns the readable text log or the JSONL log."""
        from sfbkit.games.dungeon_command.play.logs import jsonl_text, text_log

        return jsonl_text(self) if log_format == "jsonl" else text_log(self)

    def replay_html(self, title: str) -> str:
        """Returns the self-contained replay page."""
        from sfbkit.games.dungeon_command.play.replay_steps import replay_steps, result_line
        from sfbkit.games.dungeon_command.render.replay_page import replay_page

        return replay_page(title, self.board, replay_steps(self), result_line(self))
