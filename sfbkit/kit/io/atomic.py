"""Atomic output: files are written to a temporary sibling and renamed, directories swapped in whole.

One rule decides what an output path may be (``output_kind``): ``-`` is
standard output; a regular file or a new name is replaced atomically; a
character device (``/dev/null``) or a FIFO is written through, never replaced;
a symbolic link, a directory, a block device or a socket is refused, and so is
any path inside the content being read. Refusals are usage errors (exit 2);
a write that fails (an unwritable or full folder) is an OutputError (exit 1).

Temporary files and folders are named ``.NAME.sfbkit-PID-RANDOM.tmp``: a later
write into the same folder removes those whose process no longer runs (a
writer killed mid-write).
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
import re
import shutil
import stat
import sys
import tempfile
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import BinaryIO, Literal, TypeVar

from sfbkit.kit.errors import SfbkitError, UsageError
from sfbkit.kit.io.leftovers import remove_leftovers

SITE_MARKER = ".sfbkit-output"
"""A file marking a directory as written by sfbkit, so that it may be replaced."""

STDOUT = Path("-")
"""The output path that stands for standard output."""

TEMPORARY = re.compile(r"^\..*\.sfbkit-(?P<pid>[0-9]{1,10})-[^/]*\.tmp$")
"""The names of sfbkit's temporary files and folders; the process id tells whether the writer still runs."""

T = TypeVar("T")

OutputKind = Literal["stdout", "replace", "through"]
"""How an output is written: to standard output, by atomic replacement, or through an existing device or FIFO."""


class OutputError(SfbkitError):
    """An output could not be written (an unwritable or full folder, a FIFO nobody reads); exit 1."""


def output_kind(path: Path, reading: Iterable[Path] = ()) -> OutputKind:
    """Returns how ``path`` is written; UsageError when it must not be (see the module's rule)."""
    path = Path(path)
    if path == STDOUT:
        return "stdout"
    _refuse_inside(path, reading)
    try:
        status = path.lstat()
    except FileNotFoundError:
        folder = path.parent
        if not folder.is_dir():
            raise UsageError(f"{path}: the folder {folder} does not exist") from None
        return "replace"
    except OSError as error:
        raise OutputError(f"{path}: cannot write: {error.strerror}") from None
    mode = status.st_mode
    if stat.S_ISREG(mode):
        return "replace"
    if stat.S_ISCHR(mode) or stat.S_ISFIFO(mode):
        return "through"
    if stat.S_ISLNK(mode):
        raise UsageError(f"{path} is a symbolic link; sfbkit does not replace links: name the file itself")
    if stat.S_ISDIR(mode):
        raise UsageError(f"{path} is a folder; name a file")
    raise UsageError(f"{path} is a block device or socket; name a regular file, a character device or a FIFO")


def check_output(path: Path, reading: Iterable[Path] = ()) -> OutputKind:
    """Returns how ``path`` will be written, having tried to create a file next to it (before a long run)."""
    kind = output_kind(path, reading)
    if kind == "replace":
        path = Path(path)
        handle, name = _failing_as_output(
            path, lambda: tempfile.mkstemp(".tmp", _prefix(path.name), path.parent)
        )
        os.close(handle)
        os.unlink(name)
    return kind


def open_append(path: Path, reading: Iterable[Path] = ()) -> BinaryIO:
    """Returns ``path`` opened to append to (a regular file or a new name, a character device or a FIFO a process reads).

    Refused as ``output_kind`` refuses (UsageError); a file that cannot be opened is an OutputError.
    """
    path = Path(path)
    output_kind(path, reading)
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0)
    try:
        descriptor = os.open(path, flags, 0o644)
    except OSError as error:
        if error.errno == errno.ENXIO:
            raise OutputError(f"cannot write {path}: no process reads the FIFO") from None
        raise OutputError(f"cannot write {path}: {error.strerror or error}") from None
    os.set_blocking(descriptor, True)
    return open(descriptor, "ab", buffering=0)


def append_to(path: Path, handle: BinaryIO, text: str) -> None:
    """Appends UTF-8 ``text`` to a file ``open_append`` opened for ``path``; a failed write is an OutputError."""
    _failing_as_output(path, lambda: _write_all(handle, text.encode("utf-8")))


def _write_all(handle: BinaryIO, data: bytes) -> None:
    """Writes every byte of ``data`` to an unbuffered file (a write may take part of it)."""
    left = memoryview(data)
    while left:
        count = handle.write(left)
        if not count:
            raise OSError(errno.EIO, "the file took no more bytes")
        left = left[count:]


def _refuse_inside(path: Path, reading: Iterable[Path]) -> None:
    """Raises UsageError when ``path`` is, or lies inside, one of the files or folders being read."""
    target = path.resolve()
    for item in reading:
        source = Path(item).resolve()
        if target == source or source in target.parents:
            raise UsageError(f"{path} is part of the content being read ({item}); choose another output")


def write_bytes_atomic(path: Path, data: bytes, *, reading: Iterable[Path] = ()) -> None:
    """Writes ``data`` to ``path`` (see ``output_kind``): a temporary file in the same folder and ``os.replace``."""
    write_with_atomic(path, lambda temporary: temporary.write_bytes(data), reading=reading)


def write_text_atomic(path: Path, text: str, *, reading: Iterable[Path] = ()) -> None:
    """Writes UTF-8 ``text`` to ``path`` atomically."""
    write_bytes_atomic(path, text.encode("utf-8"), reading=reading)


def write_with_atomic(path: Path, write: Callable[[Path], object], *, reading: Iterable[Path] = ()) -> None:
    """Calls ``write`` with a temporary path, then renames it over ``path`` (or copies it to stdout or a device)."""
    path = Path(path)
    kind = output_kind(path, reading)
    if kind != "replace":
        with tempfile.TemporaryDirectory(prefix="sfbkit-") as scratch:
            temporary = Path(scratch) / "output"
            _failing_as_output(path, lambda: write(temporary))
            _failing_as_output(path, lambda: _copy_out(temporary, path))
        return
    folder = path.parent
    remove_stale_temporaries(folder)
    handle, name = _failing_as_output(path, lambda: tempfile.mkstemp(".tmp", _prefix(path.name), folder))
    os.close(handle)
    temporary = Path(name)
    try:
        _failing_as_output(path, lambda: write(temporary))
        os.chmod(temporary, 0o644)
        _failing_as_output(path, lambda: os.replace(temporary, path))
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def make_folder(path: Path) -> None:
    """Creates an output folder and any missing parents; one that cannot be made is an OutputError."""
    _failing_as_output(path, functools.partial(Path(path).mkdir, parents=True, exist_ok=True))


def write_reference(target: Path, text: str) -> int:
    """Writes a generated reference document (making its folder); returns 0, or 1 after a one-line error."""
    try:
        make_folder(target.parent)
        write_text_atomic(target, text)
    except OutputError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


def create_files_atomic(files: Sequence[tuple[Path, str]]) -> None:
    """Creates new UTF-8 files, all of them or none: each is written to a temporary sibling first.

    A path that exists is a UsageError (nothing is overwritten); a write that fails is an OutputError,
    and then no file, temporary file or folder made for them is left behind.
    """
    for path, _ in files:
        if os.path.lexists(path):
            raise UsageError(f"{path} already exists; choose another id or remove the file first")
    made: list[Path] = []
    temporaries: list[Path] = []
    try:
        for path, text in files:
            for folder in reversed([path.parent, *path.parent.parents]):
                if not folder.exists():
                    _failing_as_output(path, folder.mkdir)
                    made.append(folder)
            remove_stale_temporaries(path.parent)
            temporaries.append(_temporary_with(path, text.encode("utf-8")))
        for temporary, (path, _) in zip(temporaries, files, strict=True):
            _failing_as_output(path, functools.partial(os.replace, temporary, path))
            made.append(path)
    except BaseException:
        for created in reversed(made):
            with contextlib.suppress(OSError):
                created.rmdir() if created.is_dir() else created.unlink()
        raise
    finally:
        for temporary in temporaries:
            temporary.unlink(missing_ok=True)


def _temporary_with(path: Path, data: bytes) -> Path:
    """Returns a new temporary sibling of ``path`` holding ``data``; an OSError becomes an OutputError."""
    handle, name = _failing_as_output(
        path, functools.partial(tempfile.mkstemp, ".tmp", _prefix(path.name), path.parent)
    )
    os.close(handle)
    temporary = Path(name)
    try:
        _failing_as_output(path, functools.partial(temporary.write_bytes, data))
        os.chmod(temporary, 0o644)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return temporary


def _prefix(name: str) -> str:
    """Returns the start of a temporary name next to ``name``; the suffix is ``.tmp``."""
    return f".{name}.sfbkit-{os.getpid()}-"


def _failing_as_output(path: Path, action: Callable[[], T]) -> T:
    """Runs ``action``; an OSError becomes a one-line OutputError naming ``path``."""
    try:
        return action()
    except OSError as error:
        shown = "standard output" if path == STDOUT else str(path)
        reason = error.strerror or str(error)
        raise OutputError(f"cannot write {shown}: {reason}") from None


def _copy_out(source: Path, path: Path) -> None:
    """Copies a finished output to standard output, or through a character device or FIFO."""
    if path == STDOUT:
        stream = sys.stdout.buffer
        with source.open("rb") as handle:
            shutil.copyfileobj(handle, stream)
        stream.flush()
        return
    try:
        # O_NONBLOCK: opening a FIFO that no process reads fails (ENXIO) instead of waiting forever.
        descriptor = os.open(path, os.O_WRONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0))
    except OSError as error:
        if error.errno == errno.ENXIO:
            raise OutputError(f"cannot write {path}: no process reads the FIFO") from None
        raise
    os.set_blocking(descriptor, True)
    with open(descriptor, "wb") as stream, source.open("rb") as handle:
        shutil.copyfileobj(handle, stream)


def remove_stale_temporaries(folder: Path) -> list[Path]:
    """Removes the temporary files and folders of writers that no longer run from ``folder``; returns them."""
    return remove_leftovers(folder, TEMPORARY)


def write_directory_atomic(
    path: Path, write: Callable[[Path], object], *, reading: Iterable[Path] = ()
) -> None:
    """Builds a directory with ``write`` in a temporary sibling, then swaps it in for ``path``.

    An existing ``path`` is replaced only when it is empty or was written by
    sfbkit, and never when it is a link, the current folder or one holding it,
    or when it holds or lies in the content being read.
    """
    path = Path(path)
    if path == STDOUT:
        raise UsageError("a folder cannot be written to standard output; name a folder")
    if path.is_symlink():
        raise UsageError(f"{path} is a symbolic link; sfbkit does not replace links: name the folder itself")
    target = path.resolve()
    if target == Path.cwd().resolve() or target in Path.cwd().resolve().parents:
        raise UsageError(f"{path} is the current folder or holds it; name a folder elsewhere")
    for item in reading:
        source = Path(item).resolve()
        if target == source or source in target.parents or target in source.parents:
            raise UsageError(
                f"{path} holds or is part of the content being read ({item}); choose another folder"
            )
    if target.exists() and (
        not target.is_dir() or (any(target.iterdir()) and not (target / SITE_MARKER).exists())
    ):
        raise UsageError(f"{path} exists and was not written by sfbkit; choose another folder")
    parent = target.parent
    if not parent.is_dir():
        raise UsageError(f"the folder of {path} does not exist")
    remove_stale_temporaries(parent)
    temporary = Path(_failing_as_output(path, lambda: tempfile.mkdtemp(".tmp", _prefix(target.name), parent)))
    try:
        _failing_as_output(path, lambda: write(temporary))
        _failing_as_output(path, lambda: _swap_in(temporary, target))
    except BaseException:
        shutil.rmtree(temporary, ignore_errors=True)
        raise


def _swap_in(temporary: Path, target: Path) -> None:
    """Marks a finished folder and renames it over ``target`` (moving an old one aside first)."""
    (temporary / SITE_MARKER).write_text("written by sfbkit; may be replaced by the next run\n")
    os.chmod(temporary, 0o755)
    if not target.exists():
        os.replace(temporary, target)
        return
    old = Path(tempfile.mkdtemp(".tmp", _prefix(target.name), target.parent))
    os.replace(target, old / "site")
    os.replace(temporary, target)
    shutil.rmtree(old)
