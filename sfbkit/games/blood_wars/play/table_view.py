"""The Blood Wars table as one seat may see it, in names: what the terminal and the play page draw (BW §1.8).

It is built from the seat's observation, plus the challenge in progress: its sides and the totals every
player can count (warlords' shown values and the modifiers announced), or the totals the ballot or the
comparison announced once it is made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sfbkit.games.blood_wars.engine.match import BWMatch

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine

NOBODY = -1
"""The viewer that holds no hand: the table as every player sees it."""

TOTALS_EVENTS = {"ballot": "ballot", "comparison": "comparison"}
"""The events that announce a challenge's totals, by what the table calls them."""


def name_of(match: BWMatch, instance: str) -> str:
    """Returns a card instance's display name."""
    cards = match.engine.cards
    return cards[instance].name if instance in cards else instance


def _card(match: BWMatch, seen: dict[str, Any] | None) -> dict[str, Any]:
    if seen is None:
        return {"id": None, "name": None, "face_down": None, "held_by": None}
    card = str(seen["card"])
    held = seen.get("held_by")
    return {
        "id": card,
        "name": name_of(match, card),
        "face_down": bool(seen["face_down"]),
        "held_by": None if held is None else name_of(match, str(held)),
    }


def _shown_value(eng: Engine, warlord: str, stat: str) -> int:
    """Returns what every player can count of a warlord: its face value and the modifiers announced on it."""
    face_down = eng.rules.face_down
    definition = eng.card(warlord)
    if warlord in eng.state.face_down:
        value = face_down.warlord_is if stat == "is" else face_down.warlord_cs
    else:
        value = definition.is_ if stat == "is" else definition.cs
    return value + sum(m.amount for m in eng.state.modifiers if m.card == warlord and m.stat == stat)


def challenge_view(match: BWMatch) -> dict[str, Any] | None:
    """Returns the challenge in progress: its kind, target, sides and totals (shown or announced), else None."""
    eng = match.engine
    challenge = eng.state.challenge
    if challenge is None:
        return None
    stat = "is" if challenge.kind == "intrigue" else "cs"
    sides: dict[str, list[dict[str, Any]]] = {
        "challenging": [
            {
                "player": challenge.player,
                "warlord": name_of(match, challenge.challenger),
                "role": "challenger",
            },
            *(
                {"player": player, "warlord": name_of(match, warlord), "role": "supporter"}
                for player, warlord in challenge.supporters
            ),
        ],
        "defending": [
            {
                "player": player,
                "warlord": name_of(match, warlord),
                "role": "opposer" if challenge.kind == "intrigue" else "defender",
            }
            for player, warlord in challenge.opposers
        ],
    }
    totals: dict[str, int] = {}
    for side, members in (
        ("challenging", [challenge.challenger, *(w for _, w in challenge.supporters)]),
        ("defending", [w for _, w in challenge.opposers]),
    ):
        announced = sum(m.amount for m in eng.state.modifiers if m.side == side and m.stat == stat)
        totals[side] = announced + sum(
            _shown_value(eng, warlord, stat) for warlord in members if eng.in_play(warlord)
        )
    announced_by = None
    for event in reversed(match.events):
        if event.kind == "challenge_declared":
            break
        if event.kind in TOTALS_EVENTS:
            announced_by = TOTALS_EVENTS[event.kind]
            totals = {side: int(event.data[side]["total"]) for side in ("challenging", "defending")}
            break
    return {
        "kind": challenge.kind,
        "stat": stat.upper(),
        "target": name_of(match, challenge.target),
        "vp": eng.card(challenge.target).vp,
        "sides": sides,
        "totals": totals,
        "announced": announced_by,
    }


def _told_apart(names: list[str], instance: str, name: str) -> str:
    """Returns a warlord's name, with its copy number when another of the player's warlords has the same name."""
    return f"{name} (copy {instance.rpartition('#')[2]})" if names.count(name) > 1 else name


def table_view(match: BWMatch, viewer: int | None) -> dict[str, Any]:
    """Returns the table as ``viewer`` sees it (None: as every player does): players, warlords, pools, challenge."""
    seat = NOBODY if viewer is None else viewer
    seen = match.observation(seat)
    players = []
    for index, player in enumerate(seen["players"]):
        hand = player["hand"]
        names = [name_of(match, w["warlord"]) for w in player["warlords"]]
        players.append(
            {
                "seat": index,
                "name": player["name"],
                "vp": player["vp"],
                "deck": player["deck"],
                "hand": len(hand) if isinstance(hand, list) else int(hand),
                "own_hand": [name_of(match, c) for c in hand] if isinstance(hand, list) else None,
                "aside": player["aside"],
                "warlords": [
                    {
                        "id": w["warlord"],
                        "name": _told_apart(names, w["warlord"], name_of(match, w["warlord"])),
                        "face_down": w["face_down"],
                        "battle_hand": [_card(match, c) for c in w["battle_hand"]],
                    }
                    for w in player["warlords"]
                ],
                "battlefields": [
                    {"id": b, "name": name_of(match, b), "vp": match.engine.card(b).vp}
                    for b in player["battlefields"]
                ],
                "area": [name_of(match, c) for c in player["area"]],
                "pool": [
                    {"id": b, "name": name_of(match, b), "vp": match.engine.card(b).vp}
                    for b in player["pool"]
                ],
                "discard": len(player["discard"]),
                "dead_book": len(player["dead_book"]),
            }
        )
    return {
        "round": seen["round"],
        "phase": seen["phase"],
        "turn_player": seen["turn_player"],
        "order": seen["order"],
        "target": match.engine.rules.vp_target,
        "players": players,
        "challenge": challenge_view(match),
    }
