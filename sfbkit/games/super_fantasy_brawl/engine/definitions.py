"""Plain frozen definitions compiled once from a Library: what the engine reads on its hot path."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from sfbkit.games.super_fantasy_brawl.content import effects as fx
from sfbkit.games.super_fantasy_brawl.content.abilities import PassiveAbility, TriggeredAbility
from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.champion import Champion, ChampionSide
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.ruleset import Ruleset
from sfbkit.games.super_fantasy_brawl.content.targeting import Area, Direct, Indirect, Melee
from sfbkit.games.super_fantasy_brawl.engine.conditions import CondFn, compile_condition
from sfbkit.games.super_fantasy_brawl.engine.ops import Op, compile_steps
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId
from sfbkit.geometry.hex import Hex, rotate
from sfbkit.kit.play.decisions import Option

COLOURS = ("red", "yellow", "blue")
"""Core colours in canonical order."""


@dataclass(frozen=True, slots=True)
class TargetingDef:
    """A compiled targeting icon (RULES §6); area templates are pre-rotated to the six facings."""

    kind: str
    side: str = "enemy"
    min: int = 1
    max: int = 1
    facings: tuple[tuple[Hex, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class CardDef:
    """An action card compiled for play."""

    id: str
    name: str
    champion: str
    type: str
    core: str
    move: int
    targeting: TargetingDef | None
    strength: int
    defence: int
    pre_attack: tuple[Op, ...]
    post_attack: tuple[Op, ...]
    effects: tuple[Op, ...]
    """Skills and reactions: the effect. Attacks: the on-hit steps other than poison/lifesteal/double."""
    poison: int
    lifesteal: bool
    double: bool
    play_option: Option
    """The ``play:<card>@<champion>`` option, labelled with this library's card name."""


@dataclass(frozen=True, slots=True)
class PassiveDef:
    """A passive ability (modifiers while its condition holds)."""

    name: str
    defence: int
    strength: int
    movement_bonus: int
    range: int
    immune: frozenset[str]
    cond: CondFn | None


@dataclass(frozen=True, slots=True)
class TriggerDef:
    """A triggered ability."""

    name: str
    event: str
    cond: CondFn | None
    effects: tuple[Op, ...]


@dataclass(frozen=True, slots=True)
class SideDef:
    """One side of a champion card."""

    hp: int
    defence: int
    movement_bonus: int
    passives: tuple[PassiveDef, ...]
    triggers: dict[str, tuple[TriggerDef, ...]]


@dataclass(frozen=True, slots=True)
class ChampionDef:
    """A champion compiled for play."""

    id: str
    name: str
    basic: SideDef
    levelled: SideDef
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TrapDef:
    """A trap kind."""

    id: str
    effect: str
    amount: int
    count: int


@dataclass(frozen=True, slots=True)
class ChallengeDef:
    """A challenge card with its compiled condition."""

    id: str
    name: str
    cond: CondFn


@dataclass(frozen=True, slots=True)
class Rules:
    """Every definition of a Library, compiled for play."""

    library: Library
    champions: dict[str, ChampionDef]
    cards: dict[str, CardDef]
    traps: dict[str, TrapDef]
    challenges: dict[str, ChallengeDef]
    champion_order: tuple[str, ...] = field(default=())


def compile_targeting(targeting: Any) -> TargetingDef | None:
    """Compiles a targeting icon, rotating an area template to the six facings."""
    if targeting is None:
        return None
    if isinstance(targeting, Melee):
        return TargetingDef("melee", targeting.side, 1, 1)
    if isinstance(targeting, Indirect):
        return TargetingDef("indirect", targeting.side, targeting.min, targeting.max)
    if isinstance(targeting, Direct):
        return TargetingDef("direct", targeting.side, 1, targeting.max)
    if isinstance(targeting, Area):
        template = tuple((int(q), int(r)) for q, r in targeting.template)
        facings = tuple(tuple(rotate(o, f) for o in template) for f in range(6))
        return TargetingDef("area", "enemy", 0, 0, facings)
    raise TypeError(f"unknown targeting {targeting!r}")


def compile_card(card: ActionCard, champion: str) -> CardDef:
    """Compiles an action card."""
    poison = 0
    lifesteal = False
    double = False
    rest: list[Any] = []
    for step in card.effects:
        if card.type == "attack" and isinstance(step, fx.PoisonStep):
            poison += step.poison.amount
        elif card.type == "attack" and isinstance(step, fx.LifestealStep):
            lifesteal = True
        elif card.type == "attack" and isinstance(step, fx.DoubleStep):
            double = True
        else:
            rest.append(step)
    return CardDef(
        id=card.id,
        name=card.name,
        champion=champion,
        play_option=Option(str(OptionId.play(card.id, champion)), f"{card.name} ({champion})"),
        type=card.type,
        core=card.core,
        move=card.move,
        targeting=compile_targeting(card.targeting),
        strength=card.strength or 0,
        defence=card.defence or 0,
        pre_attack=compile_steps(card.pre_attack),
        post_attack=compile_steps(card.post_attack),
        effects=compile_steps(rest),
        poison=poison,
        lifesteal=lifesteal,
        double=double,
    )


def compile_side(side: ChampionSide) -> SideDef:
    """Compiles one side of a champion card with its abilities."""
    passives: list[PassiveDef] = []
    triggers: dict[str, list[TriggerDef]] = {}
    for ability in side.abilities:
        if isinstance(ability, PassiveAbility):
            p = ability.passive
            immune = set(p.immune)
            if "displacement" in immune:
                immune |= {"push", "pull", "fear", "force"}
            passives.append(
                PassiveDef(
                    ability.name,
                    p.defence,
                    p.strength,
                    p.movement_bonus,
                    p.range,
                    frozenset(immune),
                    compile_condition(ability.while_) if ability.while_ is not None else None,
                )
            )
        elif isinstance(ability, TriggeredAbility):
            triggers.setdefault(ability.trigger, []).append(
                TriggerDef(
                    ability.name,
                    ability.trigger,
                    compile_condition(ability.if_) if ability.if_ is not None else None,
                    compile_steps(ability.effects),
                )
            )
    return SideDef(
        side.hp,
        side.defence,
        side.movement_bonus,
        tuple(passives),
        {event: tuple(defs) for event, defs in triggers.items()},
    )


def compile_champion(champion: Champion, cards: tuple[str, ...]) -> ChampionDef:
    """Compiles a champion."""
    return ChampionDef(
        champion.id, champion.name, compile_side(champion.basic), compile_side(champion.levelled), cards
    )


def compile_rules(library: Library) -> Rules:
    """Compiles (once per Library object, kept on it) every definition the engine needs."""
    cached = library.compiled.get("rules")
    if isinstance(cached, Rules):
        return cached
    cards = {
        card_id: compile_card(card, library.card_owner[card_id]) for card_id, card in library.cards.items()
    }
    champions = {
        champion_id: compile_champion(champion, tuple(library.decks.get(champion_id, ())))
        for champion_id, champion in library.champions.items()
    }
    traps = {t.id: TrapDef(t.id, t.effect, t.amount or 0, t.count) for t in library.traps}
    challenges = {
        c.id: ChallengeDef(c.id, c.name, compile_condition(c.condition)) for c in library.challenges.values()
    }
    rules = Rules(library, champions, cards, traps, challenges, tuple(sorted(champions)))
    library.compiled["rules"] = rules
    return rules


@dataclass(frozen=True, slots=True)
class RulesetDef:
    """A ruleset compiled for play: its variant knobs as plain values (RULES §2, §3, §7, §10, §11)."""

    id: str
    players: int
    team_size: int
    vp_target: int
    hand_size: int
    bloodied: Literal["three_damage", "half_hp"]
    towards_away: Literal["every_step", "final_position"]
    challenge_track: tuple[int | None, ...]
    challenge_setup: Literal["first_two", "unscored_only"]
    challenge_advance: int
    round_limit: int


def compile_ruleset(ruleset: Ruleset) -> RulesetDef:
    """Compiles a validated ruleset."""
    return RulesetDef(
        ruleset.id,
        ruleset.players,
        ruleset.team_size,
        ruleset.vp_target,
        ruleset.hand_size,
        ruleset.bloodied,
        ruleset.towards_away,
        tuple(ruleset.challenge_track),
        ruleset.challenge_setup,
        ruleset.challenge_advance,
        ruleset.round_limit,
    )
