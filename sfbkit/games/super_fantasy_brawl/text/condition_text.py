"""Rules text of the condition language (shared by effects, abilities and challenges) in every language.

A condition renders as a declarative clause ("this champion is bloodied");
``not`` is pushed down to the simple conditions and to numeric bounds, so the
text never says "it is not the case that".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, cast

from sfbkit.games.super_fantasy_brawl.content.conditions import (
    AdjacentTo,
    AllOf,
    AnyOf,
    Condition,
    Controls,
    Count,
    DamageOn,
    InArea,
    Not,
    VictoryPoints,
)
from sfbkit.games.super_fantasy_brawl.content.selectors import Role
from sfbkit.games.super_fantasy_brawl.text.glossary import check_lang
from sfbkit.games.super_fantasy_brawl.text.phrases import phrase
from sfbkit.kit.content.role_tests import RoleTest
from sfbkit.kit.text.grammar import ja_and_form, ko_form

Range = tuple[int | None, int | None]

_NONE: Range = (None, 0)
"""The bounds 'at most 0', which read as 'no ...'."""


@dataclass(frozen=True, slots=True)
class _Ctx:
    """How a condition is being rendered."""

    lang: str
    negate: bool = False
    relative: bool = False
    """Inside ``count``'s ``where``: ``it`` is the counted champion and is left out."""
    plural: bool = False
    """The counted champions are several (English agreement)."""


def condition_kind(cond: Any) -> str:
    """Returns the kind name of a condition model, as in Condition.keyed_kinds.kinds."""
    return Condition.keyed_kinds.kind(cond)


def condition_clause(cond: Condition, lang: str, *, modifier: bool = False) -> str:
    """Returns a condition as a clause; with ``modifier``, in the form that precedes 'case'/'while' words."""
    check_lang(lang)
    text = _clause(cond, _Ctx(lang))
    if modifier and lang == "ko":
        return ko_form(text, "adnominal")
    return text


def bound_ranges(at_least: int | None, at_most: int | None, negate: bool) -> list[Range]:
    """Returns the ranges (lower, upper) a number must fall in, as a disjunction; negation inverts them."""
    lower = at_least or None  # 'at least 0' is no bound
    if not negate:
        return [(lower, at_most)]
    ranges: list[Range] = []
    if lower is not None:
        ranges.append((None, lower - 1))
    if at_most is not None:
        ranges.append((at_most + 1, None))
    return ranges


def bound_text(ranges: Sequence[Range], lang: str, unit: str) -> str:
    """Returns bounds as text, e.g. 'at least 2' or '1 or fewer or 4 or more'."""
    if not ranges:
        return phrase(lang, "bound.never")
    parts = []
    for lower, upper in ranges:
        u = phrase(lang, f"unit.{unit}")
        if lower is None and upper is None:
            parts.append(phrase(lang, "bound.any"))
        elif (lower, upper) == _NONE:
            parts.append(phrase(lang, "bound.zero", unit=u))
        elif lower is None:
            parts.append(phrase(lang, "bound.at_most", n=upper, unit=u))
        elif upper is None:
            parts.append(phrase(lang, "bound.at_least", n=lower, unit=u))
        elif lower == upper:
            parts.append(phrase(lang, "bound.exactly", n=lower, unit=u))
        else:
            parts.append(phrase(lang, "bound.between", n=lower, m=upper, unit=u))
    return phrase(lang, "bound.or").join(parts)


def _is_single(ranges: Sequence[Range]) -> bool:
    """True when the bounds speak of exactly one champion or point ('at least 1', 'at most 1')."""
    if len(ranges) != 1:
        return False
    lower, upper = ranges[0]
    return (lower == 1 and upper in (None, 1)) or (lower is None and upper == 1)


def _number(ctx: _Ctx) -> str:
    return "many" if ctx.plural else "one"


def _with_subject(
    role: Role, predicate: Callable[[_Ctx], str], ctx: _Ctx, template: str = "cond.subject"
) -> str:
    """Returns the predicate alone for the counted champion (``it`` in ``where``), else with its subject."""
    if ctx.relative and role == "it":
        return predicate(ctx)
    who = phrase(ctx.lang, f"role.{role}")
    return phrase(ctx.lang, template, who=who, pred=predicate(replace(ctx, plural=False)))


def _simple(kind: str, role: Role, ctx: _Ctx, **params: object) -> str:
    def predicate(c: _Ctx) -> str:
        polarity = "neg" if c.negate else "pos"
        be = phrase(c.lang, f"cond.be.{_number(c)}")
        return phrase(c.lang, f"cond.{kind}.{polarity}", be=be, **params)

    return _with_subject(role, predicate, ctx)


def _area(area: str, lang: str) -> str:
    return phrase(lang, f"area.{area}")


def _role_test(cond: RoleTest, ctx: _Ctx) -> str:
    return _simple(condition_kind(cond), cast(Role, cond.role), ctx)


def _in_area(cond: InArea, ctx: _Ctx) -> str:
    p = cond.in_area
    return _simple("in_area", p.who, ctx, area=_area(p.area, ctx.lang))


def _adjacent_to(cond: AdjacentTo, ctx: _Ctx) -> str:
    p = cond.adjacent_to
    if p.of in ("ally", "enemy", "any"):
        of = phrase(ctx.lang, f"a_side.{p.of}")
    else:
        of = phrase(ctx.lang, f"statue.{p.of}")
    return _simple("adjacent_to", p.who, ctx, of=of)


def _damage(cond: DamageOn, ctx: _Ctx) -> str:
    p = cond.damage
    ranges = bound_ranges(p.at_least, p.at_most, ctx.negate)

    def predicate(c: _Ctx) -> str:
        has = phrase(c.lang, f"cond.has.{_number(c)}")
        if ranges == [_NONE]:
            return phrase(c.lang, "cond.damage.none", has=has)
        return phrase(c.lang, "cond.damage.some", has=has, bound=bound_text(ranges, c.lang, "damage"))

    return _with_subject(p.who, predicate, ctx, "cond.damage_subject")


def _controls(cond: Controls, ctx: _Ctx) -> str:
    polarity = "neg" if ctx.negate else "pos"
    return phrase(ctx.lang, f"cond.controls.{polarity}", area=_area(cond.controls, ctx.lang))


def _count(cond: Count, ctx: _Ctx) -> str:
    p = cond.count
    ranges = bound_ranges(p.at_least, p.at_most, ctx.negate)
    none = ranges == [_NONE]
    plural = not none and not _is_single(ranges)
    lang = ctx.lang
    side = phrase(lang, f"side_plural.{p.champions}" if plural else f"side.{p.champions}")
    bound = bound_text(ranges, lang, "count")
    few = len(ranges) == 1 and ranges[0][0] is None and not none
    variant = "none_" if none else "few_" if few else ""
    if p.where is None:
        be = phrase(lang, f"cond.be.{'many' if plural else 'one'}")
        return phrase(lang, f"cond.count.{variant}anywhere", bound=bound, side=side, be=be)
    where = _clause(p.where, _Ctx(lang, relative=True, plural=plural))
    if lang == "ko":
        where = ko_form(where, "adnominal")
    return phrase(lang, f"cond.count.{variant}where", bound=bound, side=side, pred=where)


def _vp(cond: VictoryPoints, ctx: _Ctx) -> str:
    ranges = bound_ranges(cond.vp.at_least, cond.vp.at_most, ctx.negate)
    return phrase(ctx.lang, "cond.vp", bound=bound_text(ranges, ctx.lang, "vp"))


def _is_compound(cond: Any, negate: bool) -> bool:
    """True when a condition renders as several clauses joined by 'and'/'or'."""
    if isinstance(cond, Not):
        return _is_compound(cond.not_, not negate)
    if isinstance(cond, AllOf | AnyOf):
        children = cond.all if isinstance(cond, AllOf) else cond.any
        return len(children) > 1
    if isinstance(cond, Count) and cond.count.where is not None and _is_compound(cond.count.where, False):
        return True
    if isinstance(cond, DamageOn | Count | VictoryPoints):
        p = cond.damage if isinstance(cond, DamageOn) else cond.count if isinstance(cond, Count) else cond.vp
        return len(bound_ranges(p.at_least, p.at_most, negate)) > 1
    return False


def _join(children: Sequence[Any], conjunction: str, ctx: _Ctx) -> str:
    """Joins clauses with 'and' or 'or'; a clause that is itself compound gets the stronger separator."""
    parts = [_clause(child, ctx) for child in children]
    if len(parts) == 1:
        return parts[0]
    grouped = any(_is_compound(child, ctx.negate) for child in children)
    suffix = "_group" if grouped else ""
    head, last = parts[:-1], parts[-1]
    if ctx.lang == "ja":
        head = [ja_and_form(p) if conjunction == "and" else p + "か" for p in head]
    elif ctx.lang == "ko":
        head = [ko_form(p, conjunction) for p in head]
    sep = phrase(ctx.lang, f"cond.{conjunction}_sep{suffix}")
    last_sep = phrase(ctx.lang, f"cond.{conjunction}_last{suffix}")
    return sep.join(head) + last_sep + last


def _all(cond: AllOf, ctx: _Ctx) -> str:
    # not (A and B) = not A or not B
    return _join(cond.all, "or" if ctx.negate else "and", ctx)


def _any(cond: AnyOf, ctx: _Ctx) -> str:
    return _join(cond.any, "and" if ctx.negate else "or", ctx)


def _not(cond: Not, ctx: _Ctx) -> str:
    return _clause(cond.not_, replace(ctx, negate=not ctx.negate))


_RENDERERS: dict[str, Callable[[Any, _Ctx], str]] = {
    "bloodied": _role_test,
    "levelled": _role_test,
    "in_area": _in_area,
    "adjacent_to": _adjacent_to,
    "on_trap_hex": _role_test,
    "controls": _controls,
    "count": _count,
    "damage": _damage,
    "vp": _vp,
    "all": _all,
    "any": _any,
    "not": _not,
}
"""One renderer per condition kind; a kind without one fails the tests."""


def _clause(cond: Any, ctx: _Ctx) -> str:
    return _RENDERERS[condition_kind(cond)](cond, ctx)


def renderable_condition_kinds() -> frozenset[str]:
    """Returns the condition kinds that have a renderer."""
    return frozenset(_RENDERERS)
