"""What changed between two versions of a content tree: champions, cards and challenges, with rules text."""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel

from sfbkit.games.super_fantasy_brawl.content.card import ActionCard, Deck
from sfbkit.games.super_fantasy_brawl.content.challenge import Challenge, ChallengeDeck
from sfbkit.games.super_fantasy_brawl.content.champion import Champion, ChampionSide
from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
from sfbkit.games.super_fantasy_brawl.text.labels import label
from sfbkit.games.super_fantasy_brawl.text.rules_text import (
    ability_text,
    card_text,
    challenge_text,
    targeting_text,
)
from sfbkit.kit.problems import Problem
from sfbkit.kit.text.punctuation import colon, separator

Status = Literal["added", "removed", "changed"]
ItemKind = Literal["champion", "card", "challenge"]
KIND_ORDER: tuple[ItemKind, ...] = ("champion", "card", "challenge")


@dataclass(frozen=True, slots=True)
class FieldChange:
    """One changed value: its path in the item, and the value before and after (None when absent)."""

    path: str
    before: Any
    after: Any


@dataclass(frozen=True, slots=True)
class ItemChange:
    """One champion, card or challenge that was added, removed or changed, with its rules text both ways."""

    kind: ItemKind
    id: str
    status: Status
    name: str
    owner: str | None
    """The champion a card belongs to."""
    fields: tuple[FieldChange, ...]
    before: tuple[str, ...]
    after: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ContentDiff:
    """Every item change between two versions, and the problems of files that did not validate."""

    old_label: str
    new_label: str
    changes: tuple[ItemChange, ...]
    problems: tuple[Problem, ...]
    """Files of either version that did not validate (their items are left out of the comparison)."""


@dataclass(frozen=True, slots=True)
class _Item:
    kind: ItemKind
    model: BaseModel
    owner: str | None
    file: str


@dataclass(frozen=True, slots=True)
class _Version:
    items: dict[tuple[ItemKind, str], _Item]
    failed: frozenset[str]
    """Files that did not validate."""
    problems: tuple[Problem, ...]


def _version(root: Path) -> _Version:
    """Returns the champions, cards and challenges of the files of a tree that validate, and the rest's problems."""
    report = validate_tree(root)
    items: dict[tuple[ItemKind, str], _Item] = {}
    problems: list[Problem] = []
    for file in report.files:
        problems.extend(file.problems)
        model, name = file.model, file.display
        if isinstance(model, Champion):
            items[("champion", model.id)] = _Item("champion", model, None, name)
        elif isinstance(model, Deck):
            for card in model.cards:
                items[("card", card.id)] = _Item("card", card, model.champion, name)
        elif isinstance(model, ChallengeDeck):
            for challenge in model.challenges:
                items[("challenge", challenge.id)] = _Item("challenge", challenge, None, name)
    failed = frozenset(file.display for file in report.files if file.model is None)
    return _Version(items, failed, tuple(problems))


def diff_trees(old: Path, new: Path, old_label: str, new_label: str, lang: str = "en") -> ContentDiff:
    """Compares the content trees at ``old`` and ``new``."""
    old_version, new_version = _version(old), _version(new)
    before, after = old_version.items, new_version.items
    changes: list[ItemChange] = []
    for key in sorted(before.keys() | after.keys(), key=lambda key: (KIND_ORDER.index(key[0]), key[1])):
        was, now = before.get(key), after.get(key)
        if (was is None and now is not None and now.file in old_version.failed) or (
            now is None and was is not None and was.file in new_version.failed
        ):
            continue
        old_data = _data(was.model) if was is not None else None
        new_data = _data(now.model) if now is not None else None
        if old_data == new_data and (was is None or now is None or was.owner == now.owner):
            continue
        status: Status = "added" if was is None else "removed" if now is None else "changed"
        shown = now or was
        assert shown is not None
        fields = tuple(_field_changes(old_data or {}, new_data or {}, "")) if status == "changed" else ()
        changes.append(
            ItemChange(
                kind=key[0],
                id=key[1],
                status=status,
                name=str(getattr(shown.model, "name", key[1])),
                owner=shown.owner,
                fields=fields,
                before=tuple(rules_lines(was.model, lang)) if was is not None else (),
                after=tuple(rules_lines(now.model, lang)) if now is not None else (),
            )
        )
    problems = [
        *(_labelled(p, old_label) for p in old_version.problems),
        *(_labelled(p, new_label) for p in new_version.problems),
    ]
    return ContentDiff(old_label, new_label, tuple(changes), tuple(problems))


def _labelled(problem: Problem, label: str) -> Problem:
    """Returns a problem whose file names the version it was found in: ``HEAD:cards/x.yaml``."""
    return Problem(
        f"{label}:{problem.file}", problem.line, problem.column, problem.code, problem.path, problem.message
    )


def _data(model: BaseModel) -> dict[str, Any]:
    data: dict[str, Any] = model.model_dump(mode="json", by_alias=True, exclude_defaults=True)
    return data


def _field_changes(old: Any, new: Any, path: str) -> Iterator[FieldChange]:
    if isinstance(old, dict) and isinstance(new, dict):
        for key in [*old, *(key for key in new if key not in old)]:
            here = f"{path}.{key}" if path else str(key)
            if key not in new:
                yield FieldChange(here, old[key], None)
            elif key not in old:
                yield FieldChange(here, None, new[key])
            elif old[key] != new[key]:
                yield from _field_changes(old[key], new[key], here)
    elif isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for index, (was, now) in enumerate(zip(old, new, strict=True)):
            if was != now:
                yield from _field_changes(was, now, f"{path}[{index}]")
    else:
        yield FieldChange(path, old, new)


def rules_lines(model: BaseModel, lang: str = "en") -> list[str]:
    """Returns the generated text of a champion, card or challenge, one line per rule."""
    if isinstance(model, ActionCard):
        return [card_line(model, lang), *card_text(model, lang)]
    if isinstance(model, Champion):
        return [*_side_lines("basic", model.basic, lang), *_side_lines("levelled", model.levelled, lang)]
    if isinstance(model, Challenge):
        return [challenge_text(model, lang)]
    return []


def card_line(card: ActionCard, lang: str = "en") -> str:
    """Returns a card's printed values on one line: type, core, move, targeting, strength or defence."""
    parts = [label(card.type, lang), label(card.core, lang)]
    if card.move:
        parts.append(f"{label('move', lang)} {card.move}")
    if card.targeting is not None:
        parts.append(targeting_text(card.targeting, lang))
    if card.strength is not None:
        parts.append(f"{label('strength', lang)} {card.strength}")
    if card.defence is not None:
        parts.append(f"{label('defence', lang)} +{card.defence}")
    return separator(lang).join(parts)


def _side_lines(side_name: str, side: ChampionSide, lang: str) -> list[str]:
    stats = [f"{label('hp', lang)} {side.hp}", f"{label('defence', lang)} {side.defence}"]
    if side.movement_bonus:
        stats.append(f"{label('movement_bonus', lang)} +{side.movement_bonus}")
    head = f"{label(side_name, lang)}{colon(lang)}" + separator(lang).join(stats)
    return [head, *(f"  {ability_text(ability, lang)}" for ability in side.abilities)]


def text_diff(before: tuple[str, ...], after: tuple[str, ...]) -> list[str]:
    """Returns the rules lines marked ``-`` (only before), ``+`` (only after) or two spaces (both)."""
    lines: list[str] = []
    matcher = difflib.SequenceMatcher(a=before, b=after, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            lines.extend(f"  {line}" for line in before[i1:i2])
            continue
        lines.extend(f"- {line}" for line in before[i1:i2])
        lines.extend(f"+ {line}" for line in after[j1:j2])
    return lines


def summary(diff: ContentDiff) -> str:
    """Returns '1 champion changed, 2 cards added' (or 'no champion, card or challenge changed')."""
    counts: dict[tuple[ItemKind, Status], int] = {}
    for change in diff.changes:
        counts[(change.kind, change.status)] = counts.get((change.kind, change.status), 0) + 1
    parts = [
        f"{count} {kind}{'' if count == 1 else 's'} {status}"
        for kind in KIND_ORDER
        for status in ("added", "removed", "changed")
        if (count := counts.get((kind, status), 0))
    ]
    return ", ".join(parts) if parts else "no champion, card or challenge changed"


def _value(value: Any) -> str:
    return "(none)" if value is None else json.dumps(value, ensure_ascii=False)


def _title(change: ItemChange) -> str:
    owner = f", {change.owner}" if change.owner else ""
    return f"{change.status} {change.kind} {change.id} ({change.name}{owner})"


def render_text(diff: ContentDiff) -> str:
    """Returns the diff for a terminal: a summary, then each item's changed values and rules text."""
    lines = [f"{diff.old_label} -> {diff.new_label}: {summary(diff)}"]
    for change in diff.changes:
        lines.append("")
        lines.append(_title(change))
        lines.extend(
            f"  {field.path}: {_value(field.before)} -> {_value(field.after)}" for field in change.fields
        )
        lines.extend(f"  {line}" for line in text_diff(change.before, change.after))
    lines.extend(_problem_lines(diff))
    return "\n".join(lines) + "\n"


def render_markdown(diff: ContentDiff) -> str:
    """Returns the diff as Markdown for a pull request: a summary, then a section per item."""
    lines = [f"## Content changes: `{diff.old_label}` → `{diff.new_label}`", "", f"**{summary(diff)}**"]
    for change in diff.changes:
        owner = f" ({change.owner})" if change.owner else ""
        lines += [
            "",
            f"### {change.status.capitalize()} {change.kind} `{change.id}`: {change.name}{owner}",
            "",
        ]
        if change.fields:
            lines += ["| Field | Before | After |", "| --- | --- | --- |"]
            lines += [
                f"| `{field.path}` | {_cell(_value(field.before))} | {_cell(_value(field.after))} |"
                for field in change.fields
            ]
            lines.append("")
        lines += ["```diff", *text_diff(change.before, change.after), "```"]
    problems = _problem_lines(diff)
    if problems:
        lines += ["", "```", *problems[1:], "```"]
    return "\n".join(lines) + "\n"


def render_json(diff: ContentDiff) -> str:
    """Returns the diff as one JSON document."""
    document = {
        "from": diff.old_label,
        "to": diff.new_label,
        "summary": summary(diff),
        "changes": [
            {
                "kind": change.kind,
                "id": change.id,
                "status": change.status,
                "name": change.name,
                "owner": change.owner,
                "fields": [{"path": f.path, "before": f.before, "after": f.after} for f in change.fields],
                "before": list(change.before),
                "after": list(change.after),
            }
            for change in diff.changes
        ],
        "problems": [str(problem) for problem in diff.problems],
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def _problem_lines(diff: ContentDiff) -> list[str]:
    if not diff.problems:
        return []
    return ["", "files that do not validate (left out of the comparison):", *map(str, diff.problems)]


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


RENDERERS: Mapping[str, Any] = {"text": render_text, "markdown": render_markdown, "json": render_json}
