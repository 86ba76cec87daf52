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
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, Protocol

from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.errors import ScriptError
from sfbkit.kit.problems import Problem

if TYPE_CHECKING:
    import click

    from sfbkit.kit.catalogue.item_list import ItemKind, ListedItem
    from sfbkit.kit.play.match_protocol import PlayableMatch
    from sfbkit.kit.play.player_registry import PlayerKind
    from sfbkit.kit.serve.play_view import PlayView
    from sfbkit.kit.tree.content_declaration import ContentDeclaration

SheetFormat = Literal["html", "pdf", "md", "txt"]
LogFormat = Literal["text", "jsonl"]


class SheetRequest(NamedTuple):
    """What ``sfbkit sheet`` prints: items by id, whole groups, or everything, in one format and language."""

    ids: tuple[str, ...]
    groups: tuple[str, ...]
    """Groups of cards in the game's own sense: a champion's deck, a warband."""
    everything: bool
    output: SheetFormat
    lang: str
    paper: str
    bleed: float
    backs: bool
    offset_x: float
    offset_y: float
    font: Path | None = None
    """A font file for PDF text, before the installed fonts."""


class MatchRun(Protocol):
    """A match a script or a log drove (or one that failed part-way): its logs and its replay page."""

    @property
    def title(self) -> str:
        """The match's name for its replay page (a script's name, a log's file name)."""
        ...

    def log_text(self, log_format: LogFormat) -> str:
        """Returns the readable text log or the JSONL log."""
        ...

    def replay_html(self, title: str) -> str:
        """Returns the self-contained HTML replay page."""
        ...


class ScriptFailed(ScriptError):
    """A match script that did not hold; ``run`` is the match up to the failing step, when it started."""

    def __init__(self, message: str, run: MatchRun | None) -> None:
        super().__init__(message)
        self.run = run


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
    @property
    def item_kinds(self) -> tuple[ItemKind, ...]:
        """The kinds of item ``list`` lists, in the order it lists them (known without reading the tree)."""
        ...

    def items(self, kind: str) -> Sequence[ListedItem]:
        """Returns the items of one kind (the plural of one of ``item_kinds``) by id."""
        ...

    def show(self, item_id: str, lang: str) -> str:
        """Returns an item laid out for the terminal; UnknownIdError names the ids it knows."""
        ...

    def search(self, query: str, lang: str) -> Sequence[CardRecord]:
        """Returns the records a query in the search language selects, in its order."""
        ...

    def results_table(self, records: Sequence[CardRecord], lang: str) -> str:
        """Returns search results as an aligned text table for the terminal."""
        ...

    @property
    def export_formats(self) -> tuple[str, ...]:
        """The formats ``export`` writes (``json``, ``csv``, ``sqlite``)."""
        ...

    def export(self, output: str, out: Path, reading: frozenset[Path]) -> None:
        """Writes the card database to ``out`` (``-``: standard output) without touching ``reading``."""
        ...

    def export_schema(self) -> dict[str, Any]:
        """Returns the JSON Schema of the JSON export."""
        ...

    def sheet(self, request: SheetRequest) -> bytes:
        """Returns a printed sheet; UnknownIdError for an id or group the tree lacks."""
        ...

    def write_site(self, out: Path) -> None:
        """Writes the static card browser into the folder ``out``."""
        ...


class Starter(NamedTuple):
    """What ``sfbkit init`` writes for a game: its content folders, where editors apply each schema, its checks."""

    folders: tuple[str, ...]
    schema_globs: Mapping[str, tuple[str, ...]]
    """Schema file name -> the tree's files it applies to (``!`` excludes), for the editor mapping."""
    extends: bool
    """True when a new repository builds on the game's bundled tree (``extends:`` in its manifest)."""
    checks: tuple[str, ...]
    """The sfbkit commands CI runs after validate and fmt --check (``test``: the card examples)."""
    hook_files: HookFiles
    """Which changed files each pre-commit hook runs on."""
    first_steps: tuple[str, ...]
    """The commands a new repository's README starts with, the first one what to run next."""
    layering: str | None = None
    """How the repository's files layer on the base, for its README; None: the kit's ``overrides: true`` rule."""


class HookFiles(NamedTuple):
    """Regular expressions of the files (relative to the tree's root) that each pre-commit hook runs on."""

    validate: str
    fmt: str
    checks: str


class SimulatedPairing(NamedTuple):
    """One pairing a simulation plays: a label per side (what win rates are kept for) and the game's setup."""

    sides: tuple[str, ...]
    setup: Any
    """The game's own picklable description of the match (teams, warbands, arena...); the kit never reads it."""


class SimulationPlan(NamedTuple):
    """What a game's pairing options turned into: the pairings, the seats of each match, the settings to report."""

    pairings: tuple[SimulatedPairing, ...]
    seats: int
    """How many seats every match has (from 2 to 6); ``--players`` names one player or one per seat."""
    settings: Mapping[str, Any]
    """The game's own settings, as plain JSON data, for the report's header (ruleset, rules, battlefield)."""
    rotate_sides: bool = True
    """Whether the sides move one seat on from one game to the next (False: each side keeps its seat)."""


class TallySection(NamedTuple):
    """One table of a simulation report that a game tallies: per champion, per card, per warband."""

    name: str
    """The key in JSON and CSV (``cards``)."""
    title: str
    """The heading in the text report (``cards: play rate, win rate when played``)."""
    counts: tuple[str, ...]
    """The integer fields each game adds to (``played``, ``destroyed``), summed in game order."""
    rates: tuple[tuple[str, str, str], ...] = ()
    """(name, successes field, trials field): proportions reported with their Wilson interval."""
    per_game: tuple[str, ...] = ()
    """The fields also reported as a mean per simulated game (``vp``)."""


class GameTally(NamedTuple):
    """What one simulated game tells: the winning side, the side that went first, its length, its counts."""

    winner: int | None
    """The index of the winning side in the pairing's ``sides``, None for a draw or an unfinished game."""
    first: int
    """The side of the seat that went first."""
    length: int
    """Rounds or turns played."""
    counts: tuple[tuple[str, str, str, int], ...]
    """(section, key, field, amount) additions, in a stable order."""


class Simulation(Protocol):
    """What ``sfbkit simulate`` asks of a game: its pairing options, their pairings, one match and its tally."""

    @property
    def default_games(self) -> int:
        """Games per pairing when ``--games`` is not given."""
        ...

    @property
    def length_unit(self) -> str:
        """What a game's length counts, plural (``rounds``, ``turns``)."""
        ...

    @property
    def sections(self) -> tuple[TallySection, ...]:
        """The tables the game tallies, in the order the report shows them."""
        ...

    def options(self) -> Sequence[click.Option]:
        """Returns the click options the game adds to ``simulate`` (``--teams``, ``--warbands``, ``--ruleset``)."""
        ...

    def plan(self, root: Path, options: Mapping[str, Any]) -> SimulationPlan:
        """Returns the pairings the parsed options ask for; UsageError names a bad or missing one."""
        ...

    def start(
        self, root: Path, pairing: SimulatedPairing, order: tuple[int, ...], seed: int
    ) -> PlayableMatch:
        """Returns a new match of a pairing whose side ``order[seat % len(order)]`` sits at each seat."""
        ...

    def tally(self, root: Path, match: PlayableMatch, order: tuple[int, ...]) -> GameTally:
        """Returns what a played (or capped) match tells, its sides named as in ``order``."""
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

    @property
    def content(self) -> ContentDeclaration[Any]:
        """Its content as the kit's loader and cache see it: folders, base tree and library."""
        ...

    def validate(
        self, root: Path, paths: Sequence[Path] | None = None, *, display_base: Path | None = None
    ) -> ContentReport:
        """Validates every file of the tree and cross-checks them; ``paths`` restrict what is reported."""
        ...

    def schemas(self) -> Mapping[str, str]:
        """Returns the JSON Schema text of every content file kind, by file name."""
        ...

    def starter(self) -> Starter:
        """Returns what ``sfbkit init`` writes for this game besides the kit's own files."""
        ...

    def catalogue(self, root: Path) -> Catalogue:
        """Loads a tree for browsing; InvalidContentError lists every problem."""
        ...

    def content_folders(self, root: Path) -> tuple[Path, ...]:
        """Returns the folders of a tree holding content or match scripts: no output may go there."""
        ...

    def content_files(self, root: Path, unreadable: list[Problem] | None = None) -> list[Path]:
        """Returns the content files of a tree in a stable order (what ``fmt`` formats without PATHS).

        A folder that cannot be listed is skipped and its problem added to ``unreadable``.
        """
        ...

    def file_kind(self, path: Path) -> FileKind | None:
        """Returns a content file's kind from its place in the tree, or None when it is not content."""
        ...

    def run_script(self, root: Path, script: Path) -> tuple[MatchRun, str]:
        """Runs a match script on the tree; returns the run and ``SCRIPT: ok: ...``; ScriptFailed otherwise."""
        ...

    def replay(self, root: Path, log: Path) -> tuple[MatchRun, str]:
        """Replays a JSONL log, verifying everything it states; returns the run and ``LOG: replay ok: ...``."""
        ...

    def players(self) -> Sequence[PlayerKind]:
        """Returns the game's own players by name (a greedy bot...); the kit adds ``random`` and ``first``."""
        ...

    def simulation(self) -> Simulation | None:
        """Returns how ``simulate`` plays the game, or None when the game offers no simulation."""
        ...

    def play_view(self, root: Path) -> PlayView | None:
        """Returns the game's half of ``sfbkit serve`` on a tree's content, or None when it offers no play page."""
        ...
