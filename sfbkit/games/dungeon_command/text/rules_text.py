"""Rules text of Dungeon Command cards, generated from their effects (DC §17), in every supported language.

The text a sheet, a search result or the site shows is always this one, so
printed text cannot disagree with what the engine runs. Templates live in
``phrases/<lang>.yaml``; game terms come from ``glossary.yaml`` (DC §20).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from sfbkit.games.dungeon_command.content import conditions as c
from sfbkit.games.dungeon_command.content import effects as e
from sfbkit.games.dungeon_command.content import triggers as t
from sfbkit.games.dungeon_command.content.commander import Commander
from sfbkit.games.dungeon_command.content.creature import BasicAttack, Creature
from sfbkit.games.dungeon_command.content.keywords import Keyword
from sfbkit.games.dungeon_command.content.order import Order
from sfbkit.games.dungeon_command.content.powers import CommanderPower, CreaturePower
from sfbkit.games.dungeon_command.content.selectors import Choose, Each, Filter, UpTo, Who
from sfbkit.games.dungeon_command.text.glossary import LOCALES, check_lang, phrase
from sfbkit.kit.content.role_tests import RoleTest
from sfbkit.kit.text.grammar import capitalize_first, ja_and_form
from sfbkit.kit.text.phrase_context import PhraseContext


@dataclass(frozen=True, slots=True)
class TextContext(PhraseContext):
    """The language, and the keyword names of the library the text is for."""

    locales = LOCALES
    keywords: Mapping[str, Keyword] = field(default_factory=dict)

    def keyword(self, keyword: str) -> str:
        known = self.keywords.get(keyword)
        return getattr(known.names, self.lang) if known is not None else keyword


def context(lang: str, keywords: Mapping[str, Keyword] | None = None) -> TextContext:
    """Returns the context rules text in ``lang`` is written in; raises UsageError for an unknown language."""
    return TextContext(check_lang(lang), dict(keywords or {}))


# --- who --------------------------------------------------------------------


def who_text(who: Who, ctx: TextContext) -> str:
    """Returns the noun phrase of a selector."""
    if isinstance(who, Choose):
        return _filter_noun(who.choose, ctx, each=False)
    if isinstance(who, Each):
        return _filter_noun(who.each, ctx, each=True)
    return ctx.p(f"role.{who}")


def _filter_noun(spec: Filter, ctx: TextContext, *, each: bool) -> str:
    if each:
        noun = ctx.p(f"side_each.{spec.side}")
    elif isinstance(spec.count, UpTo):
        noun = ctx.p("count.up_to", n=spec.count.up_to, sides=ctx.p(f"side_many.{spec.side}"))
    elif spec.count == 1:
        noun = ctx.p("count.one", side=ctx.p(f"side_one.{spec.side}"))
    else:
        noun = ctx.p("count.exactly", n=spec.count, sides=ctx.p(f"side_many.{spec.side}"))
    return _with_filters(noun, spec, ctx)


def _with_filters(noun: str, spec: Filter, ctx: TextContext) -> str:
    parts = []
    if spec.within is not None:
        parts.append(ctx.p("filter.within", squares=_squares(spec.within, ctx)))
    if spec.adjacent_to is not None:
        parts.append(ctx.p("filter.adjacent_to", who=ctx.p(f"role.{spec.adjacent_to}")))
    if spec.in_los:
        parts.append(ctx.p("filter.in_los"))
    if spec.level_max is not None:
        parts.append(ctx.p("filter.level_max", n=spec.level_max))
    if spec.keyword is not None:
        parts.append(ctx.p("filter.keyword", keyword=ctx.keyword(spec.keyword)))
    if spec.tapped is not None:
        parts.append(ctx.p("filter.tapped" if spec.tapped else "filter.untapped"))
    if ctx.lang == "ja":
        return "".join(parts) + noun
    return " ".join([noun, *parts])


def _plural_noun(spec: Filter, ctx: TextContext) -> str:
    sides = ctx.p(f"side_many.{spec.side}")
    return _with_filters(sides, spec, ctx)


def _squares(squares: int | str | e.SpeedPlus, ctx: TextContext) -> str:
    if isinstance(squares, e.SpeedPlus):
        return ctx.p("squares.speed_plus", n=squares.speed_plus)
    if squares == "speed":
        return ctx.p("squares.speed")
    return ctx.p("squares.one") if squares == 1 else ctx.p("squares.many", n=squares)


def _cards(kind: str, count: int, ctx: TextContext) -> str:
    return ctx.p(f"cards.{kind}_one") if count == 1 else ctx.p(f"cards.{kind}_many", n=count)


def _signed(amount: int) -> str:
    return f"{amount:+d}"


# --- steps --------------------------------------------------------------------


def _attack(step: e.AttackStep, ctx: TextContext) -> str:
    params = step.attack
    text = ctx.p(
        "step.attack",
        kind=ctx.p(f"step.attack_kind_{params.kind}"),
        damage=params.damage,
        range=ctx.p("step.attack_range", n=params.range) if params.range is not None else "",
        target=ctx.p("step.attack_target", who=who_text(params.target, ctx))
        if params.target is not None
        else "",
    )
    sentences = [text]
    sentences.extend(
        ctx.p("step.attack_extra", damage=extra.damage, cond=condition_text(extra.if_, ctx))
        for extra in params.extra
    )
    if params.then:
        sentences.append(ctx.p("step.attack_then", steps=_inline(params.then, ctx)))
    return _join_sentences(sentences, ctx)


def _basic_attack(step: e.BasicAttackStep, ctx: TextContext) -> str:
    bonus = step.basic_attack.bonus
    return ctx.p("step.basic_attack_bonus", n=bonus) if bonus else ctx.p("step.basic_attack")


def _damage(step: e.DamageStep, ctx: TextContext) -> str:
    return ctx.p("step.damage", n=step.damage.amount, who=who_text(step.damage.who, ctx))


def _prevent(step: e.PreventStep, ctx: TextContext) -> str:
    return ctx.p("step.prevent", n=step.prevent.amount)


def _cancel(step: e.CancelAttackStep, ctx: TextContext) -> str:
    return ctx.p("step.cancel_attack", who=who_text(step.cancel_attack.who, ctx))


def _redirect(step: e.RedirectDamageStep, ctx: TextContext) -> str:
    return ctx.p("step.redirect_damage", who=who_text(step.redirect_damage.to, ctx))


def _heal(step: e.HealStep, ctx: TextContext) -> str:
    return ctx.p("step.heal", n=step.heal.amount, who=who_text(step.heal.who, ctx))


def _move(step: e.MoveStep, ctx: TextContext) -> str:
    params = step.move
    variant = "self" if params.who == "self" else "other"
    return ctx.p(
        f"step.{params.mode}_{variant}", who=who_text(params.who, ctx), squares=_squares(params.squares, ctx)
    )


def _slide(step: e.SlideStep, ctx: TextContext) -> str:
    return ctx.p("step.slide", who=who_text(step.slide.who, ctx), squares=_squares(step.slide.squares, ctx))


def _push_pull(op: str) -> Callable[[Any, TextContext], str]:
    def render(step: Any, ctx: TextContext) -> str:
        params: e.PushPullParams = getattr(step, op)
        return ctx.p(
            f"step.{op}",
            who=who_text(params.who, ctx),
            squares=_squares(params.squares, ctx),
            source=who_text(params.from_, ctx),
        )

    return render


def _place(step: e.PlaceStep, ctx: TextContext) -> str:
    params = step.place
    squares = _squares(params.within, ctx)
    return ctx.p("step.place", who=who_text(params.who, ctx), squares=squares, of=who_text(params.of, ctx))


def _tap(op: str) -> Callable[[Any, TextContext], str]:
    def render(step: Any, ctx: TextContext) -> str:
        return ctx.p(f"step.{op}", who=who_text(getattr(step, op).who, ctx))

    return render


def _order_cards(op: str) -> Callable[[Any, TextContext], str]:
    def render(step: Any, ctx: TextContext) -> str:
        params: e.OrderCards = getattr(step, op)
        random = ctx.p("step.at_random") if op == "discard_orders" and params.chosen_by == "random" else ""
        return ctx.p(f"step.{op}_{params.player}", cards=_cards("orders", params.count, ctx), random=random)

    return render


def _return_order(step: e.ReturnOrderStep, ctx: TextContext) -> str:
    return ctx.p("step.return_order")


def _draw_creatures(step: e.DrawCreaturesStep, ctx: TextContext) -> str:
    return ctx.p("step.draw_creatures", cards=_cards("creatures", step.draw_creatures.count, ctx))


def _deploy(step: e.DeployStep, ctx: TextContext) -> str:
    params = step.deploy
    level = ctx.p("step.deploy_level", n=params.level_max) if params.level_max is not None else ""
    return ctx.p("step.deploy", level=level, where=ctx.p(f"step.deploy_{params.where}"))


def _counter(op: str) -> Callable[[Any, TextContext], str]:
    def render(step: Any, ctx: TextContext) -> str:
        params: e.PlayerAmount = getattr(step, op)
        verb = "gain" if params.amount > 0 else "lose"
        return ctx.p(
            f"step.{verb}_{params.player}", n=abs(params.amount), counter=ctx.p(f"step.counter_{op}")
        )

    return render


def _collect(step: e.CollectTreasureStep, ctx: TextContext) -> str:
    return ctx.p("step.collect_treasure", who=who_text(step.collect_treasure.who, ctx))


def _while(condition: c.Condition | None, ctx: TextContext) -> str:
    return ctx.p("step.while", cond=condition_text(condition, ctx)) if condition is not None else ""


def _modify(step: e.ModifyStep, ctx: TextContext) -> str:
    params = step.modify
    return ctx.p(
        "step.modify",
        who=who_text(params.who, ctx),
        amount=_signed(params.amount),
        stat=ctx.p(f"stat.{params.stat}"),
        duration=ctx.p(f"duration.{params.duration}"),
        **{"while": _while(params.while_, ctx)},
    )


def _status(status: str | e.KeywordStatus, ctx: TextContext) -> str:
    if isinstance(status, e.KeywordStatus):
        return ctx.p("status.keyword", keyword=ctx.keyword(status.keyword))
    return ctx.p(f"status.{status}")


def _grant(step: e.GrantStep, ctx: TextContext) -> str:
    params = step.grant
    return ctx.p(
        "step.grant",
        who=who_text(params.who, ctx),
        status=_status(params.status, ctx),
        duration=ctx.p(f"duration.{params.duration}"),
        **{"while": _while(params.while_, ctx)},
    )


def _extra_action(step: e.ExtraActionStep, ctx: TextContext) -> str:
    params = step.extra_action
    return ctx.p(f"step.extra_action_{params.action}", who=who_text(params.who, ctx))


def _if(step: e.IfStep, ctx: TextContext) -> str:
    text = ctx.p("step.if", cond=condition_text(step.if_, ctx), then=_inline(step.then, ctx))
    if not step.else_:
        return text
    return _join_sentences([text, ctx.p("step.else", steps=_inline(step.else_, ctx))], ctx)


def _choose_one(step: e.ChooseOneStep, ctx: TextContext) -> str:
    modes = ctx.p("text.or_sep").join(_inline(mode, ctx) for mode in step.choose_one)
    return ctx.p("step.choose_one", modes=modes)


def _may(step: e.MayStep, ctx: TextContext) -> str:
    return ctx.p("step.may", steps=_inline(step.may, ctx))


def _for_each(step: e.ForEachStep, ctx: TextContext) -> str:
    return ctx.p("step.for_each", each=who_text(step.for_each, ctx), steps=_inline(step.do, ctx))


def _aura(step: e.AuraStep, ctx: TextContext) -> str:
    params = step.aura
    who = who_text(params.who, ctx)
    if params.modify is not None:
        change = params.modify
        return ctx.p(
            "step.aura_modify",
            who=who,
            amount=_signed(change.amount),
            stat=ctx.p(f"stat.{change.stat}"),
            **{"while": _while(change.while_, ctx)},
        )
    assert params.grant is not None
    grant = params.grant
    return ctx.p(
        "step.aura_grant", who=who, status=_status(grant.status, ctx), **{"while": _while(grant.while_, ctx)}
    )


def _immune(step: e.ImmuneStep, ctx: TextContext) -> str:
    return ctx.p(f"step.immune_{step.immune}")


def _restrict(step: e.RestrictStep, ctx: TextContext) -> str:
    return ctx.p(f"step.restrict_{step.restrict}")


def _counts_as(step: e.CountsAsStep, ctx: TextContext) -> str:
    return ctx.p("step.counts_as", keyword=ctx.keyword(step.counts_as))


STEP_RENDERERS: dict[str, Callable[[Any, TextContext], str]] = {
    "attack": _attack,
    "basic_attack": _basic_attack,
    "damage": _damage,
    "prevent": _prevent,
    "cancel_attack": _cancel,
    "redirect_damage": _redirect,
    "heal": _heal,
    "move": _move,
    "slide": _slide,
    "push": _push_pull("push"),
    "pull": _push_pull("pull"),
    "place": _place,
    "tap": _tap("tap"),
    "untap": _tap("untap"),
    "draw_orders": _order_cards("draw_orders"),
    "discard_orders": _order_cards("discard_orders"),
    "return_order": _return_order,
    "draw_creatures": _draw_creatures,
    "deploy": _deploy,
    "morale": _counter("morale"),
    "leadership": _counter("leadership"),
    "collect_treasure": _collect,
    "modify": _modify,
    "grant": _grant,
    "extra_action": _extra_action,
    "if": _if,
    "choose_one": _choose_one,
    "may": _may,
    "for_each": _for_each,
    "aura": _aura,
    "immune": _immune,
    "restrict": _restrict,
    "counts_as": _counts_as,
}
"""One renderer per operation of the effect language, by its key."""


def _sentence(text: str, ctx: TextContext) -> str:
    end = ctx.p("text.sentence_end")
    text = text if text.endswith(end) else text + end
    return capitalize_first(text) if ctx.lang == "en" else text


def _join_sentences(sentences: Sequence[str], ctx: TextContext) -> str:
    return (
        ctx.p("text.sentence_join")
        .join(_sentence(sentence, ctx) for sentence in sentences)
        .removesuffix(ctx.p("text.sentence_end"))
    )


def _inline(steps: Sequence[BaseModel], ctx: TextContext) -> str:
    """Returns steps as one clause sequence, for inside another step (the first letter left as it is)."""
    text = _join_sentences([STEP_RENDERERS[e.step_kind(step)](step, ctx) for step in steps], ctx)
    return _lower_first(text) if ctx.lang == "en" else text


def _lower_first(text: str) -> str:
    """Returns English text with its first letter lower-cased, unless it starts an acronym (HP)."""
    return text if text[:2].isupper() else text[:1].lower() + text[1:]


def steps_text(steps: Sequence[BaseModel], lang: str, keywords: Mapping[str, Keyword] | None = None) -> str:
    """Returns the rules text of a list of steps as sentences."""
    ctx = context(lang, keywords)
    return _steps(steps, ctx)


def _steps(steps: Sequence[BaseModel], ctx: TextContext) -> str:
    return ctx.p("text.sentence_join").join(
        _sentence(STEP_RENDERERS[e.step_kind(step)](step, ctx), ctx) for step in steps
    )


# --- conditions ---------------------------------------------------------------


def _role(role: str, ctx: TextContext) -> str:
    return ctx.p(f"role.{role}")


def condition_text(condition: BaseModel, ctx: TextContext) -> str:
    """Returns a condition as a clause read after "if" or "while"."""
    return CONDITION_RENDERERS[c_kind(condition)](condition, ctx)


def c_kind(condition: BaseModel) -> str:
    """Returns the key of a condition in Condition.keyed_kinds.kinds."""
    return c.Condition.keyed_kinds.kind(condition)


def _creature_test(cond: RoleTest, ctx: TextContext) -> str:
    return ctx.p(f"cond.{c_kind(cond)}", who=_role(cond.role, ctx))


def _adjacent(cond: c.AdjacentTo, ctx: TextContext) -> str:
    params = cond.adjacent_to
    if params.count_at_least == 1:
        return ctx.p("cond.adjacent_to_one", of=_role(params.of, ctx), side=ctx.p(f"side_one.{params.side}"))
    return ctx.p(
        "cond.adjacent_to_many",
        of=_role(params.of, ctx),
        n=params.count_at_least,
        sides=ctx.p(f"side_many.{params.side}"),
    )


def _junction(op: str) -> Callable[[Any, TextContext], str]:
    def render(cond: Any, ctx: TextContext) -> str:
        parts = [condition_text(inner, ctx) for inner in getattr(cond, f"{op}_")]
        if ctx.lang == "ja" and op == "and":
            parts = [ja_and_form(part) for part in parts[:-1]] + parts[-1:]
        return ctx.p(f"cond.{op}_sep").join(parts)

    return render


CONDITION_RENDERERS: dict[str, Callable[[Any, TextContext], str]] = {
    "adjacent_to": _adjacent,
    "level_at_most": lambda cond, ctx: ctx.p(
        "cond.level_at_most", who=_role(cond.level_at_most.who, ctx), n=cond.level_at_most.n
    ),
    "has_keyword": lambda cond, ctx: ctx.p(
        "cond.has_keyword",
        who=_role(cond.has_keyword.who, ctx),
        keyword=ctx.keyword(cond.has_keyword.keyword),
    ),
    "tapped": _creature_test,
    "damaged": _creature_test,
    "hp_at_most": lambda cond, ctx: ctx.p(
        "cond.hp_at_most", who=_role(cond.hp_at_most.who, ctx), n=cond.hp_at_most.amount
    ),
    "in_terrain": lambda cond, ctx: ctx.p(
        "cond.in_terrain",
        who=_role(cond.in_terrain.who, ctx),
        kind=ctx.p(f"square_kind.{cond.in_terrain.kind}"),
    ),
    "has_cover": _creature_test,
    "on_treasure": _creature_test,
    "morale_at_most": lambda cond, ctx: ctx.p(
        f"cond.morale_at_most_{cond.morale_at_most.player}", n=cond.morale_at_most.n
    ),
    "moved_this_activation": _creature_test,
    "distance": lambda cond, ctx: ctx.p(
        "cond.distance_at_most" if cond.distance.at_most is not None else "cond.distance_at_least",
        source=_role(cond.distance.from_, ctx),
        to=_role(cond.distance.to, ctx),
        squares=_squares(cond.distance.at_most or cond.distance.at_least or 0, ctx),
    ),
    "count": lambda cond, ctx: ctx.p(
        "cond.count", n=cond.count.at_least, noun=_plural_noun(cond.count.selector.each, ctx)
    ),
    "environment": lambda cond, ctx: ctx.p(f"cond.environment_{cond.environment}"),
    "damage_dealt": lambda cond, ctx: ctx.p("cond.damage_dealt"),
    "attack_kind": lambda cond, ctx: ctx.p(f"cond.attack_kind_{cond.attack_kind}"),
    "and": _junction("and"),
    "or": _junction("or"),
    "not": lambda cond, ctx: ctx.p("cond.not", cond=condition_text(cond.not_, ctx)),
}
"""One renderer per condition kind, by its key."""


# --- triggers -----------------------------------------------------------------


def trigger_text(trigger: BaseModel, ctx: TextContext) -> str:
    """Returns the clause that says when a trigger fires."""
    return TRIGGER_RENDERERS[t.trigger_kind(trigger)](trigger, ctx)


TRIGGER_RENDERERS: dict[str, Callable[[Any, TextContext], str]] = {
    "start_of_turn": lambda trig, ctx: ctx.p(f"trigger.start_of_turn_{trig.start_of_turn.whose}"),
    "end_of_turn": lambda trig, ctx: ctx.p(f"trigger.end_of_turn_{trig.end_of_turn.whose}"),
    "attack_declared": lambda trig, ctx: ctx.p(
        "trigger.attack_declared",
        kind=ctx.p(f"trigger.attack_{trig.attack_declared.kind}"),
        against=ctx.p(f"trigger.against_{trig.attack_declared.against}"),
    ),
    "before_damage": lambda trig, ctx: ctx.p(f"trigger.before_damage_{trig.before_damage.to}"),
    "damaged": lambda trig, ctx: ctx.p(f"trigger.damaged_{trig.damaged.who}"),
    "destroyed": lambda trig, ctx: ctx.p(f"trigger.destroyed_{trig.destroyed.who}"),
    "destroys": lambda trig, ctx: ctx.p("trigger.destroys"),
    "enemy_moves_adjacent": lambda trig, ctx: ctx.p("trigger.enemy_moves_adjacent"),
    "order_played": lambda trig, ctx: ctx.p(f"trigger.order_played_{trig.order_played.by}"),
    "activation_start": lambda trig, ctx: ctx.p("trigger.activation_start"),
    "activation_end": lambda trig, ctx: ctx.p("trigger.activation_end"),
    "enters_square": lambda trig, ctx: ctx.p(
        "trigger.enters_square",
        who=_role(trig.enters_square.who, ctx),
        kind=ctx.p(f"square_kind.{trig.enters_square.kind}"),
    ),
    "any_time": lambda trig, ctx: ctx.p("trigger.any_time"),
}
"""One renderer per trigger kind, by its key."""


# --- cards --------------------------------------------------------------------


def _triggered(trigger: BaseModel | None, text: str, ctx: TextContext) -> str:
    if trigger is None:
        return text
    effect = _lower_first(text) if ctx.lang == "en" else text
    return ctx.p("text.triggered", trigger=trigger_text(trigger, ctx), effect=effect)


def power_text(power: CreaturePower | CommanderPower, ctx: TextContext) -> str:
    """Returns a power as one line: its name, its kind and limit, and what it does."""
    if isinstance(power, CreaturePower) and power.kind == "tap":
        kind = ctx.p(f"power_kind.tap_{power.action or 'immediate'}")
    else:
        kind = ctx.p(f"power_kind.{power.kind}")
    limit = power.effective_limit
    if limit is not None:
        kind = ctx.p(f"power_kind.limit_{limit}", kind=kind)
    body = _steps(power.effect, ctx)
    return ctx.p("text.power", name=power.name, kind=kind, text=_triggered(power.trigger, body, ctx))


def attack_text(attack: BasicAttack, ctx: TextContext) -> str:
    """Returns a creature's basic attack as a line."""
    step = e.AttackStep.model_validate(
        {"attack": {"kind": attack.kind, "damage": attack.damage, "range": attack.range}}
    )
    return ctx.p("text.attack_line", attack=capitalize_first(_attack(step, ctx)))


def order_text(order: Order, lang: str, keywords: Mapping[str, Keyword] | None = None) -> tuple[str, ...]:
    """Returns an order's rules text: its effect, after its trigger for an Immediate order."""
    ctx = context(lang, keywords)
    return (_triggered(order.trigger, _steps(order.effect, ctx), ctx),)


def order_header(order: Order, lang: str, keywords: Mapping[str, Keyword] | None = None) -> str:
    """Returns an order's header line: level, ability, action type, and its Requires and Affinity keywords."""
    ctx = context(lang, keywords)
    sep = ctx.p("text.list_sep")

    def listed(key: str, names: list[str]) -> str:
        return ctx.p(key, keywords=sep.join(ctx.keyword(name) for name in names)) if names else ""

    text = ctx.p(
        "text.order_header",
        level=order.level,
        ability=ctx.p(f"ability.{order.ability}"),
        action=ctx.p(f"action.{order.action}"),
        requires=listed("text.order_requires", order.requires),
        affinity=listed("text.order_affinity", order.affinity),
    )
    return capitalize_first(text) if ctx.lang == "en" else text


def creature_text(
    creature: Creature, lang: str, keywords: Mapping[str, Keyword] | None = None
) -> tuple[str, ...]:
    """Returns a creature's rules text: one line per basic attack, then one per power."""
    ctx = context(lang, keywords)
    return (
        *(attack_text(attack, ctx) for attack in creature.attacks),
        *(power_text(p, ctx) for p in creature.powers),
    )


def commander_text(
    commander: Commander, lang: str, keywords: Mapping[str, Keyword] | None = None
) -> tuple[str, ...]:
    """Returns a commander's rules text: its numbers, then its power."""
    ctx = context(lang, keywords)
    stats = ctx.p(
        "text.stats",
        morale=commander.morale,
        leadership=commander.leadership,
        hand=commander.creature_hand,
        orders=commander.starting_orders,
    )
    lines = [capitalize_first(stats) if ctx.lang == "en" else stats]
    if commander.power is not None:
        lines.append(power_text(commander.power, ctx))
    return tuple(lines)


def legend_label(kind: str, lang: str) -> str:
    """Returns the legend entry of a square kind, or ``treasure``, for a board drawing in ``lang``."""
    return phrase(check_lang(lang), f"legend.{kind}")


def warband_text(name: str, commander: str, creatures: int, orders: int, lang: str) -> str:
    """Returns a one-line summary of a warband in ``lang``."""
    text = phrase(
        check_lang(lang), "text.warband", name=name, commander=commander, creatures=creatures, orders=orders
    )
    return capitalize_first(text) if lang == "en" else text
