"""The effect language's operations: one registry entry per operation binding every layer's part of it.

Each layer keeps its part beside the code that uses it, keyed by the closed
``OpName`` (mypy refuses any other key): the step model (``content/effects.py``),
the compiled value (``engine/ops.py``), the handler registered for that value's
type (``engine/effects.py``), the rules text (``text/rules_text.py``) and the
docs entry (``render/effects_doc.py``). Only this module sees every layer, so
only it can bind them; ``tests/games/super_fantasy_brawl/content/test_effect_ops.py`` refuses an
operation with a part missing or built for another operation's model.
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from sfbkit.games.super_fantasy_brawl.content.effects import OpName, Step
from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.games.super_fantasy_brawl.engine.core import Engine
from sfbkit.games.super_fantasy_brawl.engine.effects import HANDLERS
from sfbkit.games.super_fantasy_brawl.engine.ops import OP_TYPES, Op
from sfbkit.games.super_fantasy_brawl.render.effects_doc import STEP_DOCS, OpDoc
from sfbkit.games.super_fantasy_brawl.text.rules_text import StepText, step_text
from sfbkit.kit.play.decisions import Gen

OP_NAMES: tuple[OpName, ...] = typing.get_args(OpName)
"""Every operation's name, in the order of the language."""


@dataclass(frozen=True, slots=True)
class EffectOp:
    """One operation of the effect language and every part it needs; a missing part is None."""

    name: OpName
    model: type[BaseModel] | None
    """The step model content is validated against (``content/effects.py``)."""
    compiled: type[Op] | None
    """The frozen value the engine compiles a step into (``engine/ops.py``)."""
    handler: Callable[[Engine, Any, Context], Gen[None]] | None
    """The handler of the compiled value (``engine/effects.py``); on-hit keywords skip outside an attack."""
    text: StepText[Any] | None
    """Its rules text in every language (``text/rules_text.py``)."""
    doc: OpDoc | None
    """Its entry in the effects reference (``render/effects_doc.py``)."""

    @property
    def rules_text(self) -> Callable[[Any, Any], str] | None:
        """Returns the renderer of its rules text."""
        return self.text.render if self.text is not None else None

    @property
    def examples(self) -> tuple[str, ...]:
        """Returns the YAML examples of the effects reference."""
        return self.doc.examples if self.doc is not None else ()

    @property
    def note(self) -> str | None:
        """Returns the reference's note on its semantics."""
        return self.doc.note if self.doc is not None else None


def _effect_op(name: OpName) -> EffectOp:
    compiled = OP_TYPES.get(name)
    return EffectOp(
        name,
        Step.keyed_kinds.kinds.get(name),
        compiled,
        HANDLERS.handler(compiled) if compiled is not None else None,
        step_text(name),
        STEP_DOCS.get(name),
    )


EFFECT_OPS: Mapping[OpName, EffectOp] = {name: _effect_op(name) for name in OP_NAMES}
"""Every operation of the effect language with its parts."""


def effect_ops() -> Mapping[OpName, EffectOp]:
    """Returns every operation of the effect language with its parts."""
    return EFFECT_OPS


def layer_names() -> dict[str, frozenset[str]]:
    """Returns the operation names each layer has a part for (all must equal ``OpName``)."""
    return {
        "content step models": frozenset(Step.keyed_kinds.kinds),
        "engine compiled ops": frozenset(OP_TYPES),
        "engine handlers": frozenset(kind.kind for kind in OP_TYPES.values() if HANDLERS.handler(kind)),
        "rules text": frozenset(name for name in OP_NAMES if step_text(name) is not None),
        "docs entries": frozenset(STEP_DOCS),
    }


def missing_parts(op: EffectOp) -> list[str]:
    """Returns what an operation lacks, or has built for another operation's step model."""
    missing = []
    if op.model is None:
        missing.append("a step model")
    if op.compiled is None:
        missing.append("a compiled op")
    elif op.compiled.step is not op.model:
        missing.append(f"a compiled op from its step model (it compiles {op.compiled.step.__name__})")
    if op.handler is None:
        missing.append("an engine handler")
    if op.text is None:
        missing.append("rules text")
    elif op.text.step is not op.model:
        missing.append(f"rules text for its step model (it renders {op.text.step.__name__})")
    if not op.examples:
        missing.append("docs examples")
    return missing
