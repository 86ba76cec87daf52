"""Option ids of Dungeon Command decisions: one value type that formats and parses them (DC §5.4).

The grammar is ``verb[:arg][@square]``: ``move``, ``step:h3``, ``target:f6``,
``order:t-heave``, ``order:t-brace@e5``, ``deploy:t-footman@c1``, ``power:0@e5``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from sfbkit.geometry.square import Square, label, parse
from sfbkit.kit.play.verb_option_id import VerbOptionId, split_verb

Verb = Literal[
    "first",
    "second",
    "dungeon",
    "outdoor",
    "deploy",
    "done",
    "effect",
    "activate",
    "end-phase",
    "move",
    "attack",
    "collect",
    "order",
    "power",
    "end",
    "step",
    "stop",
    "target",
    "support",
    "pass",
    "dodge",
    "take",
    "cower",
    "mode",
    "yes",
    "no",
    "discard",
]
VERBS: frozenset[str] = frozenset(get_args(Verb))


class MalformedOptionError(ValueError):
    """An option id does not follow the ``verb[:arg][@square]`` grammar."""


@dataclass(frozen=True, slots=True, repr=False)
class OptionId(VerbOptionId):
    """One option id: a verb, an optional argument (card id or index) and an optional square."""

    verb: Verb
    arg: str = ""
    square: Square | None = None

    def __str__(self) -> str:
        text = self.verb_and_arg()
        if self.square is not None:
            text += f"@{label(self.square)}" if self.arg else f":{label(self.square)}"
        return text

    @classmethod
    def parse(cls, text: str) -> OptionId:
        """Returns the option id a text names; raises MalformedOptionError if it breaks the grammar."""
        verb, _, rest = split_verb(text, VERBS, MalformedOptionError)
        arg, at, where = rest.partition("@")
        try:
            if at:
                return cls(verb, arg, parse(where))  # type: ignore[arg-type]
            if arg and arg[0].isalpha() and arg[1:].isdigit() and verb in _SQUARE_VERBS:
                return cls(verb, "", parse(arg))  # type: ignore[arg-type]
        except ValueError as error:
            raise MalformedOptionError(f"{text!r}: {error}") from None
        return cls(verb, arg)  # type: ignore[arg-type]


_SQUARE_VERBS = frozenset({"step", "target", "support", "activate", "dodge"})
"""Verbs whose argument is a square (``step:h3``)."""
