"""The step forms of match scripts, in one registry: how each is written, parsed, answered and documented."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sfbkit.games.super_fantasy_brawl.engine.option_id import NO_REACTION_ID, OptionId, Verb
from sfbkit.games.super_fantasy_brawl.play.answers import (
    HEX_KINDS,
    MOVE_KINDS,
    STRAIGHT_KINDS,
    TARGET_KINDS,
    end_cards,
    hex_option,
    play_option,
    react_option,
    set_aside_or_plan,
    standard_option,
    target_option,
)
from sfbkit.games.super_fantasy_brawl.play.script_steps import (
    COLOURS,
    HEX,
    ID,
    OPTION,
    STANDARD_ACTIONS,
    DecisionStep,
    IdKind,
    Named,
    StepSyntaxError,
    child,
    hex_value,
    id_value,
    int_value,
    mapping_value,
)
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.scripts.atoms import Atom, fixed
from sfbkit.kit.scripts.script_registry import Registry

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.engine.match import Match

Parse = Callable[[Any, Node], tuple[Any, str]]
"""Validates a step's value at its node; returns it normalised and its readable text."""

Answers = Callable[[Any], list[Atom]]
"""Returns the answers a step with that normalised value stands for, in order."""

Names = Callable[[Any], Iterable[Named]]
"""Returns the content ids a step with that normalised value names, for validation."""


def names_nothing(value: Any) -> Iterable[Named]:
    """Returns no id: the step names no content."""
    return ()


def names_one(kind: IdKind) -> Names:
    """Returns a Names for a value that is one id of ``kind``."""
    return lambda value: [((), value, kind)]


@dataclass(frozen=True, slots=True)
class StepForm:
    """One step form: how it is written and parsed, the answers it stands for, and its row in the docs."""

    name: str
    written: str
    """How it is written, for the docs."""
    answers: str
    """The decisions it answers, for the docs."""
    options: str
    """The option ids it answers with, for the docs."""
    atoms: Answers
    parse: Parse | None = None
    """None for a bare word (``- end-turn``)."""
    names: Names = names_nothing
    """The champion and card ids its value names, checked by ``sfbkit validate``."""
    value_schema: Mapping[str, Any] | None = None
    """The JSON Schema of its value, written into the match-script schema (None for a bare word)."""


@dataclass(frozen=True, slots=True)
class OtherForm:
    """A step that answers no decision (``auto``, ``expect``, ``reject``): parsed by the script parser."""

    name: str
    written: str
    answers: str
    meaning: str


# --- parsing -----------------------------------------------------------------


def _play(value: Any, node: Node) -> tuple[Any, str]:
    if isinstance(value, str):
        return {"card": id_value(value, node, "play"), "champion": None}, f"play {value}"
    data = mapping_value(value, node, "play", ("card", "champion"), ("card",))
    card = id_value(data["card"], child(node, "card"), "play.card")
    champion = (
        id_value(data["champion"], child(node, "champion"), "play.champion") if "champion" in data else None
    )
    return {"card": card, "champion": champion}, f"play {card}" + (f" with {champion}" if champion else "")


def _action(value: Any, node: Node) -> tuple[Any, str]:
    if value == "end-turn":
        return {"standard": "end-turn"}, "end the turn"
    data = mapping_value(value, node, "action", ("standard", "champion", "core"), ("standard", "champion"))
    standard = data["standard"]
    if standard not in STANDARD_ACTIONS:
        raise StepSyntaxError(
            child(node, "standard"), f"action.standard must be one of {', '.join(STANDARD_ACTIONS)}"
        )
    champion = id_value(data["champion"], child(node, "champion"), "action.champion")
    core = data.get("core")
    if core is not None and core not in COLOURS:
        raise StepSyntaxError(child(node, "core"), f"action.core must be one of {', '.join(COLOURS)}")
    if core is not None and standard != "move2" and core != standard:
        raise StepSyntaxError(child(node, "core"), f"the {standard} standard action uses the {standard} core")
    return {
        "standard": standard,
        "champion": champion,
        "core": core,
    }, f"{standard} standard action with {champion}"


def _hexes(kind: str) -> Parse:
    def parse(value: Any, node: Node) -> tuple[Any, str]:
        if not isinstance(value, list):
            raise StepSyntaxError(node, f"{kind} must be a list of hex labels such as [c3, c4]")
        hexes = [hex_value(item, child(node, i), f"{kind}[{i}]") for i, item in enumerate(value)]
        return hexes, f"{kind} {' '.join(hexes) or '(none)'}"

    return parse


def _hex(kind: str) -> Parse:
    return lambda value, node: (hex_value(value, node, kind), f"{kind} {value}")


def _id(kind: str) -> Parse:
    return lambda value, node: (id_value(value, node, kind), f"{kind} {value}")


def _number(kind: str, high: int) -> Parse:
    return lambda value, node: (int_value(value, node, kind, 0, high), f"{kind} {value}")


def _core(value: Any, node: Node) -> tuple[Any, str]:
    if value not in COLOURS:
        raise StepSyntaxError(node, f"core must be one of {', '.join(COLOURS)}")
    return value, f"core {value}"


def _option(value: Any, node: Node) -> tuple[Any, str]:
    if not isinstance(value, str) or not OPTION.fullmatch(value):
        raise StepSyntaxError(node, "option must be an option id such as 'step:c4'")
    return value, f"option {value}"


def _react(value: Any, node: Node) -> tuple[Any, str]:
    if value == "none":
        return {"card": None, "on": None}, "no reaction"
    if isinstance(value, str):
        return {"card": id_value(value, node, "react"), "on": None}, f"react with {value}"
    data = mapping_value(value, node, "react", ("card", "on"), ("card",))
    card = id_value(data["card"], child(node, "card"), "react.card")
    on = id_value(data["on"], child(node, "on"), "react.on") if "on" in data else None
    return {"card": card, "on": on}, f"react with {card}" + (f" on {on}" if on else "")


def _cards(value: Any, node: Node) -> tuple[Any, str]:
    if not isinstance(value, list):
        raise StepSyntaxError(node, "cards must be a list of card ids (may be empty)")
    cards = [id_value(item, child(node, i), f"cards[{i}]") for i, item in enumerate(value)]
    return cards, f"cards {', '.join(cards) or '(none)'}"


def _deploy(value: Any, node: Node) -> tuple[Any, str]:
    items = value if isinstance(value, list) else [value]
    hexes = []
    for i, item in enumerate(items):
        where = node.child(i) if isinstance(value, list) else node
        hexes.append(hex_value(item, where or node, "deploy"))
    return hexes, f"deploy {' '.join(hexes)}"


# --- value schemas (JSON Schema of what each parse accepts) -----------------

ID_SCHEMA: Mapping[str, Any] = {"type": "string", "pattern": ID.pattern}
HEX_SCHEMA: Mapping[str, Any] = {"type": "string", "pattern": HEX.pattern}
COLOUR_SCHEMA: Mapping[str, Any] = {"enum": list(COLOURS)}


def _integer(high: int) -> Mapping[str, Any]:
    return {"type": "integer", "minimum": 0, "maximum": high}


def _mapping(properties: Mapping[str, Any], required: tuple[str, ...]) -> Mapping[str, Any]:
    return {
        "type": "object",
        "properties": dict(properties),
        "required": list(required),
        "additionalProperties": False,
    }


def _list_of(items: Mapping[str, Any]) -> Mapping[str, Any]:
    return {"type": "array", "items": dict(items)}


# --- answers -----------------------------------------------------------------


def _one(kinds: frozenset[str], verb: Verb) -> Answers:
    return lambda value: [Atom(kinds, fixed(str(OptionId(verb))))]


def _prefixed(kinds: frozenset[str], verb: Verb) -> Answers:
    return lambda value: [Atom(kinds, fixed(str(OptionId(verb, str(value)))))]


def _action_atoms(value: Any) -> list[Atom]:
    if value["standard"] == "end-turn":
        return [Atom(frozenset({"action"}), fixed(str(OptionId("end-turn"))))]
    return [Atom(frozenset({"action"}), standard_option(value["standard"], value["champion"], value["core"]))]


def _path_atoms(kinds: frozenset[str]) -> Answers:
    def answers(value: list[str]) -> list[Atom]:
        result = [Atom(kinds, fixed(str(OptionId.step(label))), reaches=label) for label in value]
        # A path ends with a stop when its move still offers one (RULES §5: a move may stop early).
        result.append(
            Atom(kinds, fixed(str(OptionId("stop"))), optional=bool(value), same_movement=bool(value))
        )
        return result

    return answers


def _react_atoms(value: Any) -> list[Atom]:
    if value["card"] is None:
        return [Atom(frozenset({"reaction"}), fixed(str(NO_REACTION_ID)))]
    return [Atom(frozenset({"reaction"}), react_option(value["card"], value["on"]))]


def _cards_atoms(value: list[str]) -> list[Atom]:
    card_kinds = frozenset({"plan", "mulligan"})
    result = [Atom(card_kinds, set_aside_or_plan(card)) for card in value]
    result.append(Atom(card_kinds, end_cards, optional=bool(value)))
    return result


def _deploy_atoms(value: list[str]) -> list[Atom]:
    return [Atom(frozenset({"deploy"}), fixed(str(OptionId.hex(where)))) for where in value]


def _play_names(value: Any) -> list[Named]:
    named: list[Named] = [(("card",), value["card"], "card")]
    if value["champion"] is not None:
        named.append((("champion",), value["champion"], "champion"))
    return named


def _action_names(value: Any) -> list[Named]:
    return [] if value["standard"] == "end-turn" else [(("champion",), value["champion"], "champion")]


def _react_names(value: Any) -> list[Named]:
    named: list[Named] = [] if value["card"] is None else [(("card",), value["card"], "card")]
    if value["on"] is not None:
        named.append((("on",), value["on"], "champion"))
    return named


def _cards_names(value: list[str]) -> list[Named]:
    return [((index,), card, "card") for index, card in enumerate(value)]


ACTION = frozenset({"action"})

STEP_FORMS: tuple[StepForm, ...] = (
    StepForm(
        "play",
        "`play: <card>` or `play: {card, champion}`",
        "`action`",
        "`play:<card>@<champion>`",
        lambda value: [Atom(ACTION, play_option(value["card"], value["champion"]))],
        _play,
        names=_play_names,
        value_schema={"anyOf": [ID_SCHEMA, _mapping({"card": ID_SCHEMA, "champion": ID_SCHEMA}, ("card",))]},
    ),
    StepForm(
        "action",
        "`action: end-turn`; `action: {standard: red/yellow/blue, champion}`; "
        "`action: {standard: move2, champion, core}`",
        "`action`",
        "`end-turn`; `std:<colour>@<champion>`; `std:move:<core>@<champion>` "
        "(without `core`: the first legal in red, yellow, blue order)",
        _action_atoms,
        _action,
        names=_action_names,
        value_schema={
            "anyOf": [
                {"const": "end-turn"},
                _mapping(
                    {
                        "standard": {"enum": list(STANDARD_ACTIONS)},
                        "champion": ID_SCHEMA,
                        "core": COLOUR_SCHEMA,
                    },
                    ("standard", "champion"),
                ),
            ]
        },
    ),
    StepForm(
        "path",
        "`path: [c3, c4]`, `path: []`",
        "`step`, `force-step`",
        "`step:c3`, `step:c4`, then `stop` when the move still offers one; `path: []` is `stop` (do not move)",
        _path_atoms(MOVE_KINDS),
        _hexes("path"),
        value_schema=_list_of(HEX_SCHEMA),
    ),
    StepForm(
        "force",
        "`force: [d4, d5]`",
        "`force-step`",
        "as `path`, for a force effect",
        _path_atoms(frozenset({"force-step"})),
        _hexes("force"),
        value_schema=_list_of(HEX_SCHEMA),
    ),
    StepForm(
        "to",
        "`to: <hex>`",
        "`dash`, `swoop`, `jump`, `fear`, `step`",
        "`step:<hex>`",
        lambda value: [Atom(MOVE_KINDS | STRAIGHT_KINDS, fixed(str(OptionId.step(value))), reaches=value)],
        _hex("to"),
        value_schema=HEX_SCHEMA,
    ),
    StepForm(
        "target",
        "`target: <champion>`",
        "`attack`, `skill`, `target`, `choose`",
        "`target:<champion>` (`choose:<champion>` for a `choose` decision)",
        lambda value: [Atom(TARGET_KINDS, target_option(value))],
        _id("target"),
        names=names_one("champion"),
        value_schema=ID_SCHEMA,
    ),
    StepForm(
        "facing",
        "`facing: <0-5>`",
        "`attack`, `skill` (area)",
        "`facing:<n>`",
        _prefixed(frozenset({"attack", "skill"}), "facing"),
        _number("facing", 5),
        value_schema=_integer(5),
    ),
    StepForm(
        "react",
        "`react: none`, `react: <card>`, `react: {card, on}`",
        "`reaction`",
        "`react:none`, `react:<card>@<on>` (`on` may be left out when only one champion is targeted)",
        _react_atoms,
        _react,
        names=_react_names,
        value_schema={
            "anyOf": [{"const": "none"}, ID_SCHEMA, _mapping({"card": ID_SCHEMA, "on": ID_SCHEMA}, ("card",))]
        },
    ),
    StepForm(
        "amount",
        "`amount: <n>`",
        "`amount`",
        "`amount:<n>`",
        _prefixed(frozenset({"amount"}), "amount"),
        _number("amount", 20),
        value_schema=_integer(20),
    ),
    StepForm(
        "cards",
        "`cards: [a, b]`, `cards: []`",
        "`plan`, `mulligan`",
        "`plan:a`, `plan:b` then `done` if still asked (`set-aside:…` then `keep` for a mulligan); "
        "`cards: []` is `done`/`keep`",
        _cards_atoms,
        _cards,
        names=_cards_names,
        value_schema=_list_of(ID_SCHEMA),
    ),
    StepForm(
        "discard",
        "`discard: <card>`",
        "`stun-discard`",
        "`discard:<card>`",
        _prefixed(frozenset({"stun-discard"}), "discard"),
        _id("discard"),
        names=names_one("card"),
        value_schema=ID_SCHEMA,
    ),
    StepForm(
        "trap_hex",
        "`trap_hex: <hex>`",
        "`trap-hex`",
        "`hex:<hex>`",
        lambda value: [Atom(frozenset({"trap-hex"}), hex_option(value))],
        _hex("trap_hex"),
        value_schema=HEX_SCHEMA,
    ),
    StepForm(
        "hex",
        "`hex: <hex>`",
        "`place`, `trap-hex`, `deploy`",
        "`hex:<hex>`",
        lambda value: [Atom(HEX_KINDS, hex_option(value))],
        _hex("hex"),
        value_schema=HEX_SCHEMA,
    ),
    StepForm(
        "deploy",
        "`deploy: [b4, a4, b3]`",
        "`deploy` (one per champion; the gate is not a starting position, RULES §3.7)",
        "`hex:b4`, `hex:a4`, `hex:b3`",
        _deploy_atoms,
        _deploy,
        value_schema={"anyOf": [HEX_SCHEMA, _list_of(HEX_SCHEMA)]},
    ),
    StepForm(
        "area",
        "`area: <name>`",
        "`deployment-area`",
        "`area:<name>`",
        _prefixed(frozenset({"deployment-area"}), "area"),
        _id("area"),
        value_schema=ID_SCHEMA,
    ),
    StepForm(
        "pick",
        "`pick: <champion>`",
        "draft `pick`",
        "`pick:<champion>`",
        _prefixed(frozenset({"pick"}), "pick"),
        _id("pick"),
        names=names_one("champion"),
        value_schema=ID_SCHEMA,
    ),
    StepForm(
        "ban",
        "`ban: <champion>`",
        "draft `ban`",
        "`ban:<champion>`",
        _prefixed(frozenset({"ban"}), "ban"),
        _id("ban"),
        names=names_one("champion"),
        value_schema=ID_SCHEMA,
    ),
    StepForm(
        "choose",
        "`choose: <champion>`",
        "draft `draft-choice`, effect `choose`",
        "`choose:<champion>`",
        _prefixed(frozenset({"choose", "draft-choice"}), "choose"),
        _id("choose"),
        names=names_one("champion"),
        value_schema=ID_SCHEMA,
    ),
    StepForm(
        "core",
        "`core: <colour>`",
        "`core`",
        "`core:<colour>`",
        _prefixed(frozenset({"core"}), "core"),
        _core,
        value_schema=COLOUR_SCHEMA,
    ),
    StepForm(
        "mode",
        "`mode: <i>`",
        "`mode`",
        "`mode:<i>`",
        _prefixed(frozenset({"mode"}), "mode"),
        _number("mode", 9),
        value_schema=_integer(9),
    ),
    StepForm(
        "option",
        "`option: <id>`",
        "any decision",
        "the id as written",
        lambda value: [Atom(frozenset(), fixed(value))],
        _option,
        value_schema={"type": "string", "pattern": "^\\S+$"},
    ),
    StepForm("end-turn", "`end-turn`", "`action`", "`end-turn`", _one(ACTION, "end-turn")),
    StepForm("stop", "`stop`", "`step`", "`stop`", _one(MOVE_KINDS, "stop")),
    StepForm("stay", "`stay`", "`dash`, `swoop`, `jump`, `fear`", "`stay`", _one(STRAIGHT_KINDS, "stay")),
    StepForm(
        "decline",
        "`decline`",
        "`attack`, `skill`",
        "`decline`",
        _one(frozenset({"attack", "skill"}), "decline"),
    ),
    StepForm("use", "`use`", "`skill`", "`use`", _one(frozenset({"skill"}), "use")),
    StepForm("keep", "`keep`", "`mulligan`", "`keep`", _one(frozenset({"mulligan"}), "keep")),
    StepForm("done", "`done`", "`plan`", "`done`", _one(frozenset({"plan"}), "done")),
)
"""Every decision step form, in the order of the docs."""

OTHER_FORMS: tuple[OtherForm, ...] = (
    OtherForm(
        "auto",
        "`auto: end`, `auto: {turns: N}`, `{rounds: N}`, `{until_round: R}`, `{decisions: N}`, "
        "each with `player: NAME` or alone (`auto: {player: greedy}`)",
        "—",
        "the players' policies (or the named player, for every seat) play until the match ends, N more "
        "turns or rounds have started, round R has started, or N decisions (N at most 100,000)",
    ),
    OtherForm("expect", "`expect: {...}`", "—", "checks the match now (below)"),
    OtherForm(
        "reject", "`reject: <step>`", "as the step", "the step must be refused as the match stands (below)"
    ),
)
"""The steps that answer no decision."""

FORMS: Registry[StepForm] = Registry("step form")
FORMS.register_all((form.name, form) for form in STEP_FORMS)
BARE_STEPS = tuple(form.name for form in STEP_FORMS if form.parse is None)
"""Steps written as a bare word: ``- end-turn``."""
VALUE_STEPS = tuple(form.name for form in STEP_FORMS if form.parse is not None)
"""Steps written as a one-key mapping: ``- target: gorlak``."""


def step_kinds() -> tuple[str, ...]:
    """Returns every step keyword, for messages and docs."""
    return (*VALUE_STEPS, *BARE_STEPS, *(form.name for form in OTHER_FORMS))


def parse_value(kind: str, value: Any, node: Node) -> tuple[Any, str]:
    """Validates the value of a decision step; returns it normalised and its readable text."""
    parse = FORMS.get(kind).parse if kind in FORMS else None
    if parse is None:
        raise StepSyntaxError(node, f"unknown step {kind!r}")
    return parse(value, node)


def atoms(step: DecisionStep) -> list[Atom]:
    """Returns the answers a decision step stands for, in order."""
    return FORMS.get(step.kind).atoms(step.value)


def steps_table() -> str:
    """Returns the Markdown table of every step form: how it is written, what it answers, and with which ids."""
    rows = ["| step | answers | option ids |", "|---|---|---|"]
    rows.extend(f"| {form.written} | {form.answers} | {form.options} |" for form in STEP_FORMS)
    rows.extend(f"| {form.written} | {form.answers} | {form.meaning} |" for form in OTHER_FORMS)
    return "\n".join(rows)


def step_for(decision: Decision, option: str, match: Match) -> Any:
    """Returns the step a script writes for an option: the first form, in the docs' order, that answers with it."""
    argument = OptionId.parse(option).arg
    values: list[Any] = [argument, *([int(argument)] if argument.isdigit() else [])]
    nowhere = Node(0, 0)
    for form in STEP_FORMS:
        for value in values if form.parse is not None else [None]:
            try:
                normalised = form.parse(value, nowhere)[0] if form.parse is not None else None
            except StepSyntaxError:
                continue
            first = form.atoms(normalised)[0]
            if (not first.kinds or decision.kind in first.kinds) and first.option(decision, match) == option:
                return form.name if form.parse is None else {form.name: value}
    return {"option": option}
