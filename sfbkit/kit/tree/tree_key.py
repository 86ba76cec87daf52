"""The cache key of a content tree of any game: every content byte, where each file lies, and the running code.

Reading and hashing every file of a large tree costs a warm command more than
its own work, so the key is also remembered under the tree's stamps (each
file's device, inode, size and times, ``kit/cache/file_stamp.py``): while no file
changed, the key is found from a listing of the tree without reading a file.
A tree with a file whose stamp cannot be trusted (just changed, or with
unknown times) is read in full, and its key is not remembered.
"""

from __future__ import annotations

import hashlib
import os
import stat
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from sfbkit.kit.cache.cache_store import CacheStore, code_fingerprint, open_store
from sfbkit.kit.cache.file_stamp import file_stamp
from sfbkit.kit.io.input_file import MAX_FILE_BYTES, key_part

if TYPE_CHECKING:
    from sfbkit.kit.tree.content_declaration import ContentDeclaration

_SUFFIXES = (".yaml", ".yml")
STAMPED_ENTRY = "tree-key"
"""The entry that remembers a tree's key under its stamps."""
_KEY_LENGTH = 64


class _Listed(NamedTuple):
    """A content file as listed: its name (with where a link points) and its path."""

    label: bytes
    path: str


def tree_key(root: Path, content: ContentDeclaration[Any], store: CacheStore | None = None) -> str | None:
    """Returns the key of a content tree's current bytes, or None when a file cannot be read.

    ``store`` is the cache the key is remembered in under the tree's stamps (None: the tree's own, if any).
    """
    code = code_fingerprint()
    if code is None:
        return None
    if store is None:
        store = open_store(root)
    try:
        head = _manifest_part(root, content, store)
        if head is None:
            return None
        head = b"G%d:%s" % (len(content.game_id), content.game_id.encode()) + head
        listing = _listing(root, content)
        stamps = _stamps(listing)
        remembered = None if stamps is None or store is None else _stamped_key(code, head, stamps)
        if remembered is not None and store is not None:
            known = store.load(remembered, STAMPED_ENTRY)
            if isinstance(known, str) and len(known) == _KEY_LENGTH:
                return known
        digest = hashlib.sha256(code + head)
        for label, path in listing:
            data = key_part(path, MAX_FILE_BYTES)
            if data is not None:
                digest.update(label + data)
        key = digest.hexdigest()
        if remembered is not None and store is not None and _stamps(_listing(root, content)) == stamps:
            store.save(remembered, STAMPED_ENTRY, key)  # no file changed while it was read
    except (OSError, ValueError):
        return None
    return key


def _manifest_part(root: Path, content: ContentDeclaration[Any], store: CacheStore | None) -> bytes | None:
    """Returns what the key holds of the manifest and the bundled base it extends; None when the base has no key."""
    manifest = os.path.join(root, "sfbkit.yaml")
    if not os.path.isfile(manifest):
        return b""
    with open(manifest, "rb") as handle:
        text = handle.read()
    part = b"M%d:" % len(text) + text
    if b"extends" in text:  # the bundled base the tree layers on is part of its content
        bundled = content.bundled_root()
        base = (
            tree_key(bundled, content, store) if os.path.realpath(bundled) != os.path.realpath(root) else ""
        )
        if base is None:
            return None
        part += b"B" + base.encode()
    return part


def _listing(root: Path, content: ContentDeclaration[Any]) -> list[_Listed]:
    """Returns the content files of the tree in key order, each with its label."""
    listed: list[_Listed] = []
    for name in content.root_files:
        path = os.path.join(root, name)
        if os.path.lexists(path):
            listed.append(_listed(path, name))
    for folder in content.folders:
        directory = os.path.join(root, folder)
        if not os.path.isdir(directory):
            continue
        for entry in sorted(os.scandir(directory), key=lambda entry: entry.name):
            if entry.name.endswith(_SUFFIXES):
                listed.append(_listed(entry.path, f"{folder}/{entry.name}"))
    return listed


def _listed(path: str, relative: str) -> _Listed:
    """Returns a listed file with its label: its name, and where it points when it is a link."""
    name = relative.encode("utf-8", "surrogateescape")
    link = b"F"
    # where a link points matters: the same bytes outside the tree are a problem
    if os.path.islink(path):
        target = os.fsencode(os.path.realpath(path))
        link = b"L%d:%s" % (len(target), target)
    return _Listed(b"%s%d:%s" % (link, len(name), name), path)


def _stamps(listing: list[_Listed]) -> bytes | None:
    """Returns the stamps of the listed files, or None when one cannot be trusted (its bytes must be read)."""
    now = time.time_ns()
    parts: list[bytes] = []
    for label, path in listing:
        try:
            info = os.stat(path)
        except FileNotFoundError:  # a dangling link, or a file removed since it was listed
            parts.append(label + b"-\n")
            continue
        if not stat.S_ISREG(info.st_mode):  # never read: a FIFO would wait, a device never end
            parts.append(label + b"N\n")
            continue
        stamp = file_stamp(info, now)
        if stamp is None:
            return None
        parts.append(label + b"S" + stamp + b"\n")
    return b"".join(parts)


def _stamped_key(code: bytes, head: bytes, stamps: bytes) -> str:
    """Returns the key under which a tree's key is remembered: its stamps, manifest and the running code."""
    return hashlib.sha256(b"stamps\0" + code + b"%d:" % len(head) + head + stamps).hexdigest()


def cache_slot(root: Path, content: ContentDeclaration[Any]) -> tuple[CacheStore, str] | None:
    """Returns the cache and the key of the tree's current bytes, or None when the cache is not used (or no tree)."""
    if not os.path.isdir(root):
        return None
    store = open_store(root)
    key = tree_key(root, content, store) if store is not None else None
    return None if store is None or key is None else (store, key)
