"""Compiling a Dungeon Command library into engine definitions, once per library (DC §16 models, DC §17 steps).

The content models are pydantic; the engine reads only the frozen dataclasses of
``definitions.py``. The compiled definitions hang on the library object itself, so
a new library (a renamed card, an edited file) always compiles afresh.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, cast

from pydantic import BaseModel

from sfbkit.games.dungeon_command.content import conditions as c
from sfbkit.games.dungeon_command.content import effects as e
from sfbkit.games.dungeon_command.content import selectors as s
from sfbkit.games.dungeon_command.content import triggers as t
from sfbkit.games.dungeon_command.content.commander import Commander
from sfbkit.games.dungeon_command.content.creature import Creature
from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.content.order import Order
from sfbkit.games.dungeon_command.content.powers import CommanderPower, CreaturePower
from sfbkit.games.dungeon_command.engine import definitions as d
from sfbkit.geometry.square import parse, parse_range
from sfbkit.kit.content.role_tests import RoleTest
from sfbkit.kit.errors import UsageError

_COMPILED = "_dc_engine_definitions"
"""The attribute the compiled definitions are kept under on a library."""


def definitions_of(library: object) -> d.Definitions:
    """Returns the compiled definitions of a library (compiled once); definitions pass through unchanged."""
    if isinstance(library, d.Definitions):
        return library
    if not isinstance(library, DCLibrary):
        raise UsageError(f"cannot compile {type(library).__name__} into Dungeon Command definitions")
    cached = library.__dict__.get(_COMPILED)
    if isinstance(cached, d.Definitions):
        return cached
    compiled = compile_library(library)
    object.__setattr__(library, _COMPILED, compiled)
    return compiled


def compile_library(library: DCLibrary) -> d.Definitions:
    """Compiles every card, warband, tile, battlefield and ruleset of a library."""
    return d.Definitions(
        creatures={k: creature(v) for k, v in library.creatures.items()},
        orders={k: order(v) for k, v in library.orders.items()},
        commanders={k: commander(v) for k, v in library.commanders.items()},
        warbands={
            k: d.WarbandDef(
                v.id,
                v.name,
                v.commander,
                tuple(card.id for card in v.creatures for _ in range(card.count)),
                tuple(card.id for card in v.orders for _ in range(card.count)),
            )
            for k, v in library.warbands.items()
        },
        tiles={
            k: d.TileDef(
                v.id,
                len(v.faces.dungeon.rows[0]),
                len(v.faces.dungeon.rows),
                {"dungeon": tuple(v.faces.dungeon.rows), "outdoor": tuple(v.faces.outdoor.rows)},
            )
            for k, v in library.tiles.items()
        },
        battlefields={
            k: d.BattlefieldDef(
                v.id,
                v.size.columns,
                v.size.rows,
                v.environment,
                tuple(d.PlacementDef(p.tile, parse(p.at), p.rotation) for p in v.placements),
                (
                    frozenset(sq for r in v.start_areas.first for sq in parse_range(r)),
                    frozenset(sq for r in v.start_areas.second for sq in parse_range(r)),
                ),
            )
            for k, v in library.battlefields.items()
        },
        rulesets={
            k: d.RulesetDef(
                id=v.id,
                chest_values=tuple(v.chest_values),
                start_area_rows=v.start_area_rows,
                order_hand_limit=v.order_hand_limit,
                order_deck_empty=v.order_deck_empty,
                creature_deck_empty=v.creature_deck_empty,
                morale_cap=v.morale_cap,
                leadership_cap=v.leadership_cap,
                split_move=v.split_move,
                diagonal_cost=v.diagonal_cost,
                corner_rule=v.corner_rule,
                los_pinch=v.los_pinch,
                hazard_entry=v.hazard_entry,
                cower_blocks_effects=v.cower_blocks_effects,
                no_creatures_end=v.no_creatures_end,
                turn_limit=v.turn_limit,
            )
            for k, v in library.rulesets.items()
        },
    )


def creature(model: Creature) -> d.CreatureDef:
    """Compiles a creature card (DC §1.2)."""
    return d.CreatureDef(
        model.id,
        model.name,
        model.level,
        model.hp,
        model.speed,
        frozenset(model.abilities),
        frozenset(model.keywords),
        tuple(d.AttackDef(a.kind, a.damage, a.range) for a in model.attacks),
        tuple(power(p) for p in model.powers),
    )


def commander(model: Commander) -> d.CommanderDef:
    """Compiles a commander card (DC §1.1)."""
    return d.CommanderDef(
        model.id,
        model.name,
        model.morale,
        model.leadership,
        model.creature_hand,
        model.starting_orders,
        None if model.power is None else power(model.power),
    )


def order(model: Order) -> d.OrderDef:
    """Compiles an order card (DC §1.3)."""
    return d.OrderDef(
        model.id,
        model.name,
        model.level,
        model.ability,
        model.action,
        steps(model.effect),
        frozenset(model.requires),
        frozenset(model.affinity),
        None if model.trigger is None else trigger(model.trigger),
    )


def power(model: CreaturePower | CommanderPower) -> d.PowerDef:
    """Compiles a power; a passive power's effect becomes its passive shapes (DC §11, §17.5)."""
    limit = model.effective_limit or "once_per_activation"
    action: Literal["immediate", "standard"] = (
        model.action if isinstance(model, CreaturePower) and model.action is not None else "immediate"
    )
    if model.kind == "passive":
        return d.PowerDef(model.name, "passive", (), action, None, limit, passive(model.effect))
    return d.PowerDef(
        model.name,
        model.kind,
        steps(model.effect),
        action,
        None if model.trigger is None else trigger(model.trigger),
        limit,
    )


def passive(effect: Sequence[BaseModel]) -> d.Passive:
    """Compiles the steps of a passive power into auras, immunities, restrictions and counted keywords."""
    auras: list[d.Aura] = []
    immune: set[Any] = set()
    restrict: set[Any] = set()
    counts: set[str] = set()
    for step in effect:
        if isinstance(step, e.AuraStep):
            params = step.aura
            filt = _filter(params.who.each)
            if params.modify is not None:
                change = params.modify
                cond = None if change.while_ is None else condition(change.while_)
                auras.append(d.Aura(filt, stat=change.stat, amount=change.amount, condition=cond))
            elif params.grant is not None:
                grant = params.grant
                cond = None if grant.while_ is None else condition(grant.while_)
                if isinstance(grant.status, e.KeywordStatus):
                    auras.append(d.Aura(filt, keyword=grant.status.keyword, condition=cond))
                else:
                    auras.append(d.Aura(filt, status=grant.status, condition=cond))
        elif isinstance(step, e.ImmuneStep):
            immune.add(step.immune)
        elif isinstance(step, e.RestrictStep):
            restrict.add(step.restrict)
        elif isinstance(step, e.CountsAsStep):
            counts.add(step.counts_as)
    return d.Passive(tuple(auras), frozenset(immune), frozenset(restrict), frozenset(counts))


def _filter(model: s.Filter) -> d.Filter:
    return d.Filter(
        model.side,
        model.within,
        model.adjacent_to,
        model.in_los,
        model.level_max,
        model.keyword,
        model.tapped,
    )


def who(model: s.Who) -> d.Who:
    """Compiles a selector (DC §17.1)."""
    if isinstance(model, s.Choose):
        count = model.choose.count
        if isinstance(count, s.UpTo):
            return d.Choose(_filter(model.choose), up_to=count.up_to)
        return d.Choose(_filter(model.choose), count=count)
    if isinstance(model, s.Each):
        return d.Each(_filter(model.each))
    return model


def trigger(model: BaseModel) -> d.Trigger:
    """Compiles a trigger (DC §17.6)."""
    if isinstance(model, t.StartOfTurn):
        return d.Trigger("start_of_turn", whose=model.start_of_turn.whose)
    if isinstance(model, t.EndOfTurn):
        return d.Trigger("end_of_turn", whose=model.end_of_turn.whose)
    if isinstance(model, t.AttackDeclared):
        p = model.attack_declared
        return d.Trigger("attack_declared", against=p.against, attack_kind=p.kind)
    if isinstance(model, t.BeforeDamage):
        return d.Trigger("before_damage", to=model.before_damage.to)
    if isinstance(model, t.DamagedTrigger):
        return d.Trigger("damaged", who=model.damaged.who)
    if isinstance(model, t.Destroyed):
        return d.Trigger("destroyed", who=model.destroyed.who)
    if isinstance(model, t.OrderPlayed):
        return d.Trigger("order_played", by=model.order_played.by)
    if isinstance(model, t.EntersSquare):
        return d.Trigger("enters_square", square_kind=model.enters_square.kind)
    return d.Trigger(cast(d.TriggerKind, t.trigger_kind(model)))


def condition(model: BaseModel) -> d.Condition:
    """Compiles a condition (DC §17.3)."""
    if isinstance(model, c.AdjacentTo):
        p = model.adjacent_to
        return d.AdjacentTo(p.of, p.side, p.count_at_least)
    if isinstance(model, c.LevelAtMost):
        return d.LevelAtMost(model.level_at_most.who, model.level_at_most.n)
    if isinstance(model, c.HasKeyword):
        return d.HasKeyword(model.has_keyword.who, model.has_keyword.keyword)
    if isinstance(model, RoleTest):
        return d.CreatureIs(
            cast(d.CreatureTest, c.Condition.keyed_kinds.kind(model)), cast(d.Named, model.role)
        )
    if isinstance(model, c.HpAtMost):
        return d.HpAtMost(model.hp_at_most.who, model.hp_at_most.amount)
    if isinstance(model, c.InTerrain):
        return d.InTerrain(model.in_terrain.who, model.in_terrain.kind)
    if isinstance(model, c.MoraleAtMost):
        return d.MoraleAtMost(model.morale_at_most.player, model.morale_at_most.n)
    if isinstance(model, c.Distance):
        dp = model.distance
        return d.DistanceIs(dp.from_, dp.to, dp.at_most, dp.at_least)
    if isinstance(model, c.Count):
        return d.CountAtLeast(_filter(model.count.selector.each), model.count.at_least)
    if isinstance(model, c.Environment):
        return d.EnvironmentIs(model.environment)
    if isinstance(model, c.DamageDealt):
        return d.DamageDealt()
    if isinstance(model, c.AttackKind):
        return d.AttackKindIs(model.attack_kind)
    if isinstance(model, c.And):
        return d.AllOf(tuple(condition(x) for x in model.and_))
    if isinstance(model, c.Or):
        return d.AnyOf(tuple(condition(x) for x in model.or_))
    if isinstance(model, c.Not):
        return d.Not(condition(model.not_))
    raise TypeError(f"no compiled form for condition {type(model).__name__}")


def steps(models: Sequence[BaseModel]) -> tuple[d.Step, ...]:
    """Compiles an effect's steps (DC §17.2); passive shapes are not steps and are left to ``passive``."""
    return tuple(step(m) for m in models if e.step_kind(m) not in e.PASSIVE_OPS)


def step(model: BaseModel) -> d.Step:
    """Compiles one step (DC §17.2)."""
    if isinstance(model, e.AttackStep):
        p = model.attack
        extra = tuple(d.ExtraDamage(condition(x.if_), x.damage) for x in p.extra)
        return d.Attack(
            p.kind, p.damage, p.range, None if p.target is None else who(p.target), extra, steps(p.then)
        )
    if isinstance(model, e.BasicAttackStep):
        return d.BasicAttack(model.basic_attack.bonus)
    if isinstance(model, e.DamageStep):
        return d.Damage(who(model.damage.who), model.damage.amount)
    if isinstance(model, e.PreventStep):
        return d.Prevent(model.prevent.amount)
    if isinstance(model, e.CancelAttackStep):
        return d.CancelAttack(model.cancel_attack.who)
    if isinstance(model, e.RedirectDamageStep):
        return d.RedirectDamage(who(model.redirect_damage.to))
    if isinstance(model, e.HealStep):
        return d.Heal(who(model.heal.who), model.heal.amount)
    if isinstance(model, e.MoveStep):
        mp = model.move
        squares: d.Squares = (
            ("speed_plus", mp.squares.speed_plus) if isinstance(mp.squares, e.SpeedPlus) else mp.squares
        )
        return d.Move(who(mp.who), mp.mode, squares)
    if isinstance(model, e.SlideStep):
        return d.Slide(who(model.slide.who), model.slide.squares)
    if isinstance(model, e.PushStep):
        return d.Slide(who(model.push.who), model.push.squares, "away", model.push.from_)
    if isinstance(model, e.PullStep):
        return d.Slide(who(model.pull.who), model.pull.squares, "towards", model.pull.from_)
    if isinstance(model, e.PlaceStep):
        return d.Place(who(model.place.who), model.place.within, model.place.of)
    if isinstance(model, e.TapStep):
        return d.SetTapped(who(model.tap.who), True)
    if isinstance(model, e.UntapStep):
        return d.SetTapped(who(model.untap.who), False)
    if isinstance(model, e.DrawOrdersStep):
        return d.DrawOrders(model.draw_orders.player, model.draw_orders.count)
    if isinstance(model, e.DiscardOrdersStep):
        p2 = model.discard_orders
        return d.DiscardOrders(p2.player, p2.count, p2.chosen_by)
    if isinstance(model, e.ReturnOrderStep):
        return d.ReturnOrder()
    if isinstance(model, e.DrawCreaturesStep):
        return d.DrawCreatures(model.draw_creatures.count)
    if isinstance(model, e.DeployStep):
        return d.Deploy(model.deploy.level_max, model.deploy.where)
    if isinstance(model, e.MoraleStep):
        return d.ChangeCounter("morale", model.morale.player, model.morale.amount)
    if isinstance(model, e.LeadershipStep):
        return d.ChangeCounter("leadership", model.leadership.player, model.leadership.amount)
    if isinstance(model, e.CollectTreasureStep):
        return d.CollectTreasure(model.collect_treasure.who)
    if isinstance(model, e.ModifyStep):
        p3 = model.modify
        cond = None if p3.while_ is None else condition(p3.while_)
        return d.Modify(who(p3.who), p3.stat, p3.amount, p3.duration, cond)
    if isinstance(model, e.GrantStep):
        p4 = model.grant
        cond = None if p4.while_ is None else condition(p4.while_)
        if isinstance(p4.status, e.KeywordStatus):
            return d.Grant(who(p4.who), keyword=p4.status.keyword, duration=p4.duration, condition=cond)
        return d.Grant(who(p4.who), status=p4.status, duration=p4.duration, condition=cond)
    if isinstance(model, e.ExtraActionStep):
        return d.ExtraAction(model.extra_action.who, model.extra_action.action)
    if isinstance(model, e.IfStep):
        return d.If(condition(model.if_), steps(model.then), steps(model.else_))
    if isinstance(model, e.ChooseOneStep):
        return d.ChooseOne(tuple(steps(mode) for mode in model.choose_one))
    if isinstance(model, e.MayStep):
        return d.May(steps(model.may))
    if isinstance(model, e.ForEachStep):
        return d.ForEach(who(model.for_each), steps(model.do))
    raise TypeError(f"no compiled form for step {type(model).__name__}")
