"""Targeting (RULES §6): melee, indirect and direct shots, and area templates with six facings."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.abilities import range_bonus
from sfbkit.games.super_fantasy_brawl.engine.conditions import side_matches
from sfbkit.games.super_fantasy_brawl.engine.core import Engine
from sfbkit.games.super_fantasy_brawl.engine.definitions import TargetingDef
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId, option
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState
from sfbkit.geometry.hex import between, distance, in_same_row
from sfbkit.kit.play.decisions import Option

TargetChoice = tuple[Option, tuple[str, ...]]
"""An option and the champions it targets."""


def target_choices(eng: Engine, c: ChampionState, targeting: TargetingDef) -> list[TargetChoice]:
    """Returns every legal way to target with a targeting icon from a champion, in canonical order."""
    here = c.hex
    if here is None:
        return []
    state = eng.state
    champions = state.champions
    if targeting.kind == "area":
        choices: list[TargetChoice] = []
        occupant = state.occupant
        for facing, template in enumerate(targeting.facings):
            hit = []
            enemy = False
            for dq, dr in template:
                inside = occupant.get((here[0] + dq, here[1] + dr))
                if inside is not None and inside != c.id:
                    hit.append(inside)
                    if champions[inside].team != c.team:
                        enemy = True
            # RULES §6: an area is legal only with at least one enemy inside; allies are hit too.
            if enemy:
                choices.append(
                    (
                        Option(str(OptionId("facing", str(facing))), f"facing {facing}: {', '.join(hit)}"),
                        tuple(hit),
                    )
                )
        return choices
    low = targeting.min
    high = targeting.max
    if targeting.kind != "melee":
        high += range_bonus(eng, c)
    occupant = state.occupant
    result: list[TargetChoice] = []
    for cid in eng.champion_ids():
        other = champions[cid]
        if other.hex is None or cid == c.id or not side_matches(targeting.side, c.team, other):
            continue
        d = distance(here, other.hex)
        if targeting.kind == "melee":
            if d != 1:
                continue
        elif not low <= d <= high:
            continue
        if targeting.kind == "direct":
            # RULES §6: same row, and no statue or champion of either side in between.
            if not in_same_row(here, other.hex):
                continue
            if any(h in occupant or h in eng.board.statue_hexes for h in between(here, other.hex)):
                continue
        result.append((option("target", cid, "", f"target {cid}"), (cid,)))
    return result
