"""Checks a script's starting position against the content before the engine builds it, with located errors."""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.content.library import Library
from sfbkit.play.script_model import SetupSpec

Problem = tuple[tuple[str | int, ...], str]
"""A path under ``setup`` and what is wrong there."""


def check_setup(
    setup: SetupSpec, library: Library, arena_id: str, teams: Sequence[Sequence[str]]
) -> list[Problem]:
    """Returns every reference in a starting position that the content or the players do not have."""
    problems: list[Problem] = []
    arena = library.arenas[arena_id]
    labels: set[str] = set()
    for column, rows in arena.columns.items():
        labels.update(f"{column}{row}" for row in range(rows.first, rows.last + 1))
    in_match = {champion for team in teams for champion in team}
    players = len(teams)

    def champion(path: tuple[str | int, ...], cid: str) -> None:
        if cid not in in_match:
            problems.append(
                (path, f"{cid!r} is not a champion of this match ({', '.join(sorted(in_match))})")
            )

    def hex_label(path: tuple[str | int, ...], label: str) -> None:
        if label not in labels:
            problems.append((path, f"{label!r} is not a hex of the arena {arena_id}"))
        elif label in arena.statues.values():
            problems.append((path, f"{label!r} is a statue hex"))

    for cid, where in setup.positions.items():
        champion(("positions", cid), cid)
        if where != "gate":
            hex_label(("positions", cid), where)
    for cid in setup.damage:
        champion(("damage", cid), cid)
    for key, listed in (("levelled", setup.levelled), ("rooted", setup.rooted)):
        for index, cid in enumerate(listed):
            champion((key, index), cid)
    for key, per_player in (("hands", setup.hands), ("decks", setup.decks), ("discards", setup.discards)):
        if per_player is None:
            continue
        if len(per_player) != players:
            problems.append(((key,), f"give one list per player ({players}), not {len(per_player)}"))
            continue
        for seat, cards in enumerate(per_player):
            for index, card in enumerate(cards):
                owner = library.card_owner.get(card)
                if owner is None:
                    problems.append(((key, seat, index), f"unknown card {card!r}"))
                elif owner not in teams[seat]:
                    problems.append(((key, seat, index), f"{card!r} is {owner}'s card, not player {seat}'s"))
    if len(setup.exhausted) > players:
        problems.append((("exhausted",), f"give at most one list per player ({players})"))
    trap_kinds = {trap.id for trap in library.traps}
    for label, kind in (setup.traps or {}).items():
        hex_label(("traps", label), label)
        if kind not in trap_kinds:
            problems.append(
                (("traps", label), f"unknown trap {kind!r}; known: {', '.join(sorted(trap_kinds))}")
            )
    for index, kind in enumerate(setup.trap_supply or ()):
        if kind not in trap_kinds:
            problems.append((("trap_supply", index), f"unknown trap {kind!r}"))
    for key, challenges in (
        ("track", setup.track or ()),
        ("challenge_deck", setup.challenge_deck or ()),
        ("challenge_discard", setup.challenge_discard),
    ):
        for index, challenge in enumerate(challenges):
            if challenge is not None and challenge not in library.challenges:
                problems.append(((key, index), f"unknown challenge {challenge!r}"))
    if len(setup.vp) != 2:
        problems.append((("vp",), "give the VP of both teams, such as [0, 0]"))
    if any(vp < 0 for vp in setup.vp):
        problems.append((("vp",), "VP cannot be negative"))
    if any(value < 0 for value in setup.damage.values()):
        problems.append((("damage",), "damage cannot be negative"))
    if setup.active >= players or setup.first >= players:
        problems.append(
            (("active" if setup.active >= players else "first",), f"players are numbered 0 to {players - 1}")
        )
    if setup.deployment is not None:
        if len(setup.deployment) != 2:
            problems.append((("deployment",), "give the deployment area of both teams"))
        for index, name in enumerate(setup.deployment):
            if name not in arena.deployment:
                problems.append(
                    (
                        ("deployment", index),
                        f"unknown deployment area {name!r}; known: {', '.join(arena.deployment)}",
                    )
                )
    return problems
