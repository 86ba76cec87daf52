"""A declared game's match as it was driven: its answers and who gave them, its JSONL and text logs, its replay page."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from sfbkit.kit.declared.match_declaration import MatchDeclaration
from sfbkit.kit.errors import IllegalDecisionError
from sfbkit.kit.game import LogFormat
from sfbkit.kit.play.events import event_line
from sfbkit.kit.play.log_writer import HEADER_KEYS as KIT_HEADER_KEYS
from sfbkit.kit.play.log_writer import footer_record, header_record, log_text, stretches
from sfbkit.kit.play.match_protocol import PlayableMatch
from sfbkit.kit.play.match_recording import MatchRecording
from sfbkit.kit.text.winner_words import winner_words

FORMAT_VERSION = 1
HEADER_KEYS = KIT_HEADER_KEYS | {"game", "seed", "setup"}


@dataclass(frozen=True, slots=True)
class DeclaredSetup:
    """What starts a declared game's match: the game, its setup as plain JSON data, the seed and the content."""

    game: MatchDeclaration
    fields: dict[str, Any]
    """The match's setup as plain JSON data (what the log's header states)."""
    seed: int
    content_hash: str


@dataclass(slots=True)
class DeclaredRun(MatchRecording[DeclaredSetup, PlayableMatch]):
    """A match a script, a log or the play page drove: its decisions, counted from 0, and a frame after each."""

    title: str = "match"
    frames: list[dict[str, Any]] = field(default_factory=list)
    """Every seat's observation in the game's words at the start and after each decision, for the replay page."""

    first_index: ClassVar[int] = 0

    @property
    def game(self) -> MatchDeclaration:
        """Returns the game the match is of."""
        return self.setup.game

    def __post_init__(self) -> None:
        self.frames.append(self.frame("start"))

    def frame(self, caption: str) -> dict[str, Any]:
        """Returns the match as the replay page shows it: each seat's observation as rows of words."""
        match = self.match
        return {
            "caption": caption,
            "events": len(match.events),
            "seats": [self.game.observation_rows(match.observation(seat)) for seat in range(match.seats)],
        }

    def forked(self) -> DeclaredRun:
        """Returns a run of an independent copy of the match, with no answers yet."""
        return DeclaredRun(self.setup, self.match.fork(), title=self.title)

    def apply(self, option: str, source: str) -> None:
        """Answers the pending decision and records it, counting from 0 (IllegalDecisionError if not legal)."""
        decision = self.match.decision
        if decision is None:
            raise IllegalDecisionError(f"the match is over; no decision accepts {option!r}")
        super(DeclaredRun, self).apply(option, source)
        self.frames.append(self.frame(f"player {decision.player} {decision.kind}: {option}"))

    def header(self) -> dict[str, Any]:
        """Returns the header record: what a replay needs to start the same match."""
        setup = self.setup
        fields = {"seed": setup.seed, "setup": setup.fields}
        return header_record(FORMAT_VERSION, setup.content_hash, self.players(), fields, game=self.game.id)

    def footer(self) -> dict[str, Any]:
        """Returns the footer record: the result, the counts and the hash of the events (a declared game's states none)."""
        result = self.match.result
        stated = None if result is None else {"winner": result.winner}
        return footer_record(self.match, self.decisions, stated, None)

    def log_text(self, log_format: LogFormat) -> str:
        """Returns the JSONL log or the text log in the game's words."""
        return self._jsonl() if log_format == "jsonl" else self._text()

    def _jsonl(self) -> str:
        lines = [event_line(event) for event in self.match.events]
        return log_text(self.header(), lines, self.decisions, self.footer())

    def _text(self) -> str:
        setup = ", ".join(f"{key} {value}" for key, value in self.setup.fields.items())
        lines = [f"{self.game.title}: {setup}, seed {self.setup.seed}"]
        for before, record in stretches(self.decisions, self.match.events):
            lines.extend("  " + self.game.event_words(event) for event in before)
            if record is not None:
                lines.append(f"> player {record.player} answers {record.option} ({record.source})")
        lines.append("Result: " + result_words(self.match) + ".")
        return "\n".join(lines) + "\n"

    def replay_html(self, title: str) -> str:
        """Returns the self-contained replay page: a step per decision, each seat's observation in words."""
        from sfbkit.kit.render.declared_replay import declared_replay_page
        from sfbkit.kit.render.replay_page import ReplayStep

        events = self.match.events
        steps = []
        for index, frame in enumerate(self.frames):
            start = self.frames[index - 1]["events"] if index else 0
            log = tuple(self.game.event_words(event) for event in events[start : frame["events"]])
            status = f"decision {index} of {len(self.frames) - 1}"
            steps.append(ReplayStep(frame["caption"], status, log, {"seats": frame["seats"]}))
        result = None if self.match.result is None else result_words(self.match)
        return declared_replay_page(title, self.match.seats, steps, result)


def result_words(match: PlayableMatch) -> str:
    """Returns how a match stands in words: unfinished, a draw, or its winner."""
    result = match.result
    if result is None:
        return "the match is unfinished"
    return winner_words(result.winner)


def setup_json(setup: Any) -> dict[str, Any]:
    """Returns a validated setup as the log's header states it."""
    data: Mapping[str, Any] = setup.model_dump(mode="json")
    return dict(data)
