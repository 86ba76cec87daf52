"""Every expectation key and step form fails its script at its own line when its value is wrong."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.expectations import EXPECT_KEYS
from sfbkit.games.super_fantasy_brawl.play.runner import ScriptFailure, run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script
from sfbkit.games.super_fantasy_brawl.play.step_forms import step_kinds
from tests.games.super_fantasy_brawl.play.conftest import MATCHES

DOC = Path(__file__).resolve().parents[4] / "docs" / "match-scripts.md"

Write = Callable[..., Path]

HEADER = """\
seed: 1
players:
  - champions: [borka, pip, velvet]
  - champions: [gorlak, thornwick, mirelda]
setup:
  positions: {borka: c5, gorlak: c3}
  hands: [[borka-anvil-drop], [gorlak-bog-snack]]
  decks: [[pip-cartwheel, borka-tempered], null]
  traps: {}
steps:
"""

POINTS: dict[str, list[str]] = {
    "action": [],
    "moving": ["play: borka-anvil-drop"],
    "attacking": ["play: borka-anvil-drop", "path: [c4]"],
    "pushing": ["play: borka-anvil-drop", "path: [c4]", "target: gorlak"],
}
"""Where a checked step stands: the steps before it. At ``pushing`` Borka has hit Gorlak for 5 and is
asked how far to push him (0 to 1); Anvil Drop is still being resolved."""

# key, where, a value that holds there, a value that does not
EXPECTATIONS: list[tuple[str, str, str, str]] = [
    (
        "teams",
        "pushing",
        "[[velvet, pip, borka], [gorlak, thornwick, mirelda]]",
        "[null, [gorlak, pip, mirelda]]",
    ),
    ("hexes", "pushing", "{borka: c4, gorlak: c3, pip: gate}", "{borka: c5}"),
    ("damage", "pushing", "{gorlak: 5, borka: 0}", "{gorlak: 4}"),
    ("side", "pushing", "{borka: basic}", "{gorlak: levelled}"),
    ("rooted", "pushing", "{gorlak: false}", "{gorlak: true}"),
    ("bloodied", "pushing", "{gorlak: true, borka: false}", "{gorlak: false}"),
    ("strength_bonus", "pushing", "{borka: 0}", "{borka: 1}"),
    ("defence", "pushing", "{gorlak: 1, borka: 1}", "{gorlak: 0}"),
    ("vp", "pushing", "[0, 0]", "[1, 0]"),
    ("hand_sizes", "pushing", "[0, 1]", "[1, 1]"),
    ("hands", "pushing", "[[], [gorlak-bog-snack]]", "[[borka-anvil-drop], null]"),
    ("hands", "pushing", "[0, 1]", "[null, 2]"),
    ("deck_top", "pushing", "[[pip-cartwheel], null]", "[[borka-tempered], null]"),
    ("decks", "pushing", "[[pip-cartwheel, borka-tempered], 17]", "[[borka-tempered, pip-cartwheel], null]"),
    ("decks", "pushing", "[2, 17]", "[null, 18]"),
    ("discards", "pushing", "[[], 0]", "[[borka-anvil-drop], null]"),
    ("cores", "pushing", "[[yellow, blue], [red, yellow, blue]]", "[[red, yellow, blue], null]"),
    ("traps", "pushing", "[]", "[c3]"),
    ("traps", "pushing", "{c3: none}", "{c3: stun}"),
    ("trap_supply", "pushing", "12", "[stun, root]"),
    ("track", "pushing", "[null, null, null, null]", "[gallery-owner, null, null, null]"),
    ("challenge_deck", "pushing", "16", "15"),
    ("challenge_discard", "pushing", "[]", "[gallery-owner]"),
    ("round", "pushing", "2", "3"),
    ("active", "pushing", "0", "1"),
    ("winner", "pushing", "none", "0"),
    ("over", "pushing", "false", "true"),
    ("decision", "pushing", "amount", "attack"),
    ("decider", "pushing", "0", "1"),
    ("options", "pushing", "[amount:0, amount:1]", "[amount:1, amount:0]"),
    ("includes", "pushing", "[amount:1, amount:0]", "[amount:0, amount:2]"),
    ("excludes", "pushing", "[amount:2, decline]", "[amount:2, amount:1]"),
    ("movement_left", "moving", "1", "2"),
    ("events", "pushing", "[play, {kind: damage, champion: gorlak, amount: 5}]", "[damage, play]"),
    ("no_events", "pushing", "[trap, {kind: damage, champion: borka}]", "[{kind: damage, amount: 5}]"),
    (
        "event_counts",
        "pushing",
        "[{kind: damage, count: 1}, {kind: trap, count: 0}]",
        "[{kind: move, count: 2}]",
    ),
]

# step form, where (a point above, or the first step of that form in a bundled match), a wrong step there
STEPS: list[tuple[str, str, str]] = [
    ("play", "action", "play: borka-hot-iron"),
    ("action", "action", "action: {standard: red, champion: gorlak}"),
    ("path", "moving", "path: [e3]"),
    ("force", "keyword-force.yaml", "force: [a1]"),
    ("to", "keyword-dash.yaml", "to: a1"),
    ("target", "attacking", "target: thornwick"),
    ("facing", "keyword-dash.yaml", "facing: 5"),
    ("react", "keyword-reactions.yaml", "react: {card: gorlak-belch, on: pip}"),
    ("amount", "pushing", "amount: 2"),
    ("cards", "full-match.yaml", "cards: [gorlak-belch]"),
    ("discard", "keyword-stun.yaml", "{discard: borka-anvil-drop, player: 1}"),
    ("trap_hex", "full-match.yaml", "trap_hex: a1"),
    ("hex", "keyword-place.yaml", "hex: a1"),
    ("deploy", "full-match.yaml", "deploy: [j9]"),
    ("area", "full-match.yaml", "area: north"),
    ("pick", "draft", "pick: ironhide"),
    ("ban", "draft", "ban: pip"),
    ("choose", "attacking", "choose: gorlak"),
    ("core", "action", "core: red"),
    ("mode", "action", "mode: 1"),
    ("option", "moving", "option: step:e3"),
    ("end-turn", "moving", "end-turn"),
    ("stop", "attacking", "stop"),
    ("stay", "moving", "stay"),
    ("decline", "pushing", "decline"),
    ("use", "attacking", "use"),
    ("keep", "action", "keep"),
    ("done", "moving", "done"),
    ("auto", "action", "auto: {decisions: 1}"),
    ("expect", "pushing", "expect: {round: 9}"),
    ("reject", "moving", "reject: {path: [c4]}"),
]

DRAFT = """\
seed: 4
draft: casual
players: [{}, {}]
steps:
  - area: east
"""


def _script(write: Write, point: str, *last: str) -> tuple[Path, int]:
    """Writes the header, the steps that lead to a point and then the given lines; returns the first one's line."""
    before = "".join(f"  - {step}\n" for step in POINTS[point])
    path = write(HEADER + before + "".join(last))
    return path, HEADER.count("\n") + len(POINTS[point]) + 1


def _step_script(write: Write, where: str, step: str) -> tuple[Path, int]:
    """Writes a script whose last step is ``step`` at ``where``; returns the step's line."""
    if where in POINTS:
        return _script(write, where, f"  - {step}\n", "  - expect: {round: 2}\n")
    if where == "draft":
        return write(DRAFT + f"  - {step}\n"), DRAFT.count("\n") + 1
    lines = (MATCHES / where).read_text(encoding="utf-8").splitlines(keepends=True)
    form = step.lstrip("{").split(":", 1)[0]
    first = next(i for i, text in enumerate(lines) if re.match(rf"  - {{?{form}\b", text))
    return write("".join(lines[:first]) + f"  - {step}\n"), first + 1


def _fails_at(path: Path, library: Library, line: int) -> str:
    with pytest.raises(ScriptFailure) as caught:
        run_script(load_script(path), library)
    assert caught.value.line == line, str(caught.value)
    return str(caught.value)


def _documented_keys() -> set[str]:
    section = DOC.read_text(encoding="utf-8").split("\n## Expectations\n", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\| `([a-z_]+)` \|", section, flags=re.MULTILINE))


def _documented_steps() -> set[str]:
    section = DOC.read_text(encoding="utf-8").split("\n## Steps\n", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\| `([a-z_-]+)[:`]", section, flags=re.MULTILINE))


def test_the_tables_cover_every_key_and_step_form_of_the_registry_and_the_docs() -> None:
    registry = {key.name for key in EXPECT_KEYS}
    assert {row[0] for row in EXPECTATIONS} == registry
    assert _documented_keys() == registry
    assert {row[0] for row in STEPS} == set(step_kinds())
    assert _documented_steps() == set(step_kinds())


@pytest.mark.parametrize(
    ("key", "point", "holds", "wrong"), EXPECTATIONS, ids=[f"{row[0]}={row[3]}" for row in EXPECTATIONS]
)
def test_a_wrong_expectation_fails_at_its_line(
    write_script: Write, library: Library, key: str, point: str, holds: str, wrong: str
) -> None:
    other = "      active: 0\n" if key == "round" else "      round: 2\n"
    path, line = _script(write_script, point, "  - expect:\n", other, f"      {key}: {holds}\n")
    run_script(load_script(path), library)
    path, line = _script(write_script, point, "  - expect:\n", other, f"      {key}: {wrong}\n")
    message = _fails_at(path, library, line + 2)
    assert message.startswith(f"{path}:{line + 2}: step {len(POINTS[point]) + 1}: {key}: "), message
    assert "\n" not in message


@pytest.mark.parametrize(("form", "point", "step"), STEPS, ids=[row[0] for row in STEPS])
def test_a_wrong_step_fails_at_its_line(
    write_script: Write, library: Library, form: str, point: str, step: str
) -> None:
    path, line = _step_script(write_script, point, step)
    message = _fails_at(path, library, line)
    assert message.startswith(f"{path}:{line}: step "), message
