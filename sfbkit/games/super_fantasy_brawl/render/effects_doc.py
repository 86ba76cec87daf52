"""Generates docs/effects.md: every operation, selector, condition and ability, with examples and their text.

Run ``python -m sfbkit.games.super_fantasy_brawl.render.effects_doc docs/effects.md`` after changing the
effect language; ``--check`` exits 1 when the file is stale. The examples'
rules text is generated, so the reference shows exactly what cards print.
"""

from __future__ import annotations

import sys
import types
import typing
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import annotated_types
import yaml
from pydantic import BaseModel, TypeAdapter
from pydantic.fields import FieldInfo

from sfbkit.games.super_fantasy_brawl.content.abilities import (
    Ability,
    Immunity,
    PassiveModifiers,
    TriggerEvent,
)
from sfbkit.games.super_fantasy_brawl.content.conditions import (
    AllOf,
    AnyOf,
    Condition,
    CountParams,
    Not,
)
from sfbkit.games.super_fantasy_brawl.content.effects import (
    ON_HIT_OPS,
    ChooseOneStep,
    IfStep,
    OpName,
    Step,
)
from sfbkit.games.super_fantasy_brawl.content.selectors import Chosen, Each, Role, Who
from sfbkit.games.super_fantasy_brawl.text.condition_text import condition_clause
from sfbkit.games.super_fantasy_brawl.text.glossary import term
from sfbkit.games.super_fantasy_brawl.text.phrases import phrase
from sfbkit.games.super_fantasy_brawl.text.rules_text import ability_text, steps_text
from sfbkit.kit.content.keyed_kinds import is_kinds_root
from sfbkit.kit.io.atomic import write_reference

# The recursive models resolve their field annotations (read below) only when rebuilt; the content
# modules leave that to first use, which keeps it out of every command's start-up.
for _model in (IfStep, ChooseOneStep, CountParams, AllOf, AnyOf, Not):
    _model.model_rebuild()


@dataclass(frozen=True, slots=True)
class OpDoc:
    """The effects reference's entry of one operation: YAML examples and semantics beyond its docstring."""

    examples: tuple[str, ...]
    """YAML examples, each shown with the rules text generated from it; an operation needs one."""
    note: str | None = None
    """Semantics beyond the step model's docstring, citing RULES."""


STEP_DOCS: dict[OpName, OpDoc] = {
    "move": OpDoc(
        ("- move: 2", "- move: {distance: 2, who: {choose: ally, within: 2}, towards: target}"),
        (
            "Moves under RULES §5 (statues and enemies block, allies may be passed) and, with "
            "`towards`/`away_from`, RULES §2: the move must end nearer to (farther from) that champion than "
            "it started (the ruleset variant `towards_away: every_step` asks it of every step)."
        ),
    ),
    "dash": OpDoc(("- dash: 2", "- dash: {distance: 1, who: target}")),
    "swoop": OpDoc(("- swoop: 3",)),
    "jump": OpDoc(("- jump: 2", "- jump: {distance: 1, who: {choose: ally, within: 3, other: true}}")),
    "place": OpDoc(
        ("- place: {to: {within: 3}}", "- place: {who: target, to: {adjacent_to: self}}"),
        "Not movement: root does not stop it; a trap in the hex triggers (RULES §7, §9).",
    ),
    "push": OpDoc(
        ("- push: 2", "- push: {distance: 1, who: attacker}", "- push: {distance: 1, who: {each: enemy}}"),
        (
            "Only against a champion in a hex row with the source; 1 damage per hex it could not move; "
            "ignored if no longer in a row at resolution (RULES §7)."
        ),
    ),
    "pull": OpDoc(
        ("- pull: 2", "- pull: {distance: 1, who: target, source: attacker}"),
        "As push, towards the source; it stops adjacent to the source (RULES §7).",
    ),
    "fear": OpDoc(
        ("- fear: 2", "- fear: {distance: 1, who: {each: enemy, within: 2}}"),
        (
            "Of the directions that lead away (ending farther from the source than it started), the victim "
            "must take one along which the dash is longest; between equally long ones its controller chooses "
            "(RULES §7)."
        ),
    ),
    "force": OpDoc(("- force: 2", "- force: {distance: 3, who: {choose: enemy, within: 3}}")),
    "damage": OpDoc(("- damage: 1", "- damage: {amount: 1, who: {each: enemy}}")),
    "heal": OpDoc(
        ("- heal: 2", "- heal: {amount: 1, who: {choose: ally, within: 2, other: true}}"),
        "Up to X wherever it stands: the player chooses 0 to X (RULES §7).",
    ),
    "poison": OpDoc(
        ("- poison: 2",), "Attacks only, in the card's `effects` (applied at step 7 of RULES §5.1)."
    ),
    "lifesteal": OpDoc(
        ("- lifesteal",), "Attacks only, in the card's `effects` (applied at step 7 of RULES §5.1)."
    ),
    "double": OpDoc(
        ("- double",),
        "Attacks only, in the card's `effects`; poison is not repeated, lifesteal counts both (RULES §7).",
    ),
    "root": OpDoc(("- root: target", "- root: {who: {each: enemy, within: 2}}")),
    "stun": OpDoc(("- stun: attacker",)),
    "draw": OpDoc(("- draw: 2",), "Up to X wherever it stands: the player chooses 0 to X (RULES §7)."),
    "plan": OpDoc(("- plan: 1",)),
    "strength": OpDoc(
        ("- strength: 1", "- strength: {amount: 1, who: {choose: ally, within: 2}, duration: turn}"),
        "Attack damage is strength minus defence, never below 0 (RULES §5.1 step 6).",
    ),
    "defence": OpDoc(
        ("- defence: 2", "- defence: {amount: -1, who: target, duration: turn}"),
        "Defence is never below 0 (RULES §5.1 step 6).",
    ),
    "ready_core": OpDoc(
        ("- ready_core: red", "- ready_core: any"),
        "Cores are readied in the owner's upkeep (RULES §4); this readies one at once.",
    ),
    "if": OpDoc(
        (
            "- if: {bloodied: self}\n  then:\n    - heal: 2",
            "- if: {on_trap_hex: target}\n  then:\n    - damage: 2\n  else:\n    - push: 1",
        ),
        "The condition is checked when the step resolves (see [Conditions](#conditions)).",
    ),
    "choose_one": OpDoc(
        ("- choose_one:\n    - - pull: 1\n    - - root: target",),
        "The acting player picks one mode when the step resolves.",
    ),
}
"""The effects reference's entry of every operation."""

STEP_EXAMPLES: dict[str, tuple[str, ...]] = {op: doc.examples for op, doc in STEP_DOCS.items()}
"""YAML examples of every operation; an operation without one cannot be documented."""

STEP_NOTES: dict[str, str] = {op: doc.note for op, doc in STEP_DOCS.items() if doc.note is not None}
"""Semantics beyond the step models' docstrings, citing RULES."""

CONDITION_EXAMPLES: dict[str, tuple[str, ...]] = {
    "bloodied": ("bloodied: self", "bloodied: target"),
    "levelled": ("levelled: self",),
    "in_area": ("in_area: red", "in_area: {area: enemy_deployment, who: target}"),
    "adjacent_to": ("adjacent_to: statue", "adjacent_to: {of: enemy, who: target}"),
    "on_trap_hex": ("on_trap_hex: target",),
    "controls": ("controls: blue",),
    "count": (
        "count: {champions: enemy, where: {bloodied: it}, at_least: 2}",
        "count: {champions: ally, where: {on_trap_hex: it}, at_most: 0}",
    ),
    "damage": ("damage: {who: self, at_least: 3}",),
    "vp": ("vp: {at_most: 2}",),
    "all": ("all: [{bloodied: self}, {controls: red}]",),
    "any": ("any: [{in_area: red}, {in_area: blue}]",),
    "not": ("not: {adjacent_to: enemy}", "not: {count: {champions: ally, at_least: 2}}"),
}
"""YAML examples of every condition kind."""

TRIGGER_MEANINGS: dict[str, str] = {
    "takes_out_enemy": "its champion takes an enemy out of action (RULES §8)",
    "turn_start": "its owner's turn starts",
    "turn_end": "its owner's turn ends",
    "enters_trap": "its champion enters a trap hex by any means (RULES §9)",
    "targeted": "an enemy attack declares it as a target, after the reaction is chosen (RULES §5.1, §5.3)",
    "deals_attack_damage": "its attack deals 1 or more damage to a target (RULES §5.1 step 7)",
}
"""When each trigger fires."""

ABILITY_EXAMPLES: tuple[str, ...] = (
    "name: Stand Firm\npassive:\n  immune: [push, pull]",
    "name: Buddy System\npassive:\n  defence: 1\nwhile:\n  adjacent_to: ally",
    "name: Ley Spring\npassive: {strength: 1, range: 1}\nwhile: {in_area: blue}",
    "name: Second Wind\ntrigger: turn_start\nif:\n  bloodied: self\neffects:\n  - heal: 1",
    "name: Personal Gust\ntrigger: targeted\neffects:\n  - push: {distance: 1, who: attacker}",
)

FALLBACK_DESCRIPTIONS: dict[str, str] = {
    "at_least": "The number must be at least this.",
    "at_most": "The number must be at most this (0: none).",
}
"""Descriptions for model fields that carry none."""

_STEPS: TypeAdapter[list[Any]] = TypeAdapter(list[Step])
_CONDITION: TypeAdapter[Any] = TypeAdapter(Condition)
_ABILITY: TypeAdapter[Any] = TypeAdapter(Ability)


# --- types of fields ---------------------------------------------------------------------


def _literal_values(annotation: Any) -> tuple[Any, ...] | None:
    if typing.get_origin(annotation) is typing.Literal:
        return typing.get_args(annotation)
    return None


def _union_args(annotation: Any) -> tuple[Any, ...]:
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        return typing.get_args(annotation)
    return (annotation,)


def _tagged_class(annotation: Any) -> Any:
    return typing.get_args(annotation)[0] if typing.get_origin(annotation) is typing.Annotated else annotation


def _bounds(metadata: Sequence[Any]) -> str:
    low = next((m.ge for m in metadata if isinstance(m, annotated_types.Ge)), None)
    high = next((m.le for m in metadata if isinstance(m, annotated_types.Le)), None)
    if low is not None and high is not None:
        return f" {low}–{high}"
    if low is not None:
        return f" ≥ {low}"
    return ""


def _type_text(annotation: Any, metadata: Sequence[Any] = ()) -> str:
    """Describes a field's type in words, linking the selector and condition languages."""
    args = [a for a in _union_args(annotation) if a is not type(None)]
    if annotation == Who or set(args) == set(_union_args(Who)):
        return "[who](#who)"
    classes = {_tagged_class(a) for a in args}
    if classes == {Condition}:
        return "[condition](#conditions)"
    if classes == {Step}:
        return "step"
    if len(args) > 1:
        return " or ".join(_type_text(a) for a in args)
    (single,) = args
    if typing.get_origin(single) is typing.Annotated:
        inner, *extra = typing.get_args(single)
        nested = [m for e in extra for m in (e.metadata if isinstance(e, FieldInfo) else [e])]
        return _type_text(inner, nested)
    if typing.get_origin(single) is list:
        return f"list of {_type_text(typing.get_args(single)[0])}"
    values = _literal_values(single)
    if values is not None:
        return " or ".join(f"`{v}`" for v in values)
    if single is int:
        return f"integer{_bounds(metadata)}"
    if single is bool:
        return "`true` or `false`"
    if isinstance(single, type) and issubclass(single, BaseModel):
        return "mapping (fields below)"
    return str(getattr(single, "__name__", single))


def _default_text(info: FieldInfo) -> str:
    if info.is_required():
        return "required"
    default = info.get_default(call_default_factory=True)
    if default is None:
        return "none"
    if default == []:
        return "empty"
    if isinstance(default, bool):
        return f"`{str(default).lower()}`"
    return f"`{default}`"


def _field_rows(model: type[BaseModel], prefix: str = "") -> Iterator[str]:
    for name, info in model.model_fields.items():
        key = prefix + (info.alias or name)
        description = info.description or FALLBACK_DESCRIPTIONS.get(name, "")
        description = description.replace("``", "`").replace("|", "\\|")
        yield f"| `{key}` | {_type_text(info.annotation, info.metadata)} | {_default_text(info)} | {description} |"
        annotation = info.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel) and annotation.model_fields:
            yield from _field_rows(annotation, key + ".")


def _parameters(model: type[BaseModel]) -> list[str]:
    rows = list(_field_rows(model))
    if not rows:
        return ["No parameters: written as its bare name."]
    return ["| field | type | default | meaning |", "|---|---|---|---|", *rows]


# --- sections --------------------------------------------------------------------------------


def _example(yaml_text: str, text: str) -> list[str]:
    return ["```yaml", yaml_text, "```", "", f"> {text}", ""]


def _doc(cls: type) -> str:
    return " ".join((cls.__doc__ or "").split())


def _step_section(op: str) -> list[str]:
    step_model = Step.keyed_kinds.kinds[op]
    if op in ("if", "choose_one"):
        params: type[BaseModel] = step_model
    else:
        params = step_model.model_fields[op].annotation  # type: ignore[assignment]
    lines = [f"### `{op}`", "", _doc(step_model), ""]
    if op in STEP_NOTES:
        lines += [STEP_NOTES[op], ""]
    short = getattr(params, "short_field", None)
    if short is not None:
        lines += [f"Short form: `- {op}: X` sets `{short}`.", ""]
    lines += [*_parameters(params), ""]
    for example in STEP_EXAMPLES[op]:
        lines += _example(example, steps_text(_STEPS.validate_python(yaml.safe_load(example)), "en"))
    return lines


def _condition_section(kind: str) -> list[str]:
    model = Condition.keyed_kinds.kinds[kind]
    lines = [f"### `{kind}`", "", _doc(model), ""]
    (field_name,) = model.model_fields
    info = model.model_fields[field_name]
    annotation = info.annotation
    if isinstance(annotation, type) and issubclass(annotation, BaseModel) and not is_kinds_root(annotation):
        short = getattr(annotation, "short_field", None)
        if short is not None:
            lines += [f"Short form: `{kind}: X` sets `{short}`.", ""]
        lines += [*_parameters(annotation), ""]
    else:
        lines += [f"Value: {_type_text(annotation, info.metadata)}.", ""]
    for example in CONDITION_EXAMPLES[kind]:
        text = condition_clause(_CONDITION.validate_python(yaml.safe_load(example)), "en")
        lines += _example(example, text)
    return lines


def _who_section() -> list[str]:
    lines = [
        "## Who",
        "",
        "Whom an effect applies to (`who`), and the champions named by `towards`, `away_from`, "
        "`source` and conditions.",
        "",
        "| role | meaning | text |",
        "|---|---|---|",
    ]
    meanings = {
        "self": "the card's champion; for a reaction, the champion it was played on (RULES §5.3); "
        "for an ability, its champion; for a trap, the champion that entered it",
        "target": "each target of the attack or skill (RULES §6)",
        "attacker": "the attacking champion (reactions, `targeted` triggers)",
        "it": "the champion being counted by `count`",
    }
    for role in typing.get_args(Role):
        lines.append(f"| `{role}` | {meanings[role]} | {phrase('en', f'role.{role}')} |")
    lines += ["", f"**A chosen champion** ({_doc(Chosen)})", "", *_parameters(Chosen), ""]
    lines += [f"**Each champion of a side** ({_doc(Each)})", "", *_parameters(Each), ""]
    return lines


def _abilities_section() -> list[str]:
    lines = [
        "## Abilities",
        "",
        "A champion side lists abilities that are always on while that side is up (RULES §1). "
        "An ability is either **passive** (modifiers, optionally only `while` a condition holds) or a "
        "**trigger** (effects resolved when an event happens to its champion, optionally only `if` a "
        "condition holds; `self` is the champion).",
        "",
        "### Passive modifiers",
        "",
        *_parameters(PassiveModifiers),
        "",
        "Immunities: "
        + ", ".join(f"`{i}` ({phrase('en', f'immunity.{i}')})" for i in typing.get_args(Immunity))
        + ". `displacement` covers push, pull, fear and force, and cancels their damage too (RULES §7).",
        "",
        "### Triggers",
        "",
        "| trigger | when | text |",
        "|---|---|---|",
    ]
    for event in typing.get_args(TriggerEvent):
        lines.append(f"| `{event}` | {TRIGGER_MEANINGS[event]} | {phrase('en', f'ability.event.{event}')} |")
    lines += ["", "### Examples", ""]
    for example in ABILITY_EXAMPLES:
        lines += _example(example, ability_text(_ABILITY.validate_python(yaml.safe_load(example)), "en"))
    return lines


def effects_markdown() -> str:
    """Returns the whole of docs/effects.md."""
    missing = set(Step.keyed_kinds.kinds) - set(STEP_EXAMPLES) | set(Condition.keyed_kinds.kinds) - set(
        CONDITION_EXAMPLES
    )
    if missing:
        raise ValueError(f"no documentation example for: {', '.join(sorted(missing))}")
    on_hit = ", ".join(f"`{op}`" for op in sorted(ON_HIT_OPS))
    lines = [
        "# The effect language",
        "",
        (
            "<!-- Generated by `python -m sfbkit.games.super_fantasy_brawl.render.effects_doc "
            "docs/effects.md`; do not edit by hand. -->"
        ),
        "",
        "A card's `pre_attack`, `effects` and `post_attack`, and a triggered ability's `effects`, are "
        "lists of **steps** resolved in order. Each step is a mapping with one key, the operation; most "
        "have a short form (`- push: 2`) besides the full form (`- push: {distance: 2, who: target}`). "
        f"On an attack, `effects` holds only the on-hit keywords {on_hit} (RULES §5.1 step 7).",
        "",
        "General rules: numeric values of pre- and post-attack effects, and of a reaction's effects, "
        "may be chosen from 0 to the printed value (RULES §5.1), and so may those of `draw` and `heal` "
        "wherever they stand (RULES §7); `ally` never names the card's own champion (RULES §6); an effect that cannot be carried out is skipped and the rest "
        "still resolves (RULES, the First Rule); effects on a champion that has left the map are skipped.",
        "",
        "Each example is followed by the rules text generated from it (English; the same text exists in "
        "ja, ko and zh-Hant through `sfbkit/games/super_fantasy_brawl/locales/`).",
        "",
        "## Operations",
        "",
        "| operation | keyword |",
        "|---|---|",
        *(f"| [`{op}`](#{op}) | {term('keywords', op, 'en')} |" for op in Step.keyed_kinds.kinds),
        "",
    ]
    for op in Step.keyed_kinds.kinds:
        lines += _step_section(op)
    lines += _who_section()
    lines += [
        "## Conditions",
        "",
        "Conditions are shared by `if` steps, passive abilities (`while`), triggered abilities (`if`) "
        "and challenges (RULES §10). Each is a mapping with one key naming its kind. `ally` and `enemy` "
        "are seen from the card's owner (for a challenge, the active player). Numeric bounds "
        "(`at_least`, `at_most`) must all hold. `not` is pushed into the text, so it never reads "
        '"it is not the case that". Each example shows the clause as rules text uses it after '
        '"If", "While" or "Score if".',
        "",
    ]
    for kind in Condition.keyed_kinds.kinds:
        lines += _condition_section(kind)
    lines += _abilities_section()
    return "\n".join(lines).rstrip() + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Writes docs/effects.md to the given path, or with ``--check`` reports whether it is current."""
    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    paths = [a for a in args if a != "--check"]
    target = Path(paths[0]) if paths else Path("docs/effects.md")
    text = effects_markdown()
    if check:
        current = target.read_text(encoding="utf-8") if target.exists() else None
        if current != text:
            print(
                f"{target} is stale: run 'python -m sfbkit.games.super_fantasy_brawl.render.effects_doc {target}'",
                file=sys.stderr,
            )
            return 1
        return 0
    return write_reference(target, text)


if __name__ == "__main__":
    raise SystemExit(main())
