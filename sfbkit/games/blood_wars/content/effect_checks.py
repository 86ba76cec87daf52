"""The load-time checks of BW §17: names that need a challenge appear only where one is certain."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel

from sfbkit.games.blood_wars.content.ability import ACTIVATED, Ability
from sfbkit.games.blood_wars.content.card_places import PlacedCard
from sfbkit.games.blood_wars.content.conditions import RoleIs, TargetBattlefield
from sfbkit.games.blood_wars.content.effects import CancelChallengeStep, RrBonusStep
from sfbkit.games.blood_wars.content.fate import Fate
from sfbkit.games.blood_wars.content.passive import Passive
from sfbkit.games.blood_wars.content.triggers import CHALLENGE_EVENTS
from sfbkit.kit.problems import Problem

Path = tuple[str | int, ...]

CHALLENGE_NAMES = frozenset(
    {
        "challenger",
        "defender",
        "own_side",
        "opposing_side",
        "target_battlefield",
        "defending_player",
        "each_supporter",
        "each_opposer",
    }
)
"""Names that mean something only inside a challenge (BW §17)."""

CHALLENGE_MODELS: dict[type[BaseModel], str] = {
    RoleIs: "the condition 'role'",
    TargetBattlefield: "the condition 'battlefield'",
    RrBonusStep: "'rr_bonus'",
    CancelChallengeStep: "'cancel_challenge'",
}
"""Steps and conditions that need a challenge."""

CHALLENGE_WINDOWS = frozenset({"declared", "caucus", "battle"})
"""The windows that are inside a challenge (BW §11)."""

CANCEL_EVENTS = frozenset({"challenge_declared", "designated"})
"""The triggers that answer a challenge early enough to cancel it (BW §8.5)."""


def check_card_effects(place: PlacedCard) -> Iterator[Problem]:
    """Yields a problem for each challenge-only name outside a certain challenge, and each misplaced cancel."""
    card = place.card
    for index, ability in enumerate(card.abilities):
        certain = ability.kind in ACTIVATED or (
            ability.trigger is not None and ability.trigger.on in CHALLENGE_EVENTS
        )
        where = f"a {ability.kind} ability"
        if ability.trigger is not None:
            where = f"a trigger on {ability.trigger.on}"
        cancels = ability.kind in ACTIVATED or (
            ability.trigger is not None and ability.trigger.on in CANCEL_EVENTS
        )
        yield from _check(place, ability, (*place.path, "abilities", index), certain, cancels, where)
    if isinstance(card, Fate):
        inside = frozenset(card.windows) <= CHALLENGE_WINDOWS
        where = f"a fate played in {', '.join(card.windows)}"
        for index, step in enumerate(card.effects):
            yield from _check(place, step, (*place.path, "effects", index), inside, inside, where)
        if card.passive is not None:
            yield from _check(place, card.passive, (*place.path, "passive"), False, False, "a passive")


def _check(
    place: PlacedCard, value: Any, path: Path, certain: bool, cancels: bool, where: str
) -> Iterator[Problem]:
    for found, at, what in _challenge_uses(value, path):
        if isinstance(found, CancelChallengeStep):
            if not cancels:
                message = f"'cancel_challenge' is only for the declared, caucus or battle window (BW §17), not {where}"
                yield place.file.problem(at, "cancel-timing", message)
        elif not certain:
            message = f"{what} needs a challenge, which is not certain in {where} (BW §17)"
            yield place.file.problem(at, "needs-challenge", message)


def _challenge_uses(value: Any, path: Path) -> Iterator[tuple[Any, Path, str]]:
    """Yields (what, path, words) for every challenge-only name, step or condition inside a value."""
    if isinstance(value, BaseModel):
        if type(value) in CHALLENGE_MODELS:
            yield value, path, CHALLENGE_MODELS[type(value)]
            return
        for name, info in type(value).model_fields.items():
            if isinstance(value, Passive | Ability) and name in ("to", "kind", "cost", "name"):
                continue
            yield from _challenge_uses(getattr(value, name), (*path, info.alias or name))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _challenge_uses(item, (*path, index))
    elif isinstance(value, str) and value in CHALLENGE_NAMES:
        yield value, path, repr(value)
