"""Checks the steps of the tree's match files without playing them: step forms, expectation keys and ids."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Literal, cast

from sfbkit.games.dungeon_command.content.match import MatchFile
from sfbkit.games.dungeon_command.engine.option_ids import MalformedOptionError, OptionId
from sfbkit.games.dungeon_command.play.expectations import KEYS
from sfbkit.games.dungeon_command.play.script import GRAMMAR, decision_step
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.content.model_errors import format_path
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.problems import Problem, quote
from sfbkit.kit.report.validation_report import ValidationReport
from sfbkit.kit.scripts.known_ids import IdSource, known_ids
from sfbkit.kit.scripts.step_parser import ScriptProblem, StepParser
from sfbkit.kit.scripts.steps import DecisionStep, ExpectStep, RejectStep, ScriptStep, StepSyntaxError
from sfbkit.kit.text.did_you_mean import did_you_mean

IdKind = Literal["creature", "order"]
NAMING_VERBS: Mapping[str, IdKind] = {"deploy": "creature", "order": "order"}
"""The option verbs whose argument is a content id (DC §5.4: ``deploy:<creature>@<square>``, ``order:<id>``)."""
ID_KINDS: Mapping[str, IdKind] = {"creature": "creature", "order": "order"}
"""The kinds of content an expectation's value names, as the checks know them."""


def check_scripts(report: ValidationReport) -> list[Problem]:
    """Returns the step problems of every valid match file among the report's checked files.

    Ids of a kind one of whose files is broken are not checked: that file's own problem is the one to fix.
    """
    checked = set(report.checked)
    matches = [file for file in report.files if isinstance(file.model, MatchFile) and file.display in checked]
    if not matches:
        return []
    sources: dict[str, IdSource] = {kind: (kind, lambda card: (card.id,)) for kind in ("creature", "order")}
    known = cast(dict[IdKind, frozenset[str]], known_ids(report.files, sources))
    return [problem for file in matches for problem in _match_problems(file, known)]


def _match_problems(file: LoadedFile, known: Mapping[IdKind, frozenset[str]]) -> Iterator[Problem]:
    match = file.model
    root = file.root
    assert isinstance(match, MatchFile) and root is not None
    problems: list[ScriptProblem] = []
    parser = StepParser(GRAMMAR, file.display, problems)
    written: list[tuple[tuple[str | int, ...], Any, Node]] = []
    written.extend(_items(root, "decisions", match.decisions))
    written.extend(_items(root, "steps", match.steps))
    if match.expect:
        written.append((("expect",), match.expect, root.child("expect") or root))
    for number, (path, item, node) in enumerate(written, start=1):
        where = format_path(path)
        try:
            if path[0] == "decisions":
                step: ScriptStep = decision_step(number, str(item), node)
            elif path == ("expect",):
                step = parser.parse_expect(item, node, number, where)
            else:
                step = parser.parse_step(item, node, number, where)
        except StepSyntaxError as error:
            yield Problem(file.display, error.node.line, error.node.column, error.code, where, error.message)
            continue
        yield from _unknown_ids(file, path, node, item, step, known)
    for problem in problems:
        yield Problem(problem.file, problem.line, problem.column, problem.code, problem.path, problem.message)


def _items(root: Node, key: str, values: list[Any]) -> Iterator[tuple[tuple[str | int, ...], Any, Node]]:
    parent = root.child(key)
    for index, value in enumerate(values):
        yield (key, index), value, (parent.child(index) if parent is not None else None) or root


def _named(step: ScriptStep) -> Iterator[tuple[str, IdKind]]:
    """Returns the creature and order ids a parsed step names: in its option ids and its expectations."""
    if isinstance(step, RejectStep):
        step = step.step
    if isinstance(step, DecisionStep):
        for text in step.value:
            try:
                option = OptionId.parse(text)
            except MalformedOptionError:
                continue
            kind = NAMING_VERBS.get(option.verb)
            if kind is not None and option.arg:
                yield option.arg, kind
    elif isinstance(step, ExpectStep):
        for name, value in step.values.items():
            for _where, wanted, content in KEYS.get(name).names(value):
                if content in ID_KINDS:
                    yield wanted, ID_KINDS[content]


def _unknown_ids(
    file: LoadedFile,
    path: tuple[str | int, ...],
    node: Node,
    item: Any,
    step: ScriptStep,
    known: Mapping[IdKind, frozenset[str]],
) -> Iterator[Problem]:
    for wanted, kind in _named(step):
        ids = known.get(kind)
        if ids is None or wanted in ids:
            continue
        maybe = did_you_mean(wanted, sorted(ids))
        line, column = _where(node, item, wanted)
        yield Problem(
            file.display,
            line,
            column,
            "bad-reference",
            format_path(path),
            f"no {kind} has id {quote(wanted)}{maybe}",
        )


def _where(node: Node, data: Any, wanted: str) -> tuple[int, int]:
    """Returns the position of the key or value under a step that spells ``wanted``, else of the step."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key == wanted:
                found = node.key(str(key)) or node
                return found.line, found.column
            inner = node.child(str(key))
            if inner is not None:
                where = _where(inner, value, wanted)
                if where != (inner.line, inner.column) or _spells(value, wanted):
                    return where
    elif isinstance(data, list):
        for index, value in enumerate(data):
            inner = node.child(index)
            if inner is not None and (
                _spells(value, wanted) or _where(inner, value, wanted) != (inner.line, inner.column)
            ):
                return _where(inner, value, wanted)
    return node.line, node.column


def _spells(value: Any, wanted: str) -> bool:
    return isinstance(value, str) and (value == wanted or value.split(":")[-1].split("@")[0] == wanted)
