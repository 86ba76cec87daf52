"""``sfbkit replay`` on mutated match logs: a clean replay or exit 1 with a message, never a crash.

A JSONL log of an example script is edited byte by byte and record by record
(a field dropped or replaced by another type, a record repeated or removed).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.hardening.helpers import REPO, assert_no_crash, invoke
from tests.hypothesis_budget import examples

VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False),
    st.text(max_size=8),
    st.lists(st.integers(), max_size=2),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=2),
)


@pytest.fixture(scope="module")
def log(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A folder to write mutated logs into, and the text of a real log."""
    folder = tmp_path_factory.mktemp("logs")
    out = folder / "original.jsonl"
    result = invoke("match", str(REPO / "matches" / "keyword-push.yaml"), "--log", "jsonl", "--out", str(out))
    assert result.exit_code == 0, result.stderr
    return folder, out.read_text(encoding="utf-8")


def replay(folder: Path, text: str) -> None:
    path = folder / "mutated.jsonl"
    path.write_bytes(text.encode("utf-8", errors="surrogatepass"))
    result = invoke("replay", str(path))
    assert_no_crash(result, (0, 1))
    if result.exit_code == 1:
        assert result.stderr.strip(), "exit 1 with no message"


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    position=st.integers(min_value=0),
    cut=st.integers(min_value=0, max_value=30),
    insert=st.text(alphabet='{}[]",:0123456789abc \n', max_size=4),
)
def test_byte_edits_of_a_log_replay_or_fail_cleanly(
    log: tuple[Path, str], position: int, cut: int, insert: str
) -> None:
    folder, text = log
    position %= len(text) + 1
    replay(folder, text[:position] + insert + text[position + cut :])


def _paths(data: Any, path: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    found: list[tuple[str | int, ...]] = []
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else []
    for key, value in items:
        found.append((*path, key))
        found.extend(_paths(value, (*path, key)))
    return found


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    data=st.data(), action=st.sampled_from(["replace", "drop", "repeat-record", "drop-record"]), value=VALUES
)
def test_record_edits_of_a_log_replay_or_fail_cleanly(
    log: tuple[Path, str], data: st.DataObject, action: str, value: Any
) -> None:
    folder, text = log
    records = [json.loads(line) for line in text.splitlines()]
    index = data.draw(st.integers(min_value=0, max_value=len(records) - 1))
    if action == "repeat-record":
        records.insert(index, records[index])
    elif action == "drop-record":
        del records[index]
    else:
        paths = _paths(records[index])
        if paths:
            path = data.draw(st.sampled_from(paths))
            parent = records[index]
            for step in path[:-1]:
                parent = parent[step]
            if action == "drop":
                del parent[path[-1]]
            else:
                parent[path[-1]] = value
    replay(folder, "\n".join(json.dumps(record) for record in records) + "\n")
