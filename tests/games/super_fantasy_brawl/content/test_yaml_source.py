"""Safe YAML reading: marks, plain data, and a located problem for every kind of hostile or broken input."""

from __future__ import annotations

import tracemalloc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sfbkit.kit.io.yaml_source import MAX_DEPTH, MAX_FILE_BYTES, read_yaml
from tests.hypothesis_budget import examples


def issues(text: str | bytes) -> list[tuple[int, int, str]]:
    raw = text.encode() if isinstance(text, str) else text
    return [(issue.line, issue.column, issue.code) for issue in read_yaml(raw).issues]


def test_builds_plain_data_with_a_mark_on_every_node() -> None:
    document = read_yaml(b"name: Ironhide\ncards:\n  - {id: a, move: 2}\n  - id: b\n")
    assert document.usable
    assert document.data == {"name": "Ironhide", "cards": [{"id": "a", "move": 2}, {"id": "b"}]}
    root = document.root
    assert root is not None
    cards = root.child("cards")
    assert cards is not None
    first, second = cards.sequence or []
    assert (first.line, first.column) == (3, 5)
    move_key, move = first.key("move"), first.child("move")
    assert move_key is not None and move is not None
    assert (move_key.line, move_key.column, move.line, move.column) == (3, 13, 3, 19)
    assert (second.line, second.column) == (4, 5)


def test_scalars_follow_yaml_1_1_but_dates_stay_strings_and_keys_stay_text() -> None:
    document = read_yaml(b"a: ~\nb: yes\nc: 0x10\nd: 1.5\ne: '7'\nf: 2024-01-02\n1: one\nno: key\n")
    assert document.data == {
        "a": None,
        "b": True,
        "c": 16,
        "d": 1.5,
        "e": "7",
        "f": "2024-01-02",
        "1": "one",
        "no": "key",
    }


def test_a_utf8_byte_order_mark_is_accepted_and_columns_count_characters() -> None:
    document = read_yaml("\ufeffname: \u00e9t\u00e9\nx: [\u00e9, y]\n".encode())
    assert document.data == {"name": "\u00e9t\u00e9", "x": ["\u00e9", "y"]}
    assert document.root is not None
    x = document.root.child("x")
    assert x is not None and x.sequence is not None
    assert x.sequence[1].column == 8


def test_duplicate_keys_are_reported_at_the_second_key_with_their_path() -> None:
    document = read_yaml(b"a:\n  b: 1\n  c: 2\n  b: 3\n")
    (issue,) = document.issues
    assert (issue.line, issue.column, issue.code, issue.path) == (4, 3, "duplicate-key", ("a", "b"))
    assert "first at line 2" in issue.message
    assert document.usable


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (b"", (1, 1, "empty-file")),
        (b"# just a comment\n\n", (1, 1, "empty-file")),
        (b"---\n", (1, 1, "empty-file")),
        (b"a:\n\tb: 1\n", (2, 1, "tab-indent")),
        (b"a: 1\n\t# a comment\nb: 2\n", (2, 1, "tab-indent")),
        (b"\t# a comment\na: 1\n", (1, 1, "tab-indent")),
        (b"a:\n  - 1\n \t# a comment\n  - 2\n", (3, 2, "tab-indent")),
        (b"a: 1\n\t\nb: 2\n", (2, 1, "tab-indent")),
        (b"a: 1\nb: \xff\n", (2, 4, "encoding")),
        (b"a: x\x00y\n", (1, 5, "encoding")),
        (b"a: [1, 2\nb: 3\n", (2, 2, "yaml-syntax")),
        (b"a: b: c\n", (1, 5, "yaml-syntax")),
        (b"a: 1\n---\nb: 2\n", (2, 1, "yaml-syntax")),
        (b"a: *missing\n", (1, 4, "yaml-syntax")),
        (b"a: !!python/object/apply:os.system [ls]\n", (1, 4, "unknown-tag")),
        (b"a: !custom 3\n", (1, 4, "unknown-tag")),
        (b"a: &x [1, *x]\n", (1, 11, "alias-bomb")),
        (b"? [a, b]\n: 1\n", (1, 3, "wrong-type")),
    ],
)
def test_broken_input_gets_one_located_problem(text: bytes, expected: tuple[int, int, str]) -> None:
    document = read_yaml(text)
    assert issues(text) == [expected]
    assert not document.usable


def test_a_tab_the_parser_accepts_after_the_indentation_is_content() -> None:
    document = read_yaml(b"a: |\n  x\n  \t# not a comment\nb: 2\n")
    assert document.issues == []
    assert document.data == {"a": "x\n\t# not a comment\n", "b": 2}


def test_a_file_over_the_cap_is_rejected_before_parsing() -> None:
    assert issues(b"#" * (MAX_FILE_BYTES + 1)) == [(1, 1, "too-large")]


def test_nesting_deeper_than_the_limit_is_rejected_at_the_first_level_too_many() -> None:
    within = "x: " + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1) + "\n"
    assert read_yaml(within.encode()).usable
    too_deep = "x: " + "[" * MAX_DEPTH * 2 + "]" * MAX_DEPTH * 2 + "\n"
    assert issues(too_deep) == [(1, 3 + MAX_DEPTH, "too-deep")]
    block = "x:\n" + "".join("  " * level + "-\n" for level in range(1, MAX_DEPTH + 5))
    assert issues(block) == [(MAX_DEPTH + 1, 2 * MAX_DEPTH + 1, "too-deep")]
    far_too_deep = "x: " + "[" * 100_000 + "]" * 100_000 + "\n"
    assert [code for _, _, code in issues(far_too_deep)] == ["too-deep"]


def billion_laughs(levels: int) -> bytes:
    lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    lines += [f"a{n}: &a{n} [" + ", ".join([f"*a{n - 1}"] * 10) + "]" for n in range(1, levels)]
    return ("\n".join(lines) + "\n").encode()


def test_an_alias_bomb_is_stopped_quickly_in_bounded_memory() -> None:
    tracemalloc.start()
    try:
        found = issues(billion_laughs(12))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert [code for _, _, code in found] == ["alias-bomb"]
    assert found[0][0] == 4
    assert peak < 5_000_000


def test_modest_alias_reuse_is_allowed() -> None:
    document = read_yaml(b"base: &b {hp: 8, defence: 1}\nother: *b\n")
    assert document.data == {"base": {"hp": 8, "defence": 1}, "other": {"hp": 8, "defence": 1}}


@settings(max_examples=examples(150), deadline=None)
@given(st.binary(max_size=200))
def test_arbitrary_bytes_never_raise(raw: bytes) -> None:
    document = read_yaml(raw)
    assert document.usable or document.issues


@settings(max_examples=examples(150), deadline=None)
@given(st.text(alphabet=" \t\n-:[]{}&*!#'\"|>?,abc1", max_size=120))
def test_arbitrary_yaml_like_text_never_raises_and_problems_have_positions(text: str) -> None:
    document = read_yaml(text.encode())
    for issue in document.issues:
        assert issue.line >= 1 and issue.column >= 1


@pytest.mark.parametrize("line_break", ["\r", "\x85", "\u2028", "\u2029"])
def test_a_line_break_other_than_lf_or_crlf_is_located_by_lf_lines(line_break: str) -> None:
    text = f"id: pip\r\nname: Pip\nlore: one{line_break}two\nrole: x{line_break}\n"
    (issue,) = read_yaml(text.encode()).issues
    assert (issue.line, issue.column, issue.code) == (3, 10, "encoding")
    assert f"U+{ord(line_break):04X}" in issue.message
