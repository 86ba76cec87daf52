"""Option ids of Super Fantasy Brawl decisions: one value type that formats and parses them.

The grammar is ``verb[:arg][@at]``: ``end-turn``, ``step:c4``, ``target:gorath``,
``play:gorath-cleave@gorath``, ``std:red@gorath``, ``std:move:blue@gorath``,
``react:mira-parry@gorath``, ``react:none``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Literal, get_args

from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.decisions import Option
from sfbkit.kit.play.verb_option_id import VerbOptionId, split_verb

Verb = Literal[
    "pick",
    "choose",
    "ban",
    "area",
    "hex",
    "set-aside",
    "keep",
    "play",
    "std",
    "end-turn",
    "step",
    "stop",
    "stay",
    "target",
    "facing",
    "decline",
    "use",
    "react",
    "amount",
    "plan",
    "done",
    "core",
    "mode",
    "discard",
]
VERBS: frozenset[str] = frozenset(get_args(Verb))


PARSED_KEPT = 4096
"""Most parsed ids remembered at once (a match names a few hundred); the memory is emptied when it is full."""


class MalformedOptionError(UsageError):
    """An option id does not follow the ``verb[:arg][@at]`` grammar."""


@dataclass(frozen=True, slots=True, repr=False)
class OptionId(VerbOptionId):
    """One option id: a verb, an optional argument (card, champion, hex, colour, index) and an optional ``@`` part."""

    verb: Verb
    arg: str = ""
    at: str = ""
    """The champion a card or standard action is played with, or a reaction is played on."""

    def __str__(self) -> str:
        text = self.verb_and_arg()
        return f"{text}@{self.at}" if self.at else text

    @classmethod
    def parse(cls, text: str) -> OptionId:
        """Returns the option id a text names; raises MalformedOptionError if it breaks the grammar."""
        parsed = _PARSED.get(text)
        if parsed is None:
            if len(_PARSED) >= PARSED_KEPT:
                _PARSED.clear()
            parsed = _PARSED[text] = cls._parse(text)
        return parsed

    @classmethod
    def _parse(cls, text: str) -> OptionId:
        verb, colon, rest = split_verb(text, VERBS, MalformedOptionError)
        arg, at_sign, at = rest.rpartition("@") if "@" in rest else (rest, "", "")
        if (colon and not arg) or (at_sign and not at):
            raise MalformedOptionError(f"{text!r}: expected verb[:argument][@champion]")
        return cls(verb, arg, at)  # type: ignore[arg-type]

    @classmethod
    def play(cls, card: str, champion: str) -> OptionId:
        """Returns the id that plays a card with a champion."""
        return cls("play", card, champion)

    @classmethod
    def standard(cls, colour: str, champion: str, *, move: bool = False) -> OptionId:
        """Returns the id of a standard action of a colour, or of Move 2 paid with it."""
        return cls("std", f"move:{colour}" if move else colour, champion)

    @classmethod
    def step(cls, hex_label: str) -> OptionId:
        """Returns the id that moves (or pushes, dashes, ...) into a hex."""
        return cls("step", hex_label)

    @classmethod
    def hex(cls, hex_label: str) -> OptionId:
        """Returns the id that names a hex (placement, deployment, trap placement)."""
        return cls("hex", hex_label)

    @classmethod
    def target(cls, champion: str) -> OptionId:
        """Returns the id that targets a champion."""
        return cls("target", champion)

    @classmethod
    def react(cls, card: str, on: str) -> OptionId:
        """Returns the id that reacts with a card on a champion."""
        return cls("react", card, on)

    @property
    def standard_colour(self) -> str:
        """Returns the core colour a ``std`` id pays with."""
        return self.arg.removeprefix("move:")

    @property
    def standard_kind(self) -> str:
        """Returns the kind of a ``std`` id: ``move`` for Move 2, else its colour."""
        return "move" if self.arg.startswith("move:") else self.arg


_PARSED: dict[str, OptionId] = {}
"""Ids parsed so far, by text (an id is an immutable value)."""

NO_REACTION_ID = OptionId("react", "none")


OPTIONS_KEPT = 4096
"""Most built options remembered at once (a match offers a few hundred distinct ones)."""


@functools.lru_cache(maxsize=OPTIONS_KEPT)
def option(verb: Verb, arg: str, at: str, label: str) -> Option:
    """Returns the option with the id ``verb:arg@at`` and a label, built once (options are immutable values)."""
    return Option(str(OptionId(verb, arg, at)), label)
