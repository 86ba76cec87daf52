"""A declared game's match script: seed, the game's ``setup:``, each seat's player, and steps of option ids."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, Field, ValidationError, create_model

from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.model_errors import located_errors
from sfbkit.kit.declared.match_declaration import MatchDeclaration
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.play.events import Event
from sfbkit.kit.play.match_protocol import MAX_SEATS
from sfbkit.kit.play.player_registry import PlayerRegistry
from sfbkit.kit.scripts.expect_keys import clock_key, game_independent_keys
from sfbkit.kit.scripts.expectations import Expectations
from sfbkit.kit.scripts.script_file import MAX_SCRIPT_BYTES, read_script_yaml
from sfbkit.kit.scripts.step_parser import ScriptProblem, StepGrammar, StepParser
from sfbkit.kit.scripts.steps import AutoMode, ScriptStep, StepSyntaxError

MAX_SEED = 2**63 - 1
OPTION_ID = re.compile(r"^[a-z][a-z0-9_-]*(:[A-Za-z0-9_.:-]+)?$")
"""An option id as a step writes it bare (``play:oak-regent``, ``pass``)."""
OPTION = "option"
"""The valued step form: ``{option: ID, player: SEAT}`` answers only that seat's decision."""


@dataclass(frozen=True, slots=True)
class DeclaredScript:
    """A parsed script: the match it starts, each seat's player, and its steps."""

    path: Path
    seed: int
    setup: BaseModel
    players: tuple[str | None, ...]
    steps: tuple[ScriptStep, ...]


def clock(game: MatchDeclaration, match: Any) -> int:
    """Returns the round or turn a match is in: one more than the clock events it has had."""
    events: list[Event] = list(match.events)
    return 1 + sum(1 for event in events if event.kind == game.clock_event)


def expectations(game: MatchDeclaration) -> Expectations:
    """Returns the game's expectation keys: the kit's, its clock's, then its own state keys."""
    keys = list(game_independent_keys("player"))
    if game.clock_event is not None:
        keys.append(clock_key(game.clock_name, lambda match: clock(game, match)))
    return Expectations(f"{game.id}-expect", (*keys, *game.state_keys()))


def auto_modes(game: MatchDeclaration) -> tuple[AutoMode, ...]:
    """Returns how far ``auto:`` may play besides ``end``: decisions, and the clock's units when it has one."""
    if game.clock_event is None:
        return ("decisions",)
    return (
        ("rounds", "until_round", "decisions")
        if game.clock_name == "round"
        else ("turns", "until_turn", "decisions")
    )


def _bare(text: str) -> tuple[str, Any] | None:
    return (OPTION, (text,)) if OPTION_ID.match(text) else None


def _option_value(kind: str, value: Any, node: Node) -> tuple[Any, str]:
    if not isinstance(value, str) or not OPTION_ID.match(value):
        raise StepSyntaxError(node, f"option must be an option id such as play:oak-regent, not {value!r}")
    return (value,), value


def grammar(game: MatchDeclaration, expect: Expectations) -> StepGrammar:
    """Returns the game's steps: option ids, bare or as ``{option: ID, player: SEAT}``."""
    registry = PlayerRegistry(game.players())
    return StepGrammar(
        kinds=(OPTION,),
        bare=_bare,
        valued=lambda kind: kind == OPTION,
        parse_value=_option_value,
        expectations=expect,
        auto_modes=auto_modes(game),
        players=lambda: registry.names,
        seats=MAX_SEATS,
    )


def header_model(game: MatchDeclaration) -> type[BaseModel]:
    """Returns the model of a script's header, its ``setup:`` the game's own model."""
    assert game.setup_model is not None
    seed = Annotated[int, Field(ge=0, le=MAX_SEED)]
    return create_model(
        f"{game.id.title()}Script",
        __base__=Model,
        name=(str, ""),
        seed=(seed, 0),
        setup=(game.setup_model, ...),
        players=(Annotated[list[str | None], Field(max_length=MAX_SEATS)], []),
        steps=(list[Any], []),
    )


def _fail(path: Path, node: Node | None, message: str) -> ScriptFailed:
    line, column = (node.line, node.column) if node is not None else (1, 1)
    return ScriptFailed(f"{path}:{line}:{column}: {message}", None)


def parse_script(game: MatchDeclaration, path: Path) -> DeclaredScript:
    """Reads a script; ScriptFailed (with no run) names every problem's line."""
    data, root = read_script_yaml(path, MAX_SCRIPT_BYTES)
    model = header_model(game)
    try:
        header = model.model_validate(data)
    except ValidationError as error:
        first = located_errors(model, error, root)[0]
        raise ScriptFailed(
            f"{path}:{first.line}:{first.column}: {first.path}: {first.message}", None
        ) from None
    registry = PlayerRegistry(game.players())
    for index, name in enumerate(header.players):  # type: ignore[attr-defined]
        if name is not None and not registry.knows(name):
            node = (root.child("players") or root).child(index)
            raise _fail(
                path, node, f"players[{index}]: unknown player {name!r}; known: {', '.join(registry.names)}"
            )
    problems: list[ScriptProblem] = []
    expect = expectations(game)
    parser = StepParser(grammar(game, expect), str(path), problems)
    steps = parser.parse_steps(header.steps, root.child("steps"), root)  # type: ignore[attr-defined]
    if problems:
        raise ScriptFailed("\n".join(str(problem) for problem in problems), None)
    return DeclaredScript(path, header.seed, header.setup, tuple(header.players), steps)  # type: ignore[attr-defined]
