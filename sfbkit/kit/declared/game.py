"""A game built from declarations: the kit validates, caches, lists, shows, searches and exports its content.

A game subclasses :class:`DeclaredGame` and gives its content layout, its
records, how an item is shown and its search fields; every content command
then works on its trees, layered on its bundled tree through ``extends:``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from markupsafe import Markup

from sfbkit.kit.catalogue.item_list import ItemKind, Named
from sfbkit.kit.tree.content_declaration import ContentDeclaration
from sfbkit.kit.tree.content_layout import ContentLayout
from sfbkit.kit.tree.tree_library import TreeLibrary, tree_library, unique_ids

if TYPE_CHECKING:
    from pydantic import BaseModel

    from sfbkit.kit.catalogue.field_record import FieldRecord, RecordField
    from sfbkit.kit.content.file_kind import FileKind
    from sfbkit.kit.content.loader import LoadedFile
    from sfbkit.kit.declared.catalogue import DeclaredCatalogue
    from sfbkit.kit.declared.match_declaration import ClockName
    from sfbkit.kit.declared.play_view import DeclaredPlayView
    from sfbkit.kit.declared.run import DeclaredRun
    from sfbkit.kit.game import Simulation, Starter
    from sfbkit.kit.play.events import Event
    from sfbkit.kit.play.match_protocol import PlayableMatch
    from sfbkit.kit.play.player_registry import PlayerKind
    from sfbkit.kit.problems import Problem
    from sfbkit.kit.report.validation_report import ValidationReport
    from sfbkit.kit.scripts.expect_keys import ExpectKey
    from sfbkit.kit.search.fields import FieldTable


class DeclaredGame:
    """The kit's half of a game; subclasses set the class attributes and the item methods."""

    id: str
    title: str
    languages: tuple[str, ...] = ("en",)
    commands: Mapping[str, str] = {}
    layout: ContentLayout
    item_kinds: tuple[ItemKind, ...]
    search_fields: FieldTable
    record_fields: tuple[RecordField, ...]
    first_steps: tuple[str, ...] = ("sfbkit validate",)
    setup_model: type[BaseModel] | None = None
    """The model of a match's ``setup:``; None: the game has no matches."""
    clock_event: str | None = None
    """The event that ends a round or turn; None: the game keeps no clock."""
    clock_name: ClockName = "round"
    hand_key: str | None = "hand"
    """The observation's key listing the seat's own cards, shown as faces on the play page."""

    def bundled_root(self) -> Path:
        """Returns the content tree shipped with the game."""
        raise NotImplementedError

    def cross_check(self, files: Sequence[LoadedFile], root: Path) -> Iterable[Problem]:
        """Yields the problems across files: by default, ids used twice."""
        return unique_ids(files, root)

    def library_from(self, report: ValidationReport) -> TreeLibrary:
        """Returns the library of a report whose files all validated."""
        return tree_library(report)

    def items(self, library: TreeLibrary, kind: str) -> Mapping[str, Named]:
        """Returns the items of one kind (a plural of ``item_kinds``) by id."""
        singular = {kind.plural: kind.singular for kind in self.item_kinds}
        items: Mapping[str, Any] = library.of(singular[kind])
        return items

    def records(self, library: TreeLibrary) -> tuple[FieldRecord, ...]:
        """Returns every card of the library as a search record."""
        raise NotImplementedError

    def show_lines(self, library: TreeLibrary, item_id: str, lang: str) -> list[str]:
        """Returns an item laid out for the terminal: its record's name, facts and text by default."""
        from sfbkit.kit.errors import unknown_id

        records = {record.id: record for record in self.records(library)}
        if item_id not in records:
            raise unknown_id(item_id, list(records), " or ".join(kind.singular for kind in self.item_kinds))
        record = records[item_id]
        facts = [
            f"{field.name}: {record.cell(field.name)}"
            for field in self.record_fields
            if record.cell(field.name)
        ]
        return [f"{record.name} ({record.id})", *facts, *record.texts[lang]]

    @cached_property
    def content(self) -> ContentDeclaration[TreeLibrary]:
        """Its content as the kit's loader and cache see it."""
        from sfbkit.kit.tree.valid_library import valid_library

        def load(root: Path) -> TreeLibrary:
            return valid_library(root, self.validate, self.library_from)

        return ContentDeclaration(
            game_id=self.id,
            folders=tuple(self.layout.folders),
            root_files=tuple(self.layout.root_files),
            script_folders=(),
            bundled_root=self.bundled_root,
            load_library=load,
            library_from=self.library_from,
            usable_library=lambda root: (load(root), ()),
            library_entry=lambda library: library,
            library_of_entry=lambda root, entry: (
                replace(entry, root=root) if isinstance(entry, TreeLibrary) else None
            ),
        )

    def validate(
        self, root: Path, paths: Sequence[Path] | None = None, *, display_base: Path | None = None
    ) -> ValidationReport:
        """Validates the tree (on the bundled tree when its manifest extends it); caches a clean tree."""
        from sfbkit.kit.tree.library_cache import validated_and_stored

        return validated_and_stored(
            root,
            paths,
            self.content,
            lambda: self.layout.validate(root, self.cross_check, paths, display_base, self.bundled_root()),
        )

    def schemas(self) -> Mapping[str, str]:
        """Returns the JSON Schema of every content file kind, by file name."""
        from sfbkit.kit.content.schema_export import schema_text

        kinds = {
            kind.name: kind for kind in (*self.layout.root_files.values(), *self.layout.folders.values())
        }
        return {f"{name}.json": schema_text(kind) for name, kind in kinds.items()}

    def starter(self) -> Starter:
        """Returns a repository that extends the bundled tree, with an editor schema per folder."""
        from sfbkit.kit.game import HookFiles, Starter

        files = rf"^({'|'.join(self.layout.folders)})/.+\.ya?ml$"
        return Starter(
            folders=tuple(self.layout.folders),
            schema_globs={
                f"{kind.name}.json": (f"{folder}/*.yaml",) for folder, kind in self.layout.folders.items()
            },
            extends=True,
            checks=(),
            hook_files=HookFiles(validate=files, fmt=files, checks=files),
            first_steps=self.first_steps,
        )

    def catalogue(self, root: Path) -> DeclaredCatalogue:
        """Opens the tree for browsing, printing and its site."""
        from sfbkit.kit.declared.catalogue import DeclaredCatalogue

        return DeclaredCatalogue(root, self)

    def content_folders(self, root: Path) -> tuple[Path, ...]:
        """Returns the tree's content folders and its match scripts' folder: no output may go there."""
        return (*(root / folder for folder in self.layout.folders), root / "matches")

    def content_files(self, root: Path, unreadable: list[Problem] | None = None) -> list[Path]:
        """Returns the tree's content files in a stable order."""
        return self.layout.content_files(root, unreadable)

    def file_kind(self, path: Path) -> FileKind | None:
        """Returns a content file's kind from its place in the tree."""
        return self.layout.kind_of(path)

    def library_of(self, root: Path) -> TreeLibrary:
        """Returns the tree's validated library, from the cache when it can."""
        from sfbkit.kit.tree.library_cache import load_library

        return load_library(root, self.content)

    def new_match(self, library: TreeLibrary, setup: Any, seed: int) -> PlayableMatch:
        """Returns a new match of a validated setup on the library's content."""
        raise NotImplementedError

    def state_keys(self) -> Sequence[ExpectKey]:
        """Returns the game's own expectation keys: none beyond the kit's by default."""
        return ()

    def event_words(self, event: Event) -> str:
        """Returns an event as a sentence: by default its kind and fields in plain words."""
        from sfbkit.kit.text.plain_values import plain_value

        fields = ", ".join(
            f"{key.replace('_', ' ')} {plain_value(value)}" for key, value in event.data.items()
        )
        return f"{event.kind.replace('_', ' ').capitalize()}" + (f": {fields}." if fields else ".")

    def observation_rows(self, observation: Mapping[str, Any]) -> list[tuple[str, str]]:
        """Returns an observation as (what, value) rows: by default each key and its value in plain words."""
        from sfbkit.kit.text.plain_values import plain_value

        return [(key.replace("_", " "), plain_value(value)) for key, value in observation.items()]

    def face_html(self, record: FieldRecord, lang: str) -> Markup:
        """Returns a card's face as safe HTML: by default its name, facts and rules text."""
        from sfbkit.kit.render.declared_pages import default_face

        return default_face(record, self.record_fields, lang)

    def groups(self, library: TreeLibrary) -> Mapping[str, tuple[str, tuple[str, ...]]]:
        """Returns the game's groups of cards (a deck, a suit) by id: their name and card ids; none by default."""
        return {}

    def site_words(self) -> Mapping[str, Mapping[str, str]]:
        """Returns the site's interface words a game gives, by language (the kit's English fills the rest)."""
        return {}

    def run_script(self, root: Path, script: Path) -> tuple[DeclaredRun, str]:
        """Runs a match script on the tree, on the kit's runner and the game's setup and state keys."""
        from sfbkit.kit.declared.runs import run_script

        return run_script(self, root, script)

    def replay(self, root: Path, log: Path) -> tuple[DeclaredRun, str]:
        """Replays a JSONL match log, verifying everything it states."""
        from sfbkit.kit.declared.runs import replay

        return replay(self, root, log)

    def players(self) -> Sequence[PlayerKind]:
        """Returns the game's own players: none beyond the kit's by default."""
        return ()

    def simulation(self) -> Simulation | None:
        """Returns how ``simulate`` plays the game: not at all by default."""
        return None

    def play_view(self, root: Path) -> DeclaredPlayView | None:
        """Returns the kit's play page on the game's matches (None for a game without matches)."""
        if self.setup_model is None:
            return None
        from sfbkit.kit.declared.play_view import DeclaredPlayView

        return DeclaredPlayView(self, root)
