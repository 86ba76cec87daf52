"""Whatever bytes a content file holds, loading it reports located problems and never raises."""

from __future__ import annotations

from pathlib import Path

from hypothesis import example, given, settings
from hypothesis import strategies as st

from sfbkit.games.super_fantasy_brawl.content.kinds import ALL_KINDS
from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.loader import load_file
from tests.hypothesis_budget import examples
from tests.yaml_edits import INSERTS, splice

VALID = Path(__file__).resolve().parent / "valid"
SAMPLES = sorted(VALID.rglob("*.yaml"))


@settings(max_examples=examples(150), deadline=None)
@given(
    sample=st.sampled_from(SAMPLES),
    kind=st.sampled_from(ALL_KINDS),
    position=st.integers(min_value=0),
    cut=st.integers(min_value=0, max_value=40),
    insert=INSERTS,
)
@example(  # a YAML 1.1 line break that is not LF moved every later line number
    sample=VALID / "arenas" / "fabulosa.yaml", kind=ALL_KINDS[0], position=0, cut=0, insert="\x85\x85"
)
def test_an_edited_content_file_loads_or_reports_located_problems(
    sample: Path, kind: FileKind, position: int, cut: int, insert: str
) -> None:
    raw = splice(sample.read_text(encoding="utf-8"), position, cut, insert)
    loaded = load_file(sample, "file.yaml", kind, raw)
    assert (loaded.model is None) == bool(loaded.problems)
    lines = raw.count(b"\n") + 1
    for problem in loaded.problems:
        assert 1 <= problem.line <= lines, problem
        assert problem.column >= 1, problem
        assert problem.message


@settings(max_examples=examples(100), deadline=None)
@given(raw=st.binary(max_size=300))
def test_arbitrary_bytes_never_raise(raw: bytes) -> None:
    for kind in ALL_KINDS:
        loaded = load_file(Path("champions/x.yaml"), "x.yaml", kind, raw)
        assert loaded.model is not None or loaded.problems
