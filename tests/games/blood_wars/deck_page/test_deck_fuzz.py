"""The deck page's API, fuzzed: whatever deck or body is sent, the answer is never a 5xx, nothing but a
deck file is written, and only under decks/."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from tests.hypothesis_budget import examples

CARDS = ["gallows-choir", "mire-chancellor-oszra", "the-ninth-stair", "grave-scribe", "nope"]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=20)
    | st.sampled_from(CARDS),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
entries = st.fixed_dictionaries(
    {"card": st.sampled_from(CARDS) | st.text(max_size=60), "count": st.integers(-5, 2**64) | json_values}
)
decks = st.fixed_dictionaries(
    {
        "id": st.sampled_from(["fuzzed", "mire-court", "../up", "a", "x" * 60]) | st.text(max_size=30),
        "name": st.text(max_size=70),
        "under": st.sampled_from(["table:standard", "ruleset:double-capture", "ruleset:", "table"])
        | st.text(max_size=20),
        "cards": st.lists(entries, max_size=8) | json_values,
    },
    optional={"overwrite": st.booleans() | json_values},
)
bodies = decks.map(json.dumps) | json_values.map(json.dumps) | st.text(max_size=40)


@settings(
    max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(route=st.sampled_from(["/api/deck/check", "/api/deck/save"]), body=bodies)
def test_no_body_gets_a_5xx_or_writes_outside_decks(
    client: TestClient, tree: Path, route: str, body: str
) -> None:
    response = client.post(route, content=body.encode("utf-8"), headers={"content-type": "application/json"})
    assert response.status_code < 500, response.text
    answer: dict[str, Any] = response.json()
    if response.status_code >= 400:
        assert "\n" not in answer["error"] and len(answer["error"]) < 300
    written = [path.relative_to(tree).as_posix() for path in tree.rglob("*") if path.is_file()]
    assert all(name == "sfbkit.yaml" or name.startswith("decks/") for name in written), written
