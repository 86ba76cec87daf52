"""Reads a script's ``steps:`` list against a game's step grammar, reporting every problem with its place."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from sfbkit.kit.content.model_errors import located_errors
from sfbkit.kit.errors import ScriptError
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.scripts.expectations import Expectations
from sfbkit.kit.scripts.steps import (
    AutoMode,
    DecisionStep,
    ExpectStep,
    RejectStep,
    ScriptStep,
    StepSyntaxError,
    parse_auto,
)

KIT_STEPS = ("auto", "expect", "reject")
"""The steps every game's scripts have besides its own forms."""


@dataclass(frozen=True, slots=True)
class StepGrammar:
    """What one game's steps are: its bare words and valued forms, its expectation keys, players and clock."""

    kinds: tuple[str, ...]
    """Every step form of the game, for messages."""
    bare: Callable[[str], tuple[str, Any] | None]
    """Returns a bare word's step kind and value, or None when the word is no step."""
    valued: Callable[[str], bool]
    """Tells whether a key is a step form that takes a value."""
    parse_value: Callable[[str, Any, Node], tuple[Any, str]]
    """Returns a valued step's normalised value and its text; StepSyntaxError on a bad value."""
    expectations: Expectations
    auto_modes: tuple[AutoMode, ...]
    players: Callable[[], tuple[str, ...]]
    """Returns the player names ``auto: {player: NAME}`` may give (asked only when a step names one)."""
    seats: int
    """The most seats a match of the game has: a step's ``player`` is below it."""


@dataclass(frozen=True, slots=True)
class ScriptProblem:
    """One problem in a script file."""

    file: str
    line: int
    column: int
    path: str
    message: str
    code: str = "bad-step"
    """The problem code validation reports it under (``unknown-step``, ``unknown-key``, ``yaml-syntax``...)."""

    def __str__(self) -> str:
        where = f"{self.path}: " if self.path and self.path != "$" else ""
        return f"{self.file}:{self.line}:{self.column}: {where}{self.message}"


class ScriptSyntaxError(ScriptError):
    """A script file could not be read; ``problems`` lists every problem found."""

    def __init__(self, problems: Sequence[ScriptProblem]) -> None:
        super().__init__("\n".join(str(problem) for problem in problems))
        self.problems = list(problems)


class StepParser:
    """Parses steps of one game's grammar, adding every problem to a list."""

    def __init__(self, grammar: StepGrammar, file: str, problems: list[ScriptProblem]) -> None:
        self.grammar = grammar
        self.file = file
        self.problems = problems

    def parse_steps(
        self,
        items: Sequence[Any],
        steps_node: Node | None,
        fallback: Node,
        first: int = 1,
        path: str = "steps",
    ) -> tuple[ScriptStep, ...]:
        """Parses a list of steps numbered from ``first``; ``fallback`` locates a step with no node."""
        steps: list[ScriptStep] = []
        for index, item in enumerate(items):
            node = (steps_node.child(index) if steps_node is not None else None) or fallback
            try:
                steps.append(self.parse_step(item, node, index + first, f"{path}[{index}]"))
            except StepSyntaxError as error:
                self.problems.append(
                    ScriptProblem(
                        self.file,
                        error.node.line,
                        error.node.column,
                        f"{path}[{index}]",
                        error.message,
                        error.code,
                    )
                )
        return tuple(steps)

    def unknown(self, kind: str) -> str:
        """Returns the message for a word that is no step, naming the closest one."""
        known = (*self.grammar.kinds, *KIT_STEPS)
        close = difflib.get_close_matches(kind, known, n=1)
        maybe = f" (did you mean '{close[0]}'?)" if close else ""
        return f"unknown step {kind!r}{maybe}; steps are {', '.join(known)}"

    def parse_step(self, item: Any, node: Node, index: int, path: str) -> ScriptStep:
        """Parses one step; StepSyntaxError when it is malformed."""
        grammar = self.grammar
        if isinstance(item, str):
            bare = grammar.bare(item)
            if bare is not None:
                return DecisionStep(index, node.line, bare[0], bare[1], None, item)
            raise StepSyntaxError(node, self.unknown(item), "unknown-step")
        if not isinstance(item, dict) or not item:
            raise StepSyntaxError(
                node,
                f"a step is a word or a one-key mapping; steps are {', '.join((*grammar.kinds, *KIT_STEPS))}",
            )
        keys = [key for key in item if key != "player"]
        if len(keys) != 1:
            known = ", ".join((*grammar.kinds, *KIT_STEPS))
            raise StepSyntaxError(node, f"a step has exactly one of {known} (plus an optional player)")
        kind = keys[0]
        value = item[kind]
        value_node = node.child(kind) or node
        if kind in KIT_STEPS and "player" in item:
            raise StepSyntaxError(node.key("player") or node, f"{kind} takes no player")
        if kind == "expect":
            return self.parse_expect(value, value_node, index, f"{path}.expect")
        if kind == "auto":
            return parse_auto(value, value_node, index, grammar.auto_modes, grammar.players)
        if kind == "reject":
            return self._parse_reject(value, value_node, index, path)
        player: int | None = None
        if "player" in item:
            raw_player = item["player"]
            last = grammar.seats - 1
            if isinstance(raw_player, bool) or not isinstance(raw_player, int) or not 0 <= raw_player <= last:
                raise StepSyntaxError(
                    node.child("player") or node, f"player must be a seat number from 0 to {last}"
                )
            player = raw_player
        if not isinstance(kind, str) or not grammar.valued(kind):
            if isinstance(kind, str) and grammar.bare(kind) is not None:
                raise StepSyntaxError(node, f"{kind} is written as a bare word: '- {kind}'")
            raise StepSyntaxError(node.key(kind) or node, self.unknown(str(kind)), "unknown-step")
        normalised, text = grammar.parse_value(kind, value, value_node)
        return DecisionStep(index, node.line, kind, normalised, player, text)

    def parse_expect(self, value: Any, node: Node, index: int, path: str) -> ExpectStep:
        """Parses an ``expect:`` mapping; its problems are added, and the step then checks nothing."""
        expectations = self.grammar.expectations
        written = value if value is not None else {}
        if isinstance(written, dict):
            retired = [key for key in written if isinstance(key, str) and key in expectations.retired]
            for key in retired:
                at = node.key(key) or node
                self.problems.append(
                    ScriptProblem(
                        self.file,
                        at.line,
                        at.column,
                        f"{path}.{key}",
                        f"{key!r} is an old spelling; {expectations.retired[key]}",
                        "unknown-key",
                    )
                )
            if retired:
                return ExpectStep(index, node.line, {}, node)
        try:
            spec = expectations.spec.model_validate(written)
        except ValidationError as error:
            for located in located_errors(expectations.spec, error, node):
                where = path + ("." + located.path if located.path != "$" else "")
                self.problems.append(
                    ScriptProblem(
                        self.file, located.line, located.column, where, located.message, located.code
                    )
                )
            return ExpectStep(index, node.line, {}, node)
        return ExpectStep(index, node.line, expectations.given(spec, written), node)

    def _parse_reject(self, value: Any, node: Node, index: int, path: str) -> RejectStep:
        inner = self.parse_step(value, node, index, f"{path}.reject")
        if not isinstance(inner, DecisionStep):
            raise StepSyntaxError(node, "reject takes a decision step, such as 'reject: end-turn'")
        return RejectStep(index, node.line, inner, f"reject {inner.text}")
