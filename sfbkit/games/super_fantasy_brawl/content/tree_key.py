"""The cache key of a Super Fantasy Brawl tree: every content byte, where each file lies, and the running code."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from sfbkit.kit.cache_store import CacheStore, code_fingerprint, open_store
from sfbkit.kit.input_file import MAX_FILE_BYTES, key_part

_CONTENT_DIRS = ("champions", "cards", "arenas", "rulesets")
_SUFFIXES = (".yaml", ".yml")


def tree_key(root: Path) -> str | None:
    """Returns the key of a content tree's current bytes, or None when a file cannot be read."""
    code = code_fingerprint()
    if code is None:
        return None
    digest = hashlib.sha256(code)
    try:
        manifest = os.path.join(root, "sfbkit.yaml")
        if os.path.isfile(manifest):
            with open(manifest, "rb") as handle:
                text = handle.read()
            digest.update(b"M%d:" % len(text) + text)
            if b"extends" in text:  # the bundled base the tree layers on is part of its content
                from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root

                bundled = bundled_content_root()
                base = tree_key(bundled) if os.path.realpath(bundled) != os.path.realpath(root) else ""
                if base is None:
                    return None
                digest.update(b"B" + base.encode())
        for folder in _CONTENT_DIRS:
            directory = os.path.join(root, folder)
            if not os.path.isdir(directory):
                continue
            entries = sorted(os.scandir(directory), key=lambda entry: entry.name)
            for entry in entries:
                if not entry.name.endswith(_SUFFIXES):
                    continue
                data = key_part(entry.path, MAX_FILE_BYTES)
                if data is None:
                    continue
                name = f"{folder}/{entry.name}".encode("utf-8", "surrogateescape")
                link = b"F"
                if (
                    entry.is_symlink()
                ):  # where a link points matters: the same bytes outside the tree are a problem
                    target = os.fsencode(os.path.realpath(entry.path))
                    link = b"L%d:%s" % (len(target), target)
                digest.update(b"%s%d:%s" % (link, len(name), name) + data)
    except (OSError, ValueError):
        return None
    return digest.hexdigest()


def cache_slot(root: Path) -> tuple[CacheStore, str] | None:
    """Returns the cache and the key of the tree's current bytes, or None when the cache is not used."""
    store = open_store(root)
    key = tree_key(root) if store is not None else None
    return None if store is None or key is None else (store, key)
