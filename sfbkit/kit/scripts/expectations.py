"""One game's expectation keys together: their registry, the model ``expect:`` is validated against, the check."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel

from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.play.events import Event
from sfbkit.kit.problems import one_line
from sfbkit.kit.scripts.expect_keys import ExpectKey, Mismatch, Probe
from sfbkit.kit.scripts.expect_model import expect_model
from sfbkit.kit.scripts.script_registry import Registry


class Expectations:
    """A game's expectation keys, in the order of its docs: its own and the kit's game-independent ones."""

    def __init__(
        self, name: str, keys: Sequence[ExpectKey], retired: Mapping[str, str] | None = None
    ) -> None:
        self.keys = tuple(keys)
        """Every key, in the order of the docs."""
        self.registry: Registry[ExpectKey] = Registry("expectation key")
        self.registry.register_all((key.name, key) for key in self.keys)
        self.retired: Mapping[str, str] = dict(retired or {})
        """Keys of an older spelling, refused with the spelling to write instead."""
        self.spec: type[BaseModel] = expect_model(
            name,
            "What must hold at one point of a script; every key given is checked.",
            ((key.name, key.value, one_line(key.meaning)) for key in self.keys),
            null_skips=True,
        )
        """The model an ``expect:`` mapping is validated against."""

    def given(self, spec: BaseModel, written: dict[str, Any]) -> dict[str, Any]:
        """Returns the validated values of the keys a script wrote (not null), in the order written."""
        return {
            name: getattr(spec, name)
            for name in written
            if name in self.registry and getattr(spec, name) is not None
        }

    def check(self, values: dict[str, Any], node: Node, match: Any, since: Sequence[Event]) -> list[Mismatch]:
        """Returns every mismatch between an expectation and the match now; ``since`` are the events to look at."""
        probe = Probe(match, since)
        return [
            Mismatch(node.deepest((name, *where)).line, one_line(f"{name}: {message}"))
            for name, want in values.items()
            for where, message in self.registry.get(name).check(probe, want)
        ]
