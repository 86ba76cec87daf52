"""The compiled-content cache: signed entries under the user's cache folder, keyed by every content byte.

An entry is a pickle, and unpickling runs code named by the bytes, so an entry
is unpickled only after its HMAC-SHA256 verifies under a secret key that lives
outside the cache folder (a cache folder restored from elsewhere, such as a CI
cache written by another job, carries entries that do not verify). A missing,
stale, truncated, corrupt or forged entry is ignored and rebuilt; writes go
through a temporary file and a rename. The key of an entry covers the path and
bytes of every content file and the sfbkit code that wrote it.
"""

from __future__ import annotations

import gc
import hashlib
import hmac
import importlib.util
import os
import pickle
import stat
import sys
import tempfile
import time
from pathlib import Path

from sfbkit.kit.cache_switch import caches_allowed

CACHE_ENV = "SFBKIT_CACHE_DIR"
"""Names the cache folder; ``off`` (or an empty value) turns the cache off."""

STATE_ENV = "XDG_STATE_HOME"
MAGIC = b"sfbkit-cache 1\n"
KEEP_ENTRIES = 16
"""Most entry files kept; the least recently written are removed beyond this."""

_CONTENT_DIRS = ("champions", "cards", "arenas", "rulesets")
_SUFFIXES = (".yaml", ".yml")
_PACKAGE = Path(__file__).resolve().parents[3]
_STALE_TEMPORARY_SECONDS = 3600.0


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


def tree_key(root: Path) -> str | None:
    """Returns the key of a content tree's current bytes, or None when a file cannot be read."""
    digest = hashlib.sha256(_code_fingerprint())
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
                with open(entry.path, "rb") as handle:
                    data = handle.read()
                name = f"{folder}/{entry.name}".encode("utf-8", "surrogateescape")
                link = b"F"
                if (
                    entry.is_symlink()
                ):  # where a link points matters: the same bytes outside the tree are a problem
                    target = os.fsencode(os.path.realpath(entry.path))
                    link = b"L%d:%s" % (len(target), target)
                digest.update(b"%s%d:%s%d:" % (link, len(name), name, len(data)))
                digest.update(data)
    except (OSError, ValueError):
        return None
    return digest.hexdigest()


_FINGERPRINT: list[bytes] = []


def _code_fingerprint() -> bytes:
    """Returns what identifies the running code: versions and every sfbkit and pydantic module's size and time.

    pydantic is located, not imported (a warm ``validate`` or ``show`` would pay for its import).
    """
    if not _FINGERPRINT:
        from sfbkit import __version__

        parts = [__version__, sys.version]
        for package in ("pydantic", "pydantic_core"):
            spec = importlib.util.find_spec(package)
            origin = spec.origin if spec is not None else None
            if origin is None:
                parts.append(f"{package}: none")
                continue
            folder = Path(origin).parent
            for path in sorted(folder.glob("*.py")) + sorted(folder.glob("*.so")):
                info = path.stat()
                parts.append(f"{package}/{path.name}:{info.st_size}:{info.st_mtime_ns}")
        for path in sorted(_PACKAGE.rglob("*.py")):
            info = path.stat()
            parts.append(f"{path.relative_to(_PACKAGE).as_posix()}:{info.st_size}:{info.st_mtime_ns}")
        _FINGERPRINT.append(hashlib.sha256("\n".join(parts).encode("utf-8", "surrogateescape")).digest())
    return _FINGERPRINT[0]


class CacheStore:
    """Signed entries in one private folder; ``load`` returns None for anything it cannot trust."""

    def __init__(self, folder: Path, secret: bytes) -> None:
        self.folder = folder
        self._secret = secret

    def _path(self, key: str, name: str) -> Path:
        return self.folder / f"{key}.{name}"

    def _signature(self, key: str, name: str, payload: bytes | memoryview) -> bytes:
        return hmac.new(self._secret, f"{key}.{name}\0".encode() + payload, hashlib.sha256).digest()

    def load(self, key: str, name: str) -> object | None:
        """Returns the entry ``name`` of ``key``, or None when it is missing, stale, damaged or forged."""
        try:
            with open(self._path(key, name), "rb") as handle:
                data = handle.read()
        except OSError:
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
        temporary: str | None = None
        try:
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

    def _prune(self) -> None:
        """Removes the oldest entries beyond KEEP_ENTRIES and temporary files a killed writer left."""
        now = time.time()
        entries: list[tuple[float, Path]] = []
        for path in self.folder.iterdir():
            info = path.lstat()
            if path.name.startswith(".tmp-"):
                if now - info.st_mtime > _STALE_TEMPORARY_SECONDS:
                    path.unlink(missing_ok=True)
            elif stat.S_ISREG(info.st_mode):
                entries.append((info.st_mtime, path))
        entries.sort(reverse=True)
        for _, path in entries[KEEP_ENTRIES:]:
            path.unlink(missing_ok=True)


def cache_slot(root: Path) -> tuple[CacheStore, str] | None:
    """Returns the cache and the key of the tree's current bytes, or None when the cache is not used."""
    store = open_store(root)
    key = tree_key(root) if store is not None else None
    return None if store is None or key is None else (store, key)


def load_unfrozen(store: CacheStore, key: str, name: str) -> object | None:
    """Loads an entry with the cyclic garbage collector paused (it would walk every new object)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return store.load(key, name)
    finally:
        if was_enabled:
            gc.enable()


def open_store(root: Path) -> CacheStore | None:
    """Returns the cache for the content tree at ``root``, or None when it is off or may not be used.

    The cache is not used when its folder lies inside the content tree or the sfbkit package,
    is not a folder of the current user that only they can write, or cannot be created.
    """
    folder = cache_folder()
    if folder is None:
        return None
    try:
        resolved = folder.resolve()
        content = Path(root).resolve()
        for inside in (content, _PACKAGE):
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
    try:
        data = path.read_bytes()
        info = path.lstat()
        if len(data) == 32 and info.st_uid == os.getuid() and not info.st_mode & 0o077:
            return data
    except FileNotFoundError:
        pass
    except OSError:
        return None
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=".tmp-", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(os.urandom(32))
        os.replace(temporary, path)
    except OSError:
        Path(temporary).unlink(missing_ok=True)
        return None
    data = path.read_bytes()
    return data if len(data) == 32 else None
