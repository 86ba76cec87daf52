"""Writing a deck file into the served tree: only under ``decks/``, never through a link, never over a file
unless asked, and never half-written (two saves at once leave one whole file)."""

from __future__ import annotations

import errno
import os
import secrets
import threading
from pathlib import Path
from typing import Literal

from sfbkit.kit.serve.request_error import RequestError

SaveOutcome = Literal["created", "replaced"]
"""What a save did to the deck's file."""

_LOCK = threading.Lock()
"""Saves are made one at a time, so a replace never races a create of the same file."""


def _decks_folder(root: Path) -> Path:
    """Returns the tree's decks/ folder, made when missing; RequestError (403) when it leads out of the tree."""
    folder = root / "decks"
    if folder.is_symlink() or (folder.exists() and not folder.is_dir()):
        raise RequestError(403, "decks/ is not a plain folder of the served tree; the deck is not saved")
    try:
        folder.mkdir(exist_ok=True)
    except OSError as error:
        raise RequestError(503, f"cannot create decks/: {error.strerror or error}") from None
    if folder.resolve().parent != root.resolve():
        raise RequestError(403, "decks/ lies outside the served tree; the deck is not saved")
    return folder


def save_deck_file(root: Path, name: str, text: str, *, replace: bool) -> SaveOutcome:
    """Writes ``decks/NAME`` whole; an existing file is replaced only with ``replace`` (else RequestError 409)."""
    with _LOCK:
        folder = _decks_folder(root)
        target = folder / name
        if target.is_symlink() or (target.exists() and not target.is_file()):
            raise RequestError(403, f"decks/{name} is not a plain file; the deck is not saved")
        existed = target.exists()
        if existed and not replace:
            raise RequestError(409, f"decks/{name} exists; confirm to replace it", exists=True)
        temporary = folder / f".{name}.sfbkit-{os.getpid()}-{secrets.token_hex(6)}.tmp"
        try:
            descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            try:
                data = memoryview(text.encode("utf-8"))
                while data:
                    data = data[os.write(descriptor, data) :]
                os.fsync(descriptor)
            finally:
                os.close(descriptor)
            if existed:
                os.replace(temporary, target)
            else:
                os.link(temporary, target)
        except FileExistsError:
            raise RequestError(409, f"decks/{name} exists; confirm to replace it", exists=True) from None
        except OSError as error:
            reason = "the disk is full" if error.errno == errno.ENOSPC else (error.strerror or str(error))
            raise RequestError(503, f"decks/{name} was not saved ({reason}); send it again") from None
        finally:
            temporary.unlink(missing_ok=True)
    return "replaced" if existed else "created"
