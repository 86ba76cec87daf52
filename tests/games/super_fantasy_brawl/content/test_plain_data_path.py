"""Files read without positions first report exactly what files read with positions alone report.

``load_file`` reads a plain file's data without positions and reads it again with
them only when it has a problem; ``read_plain_data`` must take no file that
``read_yaml`` would find a problem in while reading. Problems of many kinds are
planted in generated trees, and ``validate`` (text and JSON) is compared with the
report of the same trees read with positions only.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.corpus import build_tree
from sfbkit.games.super_fantasy_brawl.game import GAME
from sfbkit.kit.cache.cache_switch import NO_CACHE_ENV
from sfbkit.kit.content import loader
from sfbkit.kit.game import ContentReport
from sfbkit.kit.io.yaml_source import NOT_PLAIN, read_plain_data, read_yaml
from sfbkit.kit.report.report_formats import render_json, render_text
from tests.hypothesis_budget import examples
from tests.yaml_edits import INSERTS, REPO, SAMPLES, splice

Edit = Callable[[Path], None]


def _replace(old: str, new: str) -> Edit:
    def edit(path: Path) -> None:
        text = path.read_text(encoding="utf-8")
        assert old in text, f"{old!r} is not in {path}"
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    return edit


def _write(raw: bytes) -> Edit:
    return lambda path: path.write_bytes(raw)


def _prepend(raw: bytes) -> Edit:
    return lambda path: path.write_bytes(raw + path.read_bytes())


def _crlf(path: Path) -> None:
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))


_BOMB = "".join(
    f"b{level}: &b{level} [{', '.join([f'*b{level - 1}' if level else 'x'] * 10)}]\n" for level in range(6)
)

BROKEN_FILES: dict[str, tuple[Edit, str | None]] = {
    "cards/borka-1.yaml": (_replace("strength: 5", "strength: five"), "wrong-type"),
    "champions/brisket-1.yaml": (_replace("\nrole:", "\nrol: tank\nrole:"), "unknown-key"),
    "champions/gorlak-1.yaml": (_replace("\nrole:", "\nname: Again\nrole:"), "duplicate-key"),
    "champions/pip-1.yaml": (_replace("\n  hp:", "\n\thp:"), "tab-indent"),
    "champions/mirelda-1.yaml": (_replace("\nrole: ", "\nrole: !shout "), "unknown-tag"),
    "champions/thornwick-1.yaml": (_prepend(_BOMB.encode()), "alias-bomb"),
    "champions/velvet-1.yaml": (_replace("\n  hp: ", "\n  hp: 01"), "ambiguous-number"),
    "champions/zephyrine-1.yaml": (
        _replace("\n  hp: ", "\n  hp: 1234567890123456789012345678901"),
        "number-too-long",
    ),
    "champions/fizzlewick-1.yaml": (_prepend(b"deep: " + b"[" * 210 + b"]" * 210 + b"\n"), "too-deep"),
    "champions/brassbolt-1.yaml": (_replace("\nname: ", "\nname: Bell\x07"), "encoding"),
    "champions/mossbottom-1.yaml": (_prepend(b"# caf\xe9\n"), "encoding"),
    "champions/sister-clobber-1.yaml": (
        _replace("\nlore: >-\n", "\nlore: >-\n  one\u2028 two\n"),
        "encoding",
    ),
    "champions/pip-3.yaml": (_replace("champions: [", "champions: [\n\t"), "tab-indent"),
    "champions/borka-1.yaml": (_replace("\nrole: ", "\nrole: [unclosed "), "yaml-syntax"),
    "champions/brisket-2.yaml": (_write(b""), "empty-file"),
    "champions/gorlak-2.yaml": (
        lambda path: path.write_bytes(path.read_bytes() + b"---\nid: x\n"),
        "yaml-syntax",
    ),
    "champions/pip-2.yaml": (_replace("\nrole:", "\n[a, b]: 1\nrole:"), "wrong-type"),
    "champions/mirelda-2.yaml": (_replace("\n  hp: ", "\n  hp: !!int x"), "yaml-syntax"),
    "champions/thornwick-2.yaml": (_write(b"- a\n- b\n"), "wrong-type"),
    "champions/velvet-2.yaml": (_write(b"just text\n"), "wrong-type"),
    "champions/zephyrine-2.yaml": (_replace("trigger: ", "trigger: teatime_"), "bad-value"),
    "cards/fizzlewick-2.yaml": (_replace("\n    name: ", "\n    name: [x]\n    nme: "), "unknown-key"),
    "cards/brassbolt-2.yaml": (
        _replace("\n        players:", "\n        name: twice\n        players:"),
        "duplicate-key",
    ),
    "cards/mossbottom-2.yaml": (
        _replace("\ncards:\n", "\ncards:\n  - &card\n    id: x\n  - *card\n"),
        "missing-field",
    ),
    "champions/fizzlewick-3.yaml": (_replace("\nrole: ", "\nrole: &r "), None),
    "champions/brassbolt-3.yaml": (_replace("\nrole: ", "\nrole: !!str "), None),
    "champions/mossbottom-3.yaml": (_crlf, None),
    "champions/sister-clobber-3.yaml": (_prepend(b"\xef\xbb\xbf"), None),
    "champions/borka-3.yaml": (_replace("\nrole: ", "\n'role': "), None),
}
"""Files of a 48-champion tree edited so that reading or validating them finds a problem, with the code
the report must hold for each; None for a file that has no problem but is not plain (an anchor, a tag)
or is plain in an unusual way (CRLF line ends, a byte order mark, a quoted key)."""

BROKEN_REFERENCES: dict[str, tuple[Edit, str | None]] = {
    "cards/borka-1.yaml": (
        _replace("hands: [[borka-anvil-drop]", "hands: [[borka-anvil-dropp]"),
        "bad-reference",
    ),
    "cards/gorlak-1.yaml": (_replace("- play: ", "- plya: "), "unknown-step"),
    "cards/pip-1.yaml": (_replace("damage: {fizzlewick: 4}", "damages: {fizzlewick: 4}"), "unknown-key"),
    "cards/velvet-1.yaml": (_replace("\nchampion: velvet-1\n", "\nchampion: nobody\n"), "bad-reference"),
    "champions/gorlak-2.yaml": (_replace("champions: [gorlak,", "champions: [gorlakk,"), "bad-reference"),
    "cards/zephyrine-1.yaml": (
        _replace("id: zephyrine-1-gale-force\n", "id: thornwick-1-longshot\n"),
        "duplicate-id",
    ),
}
"""Files of a 48-champion tree whose files read, but whose examples or cross-file references are wrong."""


def _planted(root: Path, edits: dict[str, tuple[Edit, str | None]]) -> Path:
    for relative, (edit, _) in edits.items():
        edit(root / relative)
    return root


def _reports(root: Path, patch: pytest.MonkeyPatch) -> tuple[ContentReport, ContentReport]:
    """Returns the tree's report read as ``validate`` reads it, and read with positions only."""
    patch.setenv(NO_CACHE_ENV, "1")
    quick = GAME.validate(root, None, display_base=root)
    with patch.context() as located:
        located.setattr(loader, "read_plain_data", lambda raw: NOT_PLAIN)
        slow = GAME.validate(root, None, display_base=root)
    return quick, slow


def _assert_same(quick: ContentReport, slow: ContentReport) -> None:
    assert quick.problems == slow.problems
    assert render_text(quick) == render_text(slow)
    assert render_json(quick) == render_json(slow)


@pytest.mark.parametrize("edits", [BROKEN_FILES, BROKEN_REFERENCES], ids=["files", "references"])
def test_planted_problems_are_reported_as_with_positions_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, edits: dict[str, tuple[Edit, str | None]]
) -> None:
    root = _planted(build_tree(tmp_path / "content", 48), edits)
    quick, slow = _reports(root, monkeypatch)
    _assert_same(quick, slow)
    found = {(problem.file, problem.code) for problem in quick.problems}
    flagged = {problem.file for problem in quick.problems}
    for relative, (_, code) in edits.items():
        assert (relative, code) in found if code is not None else relative not in flagged


def test_a_valid_generated_tree_is_reported_as_with_positions_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    quick, slow = _reports(build_tree(tmp_path / "content", 24), monkeypatch)
    assert quick.ok
    _assert_same(quick, slow)


def _assert_plain_or_not(raw: bytes) -> None:
    """Data without positions is the data read with them, of a file read with no problem; else NOT_PLAIN."""
    data = read_plain_data(raw)
    if data is NOT_PLAIN:
        return
    document = read_yaml(raw)
    assert document.issues == [] and document.usable
    assert repr(data) == repr(document.data)


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda path: path.relative_to(REPO).as_posix())
def test_a_content_file_reads_without_positions(sample: Path) -> None:
    raw = sample.read_bytes()
    assert (read_plain_data(raw) is NOT_PLAIN) == (b"&" in raw)
    _assert_plain_or_not(raw)


@settings(max_examples=examples(300), deadline=None)
@given(
    sample=st.sampled_from(SAMPLES),
    position=st.integers(min_value=0),
    cut=st.integers(min_value=0, max_value=40),
    insert=INSERTS,
)
def test_an_edited_file_reads_without_positions_only_when_it_reads_cleanly(
    sample: Path, position: int, cut: int, insert: str
) -> None:
    _assert_plain_or_not(splice(sample.read_text(encoding="utf-8"), position, cut, insert))


@pytest.mark.parametrize(
    "raw",
    [
        b"a: 1\na: 2\n",
        b"a:\n  b: 1\n  b: 1\n",
        b"? [x]\n: 1\n",
        b"a: !!str 5\n",
        b"a: &x [1]\nb: *x\n",
        b"a: 0777\n",
        b"a: 1234567890123456789012345678901\n",
        b"- " * 201 + b"x\n",
        b"x\n",
        b"",
        b"---\na: 1\n---\nb: 2\n",
        b"a:\n\t- 1\n",
        b"a: [1,\n\t2]\n",
        b"a: b\xe2\x80\xa8 c\n",
        b'a: "b\xe2\x80\xa8c"\n',
        b"a: b\rc: d\n",
        b"a: b\xe2\x80\xa8c\n",
        b"a: \x07\n",
        b"a: \xff\n",
        b"a: " + b"x" * (2 * 1024 * 1024) + b"\n",
    ],
    ids=lambda raw: repr(raw[:24]),
)
def test_a_file_with_a_problem_or_quirk_is_read_with_positions(raw: bytes) -> None:
    assert read_plain_data(raw) is NOT_PLAIN
