"""Turns a readable script step into the engine's option ids, one decision at a time."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sfbkit.engine.decisions import Decision
from sfbkit.engine.match import Match
from sfbkit.play.script_steps import DecisionStep

MOVE_KINDS = frozenset({"step", "force-step"})
STRAIGHT_KINDS = frozenset({"dash", "swoop", "jump", "fear"})
HEX_KINDS = frozenset({"place", "trap-hex", "deploy"})
TARGET_KINDS = frozenset({"attack", "skill", "target", "choose"})

OptionFor = Callable[[Decision, Match], str]


@dataclass(frozen=True, slots=True)
class Atom:
    """One answer of a step: the decision kinds it fits and how to spell its option id for a decision."""

    kinds: frozenset[str]
    """The decision kinds it answers; empty: any."""
    option: OptionFor
    optional: bool = False
    """Applied only when the current decision fits and offers it (a path's closing stop)."""
    reaches: str | None = None
    """A hex the moving champion enters; already there after an automatic step means it is done."""
    same_movement: bool = False
    """Applied only within the movement the step's earlier answers were in (a path's closing stop)."""


def _fixed(option_id: str) -> OptionFor:
    return lambda decision, match: option_id


def _play(card: str, champion: str | None) -> OptionFor:
    def option(decision: Decision, match: Match) -> str:
        owner = champion
        if owner is None:
            definition = match.rules.cards.get(card)
            owner = definition.champion if definition is not None else "?"
        return f"play:{card}@{owner}"

    return option


def _standard(standard: str, champion: str, core: str | None) -> OptionFor:
    def option(decision: Decision, match: Match) -> str:
        if standard != "move2":
            return f"std:{standard}@{champion}"
        if core is not None:
            return f"std:move:{core}@{champion}"
        # Without a core, the first legal one in canonical order (red, yellow, blue).
        for candidate in decision.ids:
            if candidate.startswith("std:move:") and candidate.endswith(f"@{champion}"):
                return candidate
        return f"std:move:red@{champion}"

    return option


def _target(champion: str) -> OptionFor:
    return lambda decision, match: f"choose:{champion}" if decision.kind == "choose" else f"target:{champion}"


def _react(card: str, on: str | None) -> OptionFor:
    def option(decision: Decision, match: Match) -> str:
        if on is not None:
            return f"react:{card}@{on}"
        matching = [i for i in decision.ids if i.startswith(f"react:{card}@")]
        return matching[0] if len(matching) == 1 else f"react:{card}@?"

    return option


def _card(card: str) -> OptionFor:
    return lambda decision, match: f"set-aside:{card}" if decision.kind == "mulligan" else f"plan:{card}"


def _hex_option(label: str) -> OptionFor:
    return lambda decision, match: (
        f"step:{label}" if decision.kind in MOVE_KINDS | STRAIGHT_KINDS else f"hex:{label}"
    )


def _end_cards(decision: Decision, match: Match) -> str:
    return "keep" if decision.kind == "mulligan" else "done"


def atoms(step: DecisionStep) -> list[Atom]:
    """Returns the answers a decision step stands for, in order."""
    kind = step.kind
    value = step.value
    if kind == "play":
        return [Atom(frozenset({"action"}), _play(value["card"], value["champion"]))]
    if kind == "action":
        if value["standard"] == "end-turn":
            return [Atom(frozenset({"action"}), _fixed("end-turn"))]
        return [Atom(frozenset({"action"}), _standard(value["standard"], value["champion"], value["core"]))]
    if kind == "end-turn":
        return [Atom(frozenset({"action"}), _fixed("end-turn"))]
    if kind in ("path", "force"):
        kinds = MOVE_KINDS if kind == "path" else frozenset({"force-step"})
        result = [Atom(kinds, _fixed(f"step:{label}"), reaches=label) for label in value]
        # A path ends with a stop when its move still offers one (RULES §5: a move may stop early).
        result.append(Atom(kinds, _fixed("stop"), optional=bool(value), same_movement=bool(value)))
        return result
    if kind == "to":
        return [Atom(MOVE_KINDS | STRAIGHT_KINDS, _fixed(f"step:{value}"), reaches=value)]
    if kind == "stay":
        return [Atom(STRAIGHT_KINDS, _fixed("stay"))]
    if kind == "stop":
        return [Atom(MOVE_KINDS, _fixed("stop"))]
    if kind == "decline":
        return [Atom(frozenset({"attack", "skill"}), _fixed("decline"))]
    if kind == "use":
        return [Atom(frozenset({"skill"}), _fixed("use"))]
    if kind == "keep":
        return [Atom(frozenset({"mulligan"}), _fixed("keep"))]
    if kind == "done":
        return [Atom(frozenset({"plan"}), _fixed("done"))]
    if kind == "target":
        return [Atom(TARGET_KINDS, _target(value))]
    if kind == "facing":
        return [Atom(frozenset({"attack", "skill"}), _fixed(f"facing:{value}"))]
    if kind == "react":
        if value["card"] is None:
            return [Atom(frozenset({"reaction"}), _fixed("react:none"))]
        return [Atom(frozenset({"reaction"}), _react(value["card"], value["on"]))]
    if kind == "amount":
        return [Atom(frozenset({"amount"}), _fixed(f"amount:{value}"))]
    if kind == "mode":
        return [Atom(frozenset({"mode"}), _fixed(f"mode:{value}"))]
    if kind == "core":
        return [Atom(frozenset({"core"}), _fixed(f"core:{value}"))]
    if kind == "cards":
        card_kinds = frozenset({"plan", "mulligan"})
        result = [Atom(card_kinds, _card(card)) for card in value]
        result.append(Atom(card_kinds, _end_cards, optional=bool(value)))
        return result
    if kind == "discard":
        return [Atom(frozenset({"stun-discard"}), _fixed(f"discard:{value}"))]
    if kind in ("trap_hex", "hex"):
        kinds = frozenset({"trap-hex"}) if kind == "trap_hex" else HEX_KINDS
        return [Atom(kinds, _hex_option(value))]
    if kind == "deploy":
        return [
            Atom(frozenset({"deploy"}), _fixed("gate" if where == "gate" else f"hex:{where}"))
            for where in value
        ]
    if kind == "area":
        return [Atom(frozenset({"deployment-area"}), _fixed(f"area:{value}"))]
    if kind in ("pick", "ban"):
        return [Atom(frozenset({kind}), _fixed(f"{kind}:{value}"))]
    if kind == "choose":
        return [Atom(frozenset({"choose", "draft-choice"}), _fixed(f"choose:{value}"))]
    if kind == "option":
        return [Atom(frozenset(), _fixed(value))]
    raise ValueError(f"unknown step kind {kind!r}")


def step_player(step: DecisionStep, match: Match) -> int | None:
    """Returns the player a step is for: given, or known from the card it plays or reacts with."""
    if step.player is not None:
        return step.player
    card: str | None = None
    if step.kind == "play" or (step.kind == "react" and step.value["card"] is not None):
        card = step.value["card"]
    if card is None:
        return None
    definition = match.rules.cards.get(card)
    if definition is None:
        return None
    champion = match.state.champions.get(definition.champion)
    return champion.player if champion is not None else None
