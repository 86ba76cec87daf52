"""Super Fantasy Brawl on the play page: the new-match form, the replay's hex board, card faces, option places."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from markupsafe import Markup

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.draft import DRAFTS
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import read_log
from sfbkit.games.super_fantasy_brawl.play.log_output import log_text
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.play.policies import PLAYERS
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.replay import replay_log
from sfbkit.games.super_fantasy_brawl.play.snapshots import snapshot
from sfbkit.games.super_fantasy_brawl.play_page.no_target import surely_without_target
from sfbkit.games.super_fantasy_brawl.play_page.visible_log import visible_log_lines
from sfbkit.games.super_fantasy_brawl.render.replay import board_data
from sfbkit.games.super_fantasy_brawl.render.sheets import card_face
from sfbkit.games.super_fantasy_brawl.render.templates import asset, environment
from sfbkit.games.super_fantasy_brawl.text.rules_text import condition_text
from sfbkit.geometry.hex import add, to_label
from sfbkit.kit.io.paths import package_file
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.match_log import LogError
from sfbkit.kit.play.player_registry import PlayerRegistry
from sfbkit.kit.serve.play_view import Place, ServedRun
from sfbkit.kit.serve.request_error import RequestError
from sfbkit.kit.text.winner_words import winner_words

HIDDEN_TRAP = "face down"
"""What a seat knows of a trap on the board until it is triggered (RULES §9)."""

NO_TARGET_NOTE = "no target in reach: playing it spends the card and its core, and it hits nobody"
"""What the page says on a card whose play is sure to find no target (RULES §5.1, §5.2 allow it)."""

HEX_PREFIXES = ("step:", "hex:")
CARD_PREFIXES = ("play:", "react:", "set-aside:", "discard:", "plan:")
CHAMPION_KINDS = frozenset({"attack", "skill", "target", "choose"})
"""Decision kinds whose ``target:``/``choose:`` options name a champion on the board."""


@cache
def _card_macro() -> Any:
    return environment().get_template("_card.html.j2").module.card_face  # type: ignore[attr-defined]


OWN_ASSETS = {"play_board.js": "text/javascript", "play_board.css": "text/css"}
"""The play page's board adapter and its style, shipped beside this module."""

BOARD_ASSETS = {
    "card.css": "text/css",
    "replay/replay.css": "text/css",
    "replay/board.js": "text/javascript",
    **OWN_ASSETS,
}
"""The scripts and styles the page loads to draw the arena, the champions and the hand's card faces."""


def _recording(run: ServedRun) -> Recording:
    assert isinstance(run, Recording)
    return run


def _teams(header: Mapping[str, Any]) -> list[str]:
    """Returns the teams of a saved log's header, each as its champions; ValueError when malformed."""
    teams = header.get("teams")
    if not (
        isinstance(teams, list)
        and len(teams) <= 8
        and all(isinstance(team, list) and all(isinstance(c, str) for c in team) for team in teams)
    ):
        raise ValueError("teams must be lists of champion ids")
    return [", ".join(team) for team in teams]


class SfbView:
    """The PlayView of Super Fantasy Brawl."""

    board_assets: Mapping[str, str] = BOARD_ASSETS
    form_keys: tuple[str, ...] = ("teams", "draft")
    players: PlayerRegistry = PLAYERS
    opponents: tuple[str, ...] = PLAYERS.names
    default_opponent = "greedy"

    def __init__(self, library: Library, lang: str = "en") -> None:
        self.library = library
        self.lang = lang
        self._faces: dict[str, str] = {}
        self._boards: dict[str, dict[str, Any]] = {}

    def asset(self, name: str) -> str:
        """Returns the board adapter from this package, the replay's board and the card style from the renderer's."""
        if name in OWN_ASSETS:
            return package_file(__name__, name).read_text(encoding="utf-8")
        return asset(name)

    def setup_choices(self) -> dict[str, Any]:
        """Returns the form's fields (a draft of RULES §12, or the teams), the champions and the team size."""
        library = self.library
        champions = [
            {"id": c.id, "name": c.name, "role": c.role}
            for c in sorted(library.champions.values(), key=lambda c: c.id)
        ]
        standard = library.rulesets.get(MatchSpec().ruleset)
        team_size = standard.team_size if standard is not None else 3
        ids = [c["id"] for c in champions]
        defaults = [
            [ids[(team * team_size + slot) % len(ids)] for slot in range(team_size)] for team in (0, 1)
        ]
        return {
            "fields": [
                {
                    "key": "draft",
                    "label": "draft",
                    "choices": [
                        {"value": "", "label": "none: choose the teams"},
                        *({"value": name, "label": name} for name in DRAFTS),
                    ],
                    "default": "",
                },
                {
                    "key": "teams",
                    "label": "team",
                    "groups": 2,
                    "size": team_size,
                    "choices": [{"value": c["id"], "label": f"{c['name']} ({c['role']})"} for c in champions],
                    "defaults": defaults,
                    "unless": "draft",
                },
            ],
            "champions": champions,
            "drafts": list(DRAFTS),
            "team_size": team_size,
        }

    def start(self, form: Mapping[str, Any], seed: int) -> Recording:
        """Returns a new match of the form's teams (or draft), taking snapshots for the page's look-aheads."""
        spec = _spec(form, seed, self.library)
        match = build_match(self.library, spec)
        match.expect_forks()
        return Recording(spec, match)

    def restart(self, run: ServedRun) -> Recording:
        """Returns the recorded match again from its start, its seats and bot seeds kept."""
        before = _recording(run)
        match = build_match(self.library, before.spec)
        match.expect_forks()
        return Recording(
            before.spec, match, player_seeds=dict(before.player_seeds), seat_names=dict(before.seat_names)
        )

    def resume(self, path: Path) -> tuple[Recording, dict[str, Any]]:
        """Replays a saved log on the library, verifying everything it states."""
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise LogError(f"{path.name}: cannot read: {error}") from None
        log = read_log(text, path.name)
        recording = replay_log(log, self.library, path.name).recording
        recording.match.expect_forks()
        return recording, log.header

    def log_text(self, run: ServedRun) -> str:
        """Returns the ``sfbkit match --log jsonl`` log of a recording."""
        return log_text(_recording(run), self.library, "jsonl")

    def picture(self, run: ServedRun, viewer: int | None) -> dict[str, Any]:
        """Returns the arena, the public state (traps face down), the scores and track tables, and the result."""
        recording = _recording(run)
        match = recording.match
        state = self.public_state(match)
        result = match.result
        status = (
            f"round {match.state.round} · VP {'–'.join(map(str, match.state.vp))} of {state['vp_target']}"
        )
        return {
            "board": self.board(recording.spec),
            "state": state,
            "status": status,
            "panels": [self._scores(state, recording.seat_names), self._track(state)],
            "result": None if result is None else result.as_json(),
            "result_text": None if result is None else _result_text(result.as_json()),
        }

    def _scores(self, state: dict[str, Any], seats: Mapping[int, str]) -> dict[str, Any]:
        rows = []
        for p in state["players"]:
            who = seats.get(p["index"], "")
            cores = [
                {
                    "class": f"core {colour}" + ("" if ready else " exhausted"),
                    "title": f"{colour} core {'ready' if ready else 'exhausted'}",
                }
                for colour, ready in p["cores"].items()
            ]
            rows.append(
                [
                    f"player {p['index']} (team {p['team']})"
                    + (" ◀" if state["active"] == p["index"] else ""),
                    "person" if who == "human" else f"{who} bot",
                    f"{state['vp'][p['team']]}/{state['vp_target']}",
                    cores,
                    str(p["hand"]),
                    str(p["deck"]),
                    str(p["discard"]),
                ]
            )
        head = ["player", "", "VP", "cores", "hand", "deck", "discard"]
        return {"id": "scores", "title": "Scores", "head": head, "rows": rows, "row_data": "player"}

    def _track(self, state: dict[str, Any]) -> dict[str, Any]:
        rows = [
            [
                "no VP" if slot["vp"] is None else f"{slot['vp']} VP",
                slot["name"] or "(empty)",
                slot["text"] or "",
            ]
            for slot in state["track"]
        ]
        return {"id": "track", "title": "Challenge track", "head": None, "rows": rows}

    def board(self, spec: MatchSpec) -> dict[str, Any]:
        """Returns the arena's geometry, as the replay page draws it (worked out once per arena)."""
        board = self._boards.get(spec.arena)
        if board is None:
            board = self._boards[spec.arena] = board_data(self.library, spec.arena)
        return board

    def log_lines(self, run: ServedRun, viewer: int | None, everything: bool) -> list[str]:
        """Returns the text log, the seed held back until the match ends (every hand is then known)."""
        return visible_log_lines(_recording(run).match.events, everything)

    def sides(self, header: Mapping[str, Any]) -> list[str]:
        """Returns the teams a saved log's header names."""
        return _teams(header)

    def public_state(self, match: Match) -> dict[str, Any]:
        """Returns the replay snapshot with traps face down, plus the challenge track, cores and pile sizes."""
        state = match.state
        data = snapshot(match)
        data["traps"] = dict.fromkeys(data["traps"], HIDDEN_TRAP)
        values = match.engine.ruleset.challenge_track
        track = []
        for slot, challenge_id in enumerate(state.track):
            challenge = self.library.challenges.get(challenge_id) if challenge_id else None
            track.append(
                {
                    "slot": slot,
                    "vp": values[slot] if slot < len(values) else None,
                    "id": challenge_id,
                    "name": challenge.name if challenge else None,
                    "text": condition_text(challenge.condition, self.lang) if challenge else None,
                }
            )
        data["track"] = track
        data["vp_target"] = match.engine.ruleset.vp_target
        data["players"] = [
            {
                "index": p.index,
                "team": p.team,
                "cores": dict(p.ready),
                "hand": len(p.hand),
                "deck": len(p.deck),
                "discard": len(p.discard),
            }
            for p in state.players
        ]
        return data

    def _face(self, card_id: str) -> str:
        html = self._faces.get(card_id)
        if html is None:
            face = card_face(self.library.cards[card_id], self.library, self.lang)
            html = self._faces[card_id] = str(Markup(_card_macro()(face)))
        return html

    def hand(self, run: ServedRun, seat: int) -> list[dict[str, str]]:
        """Returns the seat's hand as card faces with generated rules text, in a stable order."""
        hand = _recording(run).match.state.players[seat].hand
        return [{"id": card, "html": self._face(card)} for card in sorted(hand)]

    def places(self, run: ServedRun, decision: Decision) -> list[Place | None]:
        """Returns hexes for steps and hex choices, champions for targets, cards, facings and deployment areas."""
        match = _recording(run).match
        return [self._place(match, decision, option.id) for option in decision.options]

    def _place(self, match: Match, decision: Decision, option: str) -> Place | None:
        state = match.state
        kind, _, rest = option.partition(":")
        if option.startswith(HEX_PREFIXES):
            return {"spot": rest}
        if option.startswith(CARD_PREFIXES):
            card = rest.split("@", 1)[0]
            if card not in self.library.cards:
                return None
            if kind == "play" and self._aims(card) and surely_without_target(match, option, card):
                return {"card": card, "note": NO_TARGET_NOTE}
            return {"card": card}
        if kind in ("target", "choose") and decision.kind in CHAMPION_KINDS and rest in state.champions:
            return {"piece": rest}
        if kind == "facing":
            return self._facing(match, int(rest))
        if kind == "area":
            hexes = match.board.deployment.get(rest)
            return {"spots": [match.board.labels[h] for h in hexes]} if hexes else None
        return None

    def _aims(self, card_id: str) -> bool:
        """Tells whether a card needs a target: an attack, or a skill with a targeting icon (RULES §6)."""
        card = self.library.cards[card_id]
        return card.type == "attack" or card.targeting is not None

    def _facing(self, match: Match, facing: int) -> Place | None:
        """Returns the area a facing covers, from the champion whose card is resolving (RULES §6)."""
        for event in reversed(match.events):
            if event.kind in ("play", "reaction"):
                card = match.rules.cards.get(str(event.data.get("card")))
                attacker = match.state.champions.get(str(event.data.get("champion")))
                if card is None or card.targeting is None or attacker is None or attacker.hex is None:
                    return None
                if not 0 <= facing < len(card.targeting.facings):
                    return None
                cells = [add(attacker.hex, offset) for offset in card.targeting.facings[facing]]
                labels = [to_label(h) for h in cells if h in match.board.labels]
                return {"mark": facing, "from": to_label(attacker.hex), "hexes": labels}
        return None


def _result_text(result: Mapping[str, Any]) -> str:
    """Returns a result in words: the winning team or a draw, the reason, the VP and the rounds."""
    who = winner_words(result["winner"], "team")
    return (
        f"{who} ({result['reason']}), VP {'–'.join(map(str, result['vp']))} after {result['rounds']} rounds"
    )


def _spec(form: Mapping[str, Any], seed: int, library: Library) -> MatchSpec:
    """Returns the spec of a new match from the form: teams of champion ids, or a draft (casual if neither)."""
    teams = form.get("teams")
    draft = form.get("draft")
    if teams is not None:
        if not (
            isinstance(teams, list)
            and all(isinstance(t, list) and all(isinstance(c, str) for c in t) for t in teams)
        ):
            raise RequestError(422, "teams must be lists of champion ids")
        unknown = sorted({c for team in teams for c in team} - set(library.champions))
        if unknown:
            raise RequestError(422, f"unknown champion {unknown[0][:40]!r}", known=sorted(library.champions))
        return MatchSpec(seed=seed, teams=tuple(tuple(team) for team in teams))
    if draft is not None and not isinstance(draft, str):
        raise RequestError(422, "draft must be a draft name")
    return MatchSpec(seed=seed, draft=draft or "casual")


if TYPE_CHECKING:
    from sfbkit.kit.serve.play_view import PlayView

    _satisfies_the_protocol: type[PlayView] = SfbView
