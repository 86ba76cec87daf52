"""``sfbkit match`` on mutated example scripts: exit 0 or 1 with ``FILE:line:`` messages, never a crash.

Bytes are edited (cut, insert, flip) and structure is edited (a key dropped
or renamed, a value replaced by another type, a step repeated or removed) on
the real keyword scripts of ``matches/``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.hardening.helpers import REPO, assert_no_crash, data_paths, invoke
from tests.hypothesis_budget import examples
from tests.yaml_edits import INSERTS, mutate, splice

SCRIPTS = sorted((REPO / "matches").glob("keyword-*.yaml"))
ORIGINAL = {path.name: path.read_bytes() for path in SCRIPTS}
VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=10),
    st.sampled_from(["a1", "z99", "gate", "end-turn", "borka", "pip-pocket-sand", "random", "greedy"]),
    st.lists(st.text(max_size=4), max_size=3),
    st.dictionaries(st.sampled_from(["path", "target", "card", "x"]), st.text(max_size=4), max_size=2),
)
WHERE = re.compile(r"^[^\n]+\.yaml:\d+:")


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("scripts")


def run_script(folder: Path, name: str, raw: bytes) -> None:
    """Writes a mutated script and runs it, checking the outcome is a clean pass or a located failure."""
    script = folder / name
    script.write_bytes(raw)
    result = invoke("match", str(script))
    assert_no_crash(result, (0, 1))
    if result.exit_code == 1:
        messages = [line for line in result.stderr.splitlines() if line.strip()]
        assert messages, "exit 1 with no message"
        assert WHERE.match(messages[0]) or messages[0].startswith("error: "), messages[0]


@settings(max_examples=examples(50), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(sorted(ORIGINAL)),
    position=st.integers(min_value=0),
    cut=st.integers(min_value=0, max_value=40),
    insert=INSERTS,
)
def test_byte_edits_of_a_real_script_pass_or_fail_at_a_line(
    folder: Path, name: str, position: int, cut: int, insert: str
) -> None:
    run_script(folder, name, splice(ORIGINAL[name].decode("utf-8"), position, cut, insert))


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(sorted(ORIGINAL)),
    data=st.data(),
    action=st.sampled_from(["replace", "drop", "rename", "repeat"]),
    value=VALUES,
)
def test_structural_edits_of_a_real_script_pass_or_fail_at_a_line(
    folder: Path, name: str, data: st.DataObject, action: str, value: Any
) -> None:
    document = yaml.safe_load(ORIGINAL[name])
    path = data.draw(st.sampled_from(list(data_paths(document))))
    mutate(document, path, action, value)
    raw = yaml.safe_dump(document, allow_unicode=True, sort_keys=False).encode("utf-8")
    run_script(folder, name, raw)
