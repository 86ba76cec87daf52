"""The kit's registry of script step forms and expectation keys: each name once, found by name."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.play.expectations import EXPECT_KEYS, KEYS
from sfbkit.games.super_fantasy_brawl.play.step_forms import FORMS, STEP_FORMS
from sfbkit.kit.scripts.script_registry import Registry


def test_a_name_registered_twice_is_refused() -> None:
    registry: Registry[int] = Registry("step form")
    with pytest.raises(ValueError, match="step form 'path' is registered twice"):
        registry.register_all([("path", 1), ("to", 2), ("path", 3)])


def test_an_unknown_name_names_the_known_ones() -> None:
    registry: Registry[int] = Registry("expectation key")
    registry.register_all([("vp", 1), ("hexes", 2)])
    assert registry.get("vp") == 1 and "hexes" in registry
    with pytest.raises(KeyError, match="unknown expectation key 'hp'; expected one of hexes, vp"):
        registry.get("hp")


def test_super_fantasy_brawl_registers_every_step_form_and_expectation_key() -> None:
    assert list(FORMS) == sorted(form.name for form in STEP_FORMS)
    assert list(KEYS) == sorted(key.name for key in EXPECT_KEYS)
