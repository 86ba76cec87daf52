"""The validation report through the cache: a tree validated before, byte for byte, is answered from its report.

A report is a pure function of the tree's bytes, where the tree and its files
lie, the folder problems are named from, and the sfbkit code that validated it:
the entry's key covers all of them (``tree_key`` covers the bytes and the code),
so an unchanged tree gets the report a full validation would print. A missing,
stale, damaged or forged entry is ignored, and the tree is validated in full.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from sfbkit.kit.cache.cache_store import CacheStore, load_unfrozen
from sfbkit.kit.io.input_file import MAX_FILE_BYTES, key_part
from sfbkit.kit.problems import Problem
from sfbkit.kit.tree.tree_key import cache_slot, tree_key

if TYPE_CHECKING:
    from sfbkit.kit.game import ContentReport
    from sfbkit.kit.tree.content_declaration import ContentDeclaration

ENTRY = "report"


class CachedReport(NamedTuple):
    """A validation report read back from the cache: what the report formats print, without the files."""

    root: Path
    checked: tuple[str, ...]
    problems: tuple[Problem, ...]
    counts: Mapping[str, int]
    count_nouns: Mapping[str, str]
    content_hash: str

    @property
    def ok(self) -> bool:
        """True when no problem is reported."""
        return not self.problems


class ReportSlot(NamedTuple):
    """Where a tree's report is cached: the store, the key of the tree's library and that of its report."""

    store: CacheStore
    tree: str
    report: str


def report_slot(root: Path, content: ContentDeclaration[Any], display_base: Path | None) -> ReportSlot | None:
    """Returns the cache slot of the tree's report as named from ``display_base``, or None without a cache."""
    slot = cache_slot(root, content)
    if slot is None:
        return None
    report = _report_key(root, content, display_base, slot[1])
    return None if report is None else ReportSlot(slot[0], slot[1], report)


def cached_report(slot: ReportSlot, root: Path) -> CachedReport | None:
    """Returns the report cached in the slot, or None when there is none that verifies."""
    entry = load_unfrozen(slot.store, slot.report, ENTRY)
    if not isinstance(entry, tuple) or len(entry) != 5:
        return None
    checked, problems, counts, count_nouns, content_hash = entry
    if not (isinstance(problems, tuple) and all(isinstance(problem, Problem) for problem in problems)):
        return None
    return CachedReport(Path(root), checked, problems, counts, count_nouns, content_hash)


def store_report(
    slot: ReportSlot,
    root: Path,
    content: ContentDeclaration[Any],
    display_base: Path | None,
    report: ContentReport,
) -> None:
    """Stores a whole tree's report unless a file changed while it was validated."""
    key = tree_key(root, content)
    if key is None or _report_key(root, content, display_base, key) != slot.report:
        return
    entry = (
        tuple(report.checked),
        tuple(report.problems),
        dict(report.counts),
        dict(report.count_nouns),
        report.content_hash,
    )
    slot.store.save(slot.report, ENTRY, entry)


def _report_key(
    root: Path, content: ContentDeclaration[Any], display_base: Path | None, tree: str
) -> str | None:
    """Returns the key of a report: the tree's key, where the tree and its folders lie, and its match scripts."""
    digest = hashlib.sha256(f"{ENTRY}\0{tree}\0".encode())
    places = [root, content.bundled_root(), *(Path(root) / folder for folder in content.folders)]
    places_text = [os.path.realpath(place) for place in places]
    places_text.append("" if display_base is None else os.path.realpath(display_base))
    for text in places_text:
        encoded = os.fsencode(text)
        digest.update(b"%d:%s" % (len(encoded), encoded))
    try:
        for folder in content.script_folders:
            for directory, folders, names in os.walk(os.path.join(root, folder)):
                folders.sort()
                for name in sorted(names):
                    path = os.path.join(directory, name)
                    data = key_part(path, MAX_FILE_BYTES)
                    if data is None:
                        continue
                    encoded = os.fsencode(os.path.relpath(path, root))
                    digest.update(b"%d:%s" % (len(encoded), encoded) + data)
    except (OSError, ValueError):
        return None
    return digest.hexdigest()
