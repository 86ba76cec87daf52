"""The effect language's operations, each found in one registry with its model, resolution, rules text and docs."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.effects import STEP_KINDS
from sfbkit.games.super_fantasy_brawl.engine.effects import HANDLERS, Handler
from sfbkit.games.super_fantasy_brawl.render.effects_doc import STEP_EXAMPLES, STEP_NOTES
from sfbkit.games.super_fantasy_brawl.text.rules_text import step_renderer
from sfbkit.kit.model_base import Model


@dataclass(frozen=True, slots=True)
class EffectOp:
    """One operation of the effect language and every part it needs."""

    name: str
    model: type[Model]
    """The step model content is validated against (``content/effects.py``)."""
    handler: Handler | None
    """The engine handler (``engine/effects.py``); on-hit keywords have one that refuses use outside an attack."""
    rules_text: Callable[[Any, Any], str] | None
    """The renderer of its rules text in every language (``text/rules_text.py``)."""
    examples: tuple[str, ...]
    """The YAML examples of the effects reference (``render/effects_doc.py``)."""
    note: str | None


def effect_ops() -> Mapping[str, EffectOp]:
    """Returns every operation of the effect language with its parts; a missing part is None or empty."""
    return {
        name: EffectOp(
            name,
            model,
            HANDLERS.get(name),
            step_renderer(name),
            STEP_EXAMPLES.get(name, ()),
            STEP_NOTES.get(name),
        )
        for name, model in STEP_KINDS.items()
    }


def missing_parts(op: EffectOp) -> list[str]:
    """Returns what an operation lacks among its engine handler, rules text and docs examples."""
    missing = []
    if op.handler is None:
        missing.append("an engine handler")
    if op.rules_text is None:
        missing.append("rules text")
    if not op.examples:
        missing.append("docs examples")
    return missing
