"""Generates large content trees: the bundled content plus renamed copies of its champions and decks."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.content.paths import CONTENT_DIRS, bundled_content_root

_NAME = re.compile(r"^(\s*(?:- )?name: )([^'\"\n>|][^\n]*)$", re.MULTILINE)
"""A plain-scalar ``name:`` line of a champion, ability or card (quoted and block values are left alone)."""


def build_tree(target: Path, champions: int) -> Path:
    """Writes a valid content tree with exactly ``champions`` champions (six cards each) under ``target``.

    The bundled content is copied first; further champions are renamed copies of
    the bundled ones (ids, card ids and names get a copy number), so every id is
    unique and names vary as they would in a real library.
    """
    source = bundled_content_root()
    for folder in CONTENT_DIRS:
        if (source / folder).is_dir():
            shutil.copytree(source / folder, target / folder)
    originals = sorted((source / "champions").glob("*.yaml"))
    count = len(originals)
    if champions < count:
        for extra in originals[champions:]:
            (target / "champions" / extra.name).unlink()
            (target / "cards" / extra.name).unlink()
        return target
    texts = {
        path.stem: (
            path.read_text(encoding="utf-8"),
            (source / "cards" / path.name).read_text(encoding="utf-8"),
        )
        for path in originals
    }
    copy = 0
    while count < champions:
        copy += 1
        for old, (champion_text, deck_text) in texts.items():
            if count >= champions:
                break
            new = f"{old}-{copy}"
            champion = _renamed(champion_text.replace(f"\nid: {old}\n", f"\nid: {new}\n"), copy)
            deck = _renamed(
                deck_text.replace(f"\nchampion: {old}\n", f"\nchampion: {new}\n").replace(
                    f"id: {old}-", f"id: {new}-"
                ),
                copy,
            )
            (target / "champions" / f"{new}.yaml").write_text(champion, encoding="utf-8")
            (target / "cards" / f"{new}.yaml").write_text(deck, encoding="utf-8")
            count += 1
    return target


def _renamed(text: str, copy: int) -> str:
    return _NAME.sub(lambda match: f"{match.group(1)}{match.group(2).rstrip()} {copy}", text)


def tree_files(root: Path) -> list[Path]:
    """Returns every YAML file of a content tree, sorted."""
    return sorted(path for folder in CONTENT_DIRS for path in (root / folder).glob("*.yaml"))
