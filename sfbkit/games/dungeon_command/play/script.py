"""Dungeon Command match scripts read from YAML: the header (seed, ruleset, warbands, battlefield) and steps."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from sfbkit.games.dungeon_command.content.match import MatchFile
from sfbkit.games.dungeon_command.engine.definitions import Environment
from sfbkit.games.dungeon_command.play.step_forms import FORMS, expand
from sfbkit.kit.errors import ScriptError
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.model_errors import located_errors
from sfbkit.kit.yaml_source import Node, read_yaml

Policy = Literal["random", "uniform", "greedy", "search", "first"]
POLICIES: tuple[Policy, ...] = ("random", "uniform", "greedy", "search", "first")

MAX_SCRIPT_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Auto:
    """A policy stretch: a policy answers every decision until the match ends, a turn starts or N decisions."""

    policy: Policy
    seed: int = 0
    until_turn: int | None = None
    decisions: int | None = None


@dataclass(frozen=True, slots=True)
class ScriptStep:
    """One step of a script: its line, its form and either option ids, a policy stretch or expectations."""

    number: int
    line: int
    form: str
    ids: tuple[str, ...] = ()
    auto: Auto | None = None
    expect: tuple[tuple[str, Any, int], ...] = ()
    """Expectations as (key, value, line)."""
    seats: tuple[Policy | None, Policy | None] = (None, None)
    """For the ``players`` step: each seat's policy, answering what the script does not cover."""


@dataclass(frozen=True, slots=True)
class DCScript:
    """A parsed script: the match it starts and its steps."""

    path: Path
    name: str
    seed: int
    ruleset: str
    warbands: tuple[str, str]
    battlefield: str
    environment: Environment | None
    steps: tuple[ScriptStep, ...]
    scenario: dict[str, Any] | None = None
    """The scenario position of the header (DC §18), as plain data; None to start from setup."""


StepProblemCode = Literal["unknown-step", "unknown-key", "bad-step"]
"""An unknown step form, an unknown expectation key, or a step whose value has the wrong shape."""


class ScriptStepError(ScriptFailed):
    """A script step that cannot be read, with where it is and its problem code (for ``sfbkit validate``)."""

    def __init__(
        self,
        path: Path,
        node: Node | None,
        step: int,
        inner: tuple[str, ...],
        reason: str,
        code: StepProblemCode = "bad-step",
    ) -> None:
        self.line, self.column = (node.line, node.column) if node is not None else (1, 1)
        self.inner = inner
        """Where under the step the problem is: ``("auto", "seed")``, or nothing for the step itself."""
        self.reason = reason
        self.code: StepProblemCode = code
        within = "".join(f"{part}: " for part in inner)
        super().__init__(f"{path}:{self.line}:{self.column}: step {step}: {within}{reason}", None)


def _header_fail(path: Path, node: Node | None, message: str) -> ScriptFailed:
    line, column = (node.line, node.column) if node is not None else (1, 1)
    return ScriptFailed(f"{path}:{line}:{column}: {message}", None)


def parse_script(path: Path) -> DCScript:
    """Reads a script (a DC §16 match file); raises ScriptFailed (with no run) naming the first problem's line."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise ScriptError(f"{path}: cannot read the script: {error.strerror}") from None
    if len(raw) > MAX_SCRIPT_BYTES:
        raise ScriptFailed(f"{path}:1:1: the script is larger than {MAX_SCRIPT_BYTES} bytes", None)
    document = read_yaml(raw)
    if not document.usable or document.root is None:
        issue = document.issues[0] if document.issues else None
        where = f"{issue.line}:{issue.column}: {issue.message}" if issue else "1:1: not YAML"
        raise ScriptFailed(f"{path}:{where}", None)
    data, root = document.data, document.root
    try:
        header = MatchFile.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        location = tuple(first["loc"])
        node = root.deepest(location)
        dotted = ".".join(str(part) for part in location) or "$"
        raise _header_fail(path, node, f"{dotted}: {first['msg']}") from None
    if any(seat.half is not None for seat in header.players):
        raise _header_fail(path, root.child("players"), "players: scripts take a battlefield id, not halves")
    plain = data if isinstance(data, dict) else {}
    steps: list[ScriptStep] = []
    decisions_node = root.child("decisions")
    for index, text in enumerate(header.decisions):
        node = (decisions_node.child(index) if decisions_node else None) or root
        steps.append(parse_decision(path, len(steps) + 1, text, node))
    steps_node = root.child("steps")
    for index, item in enumerate(plain.get("steps") or []):
        node = (steps_node.child(index) if steps_node else None) or root
        steps.append(parse_step(path, len(steps) + 1, item, node))
    policies = tuple(seat.policy for seat in header.players)
    if any(policies):
        steps.append(ScriptStep(len(steps) + 1, root.line, "players", seats=(policies[0], policies[1])))
    if header.expect:
        steps.append(parse_step(path, len(steps) + 1, {"expect": header.expect}, root, root.child("expect")))
    return DCScript(
        path,
        header.name or path.stem,
        header.seed,
        header.ruleset,
        (header.players[0].warband, header.players[1].warband),
        header.battlefield or "twin-vaults",
        header.environment,
        tuple(steps),
        None if header.scenario is None else header.scenario.model_dump(mode="json"),
    )


_PATH = re.compile(r"^[a-z][0-9]+(-[a-z][0-9]+)+$")


def parse_decision(path: Path, number: int, text: str, node: Node) -> ScriptStep:
    """Reads one entry of ``decisions``: an option id, or a path ``h2-h3-h4`` (the steps after its first square)."""
    if _PATH.match(text):
        return ScriptStep(
            number, node.line, "path", ids=tuple(f"step:{square}" for square in text.split("-")[1:])
        )
    return parse_step(path, number, text, node)


def parse_step(path: Path, number: int, item: Any, node: Node, inner: Node | None = None) -> ScriptStep:
    """Reads one step (an option id, a step form, ``auto:`` or ``expect:``); raises ScriptStepError."""
    if isinstance(item, str):
        form, value = "pick", item
    elif isinstance(item, dict) and len(item) == 1:
        form, value = next(iter(item.items()))
    else:
        raise ScriptStepError(
            path,
            node,
            number,
            (),
            "expected an option id or a mapping with one form, e.g. {path: [h3]}",
        )
    if form == "expect":
        if not isinstance(value, dict) or not value:
            raise ScriptStepError(path, node, number, ("expect",), "expected a mapping of expectation keys")
        from sfbkit.games.dungeon_command.play.expectations import KEYS

        inner = inner or node.child("expect")
        checks = []
        for key, wanted in value.items():
            key_node = inner.key(str(key)) if inner is not None else None
            if key not in KEYS:
                raise ScriptStepError(
                    path, key_node or node, number, (), KEYS.unknown(str(key)), "unknown-key"
                )
            checks.append((str(key), wanted, key_node.line if key_node else node.line))
        _check_expect_values(path, number, value, inner or node)
        return ScriptStep(number, node.line, form, expect=tuple(checks))
    if form == "auto":
        return ScriptStep(number, node.line, form, auto=_auto(path, number, value, node))
    if form not in FORMS:
        unknown = FORMS.unknown(str(form), also=("auto", "expect"))
        raise ScriptStepError(path, node.key(str(form)) or node, number, (), unknown, "unknown-step")
    try:
        ids = expand(str(form), value)
    except ValueError as error:
        raise ScriptStepError(path, node.child(str(form)) or node, number, (str(form),), str(error)) from None
    return ScriptStep(number, node.line, str(form), ids=ids)


def _check_expect_values(path: Path, number: int, value: dict[str, Any], node: Node) -> None:
    """Raises ScriptStepError at the first expectation value of the wrong type or out of range."""
    from sfbkit.games.dungeon_command.play.expectations import ExpectSpec

    try:
        ExpectSpec.model_validate(value)
    except ValidationError as error:
        first = located_errors(ExpectSpec, error, node)[0]
        raise ScriptStepError(
            path, Node(first.line, first.column), number, ("expect", first.path), first.message
        ) from None


def _auto(path: Path, number: int, value: Any, node: Node) -> Auto:
    if isinstance(value, str):
        value = {"policy": value}
    if not isinstance(value, dict) or value.get("policy") not in POLICIES:
        raise ScriptStepError(
            path,
            node,
            number,
            ("auto",),
            f"expected a policy ({', '.join(POLICIES)}) or {{policy: P, until: ...}}",
        )
    unknown = set(value) - {"policy", "seed", "until_turn", "decisions"}
    if unknown:
        raise ScriptStepError(
            path,
            node,
            number,
            ("auto",),
            f"unknown keys {', '.join(sorted(unknown))}; expected policy, seed, until_turn, decisions",
        )
    for key in ("seed", "until_turn", "decisions"):
        if key in value and (type(value[key]) is not int or value[key] < 0):
            raise ScriptStepError(path, node, number, ("auto", key), "expected a whole number")
    return Auto(value["policy"], value.get("seed", 0), value.get("until_turn"), value.get("decisions"))
