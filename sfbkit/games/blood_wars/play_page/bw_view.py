"""Blood Wars on the play page: a form for 2 to 6 seats, the table in panels, hands as faces, options in words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from markupsafe import Markup, escape

from sfbkit.games.blood_wars.content.library import BWLibrary
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.engine.definitions import CardDef, Definitions
from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.games.blood_wars.play.option_words import worded
from sfbkit.games.blood_wars.play.players import PLAYERS
from sfbkit.games.blood_wars.play.replay import read_log_file, replay_log
from sfbkit.games.blood_wars.play.run import BWRun, MatchSetup
from sfbkit.games.blood_wars.play.start import start_match
from sfbkit.games.blood_wars.play.table_view import name_of, table_view
from sfbkit.games.blood_wars.terminal.public_events import PUBLIC_EVENTS, event_words
from sfbkit.games.blood_wars.terminal.view import battle_hand_words
from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.player_registry import PlayerRegistry
from sfbkit.kit.serve.play_view import Place, ServedRun
from sfbkit.kit.serve.recorded_view import RecordedRunView, RunParts
from sfbkit.kit.serve.request_error import RequestError
from sfbkit.kit.text.winner_words import winner_words

BOARD_ASSETS = {"table.js": "text/javascript", "table.css": "text/css"}
"""The script and style that draw the VP race above the panels, shipped beside this module."""

MAX_SEATS = 6
"""BW §1.1: up to six players."""

HUMAN = "human"
SEARCH_BUDGETS = (25, 100, 400)
"""The search bot's budgets the form offers."""
SEAT_PLAYERS = (HUMAN, "greedy", "random", "first", *(f"search:{budget}" for budget in SEARCH_BUDGETS))
"""Who the form offers for each seat: a person at this device, or a bot of the registry."""
DEFAULT_DECKS = ("cinder-host", "mire-court", "dawnward-vigil")
DEFAULT_PLAYERS = (HUMAN, "greedy", "greedy")
DEFAULT_RULESET = "conflict"

HAND_VERBS = frozenset({"battlefield", "fate", "induct", "discard", "add"})
"""Option verbs whose card is chosen by clicking it in the command hand."""


def _pick(value: object) -> str:
    """Returns a form group's one pick (``["x"]``) or a plain string; an empty string for anything else."""
    if isinstance(value, list) and len(value) == 1:
        value = value[0]
    return value if isinstance(value, str) else ""


class BWView(RecordedRunView[BWLibrary, Definitions, MatchSetup, BWMatch, BWRun]):
    """The PlayView of Blood Wars."""

    board_assets: Mapping[str, str] = BOARD_ASSETS
    form_keys: tuple[str, ...] = ("decks", "players", "ruleset")
    players: PlayerRegistry = PLAYERS
    opponents: tuple[str, ...] = SEAT_PLAYERS[1:]
    default_opponent = "greedy"
    parts = RunParts(definitions_of, start_match, BWRun, read_log_file, replay_log)

    def setup_choices(self) -> dict[str, Any]:
        """Returns the form's fields: each seat's deck (none: no seat) and player, and the ruleset."""
        decks = [{"value": "", "label": "no player"}] + [
            {"value": key, "label": self.library.decks[key].name} for key in sorted(self.library.decks)
        ]
        seat_players = [{"value": name, "label": _player_label(name)} for name in SEAT_PLAYERS]
        return {
            "seats_in_form": True,
            "fields": [
                {
                    "key": "decks",
                    "label": "deck of seat",
                    "groups": MAX_SEATS,
                    "size": 1,
                    "choices": decks,
                    "defaults": [
                        [DEFAULT_DECKS[i] if i < len(DEFAULT_DECKS) else ""] for i in range(MAX_SEATS)
                    ],
                },
                {
                    "key": "players",
                    "label": "player of seat",
                    "groups": MAX_SEATS,
                    "size": 1,
                    "choices": seat_players,
                    "defaults": [
                        [DEFAULT_PLAYERS[i] if i < len(DEFAULT_PLAYERS) else "greedy"]
                        for i in range(MAX_SEATS)
                    ],
                },
                {
                    "key": "ruleset",
                    "label": "ruleset",
                    "choices": [
                        {"value": key, "label": self.library.rulesets[key].name}
                        for key in sorted(self.library.rulesets)
                    ],
                    "default": DEFAULT_RULESET,
                },
            ],
        }

    def start(self, form: Mapping[str, Any], seed: int) -> BWRun:
        """Returns a new match of the seats that have a deck, each seat's player named (BW §5)."""
        decks_given = form.get("decks", [[deck] for deck in DEFAULT_DECKS])
        players_given = form.get("players", [[name] for name in DEFAULT_PLAYERS])
        if (
            not (isinstance(decks_given, list) and isinstance(players_given, list))
            or len(decks_given) > MAX_SEATS
        ):
            raise RequestError(422, f"decks and players must be lists of at most {MAX_SEATS} seats")
        seats: list[tuple[str, str]] = []
        for index, given in enumerate(decks_given):
            deck = _pick(given)
            if not deck:
                continue
            player = _pick(players_given[index]) if index < len(players_given) else ""
            if deck not in self.library.decks:
                raise RequestError(
                    422, f"seat {index}: deck must be one of {', '.join(sorted(self.library.decks))}"
                )
            if player != HUMAN and not PLAYERS.knows(player):
                raise RequestError(
                    422, f"seat {index}: player must be {HUMAN} or a bot ({', '.join(SEAT_PLAYERS[1:])})"
                )
            seats.append((deck, player))
        ruleset = form.get("ruleset", DEFAULT_RULESET)
        if not isinstance(ruleset, str) or ruleset not in self.library.rulesets:
            raise RequestError(422, f"ruleset must be one of {', '.join(sorted(self.library.rulesets))}")
        setup = MatchSetup(seed, ruleset, tuple(deck for deck, _ in seats), self.library.content_hash)
        try:
            run = self.started(setup)
        except UsageError as error:
            raise RequestError(422, f"{error} (give each seat that plays a deck)") from None
        run.seat_names.update(enumerate(player for _, player in seats))
        return run

    def picture(self, run: ServedRun, viewer: int | None) -> dict[str, Any]:
        """Returns the table as ``viewer`` sees it: the VP race, players, warlords, battlefields and the challenge."""
        served = self.run_of(run)
        match = served.match
        table = table_view(match, viewer)
        result = match.result
        result_json = (
            None
            if result is None
            else {
                "winner": result.winner,
                "reason": result.reason,
                "vp": list(result.vp),
                "round": result.round,
            }
        )
        panels = [
            _players_panel(table, served.seat_names, served.setup.decks or ()),
            _warlords_panel(table),
            _battlefields_panel(table),
        ]
        if table["challenge"] is not None:
            panels.insert(0, _challenge_panel(table["challenge"]))
        turn = table["turn_player"]
        return {
            "board": {"seats": len(table["players"]), "target": table["target"]},
            "state": {
                "vp": [player["vp"] for player in table["players"]],
                "turn_player": turn,
                "target": table["target"],
            },
            "status": f"round {table['round']} · player {turn}'s {table['phase']} phase · "
            f"VP {'–'.join(str(p['vp']) for p in table['players'])} of {table['target']}",
            "panels": panels,
            "result": result_json,
            "result_text": None if result_json is None else _result_text(result_json),
        }

    def hand(self, run: ServedRun, seat: int) -> list[dict[str, str]]:
        """Returns the seat's command hand as small faces: name, kind and numbers."""
        match = self.run_of(run).match
        held = match.observation(seat)["players"][seat]["hand"]
        cards = held if isinstance(held, list) else []
        return [{"id": card, "html": str(_face(match.engine.cards[card]))} for card in cards]

    def places(self, run: ServedRun, decision: Decision) -> list[Place | None]:
        """Returns the hand card of options that play one card from the hand; the others are buttons."""
        match = self.run_of(run).match
        held = match.observation(decision.player)["players"][decision.player]["hand"]
        hand = set(held) if isinstance(held, list) else set()
        found: list[Place | None] = []
        for option in decision.options:
            verb, _, rest = option.id.partition(":")
            card = rest.partition("@")[0]
            found.append({"card": card} if verb in HAND_VERBS and card in hand else None)
        return found

    def option_labels(self, run: ServedRun, decision: Decision) -> list[str]:
        """Returns each option of a decision in words, in the options' order."""
        match = self.run_of(run).match
        return [option.label for option in worded(decision, lambda card: name_of(match, card)).options]

    def log_lines(self, run: ServedRun, viewer: int | None, everything: bool) -> list[str]:
        """Returns the public events in words (BW §1.8): draws and battle-hand moves stay unsaid."""
        match = self.run_of(run).match
        return [
            event_words(event.kind, event.data, lambda card: name_of(match, card))
            for event in match.events
            if event.kind in PUBLIC_EVENTS
        ]

    def sides(self, header: Mapping[str, Any]) -> list[str]:
        """Returns the decks a saved log's header names, one per seat."""
        decks = header.get("decks")
        if not (
            isinstance(decks, list)
            and 2 <= len(decks) <= MAX_SEATS
            and all(isinstance(d, str) for d in decks)
        ):
            raise ValueError(f"decks must be 2 to {MAX_SEATS} deck ids")
        return list(decks)


def _player_label(name: str) -> str:
    if name == HUMAN:
        return "a person at this device"
    bot, _, budget = name.partition(":")
    return f"{bot} bot, {budget} playouts a decision" if budget else f"{bot} bot"


def _face(card: CardDef) -> Markup:
    numbers = {
        "warlord": f"IS {card.is_} · CS {card.cs}",
        "legion": f"CS {card.cs}",
        "battlefield": f"{card.vp} VP",
        "fate": f"{card.subtype or 'fate'} · {card.use.replace('_', '-')}",
    }.get(card.kind, "")
    about = " · ".join(part for part in (card.kind, card.alignment or "", numbers) if part)
    return Markup('<article class="bw-card {}"><h3>{}</h3><p>{}</p></article>').format(
        card.kind, escape(card.name), escape(about)
    )


def _players_panel(
    table: Mapping[str, Any], seats: Mapping[int, str], decks: tuple[str, ...]
) -> dict[str, Any]:
    rows = []
    for player in table["players"]:
        seat = player["seat"]
        who = seats.get(seat, "")
        rows.append(
            [
                f"player {seat}" + (" ◀" if table["turn_player"] == seat else ""),
                "person" if who == HUMAN else f"{who} bot",
                decks[seat] if seat < len(decks) else "",
                {"text": str(player["vp"]), "class": "vp"},
                str(player["hand"]) + (" (set aside)" if player["aside"] else ""),
                str(player["deck"]),
                str(player["discard"]),
            ]
        )
    head = ["player", "", "deck", "VP", "hand", "deck size", "discard"]
    return {"id": "players", "title": "Players", "head": head, "rows": rows, "row_data": "player"}


def _warlords_panel(table: Mapping[str, Any]) -> dict[str, Any]:
    rows = []
    for player in table["players"]:
        for warlord in player["warlords"]:
            cards: list[dict[str, str]] = []
            for card in warlord["battle_hand"]:
                if card["name"] is None:
                    cards.append({"text": "hidden card", "class": "card hidden-card"})
                else:
                    cards.append(
                        {
                            "text": battle_hand_words([card]),
                            "class": "card known-card" + (" face-down" if card["face_down"] else ""),
                        }
                    )
            rows.append(
                [
                    f"player {player['seat']}",
                    {
                        "text": warlord["name"],
                        "class": "warlord" + (" face-down" if warlord["face_down"] else ""),
                    },
                    "face down" if warlord["face_down"] else "face up",
                    cards or "no battle hand",
                ]
            )
    head = ["player", "warlord", "facing", "battle hand"]
    return {"id": "warlords", "title": "Warlords and battle hands", "head": head, "rows": rows}


def _battlefields_panel(table: Mapping[str, Any]) -> dict[str, Any]:
    rows = []
    for player in table["players"]:
        in_play = ", ".join(f"{b['name']} ({b['vp']})" for b in player["battlefields"]) or "none"
        pool = ", ".join(f"{b['name']} ({b['vp']})" for b in player["pool"]) or "empty"
        rows.append([f"player {player['seat']}", in_play, {"text": pool, "class": "pool"}, str(player["vp"])])
    head = ["player", "battlefields in play (VP)", "victory pool (VP)", "VP"]
    return {"id": "battlefields", "title": "Battlefields and victory pools", "head": head, "rows": rows}


def _challenge_panel(challenge: Mapping[str, Any]) -> dict[str, Any]:
    how = f"announced at the {challenge['announced']}" if challenge["announced"] else "shown so far"
    rows = []
    for side in ("challenging", "defending"):
        members = challenge["sides"][side]
        rows.append(
            [
                side,
                ", ".join(f"{m['role']} {m['warlord']} (player {m['player']})" for m in members) or "nobody",
                {"text": str(challenge["totals"][side]), "class": f"total total-{side}"},
            ]
        )
    title = (
        f"{challenge['kind'].capitalize()} challenge for {challenge['target']} ({challenge['vp']} VP): "
        f"{challenge['stat']} totals {how}"
    )
    return {"id": "challenge", "title": title, "head": ["side", "warlords", "total"], "rows": rows}


def _result_text(result: Mapping[str, Any]) -> str:
    """Returns a result in words: the winner or a draw, the reason, the VP and the round."""
    who = winner_words(result["winner"])
    vp = "–".join(map(str, result["vp"]))
    return f"{who} ({result['reason']}), VP {vp} in round {result['round']}"


if TYPE_CHECKING:
    from sfbkit.kit.serve.play_view import PlayView

    _satisfies_the_protocol: type[PlayView] = BWView
