"""Compiles a Blood Wars library (pydantic models) into the engine's plain definitions (BW §16, §17)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from sfbkit.games.blood_wars.content.ability import Ability as AbilityModel
from sfbkit.games.blood_wars.content.battlefield import Battlefield
from sfbkit.games.blood_wars.content.fate import Fate
from sfbkit.games.blood_wars.content.legion import Legion
from sfbkit.games.blood_wars.content.library import BWLibrary
from sfbkit.games.blood_wars.content.passive import Passive as PassiveModel
from sfbkit.games.blood_wars.content.ruleset import Ruleset
from sfbkit.games.blood_wars.content.warlord import Warlord
from sfbkit.games.blood_wars.engine.definitions import (
    Ability,
    CardDef,
    Definitions,
    Effect,
    FaceDown,
    Passive,
    RulesetDef,
)

_LETTER = {"lawful": "L", "chaotic": "C", "neutral": "N", "good": "G", "evil": "E"}
_TO = {"this_warlord": "warlord", "this_legion": "legion", "this_card": "card", "own_side": "side"}


def condition(data: Any) -> Effect:
    """Returns the engine form ``{"cond": name, ...}`` of a dumped condition (``your_turn``, ``{alignment: ...}``)."""
    if isinstance(data, str):
        return {"cond": data}
    ((name, params),) = data.items()
    if name in ("all", "any"):
        return {"cond": name, "of": [condition(c) for c in params]}
    if name == "not":
        return {"cond": "not", "of": condition(params)}
    if name == "challenge":
        return {"cond": "challenge", "kind": None if params == "any" else params}
    if name == "face_down":
        return {"cond": "face_down", "who": params}
    if not isinstance(params, dict):
        return {"cond": name}
    found: Effect = {"cond": name}
    for key, value in params.items():
        if value is None:
            continue
        if key in ("ethic", "morality"):
            value = _LETTER[value]
        elif key == "where":
            value = condition(value)
        found[key] = value
    return found


def step(data: Any) -> Effect:
    """Returns the engine form ``{"op": name, ...}`` of a dumped effect step."""
    if isinstance(data, str):
        return {"op": data}
    if "if" in data:
        return {
            "op": "if",
            "cond": condition(data["if"]),
            "then": [step(s) for s in data.get("then", [])],
            "else": [step(s) for s in data.get("else", [])],
        }
    ((name, params),) = data.items()
    if name == "choose_one":
        return {"op": name, "modes": [[step(s) for s in mode] for mode in params]}
    found: Effect = {"op": name}
    for key, value in (params or {}).items():
        if value is None:
            continue
        if isinstance(value, dict) and "where" in value and value["where"] is not None:
            value = {**value, "where": condition(value["where"])}
        elif key == "where":
            value = condition(value)
        found[key] = value
    return found


def _dump(model: BaseModel) -> Any:
    return model.model_dump(by_alias=True, mode="json", exclude_none=True)


def steps(models: list[Any]) -> tuple[Effect, ...]:
    """Returns the engine form of a list of step models."""
    return tuple(step(_dump(s)) for s in models)


def passive(model: PassiveModel) -> Passive:
    """Returns a passive's engine form."""
    return Passive(
        is_=model.is_ or 0,
        cs=model.cs or 0,
        legion_cap=model.legion_cap or 0,
        vp=model.vp or 0,
        immune=frozenset(model.immune),
        to=_TO[model.to],  # type: ignore[arg-type]
        condition=None if model.while_ is None else condition(_dump(model.while_)),
    )


def ability(model: AbilityModel) -> Ability:
    """Returns an ability's engine form."""
    trigger = model.trigger
    return Ability(
        name=model.name,
        kind=model.kind,
        cost="none" if model.cost == "none" else "flip",
        effects=steps(model.effects),
        trigger=None if trigger is None else trigger.on,
        roles=None if trigger is None or trigger.role is None else frozenset(trigger.role),
        challenge=None if trigger is None else trigger.challenge,
        condition=None if model.if_ is None else condition(_dump(model.if_)),
        passive=None if model.passive is None else passive(model.passive),
    )


def card(model: Battlefield | Warlord | Legion | Fate) -> CardDef:
    """Returns a card's engine form."""
    common: dict[str, Any] = {
        "id": model.id,
        "name": model.name,
        "rr": model.rr,
        "unique": model.unique,
        "alignment": None if model.alignment is None else model.alignment.code,
        "abilities": tuple(ability(a) for a in model.abilities),
    }
    if isinstance(model, Battlefield):
        return CardDef(kind="battlefield", vp=model.vp, subtype=model.subtype, **common)
    if isinstance(model, Warlord):
        return CardDef(kind="warlord", is_=model.is_, cs=model.combat_strength, **common)
    if isinstance(model, Legion):
        return CardDef(kind="legion", cs=model.cs, **common)
    return CardDef(
        kind="fate",
        subtype=model.subtype,
        item_kind=model.item_kind,
        use=model.use,
        placement=model.placement,
        timing=frozenset(model.windows),
        effects=steps(model.effects),
        passive=None if model.passive is None else passive(model.passive),
        **common,
    )


def ruleset(model: Ruleset) -> RulesetDef:
    """Returns a ruleset's engine form: every flag of BW §15."""
    return RulesetDef(
        id=model.id,
        players_min=model.players.min,
        players_max=model.players.max,
        vp_target=model.vp_target,
        muster_in=model.muster_in,
        opening_hand=model.opening_hand,
        hand_limit=model.hand_limit,
        reinforcements=model.reinforcements,
        mulligan=model.mulligan,
        first_turn_assembly=model.first_turn_assembly,
        alignment_match=model.alignment_match,
        legion_cap_full=model.legion_cap.full,
        legion_cap_partial=model.legion_cap.partial,
        face_down=FaceDown(model.face_down.warlord_is, model.face_down.warlord_cs, model.face_down.legion_cs),
        challenge_targets=model.challenge_targets,
        captures_per_turn=model.captures_per_turn,
        intrigue_reward=model.intrigue_reward,
        victory_check=model.victory_check,
        round_limit=model.round_limit,
    )


def definitions_of(library: BWLibrary | Definitions) -> Definitions:
    """Returns the engine's definitions of a library (compiled once per library object)."""
    if isinstance(library, Definitions):
        return library
    cached = _COMPILED.get(id(library))
    if cached is not None and cached[0] is library:
        return cached[1]
    defs = Definitions(
        cards={card_id: card(model) for card_id, model in library.cards.items()},
        decks={
            deck.id: tuple(entry.card for entry in deck.cards for _ in range(entry.count))
            for deck in library.decks.values()
        },
        rulesets={model.id: ruleset(model) for model in library.rulesets.values()},
    )
    _COMPILED[id(library)] = (library, defs)
    return defs


_COMPILED: dict[int, tuple[BWLibrary, Definitions]] = {}
