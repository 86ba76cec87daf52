"""Tiny fixture content for engine tests: champions and cards built for one rule each."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from sfbkit.games.super_fantasy_brawl.content.arena import Arena
from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.challenge import Challenge
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.content.ruleset import Ruleset
from sfbkit.games.super_fantasy_brawl.content.trap import TrapKind

ARENA = (bundled_content_root() / "arenas" / "fabulosa.yaml").read_text(encoding="utf-8")
"""The RULES §13 arena, as bundled."""

RULESETS = """
- {id: standard, name: Standard}
- {id: half-hp, name: Half HP bloodied, bloodied: half_hp}
- {id: every-step, name: Every step, towards_away: every_step}
- {id: unscored-only, name: Unscored only, challenge_setup: unscored_only}
- {id: short, name: Short, round_limit: 2}
- {id: duel, name: Duel, team_size: 1}
- {id: tornado, name: Tornado, players: 4, team_size: 2, vp_target: 7, hand_size: 4, challenge_advance: 2}
"""

TRAPS = """
- {id: stun, name: Stun, effect: stun, count: 2}
- {id: root, name: Root, effect: root, count: 2}
- {id: damage-1, name: One, effect: damage, amount: 1, count: 2}
- {id: damage-2, name: Two, effect: damage, amount: 2, count: 4}
- {id: damage-3, name: Three, effect: damage, amount: 3, count: 2}
"""

CHALLENGES = """
- {id: red-control, name: Red Control, condition: {controls: red}}
- {id: blue-control, name: Blue Control, condition: {controls: blue}}
- {id: statue-hug, name: Statue Hug, condition: {count: {champions: ally, where: {adjacent_to: {of: statue, who: it}}, at_least: 1}}}
- {id: never, name: Never, condition: {vp: {at_least: 99}}}
- {id: always, name: Always, condition: {vp: {at_least: 0}}}
- {id: bloodied-enemy, name: Bloodied Enemy, condition: {count: {champions: enemy, where: {bloodied: it}, at_least: 1}}}
"""

# Champions: ava, bo, cy (usually team 0) and dax, eve, fin (usually team 1); gus and hal for four players.
CHAMPIONS = """
- id: ava
  name: Ava
  role: tank
  basic: {hp: 6, defence: 1}
  levelled: {hp: 8, defence: 2}
- id: bo
  name: Bo
  role: shooter
  basic: {hp: 5, movement_bonus: 1}
  levelled: {hp: 6, movement_bonus: 1}
- id: cy
  name: Cy
  role: controller
  basic: {hp: 6}
  levelled: {hp: 7}
- id: dax
  name: Dax
  role: skirmisher
  basic: {hp: 6}
  levelled: {hp: 7, defence: 1}
- id: eve
  name: Eve
  role: tank
  basic:
    hp: 4
    abilities:
      - {name: Unmovable, passive: {immune: [displacement]}}
      - {name: Shoulder to Shoulder, passive: {defence: 1}, while: {adjacent_to: {of: ally}}}
  levelled:
    hp: 5
    abilities:
      - {name: Steady, passive: {immune: [stun, root, poison, trap_damage]}}
      - {name: Far Sight, passive: {range: 2, strength: 1, movement_bonus: 1}}
- id: fin
  name: Fin
  role: support
  basic:
    hp: 6
    abilities:
      - {name: Trophy, trigger: takes_out_enemy, effects: [{heal: 2}]}
      - {name: Wake Up, trigger: turn_start, effects: [{draw: 1}]}
      - {name: Spite, trigger: enters_trap, effects: [{damage: {amount: 1, who: {each: enemy, within: 1}}}]}
      - {name: Thorns, trigger: targeted, effects: [{damage: {amount: 1, who: attacker}}]}
      - {name: Leech, trigger: deals_attack_damage, if: {bloodied: self}, effects: [{heal: 1}]}
      - {name: Wind Down, trigger: turn_end, effects: [{plan: 1}]}
  levelled: {hp: 7}
- id: gus
  name: Gus
  role: tank
  basic: {hp: 6}
  levelled: {hp: 7}
- id: hal
  name: Hal
  role: tank
  basic: {hp: 6}
  levelled: {hp: 7}
"""

CARDS = """
ava:
  - {id: ava-strike, name: Strike, type: attack, core: red, move: 1, targeting: melee, strength: 3}
  - {id: ava-shove, name: Shove, type: attack, core: yellow, targeting: melee, strength: 2, post_attack: [{push: 2}]}
  - {id: ava-hook, name: Hook, type: attack, core: blue, targeting: {kind: direct, max: 3}, strength: 2, post_attack: [{pull: 2}]}
  - {id: ava-guard, name: Guard, type: reaction, core: blue, defence: 2, effects: [{push: {distance: 1, who: attacker}}]}
  - {id: ava-dash, name: Charge, type: skill, core: red, effects: [{dash: 3}]}
  - {id: ava-mend, name: Mend, type: skill, core: yellow, effects: [{heal: 2}]}
  - {id: ava-rush, name: Rush, type: attack, core: red, move: 2, targeting: melee, strength: 1, pre_attack: [{strength: 2}]}
  - {id: ava-slam, name: Slam, type: attack, core: red, targeting: melee, strength: 9}
bo:
  - {id: bo-shot, name: Shot, type: attack, core: red, targeting: {kind: direct, max: 3}, strength: 3}
  - {id: bo-lob, name: Lob, type: attack, core: yellow, targeting: {kind: indirect, min: 2, max: 4}, strength: 2, effects: [{poison: 1}]}
  - {id: bo-blast, name: Blast, type: attack, core: blue, targeting: {kind: area, template: [[0, -1], [0, -2]]}, strength: 2}
  - {id: bo-duck, name: Duck, type: reaction, core: red, defence: 1}
  - {id: bo-swoop, name: Swoop, type: skill, core: blue, effects: [{swoop: 3}]}
  - {id: bo-jump, name: Hop, type: skill, core: yellow, effects: [{jump: 2}]}
  - {id: bo-step, name: Step, type: skill, core: blue, move: 1, effects: [{draw: 1}]}
cy:
  - {id: cy-double, name: Twice, type: attack, core: red, targeting: melee, strength: 2, effects: [double]}
  - {id: cy-drain, name: Drain, type: attack, core: yellow, targeting: melee, strength: 2, effects: [lifesteal, double, {poison: 1}]}
  - {id: cy-scare, name: Scare, type: skill, core: blue, targeting: melee, effects: [{fear: 3}]}
  - {id: cy-force, name: Shove Around, type: skill, core: red, targeting: {kind: indirect, max: 3}, effects: [{force: 2}]}
  - {id: cy-hex, name: Hex, type: skill, core: yellow, targeting: {kind: indirect, max: 3}, effects: [{stun: target}, {root: target}]}
  - {id: cy-plan, name: Plot, type: skill, core: blue, effects: [{plan: 2}, {draw: 1}]}
  - {id: cy-zap, name: Zap, type: skill, core: red, effects: [{damage: {amount: 2, who: {choose: enemy, within: 3}}}]}
  - {id: cy-nova, name: Nova, type: skill, core: yellow, effects: [{damage: {amount: 1, who: {each: any, within: 1}}}]}
dax:
  - {id: dax-strike, name: Strike, type: attack, core: red, targeting: melee, strength: 3}
  - {id: dax-blink, name: Blink, type: skill, core: yellow, effects: [{place: {to: {within: 2}}}]}
  - {id: dax-recharge, name: Recharge, type: skill, core: blue, effects: [{ready_core: any}]}
  - {id: dax-choice, name: Choice, type: skill, core: red, effects: [{choose_one: [[{heal: 1}], [{draw: 1}]]}]}
  - {id: dax-check, name: Check, type: skill, core: yellow, effects: [{if: {bloodied: self}, then: [{heal: 2}], else: [{draw: 1}]}]}
  - {id: dax-spikes, name: Spikes, type: reaction, core: yellow, defence: 3, effects: [{damage: {amount: 1, who: attacker}}]}
  - {id: dax-sidestep, name: Sidestep, type: reaction, core: blue, defence: 0, effects: [{jump: 2}]}
  - {id: dax-approach, name: Approach, type: skill, core: blue, targeting: {kind: indirect, max: 6}, effects: [{move: {distance: 3, towards: target}}]}
  - {id: dax-retreat, name: Retreat, type: skill, core: red, targeting: {kind: indirect, max: 6}, effects: [{move: {distance: 2, away_from: target}}]}
eve:
  - {id: eve-poke, name: Poke, type: attack, core: red, targeting: {kind: direct, max: 2}, strength: 2}
  - {id: eve-brace, name: Brace, type: reaction, core: red, defence: 1, effects: [{defence: {amount: 1, duration: turn}}]}
  - {id: eve-rally, name: Rally, type: skill, core: blue, effects: [{strength: {amount: 2, duration: turn}}]}
fin:
  - {id: fin-strike, name: Strike, type: attack, core: red, targeting: melee, strength: 3}
  - {id: fin-jab, name: Jab, type: attack, core: yellow, targeting: melee, strength: 3}
  - {id: fin-duck, name: Duck, type: reaction, core: blue, defence: 1}
  - {id: fin-pull, name: Pull, type: skill, core: blue, targeting: {kind: direct, max: 4}, effects: [{pull: 3}]}
gus:
  - {id: gus-strike, name: Strike, type: attack, core: red, targeting: melee, strength: 3}
  - {id: gus-duck, name: Duck, type: reaction, core: blue, defence: 1}
hal:
  - {id: hal-strike, name: Strike, type: attack, core: red, targeting: melee, strength: 3}
  - {id: hal-duck, name: Duck, type: reaction, core: blue, defence: 1}
"""


def _load(text: str) -> Any:
    return yaml.safe_load(text)


def fixture_library() -> Library:
    """Builds the fixture Library (validated models, no loader cross-checks)."""
    champions = {c["id"]: Champion.model_validate(c) for c in _load(CHAMPIONS)}
    cards: dict[str, ActionCard] = {}
    owner: dict[str, str] = {}
    decks: dict[str, tuple[str, ...]] = {}
    for champion, deck in _load(CARDS).items():
        decks[champion] = tuple(card["id"] for card in deck)
        for card in deck:
            cards[card["id"]] = ActionCard.model_validate(card)
            owner[card["id"]] = champion
    return Library(
        root=Path("."),
        champions=champions,
        cards=cards,
        card_owner=owner,
        decks=decks,
        traps=tuple(TrapKind.model_validate(t) for t in _load(TRAPS)),
        challenges={c["id"]: Challenge.model_validate(c) for c in _load(CHALLENGES)},
        arenas={"fabulosa": Arena.model_validate(_load(ARENA))},
        rulesets={r["id"]: Ruleset.model_validate(r) for r in _load(RULESETS)},
        content_hash="fixture",
    )
