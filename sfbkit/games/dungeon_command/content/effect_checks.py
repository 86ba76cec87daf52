"""Checks of orders' and powers' effects: declared keywords and steps where the rules allow them (DC §16, §17)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from pydantic import BaseModel

from sfbkit.games.dungeon_command.content.conditions import DamageDealt
from sfbkit.games.dungeon_command.content.effects import (
    PASSIVE_OPS,
    PENDING_ATTACK_OPS,
    PENDING_DAMAGE_OPS,
    AttackParams,
    Step,
    nested_steps,
    step_kind,
)
from sfbkit.games.dungeon_command.content.triggers import trigger_kind
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.content.model_walk import named_strings
from sfbkit.kit.problems import Problem, quote

Path = tuple[str | int, ...]

KEYWORD_FIELDS = frozenset({"keyword", "counts_as"})
"""Fields anywhere inside a card whose string value names a keyword."""


@dataclass(frozen=True, slots=True)
class EffectContext:
    """What the steps of one effect may hold: a passive power's shapes, and which pending event a trigger offers."""

    passive: bool
    trigger: str | None
    """The key of the trigger the effect answers, or None."""


def unknown_keywords(
    file: LoadedFile, model: BaseModel, declared: frozenset[str], lists: Sequence[str]
) -> Iterator[Problem]:
    """Yields a problem for each keyword the model names (in ``lists`` and keyword fields) that is not declared."""
    for name in lists:
        for index, keyword in enumerate(getattr(model, name)):
            if keyword not in declared:
                yield _unknown(file, (name, index), keyword)
    for path, _, keyword in named_strings(model, (), KEYWORD_FIELDS):
        if keyword not in declared:
            yield _unknown(file, path, keyword)


def _unknown(file: LoadedFile, path: Path, keyword: str) -> Problem:
    return file.problem(path, "unknown-keyword", f"keyword {quote(keyword)} is not declared in keywords.yaml")


def check_effect(
    file: LoadedFile, steps: Sequence[Step], where: Path, context: EffectContext
) -> Iterator[Problem]:
    """Yields a problem for each step or condition placed where the rules do not allow it."""
    yield from _steps(file, steps, where, context, top=True)
    yield from _damage_dealt(file, list(steps), where, in_then=False)


def context_of(kind: str, trigger: BaseModel | None) -> EffectContext:
    """Returns the context of a power of ``kind`` or an order (kind ``order``) with its trigger."""
    return EffectContext(
        passive=kind == "passive", trigger=trigger_kind(trigger) if trigger is not None else None
    )


def _steps(
    file: LoadedFile, steps: Sequence[Step], where: Path, context: EffectContext, *, top: bool
) -> Iterator[Problem]:
    for index, step in enumerate(steps):
        op = step_kind(step)
        path = (*where, index)
        if op in PASSIVE_OPS and not (context.passive and top):
            yield file.problem(
                path, "misplaced-effect", f"'{op}' belongs only at the top of a passive power's effect"
            )
        elif context.passive and top and op not in PASSIVE_OPS:
            yield file.problem(
                path,
                "misplaced-effect",
                f"a passive power holds only {', '.join(sorted(PASSIVE_OPS))}; not '{op}'",
            )
        elif op in PENDING_DAMAGE_OPS and context.trigger != "before_damage":
            yield file.problem(
                path, "misplaced-effect", f"'{op}' needs a before_damage trigger (DC §9.1 step 2)"
            )
        elif op in PENDING_ATTACK_OPS and context.trigger != "attack_declared":
            yield file.problem(
                path, "misplaced-effect", f"'{op}' needs an attack_declared trigger (DC §8.4 step 2)"
            )
        for inner_path, inner in _nested(step, path):
            yield from _steps(file, inner, inner_path, context, top=False)


def _nested(step: BaseModel, path: Path) -> Iterator[tuple[Path, list[Step]]]:
    """Yields each step list inside a step with its path as written in YAML."""
    op = step_kind(step)
    lists = list(nested_steps(step))
    if op == "attack":
        yield (*path, "attack", "then"), lists[0]
    elif op == "if":
        yield (*path, "then"), lists[0]
        yield (*path, "else"), lists[1]
    elif op == "choose_one":
        for index, mode in enumerate(lists):
            yield (*path, "choose_one", index), mode
    elif op == "may":
        yield (*path, "may"), lists[0]
    elif op == "for_each":
        yield (*path, "do"), lists[0]


def _damage_dealt(file: LoadedFile, value: object, path: Path, *, in_then: bool) -> Iterator[Problem]:
    if isinstance(value, DamageDealt):
        if not in_then:
            yield file.problem(
                path, "misplaced-effect", "'damage_dealt' is checked only inside an attack's 'then'"
            )
        return
    if isinstance(value, BaseModel):
        for name, info in type(value).model_fields.items():
            key = info.alias or name
            inner_then = in_then or (isinstance(value, AttackParams) and name == "then")
            yield from _damage_dealt(file, getattr(value, name), (*path, key), in_then=inner_then)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _damage_dealt(file, item, (*path, index), in_then=in_then)
