"""The interface a game registers with the kit: what the kit's commands ask of any game's content and matches.

A game is one package (``sfbkit/games/<name>/``) exposing an object that
satisfies :class:`Game`, registered as an ``sfbkit.games`` entry point under
its id. The kit's commands find a tree's game through its manifest and talk
to it only through these protocols, so nothing in the kit assumes a board,
two players or one shape of card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from sfbkit.kit.problems import Problem


class ContentReport(Protocol):
    """The outcome of validating a content tree, as the kit's report formats read it."""

    @property
    def root(self) -> Path: ...
    @property
    def checked(self) -> tuple[str, ...]:
        """The files whose problems are reported."""
        ...

    @property
    def problems(self) -> tuple[Problem, ...]:
        """The reported problems, sorted by file, line and column."""
        ...

    @property
    def counts(self) -> Mapping[str, int]:
        """How many items of each kind validated, by plural noun, in the order they are shown."""
        ...

    @property
    def count_nouns(self) -> Mapping[str, str]:
        """Plural -> singular noun of each count, in the order they are shown."""
        ...

    @property
    def content_hash(self) -> str: ...


class CardRecord(Protocol):
    """One searchable item of a game's catalogue, as search and the exports see it."""

    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...
    def as_json(self) -> dict[str, Any]:
        """Returns the record as plain JSON data."""
        ...


class Catalogue(Protocol):
    """A validated content tree loaded for browsing: show, search and export."""

    @property
    def root(self) -> Path: ...
    @property
    def content_hash(self) -> str: ...
    def show(self, item_id: str, lang: str) -> str:
        """Returns an item laid out for the terminal; UnknownIdError names the ids it knows."""
        ...

    def search(self, query: str, lang: str) -> Sequence[CardRecord]:
        """Returns the records a query in the search language selects, in its order."""
        ...

    def results_table(self, records: Sequence[CardRecord], lang: str) -> str:
        """Returns search results as an aligned text table for the terminal."""
        ...


class Game(Protocol):
    """A game the kit serves: its identity, its content and its matches."""

    @property
    def id(self) -> str:
        """The id a manifest names (``game: super-fantasy-brawl``)."""
        ...

    @property
    def title(self) -> str: ...
    @property
    def languages(self) -> tuple[str, ...]:
        """The languages its rules text is generated in, the first the default."""
        ...

    @property
    def commands(self) -> Mapping[str, str]:
        """The CLI commands the game adds: name -> module exposing a click ``command``."""
        ...

    def bundled_root(self) -> Path:
        """Returns the content tree shipped with sfbkit for this game."""
        ...

    def validate(
        self, root: Path, paths: Sequence[Path] | None = None, *, display_base: Path | None = None
    ) -> ContentReport:
        """Validates every file of the tree and cross-checks them; ``paths`` restrict what is reported."""
        ...

    def schemas(self) -> Mapping[str, str]:
        """Returns the JSON Schema text of every content file kind, by file name."""
        ...

    def catalogue(self, root: Path) -> Catalogue:
        """Loads a tree for browsing; InvalidContentError lists every problem."""
        ...
