"""The cache: signed entries under the user's cache folder, each under a key its writer computes.

An entry is a pickle, and unpickling runs code named by the bytes, so an entry
is unpickled only after its HMAC-SHA256 verifies under a secret key that lives
outside the cache folder (a cache folder restored from elsewhere, such as a CI
cache written by another job, carries entries that do not verify). A missing,
stale, truncated, corrupt or forged entry is ignored and rebuilt; writes go
through a temporary file and a rename. A folder that holds files other than
entries is not written to, nor pruned: it is not a cache folder. A game keys its entries by the bytes of
a content tree and ``code_fingerprint``, the code that wrote them.
"""

from __future__ import annotations

import hashlib
import hmac
import importlib.util
import os
import pickle
import re
import stat
import sys
import time
from pathlib import Path

from sfbkit.kit.cache.cache_switch import caches_allowed
from sfbkit.kit.io.gc_pause import collector_paused
from sfbkit.kit.io.input_file import UnreadableInput, read_input

CACHE_ENV = "SFBKIT_CACHE_DIR"
"""Names the cache folder; ``off`` (or an empty value) turns the cache off."""

STATE_ENV = "XDG_STATE_HOME"
MAGIC = b"sfbkit-cache 1\n"
KEEP_ENTRIES = 32
"""Most entry files kept (a tree takes five with its remembered key, the memos a few); the least recently written are removed beyond this."""

_PACKAGE = Path(__file__).resolve().parents[2]
_MODULE_SUFFIXES = (".py", ".so")
_STALE_TEMPORARY_SECONDS = 3600.0
_MOST_KEY_BYTES = 4096
MAX_ENTRY_BYTES = 1024**3
"""Largest entry file read; a larger one is ignored (rebuilt)."""


def cache_folder() -> Path | None:
    """Returns the cache folder: $SFBKIT_CACHE_DIR, else $XDG_CACHE_HOME/sfbkit, else ~/.cache/sfbkit.

    None when the cache is off: $SFBKIT_CACHE_DIR is empty or ``off``, or $SFBKIT_NO_CACHE is set.
    """
    if not caches_allowed():
        return None
    explicit = os.environ.get(CACHE_ENV)
    if explicit is not None:
        return None if explicit in ("", "off") else Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "sfbkit"


def key_file() -> Path:
    """Returns the file of the secret key entries are signed with: $XDG_STATE_HOME/sfbkit/cache.key."""
    base = os.environ.get(STATE_ENV) or os.path.join(os.path.expanduser("~"), ".local", "state")
    return Path(base) / "sfbkit" / "cache.key"


_FINGERPRINT: list[bytes | None] = []
_FINGERPRINTED = ("pydantic", "pydantic_core")
"""Packages besides sfbkit whose code shapes what validation stores (located, not imported)."""


def code_fingerprint() -> bytes | None:
    """Returns what identifies the running code: versions and the size and time of every sfbkit and pydantic module.

    None when a module folder cannot be read: code that cannot be identified uses no cache.
    pydantic is located, not imported (a warm ``validate`` or ``show`` would pay for its import).
    """
    if not _FINGERPRINT:
        from sfbkit import __version__

        parts = [__version__, sys.version]
        try:
            for package in _FINGERPRINTED:
                spec = importlib.util.find_spec(package)
                origin = spec.origin if spec is not None else None
                if origin is None:
                    parts.append(f"{package}: none")
                    continue
                parts.extend(_module_stamps(os.path.dirname(origin), f"{package}/", recursive=False))
            parts.extend(_module_stamps(str(_PACKAGE), "", recursive=True))
        except OSError:
            _FINGERPRINT.append(None)
        else:
            _FINGERPRINT.append(hashlib.sha256("\n".join(parts).encode("utf-8", "surrogateescape")).digest())
    return _FINGERPRINT[0]


def _module_stamps(folder: str, prefix: str, *, recursive: bool) -> list[str]:
    """Returns ``name:size:mtime`` of each module (``.py``, ``.so``) in ``folder``, sorted by name."""
    stamps: list[str] = []
    with os.scandir(folder) as entries:
        for entry in sorted(entries, key=lambda entry: entry.name):
            if entry.is_dir(follow_symlinks=False):
                if recursive and entry.name != "__pycache__":
                    stamps.extend(_module_stamps(entry.path, f"{prefix}{entry.name}/", recursive=True))
            elif entry.name.endswith(_MODULE_SUFFIXES):
                info = entry.stat()
                stamps.append(f"{prefix}{entry.name}:{info.st_size}:{info.st_mtime_ns}")
    return stamps


class CacheStore:
    """Signed entries in one private folder; ``load`` returns None for anything it cannot trust."""

    def __init__(self, folder: Path, secret: bytes) -> None:
        self.folder = folder
        self._secret = secret

    def _path(self, key: str, name: str) -> Path:
        return self.folder / f"{key}.{name}"

    def _signature(self, key: str, name: str, payload: bytes | memoryview) -> bytes:
        signer = hmac.new(self._secret, f"{key}.{name}\0".encode(), hashlib.sha256)
        signer.update(payload)
        return signer.digest()

    def load(self, key: str, name: str) -> object | None:
        """Returns the entry ``name`` of ``key``, or None when it is missing, stale, damaged or forged."""
        data = _regular_bytes(self._path(key, name), MAX_ENTRY_BYTES)
        if data is None:
            return None
        header = len(MAGIC) + 32
        if len(data) < header or not data.startswith(MAGIC):
            return None
        payload = memoryview(data)[header:]
        if not hmac.compare_digest(data[len(MAGIC) : header], self._signature(key, name, payload)):
            return None
        try:
            value: object = pickle.loads(payload)
        except Exception:
            return None
        return value

    def save(self, key: str, name: str, value: object) -> None:
        """Writes the entry ``name`` of ``key`` atomically; a folder that refuses the write leaves no entry."""
        payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        import tempfile  # only a write needs it (a warm start-up only reads)

        temporary: str | None = None
        try:
            if self._holds_foreign_files():
                return
            handle, temporary = tempfile.mkstemp(prefix=".tmp-", dir=self.folder)
            with os.fdopen(handle, "wb") as out:
                out.write(MAGIC + self._signature(key, name, payload) + payload)
            os.replace(temporary, self._path(key, name))
            temporary = None
            self._prune()
        except OSError:
            pass
        finally:
            if temporary is not None:
                Path(temporary).unlink(missing_ok=True)

    def has(self, key: str, name: str) -> bool:
        """Tells whether an entry file exists (it may still fail to verify)."""
        return self._path(key, name).is_file()

    def _holds_foreign_files(self) -> bool:
        """Tells whether the folder holds a file that is neither an entry nor a temporary file of a writer.

        Such a folder (``SFBKIT_CACHE_DIR=/etc``) is not a cache folder: nothing is written to it or removed from it.
        """
        for path in self.folder.iterdir():
            if (
                not path.name.startswith(".tmp-")
                and stat.S_ISREG(path.lstat().st_mode)
                and not _is_entry(path)
            ):
                return True
        return False

    def _prune(self) -> None:
        """Removes the oldest entries beyond KEEP_ENTRIES and temporary files a killed writer left."""
        now = time.time()
        entries: list[tuple[float, Path]] = []
        for path in self.folder.iterdir():
            info = path.lstat()
            if path.name.startswith(".tmp-"):
                if now - info.st_mtime > _STALE_TEMPORARY_SECONDS:
                    path.unlink(missing_ok=True)
            elif stat.S_ISREG(info.st_mode) and _is_entry(path):
                entries.append((info.st_mtime, path))
        entries.sort(reverse=True)
        for _, path in entries[KEEP_ENTRIES:]:
            path.unlink(missing_ok=True)


def load_unfrozen(store: CacheStore, key: str, name: str) -> object | None:
    """Loads an entry with the cyclic garbage collector paused (it would walk every new object)."""
    with collector_paused():
        return store.load(key, name)


_KEPT_OUT_OF: set[Path] = set()
"""The content trees this process reads: no cache is written inside one, whoever asks for the cache."""


def keep_out_of(root: Path) -> None:
    """Makes every later ``open_store`` refuse a cache folder inside the tree at ``root``."""
    try:
        resolved = Path(root).resolve()
    except (OSError, RuntimeError):  # a loop of links: guard the path as written
        resolved = Path(os.path.abspath(root))
    _KEPT_OUT_OF.add(resolved)


def open_store(root: Path | None) -> CacheStore | None:
    """Returns the cache for the content tree at ``root`` (None: for no tree), or None when it is off or may not be used.

    The cache is not used when its folder or its key's lies inside the content tree, another tree this
    process reads (``keep_out_of``) or the sfbkit package, is not a folder of the current user that only they
    can write, or cannot be created.
    """
    folder = cache_folder()
    if folder is None:
        return None
    try:
        guarded = [_PACKAGE, *_KEPT_OUT_OF] + ([] if root is None else [Path(root).resolve()])
        for resolved in (folder.resolve(), key_file().parent.resolve()):  # the key is written too
            for inside in guarded:
                if resolved == inside or inside in resolved.parents:
                    return None
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        if not _private_folder(folder):
            return None
        secret = _secret()
    except (OSError, RuntimeError, ValueError):
        return None
    return None if secret is None else CacheStore(folder, secret)


def _private_folder(folder: Path) -> bool:
    info = folder.lstat()
    return stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid() and not info.st_mode & 0o022


def _secret() -> bytes | None:
    """Returns the signing key, creating it (32 random bytes, readable by the user only) on first use."""
    path = key_file()
    if os.path.lexists(path):
        data = _regular_bytes(path, _MOST_KEY_BYTES)
        if data is None:
            return None  # a FIFO, device or folder in its place is not replaced
        info = path.lstat()
        if len(data) == 32 and info.st_uid == os.getuid() and not info.st_mode & 0o077:
            return data
    import tempfile

    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=".tmp-", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(os.urandom(32))
        os.replace(temporary, path)
    except OSError:
        Path(temporary).unlink(missing_ok=True)
        return None
    data = _regular_bytes(path, _MOST_KEY_BYTES)
    return data if data is not None and len(data) == 32 else None


_ENTRY_NAME = re.compile(r"[0-9a-f]{64}\.[a-z][a-z.-]*")
"""The name of an entry under a key that a game or a memo computes (a SHA-256 digest)."""


def _is_entry(path: Path) -> bool:
    """Tells whether a regular file is an entry: it starts with MAGIC, or has an entry's name (a damaged one)."""
    return (
        _ENTRY_NAME.fullmatch(path.name) is not None or _regular_bytes(path, sys.maxsize, len(MAGIC)) == MAGIC
    )


def _regular_bytes(path: Path, limit: int, first: int | None = None) -> bytes | None:
    """Returns the bytes (the ``first`` ones) of the regular file at ``path``; None when it is missing, unreadable, over ``limit`` or no regular file."""
    try:
        return read_input(path, limit, first)
    except UnreadableInput:  # a FIFO would wait forever for a writer, a device never end
        return None
