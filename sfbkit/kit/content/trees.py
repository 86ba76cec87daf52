"""Which content tree a command works on, and its game: --content, then $SFBKIT_CONTENT, then the manifest
found by walking up from the working directory, then the default game's bundled tree."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal, NamedTuple

from sfbkit.kit.content.manifest import find_tree_root
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import Game
from sfbkit.kit.registry import default_game, game_of_tree

ENV_VAR = "SFBKIT_CONTENT"

FoundBy = Literal["option", "environment", "manifest", "bundled"]
"""How a command's tree was found: named by --content or $SFBKIT_CONTENT, or found by itself."""


class Tree(NamedTuple):
    """A content tree and the game it holds."""

    root: Path
    game: Game
    found_by: FoundBy = "option"

    def require_writable(self) -> None:
        """Refuses to let a command write into bundled content it was not pointed at explicitly."""
        if self.found_by in ("option", "environment"):
            return
        if self.found_by == "bundled" or self.root.resolve() == self.game.bundled_root().resolve():
            raise UsageError(
                f"{self.root} is the bundled {self.game.title} content, which sfbkit does not change; "
                "start a content repository of your own with 'sfbkit init DIR' "
                "(or pass --content to write here on purpose)"
            )

    def game_language(self, lang: str | None) -> str:
        """Returns ``lang`` if the game has rules text in it (its first language when None); else UsageError."""
        languages = self.game.languages
        if lang is None:
            return languages[0]
        if lang not in languages:
            raise UsageError(
                f"invalid value for '--lang': {lang!r}; {self.game.title} has {', '.join(languages)}"
            )
        return lang


def locate_root(explicit: str | os.PathLike[str] | None = None, cwd: Path | None = None) -> Path:
    """Returns the content root: explicit, else $SFBKIT_CONTENT, else the nearest manifest, else bundled."""
    return _locate(explicit, cwd)[0]


def _locate(explicit: str | os.PathLike[str] | None, cwd: Path | None = None) -> tuple[Path, FoundBy]:
    if explicit is not None:
        return Path(explicit), "option"
    from_env = os.environ.get(ENV_VAR)
    if from_env:
        return Path(from_env), "environment"
    try:
        start = cwd or Path.cwd()
    except OSError:  # the working directory was removed
        start = None
    found = find_tree_root(start) if start is not None else None
    if found is not None:
        return found, "manifest"
    return default_game().bundled_root(), "bundled"


def open_tree(explicit: str | os.PathLike[str] | None = None) -> Tree:
    """Returns the tree a command works on; UsageError when it is not a directory."""
    root, found_by = _locate(explicit)
    if not os.path.isdir(root):  # False, not OSError, for a name the system refuses (too long)
        raise UsageError(f"content root {root} is not a directory")
    return Tree(root, game_of_tree(root), found_by)
