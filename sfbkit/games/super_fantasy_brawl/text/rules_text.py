"""Rules text generated from effects, in every supported language.

The text shown for a card, ability, trap or challenge is always this one, so
printed text cannot disagree with what the engine does. Templates live in
``sfbkit/games/super_fantasy_brawl/locales/phrases/<lang>.yaml`` and keywords come from the glossary.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from pydantic import BaseModel

from sfbkit.games.super_fantasy_brawl.content import effects as fx
from sfbkit.games.super_fantasy_brawl.content.abilities import (
    Ability,
    PassiveAbility,
    PassiveModifiers,
    TriggeredAbility,
)
from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.challenge import Challenge
from sfbkit.games.super_fantasy_brawl.content.conditions import Condition
from sfbkit.games.super_fantasy_brawl.content.effects import (
    ChooseOneStep,
    CoreParams,
    DamageStep,
    Displace,
    IfStep,
    Modifier,
    OpName,
    PlaceParams,
    PushPull,
    RootStep,
    SelfMove,
    Step,
    StunStep,
    Towards,
    step_kind,
    walk_steps,
)
from sfbkit.games.super_fantasy_brawl.content.selectors import Chosen, Each, Who
from sfbkit.games.super_fantasy_brawl.content.targeting import Area, Direct, Indirect, Melee, Targeting
from sfbkit.games.super_fantasy_brawl.content.trap import TrapKind
from sfbkit.games.super_fantasy_brawl.text.condition_text import condition_clause
from sfbkit.games.super_fantasy_brawl.text.glossary import LANGS, LOCALES, check_lang, term
from sfbkit.kit.text.grammar import capitalize_first, resolve_ko_particles
from sfbkit.kit.text.phrase_context import PhraseContext

__all__ = [
    "LANGS",
    "ability_text",
    "card_keywords",
    "card_text",
    "challenge_text",
    "condition_text",
    "step_kind",
    "steps_text",
    "targeting_text",
    "term",
    "trap_steps",
    "trap_text",
]

_EN_LEADING_WORDS = frozenset({"The", "This", "That", "Each", "An", "A", "Another"})


@dataclass(frozen=True, slots=True)
class _Ctx(PhraseContext):
    """The language and how named roles read in the current context."""

    locales = LOCALES
    roles: Mapping[str, str] = field(default_factory=dict)
    """Role -> phrase key overriding ``role.<role>`` (a trap's ``self`` is the champion that entered it)."""

    def role(self, role: str) -> str:
        return self.p(self.roles.get(role, f"role.{role}"))


# --- who --------------------------------------------------------------------


def _who(who: Who, ctx: _Ctx) -> str:
    if isinstance(who, Chosen):
        chosen = ctx.p(f"chosen.{who.choose}{'_other' if who.other else ''}")
        return chosen if who.within is None else ctx.p("chosen.within", who=chosen, n=who.within)
    if isinstance(who, Each):
        side = ctx.p(f"side.{who.each}")
        if who.within == 1:
            return ctx.p("each.adjacent", side=side)
        return ctx.p("each.within", side=side, n=who.within)
    return ctx.role(who)


def _signed(amount: int) -> str:
    return f"{amount:+d}"


# --- one renderer per operation ------------------------------------------------


def _move(p: Towards, ctx: _Ctx) -> str:
    if p.towards is not None:
        direction = ctx.p("step.direction.towards", x=ctx.role(p.towards))
    elif p.away_from is not None:
        direction = ctx.p("step.direction.away_from", x=ctx.role(p.away_from))
    else:
        direction = ctx.p("step.direction.none")
    variant = "self" if p.who == "self" else "who"
    return ctx.p(f"step.move.{variant}", who=_who(p.who, ctx), n=p.distance, direction=direction)


def _self_move(op: str) -> Callable[[SelfMove, _Ctx], str]:
    def render(p: SelfMove, ctx: _Ctx) -> str:
        variant = "self" if p.who == "self" else "who"
        return ctx.p(f"step.{op}.{variant}", who=_who(p.who, ctx), n=p.distance)

    return render


def _place(p: PlaceParams, ctx: _Ctx) -> str:
    parts = []
    if p.to.adjacent_to is not None:
        parts.append(ctx.p("step.place.adjacent_to", x=ctx.role(p.to.adjacent_to)))
    if p.to.within is not None:
        parts.append(ctx.p("step.place.within", n=p.to.within))
    if p.to.area is not None:
        parts.append(ctx.p("step.place.area", area=ctx.p(f"area.{p.to.area}")))
    who = _who(p.who, ctx)
    if not parts:
        return ctx.p("step.place.anywhere", who=who)
    return ctx.p("step.place.constrained", who=who, where=ctx.p("step.place.sep").join(parts))


def _push_pull(op: str) -> Callable[[PushPull, _Ctx], str]:
    def render(p: PushPull, ctx: _Ctx) -> str:
        variant = "source" if p.source != "self" else "short" if p.who == "target" else "who"
        return ctx.p(f"step.{op}.{variant}", who=_who(p.who, ctx), n=p.distance, source=ctx.role(p.source))

    return render


def _displace(op: str) -> Callable[[Displace, _Ctx], str]:
    def render(p: Displace, ctx: _Ctx) -> str:
        variant = "short" if p.who == "target" else "who"
        return ctx.p(f"step.{op}.{variant}", who=_who(p.who, ctx), n=p.distance)

    return render


def _damage(p: Any, ctx: _Ctx) -> str:
    return ctx.p("step.damage", who=_who(p.who, ctx), n=p.amount)


def _heal(p: Any, ctx: _Ctx) -> str:
    variant = "short" if p.who == "self" else "who"
    return ctx.p(f"step.heal.{variant}", who=_who(p.who, ctx), n=p.amount)


def _amount(op: str) -> Callable[[Any, _Ctx], str]:
    def render(p: Any, ctx: _Ctx) -> str:
        return ctx.p(f"step.{op}", n=p.amount)

    return render


def _affect(op: str) -> Callable[[Any, _Ctx], str]:
    def render(p: Any, ctx: _Ctx) -> str:
        return ctx.p(f"step.{op}", who=_who(p.who, ctx))

    return render


def _modifier(op: str) -> Callable[[Modifier, _Ctx], str]:
    def render(p: Modifier, ctx: _Ctx) -> str:
        variant = "self" if p.who == "self" else "who"
        return ctx.p(
            f"step.{op}.{variant}",
            who=_who(p.who, ctx),
            amount=_signed(p.amount),
            duration=ctx.p(f"step.duration.{p.duration}"),
        )

    return render


def _ready_core(p: CoreParams, ctx: _Ctx) -> str:
    if p.core == "any":
        return ctx.p("step.ready_core.any")
    return ctx.p("step.ready_core.colour", core=term("cores", p.core, ctx.lang))


def _if(step: IfStep, ctx: _Ctx) -> str:
    cond = condition_clause(step.if_, ctx.lang, modifier=True)
    then = _inline(step.then, ctx)
    if not step.else_:
        return ctx.p("step.if.then", cond=cond, then=then)
    return ctx.p("step.if.else", cond=cond, then=then, **{"else": _inline(step.else_, ctx)})


def _choose_one(step: ChooseOneStep, ctx: _Ctx) -> str:
    modes = ctx.p("step.mode_sep").join(_inline(mode, ctx, lower_first=True) for mode in step.choose_one)
    return ctx.p("step.choose_one", modes=modes)


S = TypeVar("S", bound=BaseModel)


@dataclass(frozen=True, slots=True)
class StepText(Generic[S]):
    """The rules text of one operation: its step model and the renderer of a step of it."""

    step: type[S]
    render: Callable[[S, _Ctx], str]


_RENDERERS: dict[OpName, StepText[Any]] = {
    "move": StepText(fx.MoveStep, lambda s, ctx: _move(s.move, ctx)),
    "dash": StepText(fx.DashStep, lambda s, ctx: _self_move("dash")(s.dash, ctx)),
    "swoop": StepText(fx.SwoopStep, lambda s, ctx: _self_move("swoop")(s.swoop, ctx)),
    "jump": StepText(fx.JumpStep, lambda s, ctx: _self_move("jump")(s.jump, ctx)),
    "place": StepText(fx.PlaceStep, lambda s, ctx: _place(s.place, ctx)),
    "push": StepText(fx.PushStep, lambda s, ctx: _push_pull("push")(s.push, ctx)),
    "pull": StepText(fx.PullStep, lambda s, ctx: _push_pull("pull")(s.pull, ctx)),
    "fear": StepText(fx.FearStep, lambda s, ctx: _displace("fear")(s.fear, ctx)),
    "force": StepText(fx.ForceStep, lambda s, ctx: _displace("force")(s.force, ctx)),
    "damage": StepText(fx.DamageStep, lambda s, ctx: _damage(s.damage, ctx)),
    "heal": StepText(fx.HealStep, lambda s, ctx: _heal(s.heal, ctx)),
    "poison": StepText(fx.PoisonStep, lambda s, ctx: _amount("poison")(s.poison, ctx)),
    "lifesteal": StepText(fx.LifestealStep, lambda s, ctx: ctx.p("step.lifesteal")),
    "double": StepText(fx.DoubleStep, lambda s, ctx: ctx.p("step.double")),
    "root": StepText(fx.RootStep, lambda s, ctx: _affect("root")(s.root, ctx)),
    "stun": StepText(fx.StunStep, lambda s, ctx: _affect("stun")(s.stun, ctx)),
    "draw": StepText(fx.DrawStep, lambda s, ctx: _amount("draw")(s.draw, ctx)),
    "plan": StepText(fx.PlanStep, lambda s, ctx: _amount("plan")(s.plan, ctx)),
    "strength": StepText(fx.StrengthStep, lambda s, ctx: _modifier("strength")(s.strength, ctx)),
    "defence": StepText(fx.DefenceStep, lambda s, ctx: _modifier("defence")(s.defence, ctx)),
    "ready_core": StepText(fx.ReadyCoreStep, lambda s, ctx: _ready_core(s.ready_core, ctx)),
    "if": StepText(fx.IfStep, _if),
    "choose_one": StepText(fx.ChooseOneStep, _choose_one),
}
"""The rules text of every operation by its name; a test checks every operation has one."""


def renderable_step_kinds() -> frozenset[str]:
    """Returns the operations that have a renderer."""
    return frozenset(_RENDERERS)


def step_text(op: OpName) -> StepText[Any] | None:
    """Returns an operation's rules text, None when it has none."""
    return _RENDERERS.get(op)


# --- joining clauses -----------------------------------------------------------


def _clause(step: Step, ctx: _Ctx) -> str:
    text = _RENDERERS[step_kind(step)].render(step, ctx)
    return capitalize_first(text) if ctx.lang == "en" else text


def _inline(steps: Sequence[Step], ctx: _Ctx, *, lower_first: bool = False) -> str:
    """Joins steps into one clause ('Deal 1 damage to the target, then the target dashes 1')."""
    clauses = [_clause(step, ctx) for step in steps]
    if ctx.lang == "en":
        clauses[1:] = [_lower_leading_article(c) for c in clauses[1:]]
        if lower_first:
            clauses[0] = _lower_leading_article(clauses[0])
    return ctx.p("text.then_join").join(clauses)


def _lower_leading_article(clause: str) -> str:
    first, _, rest = clause.partition(" ")
    return f"{first.lower()} {rest}" if first in _EN_LEADING_WORDS and rest else clause


def _sentences(clauses: Iterable[str], ctx: _Ctx) -> str:
    end = ctx.p("text.sentence_end")
    return ctx.p("text.sentence_join").join(c + end for c in clauses)


def _steps(steps: Sequence[Step], ctx: _Ctx) -> str:
    return _sentences((_clause(step, ctx) for step in steps), ctx)


# --- public API -------------------------------------------------------------------


def steps_text(steps: Sequence[Step], lang: str) -> str:
    """Returns the rules text of a list of effect steps, one sentence per step."""
    return _steps(steps, _Ctx(check_lang(lang)))


def condition_text(cond: Condition, lang: str) -> str:
    """Returns a condition as a clause without final punctuation, e.g. 'this champion is bloodied'."""
    return condition_clause(cond, lang)


def targeting_text(t: Targeting | None, lang: str) -> str:
    """Returns the text of a targeting icon, e.g. 'Indirect shot, range 2–4'; empty for none."""
    ctx = _Ctx(check_lang(lang))
    if t is None:
        return ""
    if isinstance(t, Area):
        n = len(t.template)
        return ctx.p("targeting.area_one") if n == 1 else ctx.p("targeting.area_many", n=n)
    side = ctx.p(f"targeting.side.{t.side}")
    if isinstance(t, Melee):
        return ctx.p("targeting.melee", side=side)
    if isinstance(t, Indirect) and t.min > 1:
        reach = ctx.p("targeting.range_span", min=t.min, max=t.max)
    else:
        reach = ctx.p("targeting.range", max=t.max)
    kind = "indirect" if isinstance(t, Indirect) else "direct"
    assert isinstance(t, Indirect | Direct)
    return ctx.p(f"targeting.{kind}", range=reach) + side


def _modifiers(m: PassiveModifiers, ctx: _Ctx) -> str:
    parts = [
        ctx.p(f"ability.{name}", amount=_signed(value))
        for name, value in (
            ("defence", m.defence),
            ("strength", m.strength),
            ("movement_bonus", m.movement_bonus),
            ("range", m.range),
        )
        if value
    ]
    if m.immune:
        names = [ctx.p(f"immunity.{immunity}") for immunity in m.immune]
        parts.append(ctx.p("ability.immune", list=_list(names, ctx)))
    return ctx.p("ability.mod_sep").join(parts) if parts else ctx.p("ability.no_effect")


def _list(items: Sequence[str], ctx: _Ctx) -> str:
    if len(items) == 1:
        return items[0]
    text = ctx.p("text.list_sep").join(items[:-1]) + ctx.p("text.list_last") + items[-1]
    return resolve_ko_particles(text) if ctx.lang == "ko" else text


def _ability_rules(a: Ability, ctx: _Ctx) -> str:
    if isinstance(a, PassiveAbility):
        mods = _modifiers(a.passive, ctx)
        if a.while_ is None:
            text = ctx.p("ability.passive", mods=mods)
        else:
            cond = condition_clause(a.while_, ctx.lang, modifier=True)
            text = ctx.p("ability.passive_while", cond=cond, mods=mods)
        return capitalize_first(text) + ctx.p("text.sentence_end")
    assert isinstance(a, TriggeredAbility)
    event = ctx.p(f"ability.event.{a.trigger}")
    effects = _steps(a.effects, ctx)
    if a.if_ is None:
        return ctx.p("ability.trigger", event=event, effects=effects)
    cond = condition_clause(a.if_, ctx.lang, modifier=True)
    return ctx.p("ability.trigger_if", event=event, cond=cond, effects=effects)


def ability_text(a: Ability, lang: str) -> str:
    """Returns an ability as 'Name: rules text'."""
    ctx = _Ctx(check_lang(lang))
    return ctx.p("text.ability", name=a.name, text=_ability_rules(a, ctx))


def card_text(card: ActionCard, lang: str) -> list[str]:
    """Returns the rules lines of an action card (labelled pre-attack, on-hit and post-attack for attacks)."""
    ctx = _Ctx(check_lang(lang))
    if card.type != "attack":
        return [_steps(card.effects, ctx)] if card.effects else []
    sections = (("pre_attack", card.pre_attack), ("on_hit", card.effects), ("post_attack", card.post_attack))
    return [
        ctx.p("text.label", label=ctx.p(f"card.{label}"), text=_steps(steps, ctx))
        for label, steps in sections
        if steps
    ]


def trap_steps(t: TrapKind) -> list[Step]:
    """Returns the effect of a trap token as steps applied to the champion that entered it (RULES §9)."""
    if t.effect == "damage":
        return [DamageStep.model_validate({"damage": {"amount": t.amount, "who": "self"}})]
    if t.effect == "root":
        return [RootStep.model_validate({"root": {"who": "self"}})]
    return [StunStep.model_validate({"stun": {"who": "self"}})]


def trap_text(t: TrapKind, lang: str) -> str:
    """Returns the rules text of a trap token."""
    ctx = _Ctx(check_lang(lang), roles={"self": "role.trap_victim"})
    return _steps(trap_steps(t), ctx)


def challenge_text(c: Challenge, lang: str) -> str:
    """Returns the rules text of a challenge: when it scores."""
    ctx = _Ctx(check_lang(lang))
    cond = condition_clause(c.condition, lang, modifier=True)
    return capitalize_first(ctx.p("challenge", cond=cond)) + ctx.p("text.sentence_end")


def card_keywords(card: ActionCard) -> frozenset[str]:
    """Returns the operation names a card uses, nested ones included (for search's ``kw:``)."""
    return frozenset(
        step_kind(step) for step in walk_steps([*card.pre_attack, *card.effects, *card.post_attack])
    )
