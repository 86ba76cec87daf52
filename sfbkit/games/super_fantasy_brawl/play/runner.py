"""Runs a match script: answers each decision from the steps (or a player's policy) and checks expectations."""

from __future__ import annotations

from dataclasses import dataclass

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.engine.scenario import ScenarioError
from sfbkit.games.super_fantasy_brawl.play import expectations
from sfbkit.games.super_fantasy_brawl.play.answers import Atom, step_player
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.play.policies import make_player
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.script_parser import Script
from sfbkit.games.super_fantasy_brawl.play.script_steps import AutoStep, DecisionStep, ExpectStep, RejectStep
from sfbkit.games.super_fantasy_brawl.play.setup_checks import script_message, script_path
from sfbkit.games.super_fantasy_brawl.play.step_forms import atoms
from sfbkit.geometry.hex import to_label
from sfbkit.kit.decisions import Decision
from sfbkit.kit.errors import IllegalDecisionError, ScriptError, UsageError
from sfbkit.kit.play.play_loop import MATCH_DECISION_CAP, play_match
from sfbkit.kit.play.player import Player
from sfbkit.kit.play.seeds import derive_seed

MOVED = frozenset({"move", "enter", "forced"})
"""Events whose ``to``/``hex`` is where a champion stepped."""

SHOWN_OPTIONS = 40


class ScriptFailure(ScriptError):
    """A script did not run as written; the message reads ``FILE:line: step N: what was wrong``."""

    def __init__(
        self, file: str, line: int, step: int | None, message: str, recording: Recording | None
    ) -> None:
        where = f"{file}:{line}: " + (f"step {step}: " if step is not None else "")
        super().__init__(where + message)
        self.line = line
        self.step = step
        self.recording = recording


@dataclass(frozen=True, slots=True)
class ScriptOutcome:
    """A script that ran as written: its recording and whether the match ended."""

    script: Script
    recording: Recording

    @property
    def match(self) -> Match:
        """The match the script played."""
        return self.recording.match


def describe(decision: Decision) -> str:
    """Describes a decision and its legal options for a message."""
    ids = list(decision.ids)
    shown = ", ".join(ids[:SHOWN_OPTIONS]) + (
        f", ... ({len(ids)} in all)" if len(ids) > SHOWN_OPTIONS else ""
    )
    prompt = f" ({decision.prompt})" if decision.prompt else ""
    return f"player {decision.player} is asked for {decision.kind}{prompt}; legal: {shown}"


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


class ScriptRunner:
    """Plays a script's steps against its match."""

    def __init__(self, script: Script, library: Library) -> None:
        self.script = script
        self.recording = start(script, library)
        self.policies: dict[int, tuple[str, Player[Match]]] = {}
        for index, player in enumerate(script.model.players):
            if player.policy is not None:
                seed = (
                    player.seed
                    if player.seed is not None
                    else derive_seed(script.model.seed, "policy", index)
                )
                self.policies[index] = (player.policy, make_player(player.policy, seed))
                self.recording.player_seeds[index] = seed
        self._expect_mark = 0
        self._answer_mark = 0

    @property
    def match(self) -> Match:
        """The match being played."""
        return self.recording.match

    def fail(self, line: int, step: int | None, message: str) -> ScriptFailure:
        """Returns the failure to raise, located in the script."""
        return ScriptFailure(self.script.file, line, step, message, self.recording)

    def run(self) -> ScriptOutcome:
        """Runs every step; raises ScriptFailure at the first that does not hold."""
        for step in self.script.steps:
            if isinstance(step, ExpectStep):
                self._expect(step)
            elif isinstance(step, AutoStep):
                self._auto(step)
            elif isinstance(step, RejectStep):
                self._reject(step)
            else:
                self._decide(step)
        return ScriptOutcome(self.script, self.recording)

    # --- steps -------------------------------------------------------------------

    def _expect(self, step: ExpectStep) -> None:
        since = self.match.events[self._expect_mark :]
        mismatches = expectations.check(step.values, step.node, self.match, since)
        self._expect_mark = len(self.match.events)
        if mismatches:
            first = mismatches[0]
            more = "".join(
                f"\n{self.script.file}:{m.line}: step {step.index}: {m.message}" for m in mismatches[1:]
            )
            raise self.fail(first.line, step.index, first.message + more)

    def _reject(self, step: RejectStep) -> None:
        """Tries the step on a fork of the match, without policies; it must be refused there."""
        saved = (self.recording, self.policies, self._answer_mark)
        self.recording = Recording(self.recording.spec, self.match.fork())
        self.policies = {}
        try:
            self._decide(step.step)
        except ScriptFailure:
            return
        finally:
            self.recording, self.policies, self._answer_mark = saved
        raise self.fail(step.line, step.index, f"{step.text}: the engine accepted {step.step.text}")

    def _auto(self, step: AutoStep) -> None:
        """Lets the seats' policies answer, through the kit's play loop, until the step's count is reached."""
        match = self.match
        start_round = match.state.round
        mark = len(match.events)
        turns = 0

        def reached(match: Match) -> bool:
            nonlocal mark, turns
            turns += sum(1 for event in match.events[mark:] if event.kind == "turn")
            mark = len(match.events)
            if step.mode == "turns":
                return turns >= step.count
            if step.mode == "rounds":
                return match.state.round - start_round >= step.count
            return step.mode == "until_round" and match.state.round >= step.count

        players = [self.policies.get(seat, ("", None))[1] for seat in range(match.seats)]
        cap = step.count if step.mode == "decisions" else MATCH_DECISION_CAP
        try:
            outcome = play_match(
                match,
                players,
                cap=cap,
                answer=lambda option, source: self._apply(option, source, step),
                until=reached,
            )
        except IllegalDecisionError as error:
            raise self.fail(step.line, step.index, str(error)) from None
        decision = match.decision
        if outcome.reason == "unanswered" and decision is not None:
            raise self.fail(
                step.line,
                step.index,
                f"{step.text}: player {decision.player} has no policy; {describe(decision)}",
            )
        if outcome.reason == "capped" and step.mode != "decisions":
            raise self.fail(step.line, step.index, f"{step.text}: {outcome.message}")

    def _decide(self, step: DecisionStep) -> None:
        bound: int | None = step_player(step, self.match)
        movement: int | None = None
        for atom in atoms(step):
            if atom.reaches is not None and not self._offers(atom) and self._reached(atom.reaches):
                # The engine took this single legal step by itself (decisions.ask), in the latest movement.
                movement = self.match.state.movements
                continue
            answered = self._answer(step, atom, bound, movement)
            if answered is not None:
                bound = answered.player
                if answered.movement is not None:
                    movement = answered.movement.number

    def _offers(self, atom: Atom) -> bool:
        decision = self.match.decision
        if decision is None or (atom.kinds and decision.kind not in atom.kinds):
            return False
        return decision.allows(atom.option(decision, self.match))

    def _reached(self, label: str) -> bool:
        """Tells whether a champion stepped onto a hex while the last answer resolved, and stands there."""
        state = self.match.state
        for event in self.match.events[self._answer_mark :]:
            if event.kind in MOVED and (event.data.get("to") == label or event.data.get("hex") == label):
                champion = state.champions.get(str(event.data.get("champion")))
                if champion is not None and champion.hex is not None and to_label(champion.hex) == label:
                    return True
        return False

    def _answer(
        self, step: DecisionStep, atom: Atom, bound: int | None, movement: int | None
    ) -> Decision | None:
        """Answers one atom, letting policies take the decisions it does not fit; returns the decision it answered."""
        match = self.match
        while True:
            decision = match.decision
            if decision is None:
                if atom.optional:
                    return None
                result = match.result
                how = "a draw" if result is None or result.winner is None else f"won by team {result.winner}"
                raise self.fail(
                    step.line, step.index, f"the match is over ({how}), but the script still says {step.text}"
                )
            fits = (
                (not atom.kinds or decision.kind in atom.kinds)
                and (bound is None or decision.player == bound)
                and (
                    not atom.same_movement
                    or (decision.movement is not None and decision.movement.number == movement)
                )
            )
            if fits:
                option = atom.option(decision, match)
                if atom.optional and not decision.allows(option):
                    return None
                if not decision.allows(option):
                    raise self.fail(
                        step.line, step.index, f"{step.text}: {option!r} is not legal; {describe(decision)}"
                    )
                self._apply(option, "script", step)
                return decision
            if atom.optional:
                return None
            policy = self.policies.get(decision.player)
            if policy is None:
                raise self.fail(
                    step.line, step.index, f"the script says {step.text}, but {describe(decision)}"
                )
            self._apply(policy[1].choose(match, decision), policy[0], step)

    def _apply(self, option: str, source: str, step: DecisionStep | AutoStep) -> None:
        self._answer_mark = len(self.match.events)
        try:
            self.recording.apply(option, source)
        except IllegalDecisionError as error:
            raise self.fail(step.line, step.index, str(error)) from None


def run_script(script: Script, library: Library) -> ScriptOutcome:
    """Runs a script to its last step; raises ScriptFailure naming the line and step that went wrong."""
    return ScriptRunner(script, library).run()
