"""Files: names that are not UTF-8, unreadable folders and files, and names with line breaks in git.

Each is a located problem (or, for ``diff``, simply read), never a traceback,
and ``--format json`` still prints one complete document. Tests may run as
root, so unreadable entries are simulated by making the read itself fail.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from sfbkit.games.dungeon_command.content.paths import bundled_root as dc_bundled_root
from sfbkit.kit.io.git_revision import revision_tree
from tests.hardening.helpers import LOCATED, REPO, assert_no_crash, copy_bundled, invoke, snapshot
from tests.hypothesis_budget import examples

NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)

BAD_NAMES = st.binary(min_size=1, max_size=12).filter(
    lambda raw: b"/" not in raw and b"\0" not in raw and not _is_utf8(raw)
)
"""File name stems that are not valid UTF-8."""


def _is_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_bundled(tmp_path_factory.mktemp("files") / "content")


@pytest.mark.slow
@settings(
    max_examples=examples(8),
    deadline=None,
    phases=NO_SHRINK,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(stem=BAD_NAMES, folder=st.sampled_from(["champions", "cards", "arenas", "rulesets"]))
def test_a_file_name_that_is_not_utf8_is_a_located_problem_for_every_command(
    tree: Path, stem: bytes, folder: str
) -> None:
    source = REPO / "champions" / "borka.yaml"
    commands = (["search", "kw:push"], ["show", "borka"], ["fmt", "--check"])
    _assert_bad_name_located(tree, folder, stem, source, commands)


def _assert_bad_name_located(
    root: Path, folder: str, stem: bytes, source: Path, commands: tuple[list[str], ...]
) -> None:
    """Adds a copy of ``source`` under a name that is not UTF-8; every format and command locates it."""
    name = os.fsencode(root / folder) + b"/" + stem + b".yaml"
    with open(name, "wb") as handle:
        handle.write(source.read_bytes())
    try:
        text = invoke("validate", "--content", str(root))
        assert_no_crash(text, (1,))
        (line,) = [line for line in text.stdout.splitlines() if "bad-file-name" in line]
        assert LOCATED.match(line) and line.startswith(f"{folder}/") and "\\x" in line
        document = invoke("validate", "--content", str(root), "--format", "json")
        assert_no_crash(document, (1,))
        assert "bad-file-name" in {problem["code"] for problem in json.loads(document.stdout)["problems"]}
        github = invoke("validate", "--content", str(root), "--format", "github")
        assert_no_crash(github, (1,))
        for command in commands:
            result = invoke(*command, "--content", str(root))
            assert_no_crash(result, (0, 1))
            if command[0] != "fmt":
                assert "bad-file-name" in result.stderr
    finally:
        os.unlink(name)


def failing(monkeypatch: pytest.MonkeyPatch, method: str, target: Path) -> None:
    """Makes ``Path.<method>`` fail with EACCES for ``target`` only, as a permission-less entry would."""
    original = getattr(Path, method)

    def fail(self: Path, *args: object, **kwargs: object) -> object:
        if self == target:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self))
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Path, method, fail)
    # the cache's key reads the tree through os, which this patch does not reach: validate in full
    monkeypatch.setenv("SFBKIT_NO_CACHE", "1")


@pytest.mark.parametrize("output", ["text", "json", "github"])
@pytest.mark.parametrize(("game_tree", "folder"), [("tree", "arenas"), ("dc_tree", "tiles")])
def test_an_unreadable_folder_is_a_located_problem_and_json_stays_one_document(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, game_tree: str, folder: str, output: str
) -> None:
    root: Path = request.getfixturevalue(game_tree)
    failing(monkeypatch, "iterdir", root / folder)
    result = invoke("validate", "--content", str(root), "--format", output)
    assert_no_crash(result, (1,))
    if output == "json":
        problems = json.loads(result.stdout)["problems"]
        expected = {"file": f"{folder}/", "line": 1, "column": 1, "code": "unreadable"}
        assert any(expected.items() <= problem.items() for problem in problems)
    elif output == "text":
        assert (
            f"{folder}/:1:1: error[unreadable]: $: cannot read the folder: Permission denied" in result.stdout
        )
    else:
        assert f"::error file={folder}/,line=1,col=1,title=sfbkit unreadable::" in result.stdout


@pytest.mark.parametrize("output", ["text", "json"])
def test_an_unreadable_file_is_a_located_problem_and_json_stays_one_document(
    tree: Path, monkeypatch: pytest.MonkeyPatch, output: str
) -> None:
    failing(monkeypatch, "read_bytes", tree / "cards" / "pip.yaml")
    result = invoke("validate", "--content", str(tree), "--format", output)
    assert_no_crash(result, (1,))
    if output == "json":
        problems = json.loads(result.stdout)["problems"]
        assert any(p["file"] == "cards/pip.yaml" and p["code"] == "unreadable" for p in problems)
    else:
        assert (
            "cards/pip.yaml:1:1: error[unreadable]: $: cannot read the file: Permission denied"
            in result.stdout
        )


def test_fmt_reports_an_unreadable_folder_and_changes_nothing(
    tree: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    failing(monkeypatch, "iterdir", tree / "cards")
    before = snapshot(tree)
    result = invoke("fmt", "--content", str(tree))
    assert_no_crash(result, (1,))
    assert "cards/:1:1: error[unreadable]" in result.stderr
    assert snapshot(tree) == before


def git(cwd: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.email=test@example.invalid", "-c", "user.name=test", *args],
        cwd=cwd,
        check=True,
        capture_output=True,
    )


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = copy_bundled(tmp_path / "repo")
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "content")
    return root


@pytest.mark.parametrize(
    "name", [b"new\nline.yaml", b"tab\there.yaml", b"bad\xffbyte.yaml", b"\n.yaml", b'quote"\\.yaml']
)
def test_diff_reads_committed_file_names_with_line_breaks_and_stray_bytes(repo: Path, name: bytes) -> None:
    body = (REPO / "champions" / "borka.yaml").read_bytes().replace(b"Borka Anvilgut", b"Borka Renamed")
    with open(os.fsencode(repo / "champions") + b"/" + name, "wb") as handle:
        handle.write(body)
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "odd name")
    with revision_tree(repo, "HEAD") as copy:
        assert (Path(os.fsdecode(os.fsencode(copy / "champions") + b"/" + name))).read_bytes() == body
        assert (copy / "champions" / "borka.yaml").read_bytes() == (
            REPO / "champions" / "borka.yaml"
        ).read_bytes()
    for output in ("text", "json", "markdown"):
        result = invoke("diff", "--content", str(repo), "HEAD~1", "HEAD", "--format", output)
        assert_no_crash(result, (0,))
        if output == "json":
            json.loads(result.stdout)


@pytest.fixture(scope="module")
def dc_tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return Path(shutil.copytree(dc_bundled_root(), tmp_path_factory.mktemp("dc-files") / "content"))


@settings(
    max_examples=examples(4),
    deadline=None,
    phases=NO_SHRINK,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(stem=BAD_NAMES, folder=st.sampled_from(["creatures", "orders", "tiles"]))
def test_a_dungeon_command_file_name_that_is_not_utf8_is_a_located_problem(
    dc_tree: Path, stem: bytes, folder: str
) -> None:
    source = sorted((dc_tree / folder).glob("*.yaml"))[0]
    _assert_bad_name_located(dc_tree, folder, stem, source, (["search", "ghoul"], ["show", source.stem]))


@pytest.mark.parametrize("output", ["text", "json"])
def test_an_unreadable_dungeon_command_file_is_a_located_problem(
    dc_tree: Path, monkeypatch: pytest.MonkeyPatch, output: str
) -> None:
    target = sorted((dc_tree / "orders").glob("*.yaml"))[0]
    failing(monkeypatch, "read_bytes", target)
    result = invoke("validate", "--content", str(dc_tree), "--format", output)
    assert_no_crash(result, (1,))
    shown = f"orders/{target.name}"
    if output == "json":
        problems = json.loads(result.stdout)["problems"]
        assert any(p["file"] == shown and p["code"] == "unreadable" for p in problems)
    else:
        assert f"{shown}:1:1: error[unreadable]: $: cannot read the file: Permission denied" in result.stdout
