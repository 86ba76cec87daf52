"""Dungeon Command on the play page: the new-match form, the square battlefield, labelled creatures, the hand, option places."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from markupsafe import Markup, escape

from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.definitions import Definitions
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.engine.option_ids import MalformedOptionError, OptionId
from sfbkit.games.dungeon_command.play.event_words import event_words, words
from sfbkit.games.dungeon_command.play.players import PLAYERS
from sfbkit.games.dungeon_command.play.replay import read_log_file, replay_log
from sfbkit.games.dungeon_command.play.run import DCRun, MatchSetup
from sfbkit.games.dungeon_command.play.start import start_match
from sfbkit.games.dungeon_command.play_page.token_labels import token_labels
from sfbkit.geometry.square import label
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.events import Event
from sfbkit.kit.play.player_registry import PlayerRegistry
from sfbkit.kit.serve.play_view import Place, ServedRun
from sfbkit.kit.serve.recorded_view import RecordedRunView, RunParts
from sfbkit.kit.serve.request_error import RequestError
from sfbkit.kit.text.winner_words import winner_words

BOARD_ASSETS = {"board.js": "text/javascript", "board.css": "text/css"}
"""The script and style that draw the battlefield, shipped beside this module."""

DEFAULTS = {
    "warbands": ("lanternguard", "mirewood-brood"),
    "battlefield": "twin-vaults",
    "ruleset": "standard",
}
"""What the form starts with: the bundled warbands, battlefield and ruleset."""

SEARCH_BUDGETS = (25, 100, 400)
"""The search bot's budgets the form offers, from a quick opponent to a careful one."""

PRIVATE_DRAWS = {
    "draw_order": "{who} draws an order card.",
    "draw_creature": "{who} draws a creature card.",
    "mulligan": "{who} takes a mulligan.",
}
"""Events naming cards only their player may see (DC §1.7), as the other seat reads them."""

CARD_VERBS = frozenset({"order", "deploy", "discard"})
"""Option verbs whose argument names a card of the hand."""


def _id(form: Mapping[str, Any], key: str, known: Mapping[str, object]) -> str:
    value = form.get(key, DEFAULTS[key])
    if not isinstance(value, str) or value not in known:
        raise RequestError(422, f"{key} must be one of {', '.join(sorted(known))}")
    return value


class DCView(RecordedRunView[DCLibrary, Definitions, MatchSetup, DCMatch, DCRun]):
    """The PlayView of Dungeon Command."""

    board_assets: Mapping[str, str] = BOARD_ASSETS
    form_keys: tuple[str, ...] = ("warbands", "battlefield", "ruleset")
    players: PlayerRegistry = PLAYERS
    opponents: tuple[str, ...] = ("greedy", "random", *(f"search:{budget}" for budget in SEARCH_BUDGETS))
    default_opponent = "greedy"
    parts = RunParts(definitions_of, start_match, DCRun, read_log_file, replay_log)

    def setup_choices(self) -> dict[str, Any]:
        """Returns the form's fields: each seat's warband, the battlefield and the ruleset."""
        library = self.library

        def choices(items: Mapping[str, Any]) -> list[dict[str, str]]:
            return [{"value": key, "label": getattr(items[key], "name", key)} for key in sorted(items)]

        return {
            "fields": [
                {
                    "key": "warbands",
                    "label": "warband of seat",
                    "groups": 2,
                    "size": 1,
                    "choices": choices(library.warbands),
                    "defaults": [[DEFAULTS["warbands"][0]], [DEFAULTS["warbands"][1]]],
                },
                {
                    "key": "battlefield",
                    "label": "battlefield",
                    "choices": choices(library.battlefields),
                    "default": DEFAULTS["battlefield"],
                },
                {
                    "key": "ruleset",
                    "label": "ruleset",
                    "choices": choices(library.rulesets),
                    "default": DEFAULTS["ruleset"],
                },
            ]
        }

    def start(self, form: Mapping[str, Any], seed: int) -> DCRun:
        """Returns a new match of the form's warbands on its battlefield (DC §3)."""
        warbands = form.get("warbands", list(DEFAULTS["warbands"]))
        if isinstance(warbands, list) and all(isinstance(w, list) and len(w) == 1 for w in warbands):
            warbands = [w[0] for w in warbands]
        if not (
            isinstance(warbands, list)
            and len(warbands) == 2
            and all(isinstance(w, str) and w in self.library.warbands for w in warbands)
        ):
            raise RequestError(422, f"warbands must be two of {', '.join(sorted(self.library.warbands))}")
        setup = MatchSetup(
            seed,
            _id(form, "ruleset", self.library.rulesets),
            (warbands[0], warbands[1]),
            _id(form, "battlefield", self.library.battlefields),
            None,
            self.library.content_hash,
        )
        return self.started(setup)

    def picture(self, run: ServedRun, viewer: int | None) -> dict[str, Any]:
        """Returns the battlefield and, from ``viewer``'s observation, the creatures, chests, players and result."""
        dc_run = self.run_of(run)
        match = dc_run.match
        seen = match.observation(0 if viewer is None else viewer)
        if viewer is None:
            seen["creature_hand"], seen["order_hand"] = [], []
        board = dc_run.board
        names = {creature["card"]: self._name(creature["card"]) for creature in seen["creatures"]}
        labels = token_labels([(c["uid"], c["card"]) for c in seen["creatures"]], names)
        creatures = []
        for creature in seen["creatures"]:
            hp = match.engine.hp(match.state.creatures[creature["uid"]])
            creatures.append(
                {
                    **creature,
                    "name": names[creature["card"]],
                    "label": labels[creature["uid"]],
                    "hp": hp,
                    "left": hp - creature["damage"],
                }
            )
        starts = {label(square): seat for seat, area in enumerate(board.start_areas) for square in area}
        state = {
            **seen,
            "creatures": creatures,
            "terrain": {label(square): kind for square, kind in board.kinds.items()},
            "treasure": [label(square) for square in board.treasure],
            "starts": starts,
        }
        result = match.result
        result_json = (
            None
            if result is None
            else {
                "winner": result.winner,
                "reason": result.reason,
                "morale": list(result.morale),
                "turns": result.turns,
            }
        )
        morale = "–".join(str(player["morale"]) for player in seen["players"])
        return {
            "board": {"columns": board.columns, "rows": board.rows},
            "state": state,
            "status": f"turn {seen['turn']} · {words(seen['phase'])} · morale {morale}",
            "panels": [self._players(seen, dc_run.seat_names), self._creatures(creatures)],
            "result": result_json,
            "result_text": None if result_json is None else _result_text(result_json),
        }

    def _name(self, card: str) -> str:
        found = self.defs.creatures.get(card) or self.defs.orders.get(card)
        return found.name if found is not None else card

    def _players(self, seen: Mapping[str, Any], seats: Mapping[int, str]) -> dict[str, Any]:
        rows = []
        for index, player in enumerate(seen["players"]):
            who = seats.get(index, "")
            rows.append(
                [
                    f"player {index}" + (" ◀" if seen["active"] == index else ""),
                    "person" if who == "human" else f"{who} bot",
                    player["warband"],
                    str(player["morale"]),
                    str(player["leadership"]),
                    str(player["order_hand"]),
                    str(player["creature_hand"]),
                ]
            )
        head = ["player", "", "warband", "morale", "leadership", "orders", "creatures"]
        return {"id": "scores", "title": "Players", "head": head, "rows": rows, "row_data": "player"}

    def _creatures(self, creatures: list[dict[str, Any]]) -> dict[str, Any]:
        rows = [
            [
                {"text": c["label"], "class": f"token-label side-{c['owner']}"},
                c["name"],
                f"player {c['owner']}",
                f"{c['left']}/{c['hp']} HP",
                c["square"] + (", tapped" if c["tapped"] else ""),
            ]
            for c in creatures
        ]
        head = ["", "creature", "", "hit points", "square"]
        return {"id": "creatures", "title": "Creatures", "head": head, "rows": rows}

    def hand(self, run: ServedRun, seat: int) -> list[dict[str, str]]:
        """Returns the seat's orders and creature cards as small faces: name, level, and what the card is."""
        seen = self.run_of(run).match.observation(seat)
        cards = [(card, "order") for card in seen["order_hand"]]
        cards += [(card, "creature") for card in seen["creature_hand"]]
        faces = []
        for card, kind in sorted(cards):
            faces.append({"id": card, "html": str(self._face(card, kind))})
        return faces

    def _face(self, card: str, kind: str) -> Markup:
        if kind == "creature" and card in self.defs.creatures:
            creature = self.defs.creatures[card]
            about = f"creature · level {creature.level} · {creature.hp} HP · speed {creature.speed}"
            name = creature.name
        elif card in self.defs.orders:
            order = self.defs.orders[card]
            about = f"order · level {order.level} · {words(order.action)}"
            name = order.name
        else:
            about, name = kind, card
        return Markup('<article class="dc-card {}"><h3>{}</h3><p>{}</p></article>').format(
            kind, escape(name), escape(about)
        )

    def places(self, run: ServedRun, decision: Decision) -> list[Place | None]:
        """Returns the card of the hand for orders, deployments and discards, else the square an option names."""
        seen = self.run_of(run).match.observation(decision.player)
        held = {*seen["order_hand"], *seen["creature_hand"]}
        return [_place(option.id, held) for option in decision.options]

    def log_lines(self, run: ServedRun, viewer: int | None, everything: bool) -> list[str]:
        """Returns the events in plain words; another seat's draws and mulligans without their cards (DC §1.7)."""
        return [_line(event, viewer, everything) for event in self.run_of(run).match.events]

    def sides(self, header: Mapping[str, Any]) -> list[str]:
        """Returns the two warbands a saved log's header names."""
        warbands = header.get("warbands")
        if not (
            isinstance(warbands, list) and len(warbands) == 2 and all(isinstance(w, str) for w in warbands)
        ):
            raise ValueError("warbands must be two warband ids")
        return list(warbands)


def _place(option: str, held: set[str]) -> Place | None:
    try:
        parsed = OptionId.parse(option)
    except (MalformedOptionError, ValueError):
        return None
    if parsed.verb in CARD_VERBS and parsed.arg in held:
        return {"card": parsed.arg}
    if parsed.square is not None:
        return {"spot": label(parsed.square)}
    return None


def _line(event: Event, viewer: int | None, everything: bool) -> str:
    private = PRIVATE_DRAWS.get(event.kind)
    if private is not None and not everything and event.data.get("player") != viewer:
        return private.format(who=f"Player {event.data.get('player')}")
    return event_words(event.kind, event.data)


def _result_text(result: Mapping[str, Any]) -> str:
    """Returns a result in words: the winner or a draw, the reason, the morale and the turns."""
    who = winner_words(result["winner"])
    morale = "–".join(map(str, result["morale"]))
    return f"{who} ({words(result['reason'])}), morale {morale} after {result['turns']} turns"


if TYPE_CHECKING:
    from sfbkit.kit.serve.play_view import PlayView

    _satisfies_the_protocol: type[PlayView] = DCView
