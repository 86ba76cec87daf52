"""Numbers: every integer field has a maximum, and every reader follows one bounded rule.

A number with thousands of digits, a base-60 value, or a spelling that YAML 1.1
and 1.2 read differently is a located one-line problem wherever it is read:
content files (``validate`` and ``fmt``), match scripts, match logs and search
queries. Nothing crashes, and ``fmt`` rewrites nothing it cannot read.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st
from ruamel.yaml import YAML

from sfbkit.games.super_fantasy_brawl.content.kinds import ALL_KINDS
from sfbkit.games.super_fantasy_brawl.content.match_script import ScriptModel
from sfbkit.games.super_fantasy_brawl.play.expectations import ExpectSpec
from sfbkit.kit.io.number_digits import MAX_NUMBER_DIGITS
from sfbkit.kit.io.yaml_source import read_yaml
from tests.hardening.helpers import LOCATED, REPO, assert_no_crash, copy_bundled, invoke, snapshot
from tests.hypothesis_budget import examples

MODELS = {**{kind.name: kind.model for kind in ALL_KINDS}, "match script": ScriptModel, "expect": ExpectSpec}

HUGE = st.sampled_from(["", "-", "+"]).flatmap(
    lambda sign: st.one_of(
        st.integers(MAX_NUMBER_DIGITS + 1, 6000).map(lambda n: sign + "7" * n),
        st.integers(MAX_NUMBER_DIGITS + 1, 6000).map(lambda n: sign + "0x" + "f" * n),
        st.integers(MAX_NUMBER_DIGITS + 1, 6000).map(lambda n: sign + "0b" + "1" * n),
        st.integers(MAX_NUMBER_DIGITS + 1, 6000).map(lambda n: sign + "0o" + "7" * n),
        st.integers(MAX_NUMBER_DIGITS + 1, 6000).map(lambda n: sign + "0" + "7" * n),
        st.integers(MAX_NUMBER_DIGITS + 1, 6000).map(lambda n: sign + "1." + "5" * n),
    )
)
"""Numbers written with more digits than any reader accepts, in every base YAML knows."""

NUMBERISH = st.from_regex(r"\A[-+]?(0[xbo])?[0-9a-f_.:eE+]{0,12}\Z", fullmatch=True)
"""Short plain scalars that look like numbers in some YAML reader."""

MESSAGE = re.compile(r"^[^\n]+$")
NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)
"""Each example runs the CLI; a failure is reported as found rather than shrunk for minutes."""


def unbounded_integers(schema: Any, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    """Yields the path of every integer in a JSON Schema that lacks a minimum or a maximum."""
    if isinstance(schema, dict):
        bounded = "minimum" in schema and "maximum" in schema
        if schema.get("type") == "integer" and "enum" not in schema and not bounded:
            yield path
        for key, value in schema.items():
            yield from unbounded_integers(value, (*path, key))
    elif isinstance(schema, list):
        for index, value in enumerate(schema):
            yield from unbounded_integers(value, (*path, index))


@pytest.mark.parametrize("name", sorted(MODELS))
def test_every_integer_field_has_a_minimum_and_a_maximum(name: str) -> None:
    assert list(unbounded_integers(MODELS[name].model_json_schema())) == []


def test_the_checked_in_schemas_bound_every_integer() -> None:
    for path in sorted((REPO / "schemas").glob("*.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        assert list(unbounded_integers(schema)) == [], path.name


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_bundled(tmp_path_factory.mktemp("numbers") / "content")


def champion_with(tree: Path, value: str) -> Path:
    """Writes the bundled champion borka with its basic HP written as ``value``; returns the file."""
    original = (REPO / "champions" / "borka.yaml").read_text(encoding="utf-8")
    path = tree / "champions" / "borka.yaml"
    path.write_text(re.sub(r"(?m)^  hp: \d+$", f"  hp: {value}", original, count=1), encoding="utf-8")
    return path


def located_lines(output: str, file: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith(file)]


@settings(
    max_examples=examples(25),
    deadline=None,
    phases=NO_SHRINK,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(value=HUGE)
def test_a_number_with_thousands_of_digits_is_a_located_problem_for_validate_and_fmt(
    tree: Path, value: str
) -> None:
    path = champion_with(tree, value)
    result = invoke("validate", "--content", str(tree))
    assert_no_crash(result, (1,))
    (line,) = located_lines(result.stdout, "champions/borka.yaml")
    assert LOCATED.match(line) and "error[number-too-long]: basic.hp: " in line
    assert len(line) < 200
    before = snapshot(tree)
    formatted = invoke("fmt", "--content", str(tree), str(path))
    assert_no_crash(formatted, (1,))
    assert "number-too-long" in formatted.output
    assert snapshot(tree) == before


def test_base_60_values_are_text_and_read_in_linear_time(tree: Path) -> None:
    sexagesimal = ":".join(["1"] * 300_000)
    document = read_yaml(f"a: {sexagesimal}\nb: 1:30\nc: -1:30.5\n".encode())
    assert document.data == {"a": sexagesimal, "b": "1:30", "c": "-1:30.5"}
    champion_with(tree, "1:1:1:1:1:1")
    result = invoke("validate", "--content", str(tree))
    assert_no_crash(result, (1,))
    (line,) = located_lines(result.stdout, "champions/borka.yaml")
    assert "error[wrong-type]: basic.hp: expected an integer, got '1:1:1:1:1:1'" in line


def ruamel_value(text: str) -> Any:
    """Returns how ruamel (the reader of ``fmt``) reads the value of ``a: text``, as plain Python."""
    value = YAML(typ="rt").load(f"a: {text}\n")["a"]
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    return str(value)


@settings(max_examples=examples(400), deadline=None)
@given(text=NUMBERISH)
def test_validate_reads_a_number_as_fmt_does_or_refuses_it(text: str) -> None:
    document = read_yaml(f"a: {text}\n".encode())
    if document.issues:
        (issue,) = document.issues
        assert issue.code in {"ambiguous-number", "number-too-long", "yaml-syntax"}
        assert MESSAGE.match(issue.message)
        return
    ours = document.data["a"]
    theirs = ruamel_value(text)
    if isinstance(ours, float) and ours != ours:
        assert isinstance(theirs, float) and theirs != theirs
    elif isinstance(ours, int | float) or isinstance(theirs, int | float):
        assert (type(ours), ours) == (type(theirs), theirs), text
    else:
        assert isinstance(theirs, str | bool) or theirs is None


@pytest.mark.parametrize(
    ("text", "reads"), [("0777", "511"), ("0o17", "text"), ("09", "text"), ("1e5", "text")]
)
def test_spellings_that_yaml_versions_read_differently_are_refused_at_their_column(
    text: str, reads: str
) -> None:
    (issue,) = read_yaml(f"a:\n  b: {text}\n".encode()).issues
    assert (issue.line, issue.column, issue.code, issue.path) == (2, 6, "ambiguous-number", ("a", "b"))
    assert f"is {reads} in YAML 1.1" in issue.message


def test_a_condition_bound_above_its_maximum_is_a_located_problem(tree: Path) -> None:
    champion_with(tree, "8")
    challenges = tree / "cards" / "challenges.yaml"
    original = challenges.read_text(encoding="utf-8")
    assert "at_least: " in original
    challenges.write_text(re.sub(r"at_least: \d+", "at_least: 10000000000000000000", original, count=1))
    try:
        result = invoke("validate", "--content", str(tree))
    finally:
        challenges.write_text(original, encoding="utf-8")
    assert_no_crash(result, (1,))
    (line,) = located_lines(result.stdout, "cards/challenges.yaml")
    assert LOCATED.match(line) and "at_least: expected at most 99, got 10000000000000000000" in line


SCRIPT = """\
seed: {seed}
players:
  - {{champions: [borka, pip, velvet], policy: first}}
  - {{champions: [gorlak, thornwick, mirelda], policy: first}}
steps:
  - auto: {{turns: {turns}}}
  - expect: {{round: {round}, vp: [{vp}, 0]}}
"""

SCRIPT_FIELDS = ("seed", "turns", "round", "vp")


@settings(max_examples=examples(25), deadline=None, phases=NO_SHRINK)
@example(field="seed", value=str(2**63))
@example(field="turns", value=str(10**25))
@example(field="round", value=str(10**25))
@example(field="vp", value="-1")
@given(
    field=st.sampled_from(SCRIPT_FIELDS),
    value=st.one_of(HUGE, st.integers(2**63, 2**200).map(str), st.integers(-(2**200), -1).map(str)),
)
def test_match_script_numbers_out_of_range_are_located_one_line_errors(
    tmp_path_factory: pytest.TempPathFactory, field: str, value: str
) -> None:
    values = {"seed": "1", "turns": "1", "round": "1", "vp": "0"} | {field: value}
    script = tmp_path_factory.mktemp("script") / "numbers.yaml"
    script.write_text(SCRIPT.format(**values), encoding="utf-8")
    result = invoke("match", str(script))
    assert_no_crash(result, (1,))
    lines = result.stderr.strip().splitlines()
    assert lines and all(line.startswith(f"{script}:") for line in lines), result.stderr
    line = lines[0]
    expected_line = {"seed": 1, "turns": 6, "round": 7, "vp": 7}[field]
    assert line.startswith(f"{script}:{expected_line}:"), line
    assert len(line) < 300


@pytest.mark.parametrize(
    ("value", "message"),
    [(f"0x{'f' * 3700}", "has 3700 digits; a number has at most 30"), ("21", "from 0 to 20, not 21")],
)
def test_a_decision_amount_beyond_its_range_is_a_located_error(
    tmp_path: Path, value: str, message: str
) -> None:
    script = tmp_path / "amount.yaml"
    script.write_text(SCRIPT.format(seed=1, turns=1, round=1, vp=0) + f"  - amount: {value}\n")
    result = invoke("match", str(script))
    assert_no_crash(result, (1,))
    assert result.stderr.startswith(f"{script}:8:13: steps[2]")
    assert message in result.stderr and len(result.stderr.splitlines()) == 1


@pytest.fixture(scope="module")
def log_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    out = tmp_path_factory.mktemp("log") / "push.jsonl"
    result = invoke("match", str(REPO / "matches" / "keyword-push.yaml"), "--log", "jsonl", "--out", str(out))
    assert result.exit_code == 0, result.stderr
    return out.read_text(encoding="utf-8")


@settings(
    max_examples=examples(20),
    deadline=None,
    phases=NO_SHRINK,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(digits=st.integers(MAX_NUMBER_DIGITS + 1, 20_000), record=st.integers(0, 10_000))
def test_a_log_number_with_thousands_of_digits_is_an_error_at_its_line(
    tmp_path: Path, log_text: str, digits: int, record: int
) -> None:
    lines = log_text.splitlines()
    numbered = [index for index, line in enumerate(lines) if re.search(r":\d+[,}]", line)]
    index = numbered[record % len(numbered)]
    lines[index] = re.sub(r":\d+([,}])", lambda m: ":" + "9" * digits + m.group(1), lines[index], count=1)
    path = tmp_path / "huge.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = invoke("replay", str(path))
    assert_no_crash(result, (1,))
    assert result.stderr.startswith(f"{path}:{index + 1}: ")
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_log_seed_out_of_range_is_refused(tmp_path: Path, log_text: str) -> None:
    lines = log_text.splitlines()
    header = json.loads(lines[0])
    header["match"]["seed"] = -1
    lines[0] = json.dumps(header)
    path = tmp_path / "seed.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = invoke("replay", str(path))
    assert_no_crash(result, (1,))
    assert result.stderr.startswith(f"{path}:1: ") and "seed must be an integer from 0 to" in result.stderr


@settings(max_examples=examples(10), deadline=None, phases=NO_SHRINK)
@given(
    field=st.sampled_from(["strength", "move", "defence", "range", "hp"]),
    operator=st.sampled_from([":", "=", "<", "<=", ">", ">=", "!="]),
    digits=st.integers(MAX_NUMBER_DIGITS + 1, 10_000),
    sign=st.sampled_from(["", "-"]),
)
def test_a_search_number_with_thousands_of_digits_is_a_usage_error_at_its_column(
    field: str, operator: str, digits: int, sign: str
) -> None:
    result = invoke("search", "kw:push", f"{field}{operator}{sign}{'9' * digits}")
    assert_no_crash(result, (2,))
    column = len("kw:push ") + len(field) + len(operator) + 1
    assert f"takes a number of at most {MAX_NUMBER_DIGITS} digits (column {column})" in result.stderr
