"""A served Blood Wars tree that extends the bundled one, and the deck page's client on it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.game import GAME
from sfbkit.kit.io.yaml_source import read_yaml
from sfbkit.kit.serve.app import make_app


def new_tree(folder: Path) -> Path:
    """Returns an empty Blood Wars tree that extends the bundled one, as ``sfbkit init`` starts it."""
    folder.mkdir(parents=True)
    (folder / "sfbkit.yaml").write_text("game: blood-wars\nextends: blood-wars\n", encoding="utf-8")
    return folder


def client_on(root: Path) -> TestClient:
    """Returns a test client of ``sfbkit serve``'s application with only the game's pages (no play page)."""
    return TestClient(
        make_app(None, root / "unused", pages=GAME.game_pages(root)), raise_server_exceptions=False
    )


def bundled_deck(deck_id: str, **changes: Any) -> dict[str, Any]:
    """Returns a save or check body holding a bundled deck's cards under a new id."""
    data = read_yaml((bundled_root() / "decks" / f"{deck_id}.yaml").read_bytes()).data
    body = {"id": f"my-{deck_id}", "name": "Mine", "under": "table:standard", "cards": data["cards"]}
    return {**body, **changes}


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return new_tree(tmp_path_factory.mktemp("served") / "tree")


@pytest.fixture(scope="module")
def client(tree: Path) -> Iterator[TestClient]:
    with client_on(tree) as found:
        yield found
