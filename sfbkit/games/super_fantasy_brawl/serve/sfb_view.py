"""Super Fantasy Brawl on the play page: the replay's hex board, card faces of the sheets, option places."""

from __future__ import annotations

from functools import cache
from typing import Any

from markupsafe import Markup

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.draft import DRAFTS
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.games.super_fantasy_brawl.play.snapshots import snapshot
from sfbkit.games.super_fantasy_brawl.render.replay import board_data
from sfbkit.games.super_fantasy_brawl.render.sheets import card_face
from sfbkit.games.super_fantasy_brawl.render.templates import environment
from sfbkit.games.super_fantasy_brawl.serve.game_view import Place
from sfbkit.games.super_fantasy_brawl.serve.no_target import surely_without_target
from sfbkit.games.super_fantasy_brawl.text.rules_text import condition_text
from sfbkit.geometry.hex import add, to_label
from sfbkit.kit.decisions import Decision

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


class SfbView:
    """The GameView of Super Fantasy Brawl."""

    board_scripts: tuple[str, ...] = ("replay/board.js",)
    board_styles: tuple[str, ...] = ("replay/replay.css",)

    def __init__(self, library: Library, lang: str = "en") -> None:
        self.library = library
        self.lang = lang
        self._faces: dict[str, str] = {}
        self._boards: dict[str, dict[str, Any]] = {}

    def setup_choices(self, library: Library) -> dict[str, Any]:
        """Returns the champions to pick from, the drafts of RULES §12 and the team size."""
        champions = [
            {"id": c.id, "name": c.name, "role": c.role}
            for c in sorted(library.champions.values(), key=lambda c: c.id)
        ]
        standard = library.rulesets.get(MatchSpec().ruleset)
        team_size = standard.team_size if standard is not None else 3
        return {"champions": champions, "drafts": list(DRAFTS), "team_size": team_size}

    def board(self, library: Library, spec: MatchSpec) -> dict[str, Any]:
        """Returns the arena's geometry, as the replay page draws it (worked out once per arena)."""
        board = self._boards.get(spec.arena)
        if board is None:
            board = self._boards[spec.arena] = board_data(library, spec.arena)
        return board

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

    def hand(self, match: Match, seat: int) -> list[dict[str, str]]:
        """Returns the seat's hand as card faces with generated rules text, in a stable order."""
        return [{"id": card, "html": self._face(card)} for card in sorted(match.state.players[seat].hand)]

    def places(self, match: Match, decision: Decision) -> list[Place | None]:
        """Returns hexes for steps and hex choices, champions for targets, cards, facings and deployment areas."""
        return [self._place(match, decision, option.id) for option in decision.options]

    def _place(self, match: Match, decision: Decision, option: str) -> Place | None:
        state = match.state
        kind, _, rest = option.partition(":")
        if option.startswith(HEX_PREFIXES):
            return {"hex": rest}
        if option.startswith(CARD_PREFIXES):
            card = rest.split("@", 1)[0]
            if card not in self.library.cards:
                return None
            if kind == "play" and self._aims(card) and surely_without_target(match, option, card):
                return {"card": card, "note": NO_TARGET_NOTE}
            return {"card": card}
        if kind in ("target", "choose") and decision.kind in CHAMPION_KINDS and rest in state.champions:
            return {"champion": rest}
        if kind == "facing":
            return self._facing(match, int(rest))
        if kind == "area":
            hexes = match.board.deployment.get(rest)
            return {"hexes": [match.board.labels[h] for h in hexes]} if hexes else None
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
                return {"facing": facing, "from": to_label(attacker.hex), "hexes": labels}
        return None
