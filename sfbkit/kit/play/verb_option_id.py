"""What option ids written ``verb[:arg][@...]`` share in every game: the verb check, the repr and the index."""

from __future__ import annotations

from collections.abc import Set


class VerbOptionId:
    """A base for a game's frozen option-id dataclass (declared with ``repr=False``) with ``verb`` and ``arg``."""

    __slots__ = ()

    verb: str
    arg: str

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({str(self)!r})"

    @property
    def index(self) -> int:
        """Returns the argument as a number (amounts, modes, indexes)."""
        return int(self.arg)

    def verb_and_arg(self) -> str:
        """Returns the ``verb[:arg]`` part of the id's text."""
        return f"{self.verb}:{self.arg}" if self.arg else self.verb


def split_verb(text: str, verbs: Set[str], malformed: type[Exception]) -> tuple[str, str, str]:
    """Returns an id's verb, its colon (empty when none) and the rest; raises ``malformed`` for an unknown verb."""
    verb, colon, rest = text.partition(":")
    if verb not in verbs:
        raise malformed(f"{text!r}: unknown verb {verb!r}; expected one of {', '.join(sorted(verbs))}")
    return verb, colon, rest
