"""A warm ``sfbkit show`` unpickles its champion from the cache without importing validation code,
and an item shown before is printed again without importing pydantic or a content model."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

VALIDATION_MODULES = (
    "sfbkit.games.super_fantasy_brawl.content.validation",
    "sfbkit.kit.content.loader",
    "sfbkit.kit.report.validation_report",
)

MODEL_MODULES = (
    "pydantic",
    "sfbkit.games.super_fantasy_brawl.content.card",
    "sfbkit.games.super_fantasy_brawl.content.champion",
    "sfbkit.games.super_fantasy_brawl.render.terminal",
)


def _probe(item_id: str, modules: tuple[str, ...]) -> str:
    return (
        f"import sys; sys.argv = ['sfbkit', 'show', {item_id!r}]; "
        "from sfbkit.cli.entry import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        f"print('loaded:', [name for name in {modules!r} if name in sys.modules])"
    )


def _show(tmp_path: Path, item_id: str = "borka", modules: tuple[str, ...] = VALIDATION_MODULES) -> str:
    environment = {
        **os.environ,
        "SFBKIT_CACHE_DIR": str(tmp_path / "cache"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
    }
    environment.pop("SFBKIT_CONTENT", None)
    outcome = subprocess.run(
        [sys.executable, "-c", _probe(item_id, modules)],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
        cwd=tmp_path,
    )
    return outcome.stdout


def test_warm_show_prints_the_same_champion_without_validation_modules(tmp_path: Path) -> None:
    _show(tmp_path, "pip")
    cold = _show(tmp_path, "borka", ())
    warm = _show(tmp_path)
    assert "Borka" in cold
    assert cold.splitlines()[:-1] == warm.splitlines()[:-1]
    assert warm.splitlines()[-1] == "loaded: []"


def test_an_item_shown_before_is_printed_without_pydantic_or_the_models(tmp_path: Path) -> None:
    first = _show(tmp_path, "borka", ())
    again = _show(tmp_path, "borka", MODEL_MODULES)
    assert "Borka" in first
    assert first.splitlines()[:-1] == again.splitlines()[:-1]
    assert again.splitlines()[-1] == "loaded: []"
