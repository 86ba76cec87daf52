"""Checks card examples and the tree's match scripts without playing them: steps, expectations and ids."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import cast

from sfbkit.games.super_fantasy_brawl.content.arena import Arena
from sfbkit.games.super_fantasy_brawl.content.match_script import PlayerSpec, SetupSpec
from sfbkit.games.super_fantasy_brawl.play.expectations import KEYS
from sfbkit.games.super_fantasy_brawl.play.script_parser import (
    ScriptProblem,
    ScriptSyntaxError,
    load_script,
    parse_steps,
)
from sfbkit.games.super_fantasy_brawl.play.script_steps import (
    DecisionStep,
    ExpectStep,
    IdKind,
    Named,
    RejectStep,
    ScriptStep,
)
from sfbkit.games.super_fantasy_brawl.play.step_forms import FORMS
from sfbkit.games.super_fantasy_brawl.workflow.examples import ExampleCase, cases, subjects
from sfbkit.kit.content.loader import locate
from sfbkit.kit.content.model_errors import format_path
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.problems import Problem, quote
from sfbkit.kit.report.file_display_names import display_name
from sfbkit.kit.report.validation_report import ValidationReport
from sfbkit.kit.scripts.known_ids import IdSource, known_ids
from sfbkit.kit.text.did_you_mean import did_you_mean

Where = tuple[str | int, ...]
"""A path in a script or example, from its root: ``("steps", 2, "play", "card")``."""
KnownIds = dict[IdKind, frozenset[str]]
"""The tree's ids of each kind a script may name (a kind is absent when one of its files is broken)."""
AreasByArena = dict[str, frozenset[str]]
"""The names of each arena's deployment areas, by arena id."""
ID_SOURCES: dict[str, IdSource] = {
    "champion": ("champion", lambda champion: (champion.id,)),
    "deck": ("card", lambda deck: (card.id for card in deck.cards)),
    "arena": ("arena", lambda arena: (arena.id,)),
    "ruleset": ("ruleset", lambda ruleset: (ruleset.id,)),
    "traps": ("trap", lambda supply: (token.id for token in supply.tokens)),
    "challenges": ("challenge", lambda deck: (challenge.id for challenge in deck.challenges)),
}
"""Each content file kind's ids: the kind of id a script names them as, and how its model lists them."""


def check_scripts(
    report: ValidationReport, scripts: Sequence[Path], display_base: Path | None
) -> list[Problem]:
    """Returns every problem of the examples in the report's checked files and of ``scripts``, without playing."""
    known = cast(KnownIds, known_ids(report.files, ID_SOURCES))
    areas = deployment_areas(report)
    checked = set(report.checked)
    found = [subject for subject in subjects(report) if subject.file in checked]
    problems = [problem for case in cases(found) for problem in _located_example_problems(case, known, areas)]
    for path in scripts:
        problems.extend(_script_problems(path, display_name(path, report.root, display_base), known, areas))
    return problems


def deployment_areas(report: ValidationReport) -> AreasByArena:
    """Returns the deployment area names of each arena of the tree that validated."""
    return {
        file.model.id: frozenset(file.model.deployment)
        for file in report.files
        if isinstance(file.model, Arena)
    }


def _with_areas(known: KnownIds, areas: AreasByArena, arena: str) -> KnownIds:
    """Returns the known ids with the deployment areas of the arena a script or example plays on, if it is known."""
    names = areas.get(arena)
    return known if names is None else {**known, "deployment area": names}


def _located_example_problems(case: ExampleCase, known: KnownIds, areas: AreasByArena) -> list[Problem]:
    """Returns the problems of one example; its file's positions are read only when it has some."""
    if not list(_example_problems(case, known, areas, Node(1, 1))):
        return []
    return list(_example_problems(case, known, areas, case.node))


def _example_problems(
    case: ExampleCase, known: KnownIds, areas: AreasByArena, node: Node
) -> Iterator[Problem]:
    """Returns the problems of one card or ability example at ``node``, with paths from its file's root.

    Its header is read from the validated example itself: every field of an example is a field of
    a match script, of the same type or a narrower one, so it would validate as a script's header.
    """
    example = case.example
    file = case.subject.file
    parsed: list[ScriptProblem] = []
    steps_node = node.child("steps") or node
    steps = parse_steps(example.steps.unpacked(), steps_node, steps_node, file, parsed)
    if parsed:
        prefix = format_path(case.path)
        for problem in parsed:
            path = prefix if problem.path in ("", "$") else f"{prefix}.{problem.path}"
            yield Problem(problem.file, problem.line, problem.column, problem.code, path, problem.message)
    named = [
        *_header_names(example.players, example.setup, example.arena, example.ruleset),
        *_step_names(steps),
    ]
    yield from _unknown_ids(named, _with_areas(known, areas, example.arena), node, file, case.path)


def _script_problems(path: Path, display: str, known: KnownIds, areas: AreasByArena) -> list[Problem]:
    """Returns the problems of one match script file."""
    try:
        script = load_script(path, display)
    except ScriptSyntaxError as error:
        return [Problem(p.file, p.line, p.column, p.code, p.path or "$", p.message) for p in error.problems]
    model = script.model
    named = [
        *_header_names(model.players, model.setup, model.arena, model.ruleset),
        *_step_names(script.steps),
    ]
    return list(_unknown_ids(named, _with_areas(known, areas, model.arena), script.root, display, ()))


def _header_names(
    players: Sequence[PlayerSpec], setup: SetupSpec | None, arena: str, ruleset: str
) -> Iterator[Named]:
    """Returns the ids a script's or example's header names: its players' champions, arena, ruleset and setup."""
    for seat, player in enumerate(players):
        for index, champion in enumerate(player.champions or ()):
            yield ("players", seat, "champions", index), champion, "champion"
    yield ("arena",), arena, "arena"
    yield ("ruleset",), ruleset, "ruleset"
    if setup is None:
        return
    for key in ("positions", "damage"):
        for champion in getattr(setup, key):
            yield ("setup", key, champion), champion, "champion"
    for key in ("levelled", "rooted"):
        for index, champion in enumerate(getattr(setup, key)):
            yield ("setup", key, index), champion, "champion"
    for key in ("hands", "decks", "discards"):
        for seat, pile in enumerate(getattr(setup, key) or ()):
            for index, card in enumerate(pile or ()):
                yield ("setup", key, seat, index), card, "card"
    for hex_label, trap in (setup.traps or {}).items():
        yield ("setup", "traps", hex_label), trap, "trap"
    for index, trap in enumerate(setup.trap_supply or ()):
        yield ("setup", "trap_supply", index), trap, "trap"
    for key in ("track", "challenge_deck", "challenge_discard"):
        for index, challenge in enumerate(getattr(setup, key) or ()):
            if challenge is not None:
                yield ("setup", key, index), challenge, "challenge"
    for index, area in enumerate(setup.deployment or ()):
        yield ("setup", "deployment", index), area, "deployment area"


def _step_names(steps: Iterable[ScriptStep]) -> Iterator[Named]:
    """Returns the ids the steps name, through the step forms' and expectation keys' own ``names``."""
    for step in steps:
        at: Where = ("steps", step.index - 1)
        if isinstance(step, RejectStep):
            at, step = (*at, "reject"), step.step
        if isinstance(step, DecisionStep) and step.kind in FORMS:
            for where, wanted, kind in FORMS.get(step.kind).names(step.value):
                yield (*at, step.kind, *where), wanted, kind
        elif isinstance(step, ExpectStep):
            for name, value in step.values.items():
                for where, wanted, named_kind in KEYS.get(name).names(value):
                    yield (*at, "expect", name, *where), wanted, cast("IdKind", named_kind)


def _unknown_ids(
    named: Iterable[Named], known: KnownIds, root: Node, file: str, prefix: Where
) -> Iterator[Problem]:
    """Returns a ``bad-reference`` problem, with the closest known id, for each id the tree lacks."""
    for where, wanted, kind in named:
        ids = known.get(kind)
        if ids is None or wanted in ids:
            continue
        maybe = did_you_mean(wanted, sorted(ids))
        where = _existing(root, where)
        line, column = locate(root, where)
        yield Problem(
            file,
            line,
            column,
            "bad-reference",
            format_path((*prefix, *where)),
            f"no {kind} has id {quote(wanted)}{maybe}",
        )


def _existing(root: Node, path: Where) -> Where:
    """Returns the longest start of ``path`` that the file has (``play: x`` has no ``play.card`` node)."""
    node = root
    for depth, step in enumerate(path):
        found = node.child(step)
        if found is None:
            return path[:depth]
        node = found
    return path
