"""The deck page checks a deck with the checker of ``sfbkit validate`` and ``sfbkit deck``: the same codes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from sfbkit.cli.main import cli
from tests.games.blood_wars import deck_pack as pack
from tests.games.blood_wars.deck_page.conftest import bundled_deck, client_on
from tests.games.blood_wars.test_deck_rules import CARDS_40, SCENARIO_1


def _codes(client: TestClient, body: dict[str, Any]) -> list[str]:
    response = client.post("/api/deck/check", json=body)
    assert response.status_code == 200, response.text
    return [problem["code"] for problem in response.json()["problems"]]


def _body(deck: dict[str, int], under: str = "table:standard") -> dict[str, Any]:
    cards = [{"card": card, "count": count} for card, count in deck.items() if count]
    return {"id": "page-deck", "name": "Page", "under": under, "cards": cards}


@pytest.fixture(scope="module")
def scenario_client(tmp_path_factory: pytest.TempPathFactory) -> TestClient:
    root = pack.write_tree(tmp_path_factory.mktemp("scenario") / "tree", CARDS_40, {})
    return client_on(root)


@pytest.mark.parametrize(("change", "deck", "codes"), SCENARIO_1, ids=[case[0] for case in SCENARIO_1])
def test_each_change_of_scenario_1_gives_its_one_code_on_the_page(
    scenario_client: TestClient, change: str, deck: dict[str, int], codes: list[str]
) -> None:
    assert _codes(scenario_client, _body(deck)) == codes


def test_the_page_gives_what_sfbkit_deck_gives_for_the_same_file_under_each_ruleset(tmp_path: Path) -> None:
    cards = {**CARDS_40, "warlords": [{**card, "cs": 2} for card in CARDS_40["warlords"]]}
    root = pack.write_tree(tmp_path / "tree", cards, {})
    (root / "rulesets" / "wcap.yaml").write_text(
        "id: wcap\nname: W\ncs_cap_counts_warlords: true\n", encoding="utf-8"
    )
    (root / "rulesets" / "big.yaml").write_text("id: big\nname: B\ndeck_sizes: [60, 80]\n", encoding="utf-8")
    client = client_on(root)
    for _, deck, _ in SCENARIO_1[:4]:
        for under in ("table:standard", "ruleset:wcap", "ruleset:big"):
            answer = client.post("/api/deck/check", json=_body(deck, under)).json()
            path = root / "decks" / "page-deck.yaml"
            path.parent.mkdir(exist_ok=True)
            path.write_text(answer["text"], encoding="utf-8")
            options = ["--ruleset", under.split(":")[1]] if under.startswith("ruleset:") else []
            result = CliRunner().invoke(cli, ["deck", str(path), "--content", str(root), *options])
            printed = re.findall(
                r"^(decks/page-deck\.yaml:\d+:\d+): error\[([a-z:-]+)\]", result.output, re.M
            )
            shown = [(problem["text"].split(": error")[0], problem["code"]) for problem in answer["problems"]]
            assert sorted(shown) == sorted(printed), (under, result.output, answer["problems"])
            assert result.exit_code == (1 if printed else 0)


def test_the_rows_are_the_tables_column_for_the_decks_size_beside_its_counts(client: TestClient) -> None:
    answer = client.post("/api/deck/check", json=bundled_deck("mire-court")).json()
    assert answer["problems"] == [] and answer["size"] == 40 and answer["table"] == "standard"
    rows = {row["row"]: row for row in answer["rows"]}
    assert rows["warlords"] == {"row": "warlords", "allowed": "3-5", "count": "4", "state": ""}
    assert rows["is_cap"]["allowed"] == "<= 60"
    emptied = client.post("/api/deck/check", json=bundled_deck("mire-court", cards=[])).json()
    assert emptied["column"] == 40  # no column for 0 cards: the rows of the smallest deck's
    assert {row["row"]: row["state"] for row in emptied["rows"]}["warlords"] == "under"
    grown = bundled_deck("wandering-concord")
    grown["cards"] = [*grown["cards"], {"card": "gallows-choir", "count": 1}]
    answer = client.post("/api/deck/check", json=grown).json()
    assert (answer["size"], answer["column"]) == (61, 70)
    assert {row["row"]: row["allowed"] for row in answer["rows"]}["warlords"] == "3-8"
    assert [problem["text"].split(": ", 2)[1] for problem in emptied["problems"]] == ["error[bad-value]"]
    assert "cards" in emptied["problems"][0]["text"]


def test_a_problem_appears_with_a_fourth_copy_and_goes_when_it_is_removed(client: TestClient) -> None:
    body = bundled_deck("mire-court")
    assert _codes(client, body) == []
    others = [entry for entry in body["cards"] if entry["card"] != "writ-of-recall"]
    fourth = {**body, "cards": [*others, {"card": "gallows-choir", "count": 1}]}
    assert _codes(client, fourth) == ["copies"]
    assert _codes(client, {**body, "cards": [*others, {"card": "writ-of-recall", "count": 1}]}) == []


def test_an_unknown_table_or_ruleset_is_refused_with_its_name(client: TestClient) -> None:
    for under, words in (("table:nope", "no deck table 'nope'"), ("ruleset:nope", "no ruleset 'nope'")):
        response = client.post("/api/deck/check", json=bundled_deck("mire-court", under=under))
        assert response.status_code == 422 and words in response.json()["error"]
    response = client.post("/api/deck/check", json=bundled_deck("mire-court", under="nope"))
    assert response.status_code == 422 and "table:ID" in response.json()["error"]


@pytest.mark.parametrize(
    "name", ["Mine", 'Tom\'s "deck": yes', "日本語のデッキ", "- dash", "#hash", "yes", "123"]
)
def test_the_checked_text_has_the_lines_of_the_file_a_save_writes(client: TestClient, name: str) -> None:
    from sfbkit.games.blood_wars.deck_page.deck_verdict import formatted
    from sfbkit.kit.io.yaml_source import read_yaml

    text = client.post("/api/deck/check", json=bundled_deck("mire-court", name=name)).json()["text"]
    saved = formatted(text)
    assert read_yaml(saved.encode()).data == read_yaml(text.encode()).data
    assert [line.split(":")[0] for line in saved.splitlines()] == [
        line.split(":")[0] for line in text.splitlines()
    ]
