"""Every route and parameter of the play server, fuzzed: whatever is sent, the answer is never a 5xx."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from tests.serve.conftest import TEAMS, WARBANDS, start

CHAMPIONS = [champion for team in TEAMS for champion in team]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=20)
    | st.sampled_from(CHAMPIONS),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
new_match_bodies = st.fixed_dictionaries(
    {},
    optional={
        "teams": st.just(TEAMS) | json_values,
        "warbands": st.just(WARBANDS) | st.just([[name] for name in WARBANDS]) | json_values,
        "battlefield": st.sampled_from(["twin-vaults", "nowhere"]) | json_values,
        "ruleset": st.sampled_from(["standard", "skirmish", "none"]) | json_values,
        "draft": st.sampled_from(["casual", "free", "auction"]) | json_values,
        "opponent": st.sampled_from(["greedy", "random", "first", "human", "oracle", "search:3", "search:x"])
        | json_values,
        "seat": st.integers(-2, 3) | json_values,
        "seed": st.integers(-(2**65), 2**65) | json_values,
    },
)
answer_bodies = st.fixed_dictionaries(
    {},
    optional={
        "option": st.sampled_from(["end-turn", "decline", "step:c4", "first", "deploy:x@c1"]) | json_values,
        "seat": json_values,
    },
)
bodies = (
    new_match_bodies.map(json.dumps)
    | answer_bodies.map(json.dumps)
    | json_values.map(json.dumps)
    | st.text(max_size=40)
    | st.sampled_from(["[" * 5000, '{"seed": ' + "9" * 4400 + "}", "{" * 3000])
)
texts = st.text(max_size=12) | st.sampled_from(["\u00b2", "\u2460", "7" * 5000, "", "0", "1", "-1"])
routes = st.sampled_from(
    [
        ("GET", "/"),
        ("GET", "/play"),
        ("GET", "/play/{id}"),
        ("GET", "/assets/{text}"),
        ("GET", "/api/setup"),
        ("GET", "/api/matches"),
        ("POST", "/api/matches"),
        ("GET", "/api/matches/{id}"),
        ("POST", "/api/matches/{id}/answer"),
        ("GET", "/api/matches/{id}/log"),
        ("PUT", "/api/matches/{id}"),
    ]
)
content_types = st.sampled_from(["application/json", "application/json; charset=utf-8", "text/plain", ""])


@settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(
    route=routes,
    known_id=st.booleans(),
    text=texts,
    seat=st.none() | texts,
    body=bodies,
    content_type=content_types,
)
@example(("GET", "/api/matches/{id}"), True, "", "\u00b2", "", "")
@example(("GET", "/api/matches/{id}"), True, "", "\u2460", "", "")
@example(("GET", "/api/matches/{id}"), True, "", "7" * 5000, "", "")
@example(("POST", "/api/matches"), True, "", None, "[" * 100_000 + "]" * 100_000, "application/json")
@example(("POST", "/api/matches"), True, "", None, "[" * 3000 + "]" * 3000, "application/json")
@example(("POST", "/api/matches"), True, "", None, '{"seed": ' + "9" * 4301 + "}", "application/json")
@example(
    ("POST", "/api/matches/{id}/answer"), True, "", None, '{"option": ' + "9" * 4301 + "}", "application/json"
)
def test_no_request_gets_a_5xx(
    server: TestClient,
    route: tuple[str, str],
    known_id: bool,
    text: str,
    seat: str | None,
    body: str,
    content_type: str,
) -> None:
    method, template = route
    existing = getattr(server, "fuzzed_match", None) or start(server, opponent="random")
    server.fuzzed_match = existing  # type: ignore[attr-defined]
    segment = quote(text, safe="")
    path = template.format(id=existing if known_id else segment, text=segment)
    params: dict[str, Any] = {} if seat is None else {"seat": seat}
    headers = {"content-type": content_type} if content_type else {}
    response = server.request(method, path, params=params, content=body.encode(), headers=headers)
    assert response.status_code < 500, (method, path, params, body[:200], response.text[:300])
