"""Every writer follows one output rule: nothing of the content read is replaced, nor a link or a device.

Writers: ``export`` (and ``--schema``), ``sheet --out``, ``match --out/--html``,
``replay --html``, ``simulate --out`` and ``site``. Each refused output is a
one-line usage error (exit 2) that leaves the tree and the output untouched;
a folder that cannot be written (or a full device) is a one-line error, exit 1.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sfbkit.games.super_fantasy_brawl.content.paths import CONTENT_DIRS, bundled_content_root
from sfbkit.kit.io.atomic import TEMPORARY, remove_stale_temporaries, write_text_atomic
from tests.hardening.helpers import REPO, assert_no_crash, copy_bundled, invoke, run_console, snapshot
from tests.hypothesis_budget import examples

SCRIPT = REPO / "matches" / "keyword-push.yaml"
BUNDLED = bundled_content_root()
CONTENT_FILES = sorted(
    path.relative_to(BUNDLED).as_posix()
    for folder in (*CONTENT_DIRS, "matches")
    for path in (BUNDLED / folder).glob("*.yaml")
)
Writer = Callable[[Path, Path], tuple[str, ...]]
"""Returns the arguments of a command that reads the tree (first path) and writes the second."""

WRITERS: dict[str, Writer] = {
    "export json": lambda tree, out: ("export", "--content", str(tree), "--format", "json", str(out)),
    "export csv": lambda tree, out: ("export", "--content", str(tree), "--format", "csv", str(out)),
    "export sqlite": lambda tree, out: ("export", "--content", str(tree), "--format", "sqlite", str(out)),
    "export --schema": lambda tree, out: (
        "export",
        "--content",
        str(tree),
        "--format",
        "json",
        str(out.parent.parent / "x.json"),
        "--schema",
        str(out),
    ),
    "sheet --out": lambda tree, out: (
        "sheet",
        "--content",
        str(tree),
        "pip",
        "--format",
        "md",
        "--out",
        str(out),
    ),
    "match --out": lambda tree, out: ("match", "--content", str(tree), str(SCRIPT), "--out", str(out)),
    "match --html": lambda tree, out: ("match", "--content", str(tree), str(SCRIPT), "--html", str(out)),
    "simulate --out": lambda tree, out: (
        "simulate",
        "--content",
        str(tree),
        "--teams",
        "borka,pip,velvet",
        "--vs",
        "gorlak,thornwick,mirelda",
        "--games",
        "1",
        "--round-limit",
        "1",
        "--out",
        str(out.with_suffix(".json")),
    ),
}


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the bundled content with its match scripts."""
    root = copy_bundled(tmp_path_factory.mktemp("outputs") / "content")
    shutil.copytree(BUNDLED / "matches", root / "matches")
    return root


def one_line_error(result_stderr: str) -> str:
    """Returns the single line of an error report; fails when there are more or none."""
    lines = [line for line in result_stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result_stderr
    assert lines[0].startswith("error: "), result_stderr
    return lines[0]


def spellings(tree: Path, name: str, links: Path) -> Iterator[Path]:
    """Yields ways of naming a file of the tree: directly, through ``..``, and through a linked folder."""
    folder, _, file = name.partition("/")
    yield tree / name
    yield tree / "cards" / ".." / folder / file
    link = links / f"to-{folder}"
    if not link.exists():
        link.symlink_to(tree / folder)
    yield link / file


@settings(
    max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    writer=st.sampled_from(sorted(WRITERS)),
    name=st.sampled_from(CONTENT_FILES),
    spelling=st.integers(0, 2),
    new=st.booleans(),
)
def test_an_output_in_the_content_read_is_refused(
    tree: Path, tmp_path: Path, writer: str, name: str, spelling: int, new: bool
) -> None:
    if new:
        name = name.rsplit("/", 1)[0] + "/new-file.yaml"
    out = list(spellings(tree, name, tmp_path))[spelling]
    before = snapshot(tree)
    result = invoke(*WRITERS[writer](tree, out))
    assert_no_crash(result, (2,))
    assert "content being read" in one_line_error(result.stderr)
    assert snapshot(tree) == before


def test_the_input_of_match_and_replay_is_not_their_output(tree: Path, tmp_path: Path) -> None:
    script = tmp_path / "script.yaml"
    script.write_bytes(SCRIPT.read_bytes())
    log = tmp_path / "log.jsonl"
    assert (
        invoke("match", "--content", str(tree), str(script), "--log", "jsonl", "--out", str(log)).exit_code
        == 0
    )
    before = snapshot(tmp_path)
    for args in (
        ("match", "--content", str(tree), str(script), "--out", str(script)),
        ("match", "--content", str(tree), str(script), "--html", str(script)),
        ("replay", "--content", str(tree), str(log), "--html", str(log)),
    ):
        result = invoke(*args)
        assert_no_crash(result, (2,))
        one_line_error(result.stderr)
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_a_symbolic_link_is_not_replaced(tree: Path, tmp_path: Path, writer: str) -> None:
    (tmp_path / "out").mkdir()
    target = tmp_path / "precious.txt"
    target.write_text("keep me\n")
    link = tmp_path / "out" / "out.json"
    link.symlink_to(target)
    before = snapshot(tmp_path)
    result = invoke(*WRITERS[writer](tree, link))
    assert_no_crash(result, (2,))
    assert "symbolic link" in one_line_error(result.stderr)
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_dev_null_is_written_through_and_stays_a_device(tree: Path, writer: str) -> None:
    if writer in ("export --schema", "simulate --out"):
        pytest.skip("the path of these outputs is derived (a sibling, a suffix)")
    before = os.stat("/dev/null")
    result = invoke(*WRITERS[writer](tree, Path("/dev/null")))
    assert_no_crash(result, (0,))
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino


def test_a_full_device_is_a_one_line_error(tree: Path) -> None:
    result = invoke("export", "--content", str(tree), "--format", "json", "/dev/full")
    assert_no_crash(result, (1,))
    assert "No space left" in one_line_error(result.stderr)
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_a_fifo_is_written_through_when_read_and_refused_when_not(tree: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    time.sleep(0.2)
    result = invoke("export", "--content", str(tree), "--format", "csv", str(fifo))
    reader.join(10)
    assert_no_crash(result, (0,))
    assert received and received[0].startswith(b"id,")
    assert stat.S_ISFIFO(fifo.lstat().st_mode)
    started = time.monotonic()
    result = invoke("export", "--content", str(tree), "--format", "csv", str(fifo))
    assert_no_crash(result, (1,))
    assert "no process reads the FIFO" in one_line_error(result.stderr)
    assert time.monotonic() - started < 30
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


def test_a_socket_or_folder_is_refused(tree: Path, tmp_path: Path) -> None:
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / "sock"))
    try:
        for out in (tmp_path / "sock", tmp_path):
            result = invoke("export", "--content", str(tree), "--format", "json", str(out))
            assert_no_crash(result, (2,))
    finally:
        server.close()
    assert stat.S_ISSOCK((tmp_path / "sock").lstat().st_mode)


@pytest.fixture()
def unwritable(tmp_path: Path) -> Iterator[Path]:
    """A folder this process cannot create files in (``/sys`` for root, who ignores permissions)."""
    if os.geteuid() == 0:
        yield Path("/sys")
        return
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    yield folder
    folder.chmod(0o755)


@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_an_unwritable_folder_is_a_one_line_error(tree: Path, unwritable: Path, writer: str) -> None:
    if writer == "export --schema":
        pytest.skip("its first output is elsewhere")
    result = invoke(*WRITERS[writer](tree, unwritable / "sub" / "out.txt"))
    assert_no_crash(result, (2,))
    assert "does not exist" in one_line_error(result.stderr)
    result = invoke(*WRITERS[writer](tree, unwritable / "out.txt"))
    assert_no_crash(result, (1,))
    assert "cannot write" in one_line_error(result.stderr)
    assert not (unwritable / "out.txt").exists()


def test_a_site_in_an_unwritable_folder_is_a_one_line_error(tree: Path, unwritable: Path) -> None:
    result = invoke("site", "--content", str(tree), str(unwritable / "site"))
    assert_no_crash(result, (1,))
    assert "cannot write" in one_line_error(result.stderr)


def test_a_site_never_replaces_the_current_folder_or_the_content(
    tree: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    work = tmp_path / "work"
    work.mkdir()
    assert invoke("site", "--content", str(tree), str(work / "site")).exit_code == 0
    before_tree, before_work = snapshot(tree), snapshot(work)
    cases: list[tuple[Path, str]] = [
        (tree, "."),  # the content root is the current folder
        (tree, str(tree.parent)),  # a folder holding the content
        (tree, str(tree / "cards")),  # a content folder
        (work / "site", "."),  # a site sfbkit wrote, but it is the current folder
        (work / "site", ".."),
    ]
    for cwd, out in cases:
        monkeypatch.chdir(cwd)
        result = invoke("site", "--content", str(tree), out)
        assert_no_crash(result, (2,))
        one_line_error(result.stderr)
        assert snapshot(tree) == before_tree
        assert snapshot(work) == before_work
    for folder in (tree.parent, tree, work, tmp_path):
        assert not [name for name in os.listdir(folder) if TEMPORARY.match(name)]


def test_a_site_into_a_folder_holding_the_content_is_refused(tmp_path: Path) -> None:
    holder = tmp_path / "site"
    assert invoke("site", "--content", str(BUNDLED), str(holder)).exit_code == 0
    inner = copy_bundled(holder / "content")
    before = snapshot(tmp_path)
    result = invoke("site", "--content", str(inner), str(holder))
    assert_no_crash(result, (2,))
    assert "content being read" in one_line_error(result.stderr)
    assert snapshot(tmp_path) == before


KILLED_WRITER = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from sfbkit.kit.io.atomic import write_directory_atomic, write_with_atomic

    def die(path):
        path.write_bytes(b"half")
        os.kill(os.getpid(), signal.SIGKILL)

    folder = Path(sys.argv[1])
    if sys.argv[2] == "file":
        write_with_atomic(folder / "out.json", die)
    else:
        write_directory_atomic(folder / "site", lambda built: die(built / "page.html"))
    """
)


@pytest.mark.parametrize("kind", ["file", "folder"])
def test_a_later_write_removes_what_a_killed_writer_left(tree: Path, tmp_path: Path, kind: str) -> None:
    run = subprocess.run([sys.executable, "-c", KILLED_WRITER, str(tmp_path), kind], check=False, timeout=60)
    assert run.returncode == -signal.SIGKILL
    left = [path.name for path in tmp_path.iterdir()]
    assert len(left) == 1 and TEMPORARY.match(left[0]), left
    if kind == "file":
        result = invoke("export", "--content", str(tree), "--format", "json", str(tmp_path / "other.json"))
        assert_no_crash(result, (0,))
        assert sorted(path.name for path in tmp_path.iterdir()) == ["other.json"]
    else:
        result = invoke("site", "--content", str(tree), str(tmp_path / "site"))
        assert_no_crash(result, (0,))
        assert sorted(path.name for path in tmp_path.iterdir()) == ["site"]


def test_the_temporaries_of_a_running_writer_are_kept(tmp_path: Path) -> None:
    mine = tmp_path / f".out.json.sfbkit-{os.getpid()}-abc.tmp"
    mine.write_text("in progress")
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        theirs = tmp_path / f".out.json.sfbkit-{sleeper.pid}-abc.tmp"
        theirs.write_text("in progress")
        assert remove_stale_temporaries(tmp_path) == []
        write_text_atomic(tmp_path / "out.json", "done")
        assert mine.exists() and theirs.exists()
    finally:
        sleeper.kill()
        sleeper.wait()
    assert remove_stale_temporaries(tmp_path) == [theirs]


@pytest.mark.parametrize(
    ("args", "starts"),
    [
        (("export", "--format", "json", "-"), b"{"),
        (("export", "--format", "csv", "-"), b"id,"),
        (("export", "--format", "sqlite", "-"), b"SQLite format 3\x00"),
        (("sheet", "pip", "--format", "pdf", "--out", "-"), b"%PDF"),
        (("sheet", "pip", "--format", "md", "--out", "-"), b"#"),
        (("match", str(SCRIPT), "--out", "-"), b""),
        (("match", str(SCRIPT), "--out", "log.txt", "--html", "-"), b"<!DOCTYPE html>"),
    ],
    ids=["json", "csv", "sqlite", "pdf", "md", "log", "html"],
)
def test_dash_is_standard_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...], starts: bytes
) -> None:
    if "pdf" in args:
        pytest.importorskip("weasyprint")
    monkeypatch.chdir(tmp_path)
    result = invoke(*args)
    assert_no_crash(result, (0,))
    assert result.stdout_bytes.startswith(starts) and len(result.stdout_bytes) > 100
    assert not (tmp_path / "-").exists()


@pytest.mark.parametrize(
    "args",
    [
        ("export", "--format", "json", "-", "--schema", "-"),
        ("match", str(SCRIPT), "--html", "-"),
        ("site", "-"),
        ("simulate", "--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda", "--out", "-"),
    ],
    ids=["export twice", "match log and html", "site", "simulate"],
)
def test_dash_where_the_format_does_not_allow_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...]
) -> None:
    monkeypatch.chdir(tmp_path)
    result = invoke(*args)
    assert_no_crash(result, (2,))
    one_line_error(result.stderr)
    assert list(tmp_path.iterdir()) == []


SUMMARY_TARGETS: dict[str, tuple[Callable[[Path, Path], Path], int]] = {
    "a folder": (lambda tree, scratch: scratch, 2),
    "the tree": (lambda tree, scratch: tree, 2),
    "a content file": (lambda tree, scratch: tree / "champions" / "pip.yaml", 2),
    "a link": (lambda tree, scratch: _linked(scratch / "link", scratch / "summary.md"), 2),
    "a missing folder": (lambda tree, scratch: scratch / "missing" / "summary.md", 2),
    "a FIFO nobody reads": (lambda tree, scratch: _fifo(scratch / "fifo"), 1),
    "a full device": (lambda tree, scratch: Path("/dev/full"), 1),
}


def _linked(link: Path, target: Path) -> Path:
    link.symlink_to(target)
    return link


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("path", ["quick", "full"])
@pytest.mark.parametrize("target", sorted(SUMMARY_TARGETS))
def test_a_step_summary_that_must_not_be_written_is_one_line_and_the_tree_unchanged(
    tmp_path: Path, target: str, path: str
) -> None:
    tree = copy_bundled(tmp_path / "content")
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    make, code = SUMMARY_TARGETS[target]
    summary = make(tree, scratch)
    before = snapshot(tree)
    args = [
        "validate",
        "--content",
        str(tree),
        "--format",
        "github",
        *(["--no-cache"] if path == "full" else []),
    ]
    returned, stdout, stderr = run_console(args, {"GITHUB_STEP_SUMMARY": str(summary)})
    assert returned == code
    assert len(stderr.splitlines()) == 1 and stderr.startswith("error: ") and str(summary) in stderr, stderr
    assert stdout.count("title=sfbkit validate::") <= 1  # the quick path does not hand a printed report over
    assert snapshot(tree) == before
