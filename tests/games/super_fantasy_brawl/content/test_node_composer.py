"""A plain file is composed from libyaml's nodes: the same data, positions and problems as from its events."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sfbkit.kit.io import yaml_source
from sfbkit.kit.io.yaml_source import Node, YamlDocument, read_yaml
from tests.hypothesis_budget import examples
from tests.yaml_edits import INSERTS, REPO, SAMPLES, splice


def _event_by_event(raw: bytes) -> YamlDocument:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(yaml_source, "_NODES_IN_C", False)
        return read_yaml(raw)


def _shape(node: Node | None) -> object:
    """Returns a node tree as nested tuples of positions, keys and children."""
    if node is None:
        return None
    if node.mapping is not None and node.keys is not None:
        keys = {key: (found.line, found.column) for key, found in node.keys.items()}
        children: object = [(key, keys.get(key), _shape(child)) for key, child in node.mapping.items()]
    elif node.sequence is not None:
        children = [_shape(child) for child in node.sequence]
    else:
        children = None
    return node.line, node.column, children


def _assert_same(raw: bytes) -> None:
    quick, slow = read_yaml(raw), _event_by_event(raw)
    assert quick.issues == slow.issues
    assert repr(quick.data) == repr(slow.data)
    assert _shape(quick.root) == _shape(slow.root)


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda path: path.relative_to(REPO).as_posix())
def test_a_content_file_is_composed_from_nodes_as_from_events(sample: Path) -> None:
    raw = sample.read_bytes()
    assert yaml_source._compose_nodes(raw, YamlDocument()) == (b"&" not in raw)
    _assert_same(raw)


@settings(max_examples=examples(300), deadline=None)
@given(
    sample=st.sampled_from(SAMPLES),
    position=st.integers(min_value=0),
    cut=st.integers(min_value=0, max_value=40),
    insert=INSERTS,
)
def test_an_edited_file_is_composed_from_nodes_as_from_events(
    sample: Path, position: int, cut: int, insert: str
) -> None:
    _assert_same(splice(sample.read_text(encoding="utf-8"), position, cut, insert))


@pytest.mark.parametrize(
    "text",
    [
        "a: 1\na: 2\n",
        "? [x]\n: 1\n",
        "a: !!str 5\n",
        "a: ! 5\n",
        "a: &x [1]\nb: *x\n",
        "a: 0777\n",
        "a: 1e5\n",
        "a: 1:30\n",
        "a: 2024-01-01\n",
        "a: [yes, No, ~, null, '', 'yes', 1.5, .inf, -0, 0x1F]\n",
        "- " * 201 + "x\n",
        "- " * 199 + "x\n",
        "x\n",
        "",
        "---\na: 1\n---\nb: 2\n",
        "a: 1\n...\n",
        "{a: 1, 'b': \"2\", c: |\n  text\n}\n",
    ],
)
def test_a_file_with_a_quirk_is_composed_as_from_events(text: str) -> None:
    _assert_same(text.encode("utf-8"))
