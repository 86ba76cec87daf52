"""The plain ``validate`` and ``search`` answered without click print what the full CLI prints, or hand over."""

from __future__ import annotations

import contextlib
import io
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from sfbkit.cli.main import cli
from sfbkit.cli.quick_path import quick_answer
from tests.hypothesis_budget import examples

VALID = Path(__file__).resolve().parents[1] / "games" / "super_fantasy_brawl" / "content" / "valid"


@pytest.fixture(scope="module")
def trees(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A valid tree, the same tree with an unknown key, a plain file and a missing folder."""
    base = tmp_path_factory.mktemp("quick")
    good, bad = base / "good", base / "bad"
    shutil.copytree(VALID, good)
    shutil.copytree(VALID, bad)
    champion = bad / "champions" / "ironhide.yaml"
    champion.write_text(
        champion.read_text(encoding="utf-8").replace("\nname:", "\nnmae:", 1), encoding="utf-8"
    )
    (base / "file").write_text("not a folder\n", encoding="utf-8")
    return {"GOOD": str(good), "BAD": str(bad), "FILE": str(base / "file"), "MISSING": str(base / "missing")}


TOKENS = [
    "--content", "GOOD", "BAD", "FILE", "MISSING", "--content=GOOD", "--content=", "--format", "json", "table",
    "text", "github", "xml", "--format=json", "--lang", "ja", "xx", "--lang=ko", "kw:push", "name:ironhide",
    "-kw:push", "--", "--help", "-h", "--no-cache", "or", "str>=3", "(", ")", "order:name", "lang:",
]  # fmt: skip


def _expand(args: list[str], trees: dict[str, str]) -> list[str]:
    out = []
    for arg in args:
        for name, path in trees.items():
            arg = arg.replace(name, path) if name in arg else arg
        out.append(arg)
    return out


def _quick(argv: list[str], encoding: str = "utf-8") -> tuple[int | None, str]:
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding=encoding, newline="\n")
    with contextlib.redirect_stdout(stream):
        code = quick_answer(argv)
    stream.flush()
    return code, raw.getvalue().decode(encoding)


def _full(argv: list[str]) -> tuple[int, str]:
    result = CliRunner().invoke(cli, argv)
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit), (
        result.output
    )
    return result.exit_code, result.stdout


@pytest.fixture(autouse=True)
def _no_step_summary(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)


@settings(max_examples=examples(150), deadline=None)
@given(st.sampled_from(["validate", "search"]), st.lists(st.sampled_from(TOKENS), max_size=5))
def test_an_answer_equals_the_full_clis_or_there_is_none(
    trees: dict[str, str], command: str, args: list[str]
) -> None:
    argv = [command, *_expand(args, trees)]
    code, output = _quick(argv)
    if code is not None:
        assert (code, output) == _full(argv)


@pytest.mark.parametrize(
    "args",
    [
        ["validate", "--content", "GOOD"],
        ["validate", "--content=BAD", "--format", "json"],
        ["validate", "--format", "github", "--content", "BAD"],
        ["search", "--content", "GOOD", "kw:push"],
        ["search", "name:ironhide", "--lang", "ja", "--content", "GOOD", "or", "str>=3"],
        ["search", "--format=json", "--content", "GOOD"],
    ],
)
def test_the_plain_forms_are_answered(trees: dict[str, str], args: list[str]) -> None:
    argv = _expand(args, trees)
    code, output = _quick(argv)
    assert code is not None
    assert (code, output) == _full(argv)
    assert output


@pytest.mark.parametrize(
    "args",
    [
        ["validate", "--content", "GOOD", "champions"],  # PATHS
        ["validate", "--content", "GOOD", "--no-cache"],
        ["validate", "--content", "GOOD", "--format", "xml"],
        ["validate", "--content", "FILE"],
        ["validate", "--content", "MISSING"],
        ["search", "--content", "GOOD", "--lang", "xx", "kw:push"],
        ["search", "--content", "GOOD", "-kw:push"],
        ["search", "--content", "GOOD", "--format", "json", "--format", "table"],
        ["search", "--content", "GOOD", "(kw:push"],
        ["search", "--content"],
        ["search", "--help"],
    ],
)
def test_other_forms_and_errors_go_to_the_full_cli(trees: dict[str, str], args: list[str]) -> None:
    code, output = _quick(_expand(args, trees))
    assert (code, output) == (None, "")


def test_a_stream_that_is_not_utf8_goes_to_the_full_cli(trees: dict[str, str]) -> None:
    assert _quick(["search", "--content", trees["GOOD"], "kw:push"], encoding="ascii") == (None, "")


@pytest.mark.parametrize("entry", ["sfbkit.cli.entry", "sfbkit.cli.main"])
def test_a_reader_that_went_away_ends_the_answer_quietly(trees: dict[str, str], entry: str) -> None:
    probe = f"import sys; sys.argv = ['sfbkit', 'search', '--content', sys.argv[1]]; from {entry} import main; sys.exit(main())"
    child = subprocess.Popen(
        [sys.executable, "-c", probe, trees["GOOD"]], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()  # before the answer is written
    errors = child.stderr.read()
    assert (child.wait(timeout=60), errors) == (1, b"")
