"""Everything needed to start a match again: ruleset and overrides, arena, seed, teams or draft, position."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.match_script import MAX_SEED, SetupSpec
from sfbkit.games.super_fantasy_brawl.content.ruleset import Ruleset
from sfbkit.games.super_fantasy_brawl.engine.draft import DRAFTS
from sfbkit.games.super_fantasy_brawl.engine.match import Match, new_match, new_scenario
from sfbkit.kit.errors import UsageError
from sfbkit.kit.problems import one_line


@dataclass(frozen=True, slots=True)
class MatchSpec:
    """How a match starts; its JSON form is the header of a match log."""

    ruleset: str = "standard"
    arena: str = "fabulosa"
    seed: int = 0
    teams: tuple[tuple[str, ...], ...] | None = None
    draft: str | None = None
    rules: dict[str, Any] = field(default_factory=dict)
    """Overrides of ruleset fields (e.g. a short ``round_limit`` for tests)."""
    setup: SetupSpec | None = None
    """A starting position, as a script's ``setup:``; None plays the setup of RULES §3."""

    def to_json(self) -> dict[str, Any]:
        """Returns the JSON form."""
        return {
            "ruleset": self.ruleset,
            "arena": self.arena,
            "seed": self.seed,
            "teams": [list(team) for team in self.teams] if self.teams is not None else None,
            "draft": self.draft,
            "rules": dict(self.rules),
            "setup": self.setup.model_dump(mode="json", exclude_defaults=True)
            if self.setup is not None
            else None,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> MatchSpec:
        """Rebuilds a spec from its JSON form; ValueError names the first field that is malformed."""
        teams = data.get("teams")
        if teams is not None and not (
            isinstance(teams, list)
            and all(isinstance(team, list) and all(isinstance(c, str) for c in team) for team in teams)
        ):
            raise ValueError("teams must be lists of champion ids")
        draft = data.get("draft")
        if draft is not None and draft not in DRAFTS:
            raise ValueError(f"draft must be one of {', '.join(DRAFTS)}")
        rules = data.get("rules") or {}
        if not isinstance(rules, dict):
            raise ValueError("rules must be a mapping")
        setup = data.get("setup")
        if setup is not None and not isinstance(setup, dict):
            raise ValueError("setup must be a mapping")
        seed = data.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
            raise ValueError(f"seed must be an integer from 0 to {MAX_SEED}")
        return cls(
            ruleset=str(data.get("ruleset", "standard")),
            arena=str(data.get("arena", "fabulosa")),
            seed=seed,
            teams=tuple(tuple(team) for team in teams) if teams is not None else None,
            draft=draft,
            rules=dict(rules),
            setup=parse_setup(setup) if setup is not None else None,
        )


def first_error(prefix: str, error: ValidationError) -> str:
    """Returns the first problem of a validation as one line: the prefix, the dotted field path, the message."""
    first = error.errors()[0]
    where = ".".join(str(step) for step in first["loc"])
    return one_line(f"{prefix}{where}: {first['msg']}")


def ruleset_with_rules(library: Library, ruleset: str, overrides: dict[str, Any]) -> str | Ruleset:
    """Returns the ruleset id, or the ruleset with some of its fields overridden (checked by its model)."""
    if not overrides:
        return ruleset
    if ruleset not in library.rulesets:
        raise UsageError(f"unknown ruleset {ruleset!r}; known: {', '.join(sorted(library.rulesets))}")
    try:
        return Ruleset.model_validate({**library.rulesets[ruleset].model_dump(), **overrides})
    except ValidationError as error:
        raise UsageError(first_error("rules: ", error)) from None


def parse_setup(setup: dict[str, Any]) -> SetupSpec:
    """Returns the SetupSpec of a ``setup:`` mapping in JSON form; ValueError names the first malformed field."""
    try:
        return SetupSpec.model_validate(setup)
    except ValidationError as error:
        raise ValueError(first_error("setup.", error)) from None


def build_match(library: Library, spec: MatchSpec) -> Match:
    """Starts the match a spec describes; raises UsageError on unknown ids or an impossible position."""
    ruleset = ruleset_with_rules(library, spec.ruleset, spec.rules)
    teams = [list(team) for team in spec.teams] if spec.teams is not None else None
    if spec.setup is not None:
        if teams is None:
            raise UsageError("a starting position needs the players' champions (no draft)")
        return new_scenario(
            library, ruleset=ruleset, arena=spec.arena, teams=teams, seed=spec.seed, setup=spec.setup
        )
    return new_match(
        library, ruleset=ruleset, arena=spec.arena, teams=teams, draft=spec.draft, seed=spec.seed
    )
