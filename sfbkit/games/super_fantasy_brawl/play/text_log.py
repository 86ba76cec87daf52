"""The readable match log: one line per event, grouped by rounds and turns."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sfbkit.kit.play.events import Event
from sfbkit.kit.text.winner_words import winner_words

TEMPLATES: dict[str, str] = {
    "match_start": "match on {arena} ({ruleset}), seed {seed}",
    "scenario": "scenario start, seed {seed}",
    "first_player": "player {player} goes first",
    "deployment_areas": "deployment areas: team 0 {areas[0]}, team 1 {areas[1]}",
    "team": "player {player} fields {champions_text}",
    "pick": "player {player} picks {champion}",
    "choose": "player {player} chooses {champion}",
    "ban": "player {player} bans {champion}",
    "banned": "{champion} is banned for player {player}",
    "draft_pool": "draft pool: {champions_text}",
    "track": "challenge track: {slots_text}",
    "trap_placed": "player {player} places a trap on {hex}",
    "trap_lost": "no room for a replacement trap near {hex}",
    "draw": "player {player} draws {amount}",
    "reshuffle": "player {player} shuffles the discard pile into a new deck ({cards_text})",
    "mulligan": "player {player} sets aside and redraws {amount}",
    "deploy": "{champion} deploys to {hex}",
    "turn": "turn: player {player}",
    "play": "player {player} plays {card} with {champion} ({core} core)",
    "standard": "player {player}: {action} standard action with {champion} ({core} core)",
    "move": "{champion} moves to {to}",
    "enter": "{champion} enters from the gate on {hex}",
    "forced": "{champion} is forced to {to}",
    "pushed": "{champion} is pushed to {to}",
    "pulled": "{champion} is pulled to {to}",
    "feared": "{champion} flees to {to}",
    "dash": "{champion} dashes to {to}",
    "swoop": "{champion} swoops to {to}",
    "jump": "{champion} jumps to {to}",
    "placed": "{champion} is placed on {to}",
    "attack": "{champion} attacks {targets_text} with {card}",
    "skill": "{champion} uses {card}{on_targets}",
    "declined": "{card} is not used",
    "no_target": "{card} has no target",
    "reaction": "player {player} reacts with {card} on {champion} ({core} core)",
    "damage": "{champion} takes {amount} damage ({cause}); {total} in all",
    "heal": "{champion} heals {amount}; {total} damage left",
    "out_of_action": "{champion} is out of action{credit_text}",
    "vp": "team {team} scores {amount} VP ({reason}); {total} in all",
    "level_up": "{champion} levels up",
    "root": "{champion} is rooted",
    "stun": "{champion} is stunned{stun_text}",
    "immune": "{champion} is immune to {keyword}",
    "modifier": "{champion} gets {amount:+d} {stat} (this {duration})",
    "plan": "player {player} plans {amount_cards} onto the deck",
    "ready_core": "player {player} readies the {core} core",
    "ability": "{champion}'s {ability} triggers ({event})",
    "skipped": "{op} skipped{champion_text}: {reason}",
    "trap": "{champion} triggers a {trap} trap on {hex}",
    "challenge_scored": "team {team} scores challenge {challenge} for {vp} VP",
    "challenge_discarded": "challenge {challenge} leaves the track",
    "challenge_reshuffle": "the challenge discards are reshuffled ({cards_text})",
    "end_turn": "player {player} ends the turn",
    "upkeep": "player {player}: upkeep (cores ready, new hand)",
    "round_end": "end of round {round}",
    "match_end": "match over: {winner_text} ({reason}); VP {vp_text}, round {round}",
}

WORD_FIELDS = frozenset({"reason", "event", "keyword", "cause", "stat", "duration", "op"})
"""Fields whose values are identifiers (``turn_start``), shown as words (``turn start``)."""

QUIET = frozenset({"upkeep", "end_turn"})
"""Events left out of the text log (shown by their neighbours)."""


def _cards(count: int) -> str:
    return "1 card" if count == 1 else f"{count} cards"


def _extras(event: Event) -> dict[str, Any]:
    data: dict[str, Any] = {
        key: value.replace("_", " ") if key in WORD_FIELDS and isinstance(value, str) else value
        for key, value in event.data.items()
    }
    extra: dict[str, Any] = {}
    if isinstance(cards := data.get("cards"), int):
        extra["cards_text"] = _cards(cards)
    if event.kind == "plan" and isinstance(amount := data.get("amount"), int):
        extra["amount_cards"] = _cards(amount)
    if "champions" in data:
        extra["champions_text"] = ", ".join(data["champions"])
    if "slots" in data:
        extra["slots_text"] = " | ".join(slot or "-" for slot in data["slots"])
    if "targets" in data:
        extra["targets_text"] = ", ".join(data["targets"]) or "nobody"
        extra["on_targets"] = f" on {', '.join(data['targets'])}" if data["targets"] else ""
    if event.kind == "out_of_action":
        credit = data.get("credit")
        extra["credit_text"] = f" (by {credit})" if credit and credit != data.get("champion") else ""
    if event.kind == "stun":
        if data.get("discarded"):
            extra["stun_text"] = f": {data['discarded']} is discarded"
        else:
            extra["stun_text"] = ": no card of it in hand, the hand is revealed"
    if event.kind == "skipped":
        extra["champion_text"] = f" for {data['champion']}" if data.get("champion") else ""
    if event.kind == "match_end":
        winner = data.get("winner")
        extra["winner_text"] = winner_words(winner, "team")
        extra["vp_text"] = "-".join(str(v) for v in data.get("vp", []))
    return {**data, **extra}


def event_text(event: Event) -> str:
    """Returns one readable line for an event (a generic one for kinds without a template)."""
    template = TEMPLATES.get(event.kind)
    if template is not None:
        try:
            return template.format(**_extras(event))
        except (KeyError, IndexError, ValueError, TypeError):
            pass
    fields = " ".join(f"{key}={value}" for key, value in event.data.items())
    return f"{event.kind} {fields}".rstrip()


class TextLogWriter:
    """Turns events into readable lines one at a time, as they happen (the round heading when a round starts)."""

    def __init__(self) -> None:
        self.current_round: Any = None

    def lines(self, event: Event) -> list[str]:
        """Returns the lines of one event (none for quiet kinds)."""
        if event.kind in QUIET:
            return []
        if event.kind == "turn":
            lines = []
            round_ = event.data.get("round")
            if round_ != self.current_round:
                self.current_round = round_
                lines.append(f"== round {round_} ==")
            lines.append(f"-- {event_text(event)} --")
            return lines
        if event.kind in ("round_end", "match_end", "match_start", "scenario"):
            return [event_text(event)]
        indent = "  " if event.kind in ("play", "standard", "reaction", "challenge_scored") else "    "
        if self.current_round is None:
            indent = "  "
        return [indent + event_text(event)]


def text_log_lines(events: Iterable[Event]) -> list[str]:
    """Returns the readable log: headings for rounds and turns, indented actions and their results."""
    writer = TextLogWriter()
    return [line for event in events for line in writer.lines(event)]
