"""Checks that effects and conditions are used where they mean something: on-hit keywords and named roles."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from pydantic import BaseModel

from sfbkit.games.super_fantasy_brawl.content.abilities import PassiveAbility, TriggeredAbility
from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.challenge import Challenge
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.games.super_fantasy_brawl.content.effects import ON_HIT_OPS, ChooseOneStep, IfStep, step_kind
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.content.model_walk import named_strings
from sfbkit.kit.problems import Problem

Path = tuple[str | int, ...]

ROLE_FIELDS = frozenset(
    {"who", "source", "towards", "away_from", "adjacent_to", "bloodied", "levelled", "on_trap_hex"}
)
"""Fields whose string value names a role (``self``, ``target``, ``attacker``, ``it``)."""


def steps_in(steps: Sequence[BaseModel], path: Path) -> Iterator[tuple[Path, str, BaseModel]]:
    """Yields every step with its path and operation name, entering ``if`` and ``choose_one``."""
    for index, step in enumerate(steps):
        here = (*path, index)
        yield here, step_kind(step), step
        if isinstance(step, IfStep):
            yield from steps_in(step.then, (*here, "then"))
            yield from steps_in(step.else_, (*here, "else"))
        elif isinstance(step, ChooseOneStep):
            for mode_index, mode in enumerate(step.choose_one):
                yield from steps_in(mode, (*here, "choose_one", mode_index))


def roles_in(value: Any, path: Path) -> Iterator[tuple[Path, str]]:
    """Yields every role named anywhere inside a model value, with its path."""
    for role_path, _, role in named_strings(value, path, ROLE_FIELDS):
        yield role_path, role


def check_card(file: LoadedFile, card: ActionCard, path: Path) -> Iterator[Problem]:
    """Checks where a card uses on-hit keywords and the roles 'target' and 'attacker'."""
    for section in ("pre_attack", "post_attack", "effects"):
        if section == "effects" and card.type == "attack":
            continue
        yield from _on_hit_steps(file, getattr(card, section), (*path, section))
    targets = card.type in ("attack", "reaction") or card.targeting is not None
    for role_path, role in roles_in(card, path):
        if role == "target" and not targets:
            yield file.problem(
                role_path,
                "misplaced-effect",
                f"'target' means nothing here: this {card.type} has no targeting icon",
            )
        elif role == "attacker" and card.type != "reaction":
            yield file.problem(
                role_path,
                "misplaced-effect",
                f"'attacker' means nothing here: only reactions and 'targeted' triggers have one, not a {card.type}",
            )


def check_champion(file: LoadedFile, champion: Champion) -> Iterator[Problem]:
    """Checks each ability of both sides for on-hit keywords and roles it cannot know."""
    for side in ("basic", "levelled"):
        for index, ability in enumerate(getattr(champion, side).abilities):
            path: Path = (side, "abilities", index)
            if isinstance(ability, TriggeredAbility):
                yield from _on_hit_steps(file, ability.effects, (*path, "effects"))
                yield from _ability_roles(file, ability, path)
            elif isinstance(ability, PassiveAbility):
                for role_path, role in roles_in(ability, path):
                    if role in ("target", "attacker"):
                        yield file.problem(
                            role_path, "misplaced-effect", f"'{role}' means nothing in a passive ability"
                        )


def _on_hit_steps(file: LoadedFile, steps: Sequence[BaseModel], path: Path) -> Iterator[Problem]:
    for step_path, name, _ in steps_in(steps, path):
        if name in ON_HIT_OPS:
            yield file.problem(
                step_path,
                "misplaced-effect",
                f"'{name}' applies to attack damage (RULES §5.1 step 7); "
                "it belongs only in an attack card's 'effects'",
            )


def _ability_roles(file: LoadedFile, ability: TriggeredAbility, path: Path) -> Iterator[Problem]:
    for role_path, role in roles_in(ability, path):
        if role == "attacker" and ability.trigger != "targeted":
            yield file.problem(
                role_path,
                "misplaced-effect",
                f"'attacker' is only known in a 'targeted' trigger, not '{ability.trigger}'",
            )
        elif role == "target" and ability.trigger != "deals_attack_damage":
            yield file.problem(
                role_path,
                "misplaced-effect",
                f"'target' is only known in a 'deals_attack_damage' trigger, not '{ability.trigger}'",
            )


def check_challenge(file: LoadedFile, challenge: Challenge, path: Path) -> Iterator[Problem]:
    """Checks that a challenge's condition names only roles a challenge has."""
    for role_path, role in roles_in(challenge, path):
        if role in ("target", "attacker"):
            yield file.problem(
                role_path, "misplaced-effect", f"'{role}' means nothing in a challenge; use 'self' or a count"
            )
