"""Runs a match script: answers each decision from the steps (or a player's policy) and checks expectations."""

from __future__ import annotations

from dataclasses import dataclass

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.engine.scenario import ScenarioError
from sfbkit.games.super_fantasy_brawl.play.answers import step_player
from sfbkit.games.super_fantasy_brawl.play.expectations import EXPECTATIONS
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.play.policies import make_player
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.script_parser import Script
from sfbkit.games.super_fantasy_brawl.play.setup_checks import script_message, script_path
from sfbkit.games.super_fantasy_brawl.play.step_forms import atoms
from sfbkit.geometry.hex import to_label
from sfbkit.kit.errors import UsageError
from sfbkit.kit.scripts.runner import ScriptFailure, ScriptRunner, StepRules, seat_policies

__all__ = ["ScriptFailure", "ScriptOutcome", "run_script", "spec_of", "start"]

MOVED = frozenset({"move", "enter", "forced"})
"""Events whose ``to``/``hex`` is where a champion stepped."""


@dataclass(frozen=True, slots=True)
class ScriptOutcome:
    """A script that ran as written: its recording and whether the match ended."""

    script: Script
    recording: Recording

    @property
    def match(self) -> Match:
        """The match the script played."""
        return self.recording.match


def spec_of(script: Script) -> MatchSpec:
    """Returns the match spec a script describes."""
    model = script.model
    teams: tuple[tuple[str, ...], ...] | None = None
    if model.draft is None:
        teams = tuple(tuple(p.champions or ()) for p in model.players)
    return MatchSpec(
        ruleset=model.ruleset,
        arena=model.arena,
        seed=model.seed,
        teams=teams,
        draft=model.draft,
        rules=dict(model.rules),
        setup=model.setup,
    )


def start(script: Script, library: Library) -> Recording:
    """Starts the match of a script; problems with the header are reported at their line."""
    model = script.model
    file = script.file
    if model.content is not None and model.content != library.content_hash:
        raise ScriptFailure(
            file,
            script.line_of("content"),
            None,
            f"the script pins content {model.content[:12]}..., but the content is {library.content_hash[:12]}...",
            None,
        )
    for index, player in enumerate(model.players):
        if model.draft is None and not player.champions:
            raise ScriptFailure(
                file,
                script.line_of("players", index),
                None,
                "each player needs champions (or use a draft)",
                None,
            )
        if model.draft is not None and player.champions:
            raise ScriptFailure(
                file,
                script.line_of("players", index, "champions"),
                None,
                "with a draft, players list no champions",
                None,
            )
    if model.ruleset not in library.rulesets:
        known = ", ".join(sorted(library.rulesets))
        raise ScriptFailure(
            file, script.line_of("ruleset"), None, f"unknown ruleset {model.ruleset!r}; known: {known}", None
        )
    if model.arena not in library.arenas:
        known = ", ".join(sorted(library.arenas))
        raise ScriptFailure(
            file, script.line_of("arena"), None, f"unknown arena {model.arena!r}; known: {known}", None
        )
    spec = spec_of(script)
    try:
        match = build_match(library, spec)
    except ScenarioError as error:
        first, *others = error.problems
        more = "".join(f"\n{file}:{script.line_of(*script_path(p))}: {script_message(p)}" for p in others)
        raise ScriptFailure(
            file, script.line_of(*script_path(first)), None, script_message(first) + more, None
        ) from None
    except UsageError as error:
        text = str(error)
        where = "rules" if text.startswith("rules:") else "setup" if model.setup is not None else "players"
        raise ScriptFailure(file, script.line_of(where), None, text, None) from None
    return Recording(spec, match)


def reached(match: Match, place: str, since: int) -> int | None:
    """Returns the latest movement when a champion stepped onto a hex since an event and stands there."""
    state = match.state
    for event in match.events[since:]:
        if event.kind in MOVED and (event.data.get("to") == place or event.data.get("hex") == place):
            champion = state.champions.get(str(event.data.get("champion")))
            if champion is not None and champion.hex is not None and to_label(champion.hex) == place:
                return state.movements
    return None


RULES = StepRules("team", "turn", lambda match: match.state.round, atoms, step_player, reached)
"""What Super Fantasy Brawl adds to the kit's runner: its step answers, rounds, and steps taken alone."""


def run_script(script: Script, library: Library) -> ScriptOutcome:
    """Runs a script to its last step; raises ScriptFailure naming the line and step that went wrong."""
    recording = start(script, library)
    model = script.model
    policies, seeds = seat_policies([(p.policy, p.seed) for p in model.players], model.seed, make_player)
    recording.player_seeds.update(seeds)
    runner = ScriptRunner(
        script.file,
        script.steps,
        recording,
        RULES,
        EXPECTATIONS,
        policies=policies,
        make_player=make_player,
        seed=model.seed,
    )
    runner.run()
    return ScriptOutcome(script, recording)
