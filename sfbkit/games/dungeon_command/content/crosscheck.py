"""Checks over a whole Dungeon Command tree: required files, unique ids, file names, references and DC §16's rules."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel

from sfbkit.games.dungeon_command.content.battlefield import Battlefield
from sfbkit.games.dungeon_command.content.commander import Commander
from sfbkit.games.dungeon_command.content.creature import Creature
from sfbkit.games.dungeon_command.content.effect_checks import check_effect, context_of, unknown_keywords
from sfbkit.games.dungeon_command.content.keywords import KeywordList
from sfbkit.games.dungeon_command.content.kinds import KEYWORDS, KEYWORDS_FILE
from sfbkit.games.dungeon_command.content.map_checks import check_battlefield, check_tile
from sfbkit.games.dungeon_command.content.match import MatchFile
from sfbkit.games.dungeon_command.content.order import Order
from sfbkit.games.dungeon_command.content.ruleset import Ruleset
from sfbkit.games.dungeon_command.content.ruleset_checks import check_start_rows
from sfbkit.games.dungeon_command.content.scenario_checks import check_scenario
from sfbkit.games.dungeon_command.content.tile import Tile
from sfbkit.games.dungeon_command.content.warband import Warband
from sfbkit.games.dungeon_command.content.warband_checks import check_warband
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.problems import Problem, quote
from sfbkit.kit.text.did_you_mean import did_you_mean
from sfbkit.kit.tree.tree_library import misnamed_files, missing_files

REQUIRED: tuple[tuple[str, str, str], ...] = (
    ("keywords", KEYWORDS_FILE, "the keyword declarations are required"),
    ("commander", "commanders/<id>.yaml", "at least one commander is required"),
    ("creature", "creatures/<id>.yaml", "at least one creature is required"),
    ("order", "orders/<id>.yaml", "at least one order is required"),
    ("tile", "tiles/<id>.yaml", "at least one tile is required"),
    ("battlefield", "battlefields/<id>.yaml", "at least one battlefield is required"),
    ("warband", "warbands/<id>.yaml", "at least one warband is required"),
    ("ruleset", "rulesets/<id>.yaml", "at least one ruleset is required"),
)
"""Kind, where it lives, and what the tree needs of it."""

M = TypeVar("M", bound=BaseModel)


def models_of(files: Sequence[LoadedFile], model: type[M]) -> dict[str, M]:
    """Returns the valid models of one class by id (the first file wins on a duplicate id)."""
    found: dict[str, M] = {}
    for file in files:
        if isinstance(file.model, model):
            found.setdefault(str(getattr(file.model, "id")), file.model)  # noqa: B009
    return found


def declared_keywords(files: Sequence[LoadedFile]) -> frozenset[str] | None:
    """Returns the keywords keywords.yaml declares, or None when it did not validate."""
    for file in files:
        if isinstance(file.model, KeywordList):
            return frozenset(keyword.id for keyword in file.model.keywords)
    return None


def cross_check(files: Sequence[LoadedFile], root: Path) -> list[Problem]:
    """Returns every problem that only shows when the files are read together."""
    problems: list[Problem] = []
    problems.extend(missing_files(files, root, REQUIRED))
    problems.extend(_unique_ids(files))
    problems.extend(misnamed_files(files, exempt=(KEYWORDS,)))
    commanders = models_of(files, Commander)
    creatures = models_of(files, Creature)
    orders = models_of(files, Order)
    tiles = models_of(files, Tile)
    battlefields = models_of(files, Battlefield)
    warbands = models_of(files, Warband)
    rulesets = models_of(files, Ruleset)
    keywords = declared_keywords(files)
    broken = frozenset(file.kind.name for file in files if file.model is None)
    for file in files:
        model = file.model
        if isinstance(model, Creature | Order | Commander):
            problems.extend(_card(file, model, keywords))
        elif isinstance(model, Tile):
            problems.extend(check_tile(file, model))
        elif isinstance(model, Battlefield):
            problems.extend(_battlefield_tiles(file, model, tiles, broken))
            problems.extend(check_battlefield(file, model, tiles))
        elif isinstance(model, Warband):
            problems.extend(check_warband(file, model, commanders, creatures, orders, tiles, broken))
        elif isinstance(model, Ruleset):
            problems.extend(check_start_rows(file, model, battlefields, tiles, warbands, commanders))
        elif isinstance(model, MatchFile):
            problems.extend(_match(file, model, warbands, rulesets, battlefields, broken))
            problems.extend(check_scenario(file, model, battlefields, tiles, creatures, orders, broken))
    return problems


def _unique_ids(files: Sequence[LoadedFile]) -> Iterator[Problem]:
    first: dict[str, LoadedFile] = {}
    for file in files:
        if file.model is None:
            continue
        if isinstance(file.model, KeywordList):
            yield from _unique_keywords(file, file.model)
            continue
        identifier = getattr(file.model, "id", None)
        if identifier is None:
            continue
        earlier = first.setdefault(identifier, file)
        if earlier is not file:
            yield file.problem(
                ("id",), "duplicate-id", f"id {quote(identifier)} is already used by {earlier.display}"
            )


def _unique_keywords(file: LoadedFile, declared: KeywordList) -> Iterator[Problem]:
    seen: set[str] = set()
    for index, keyword in enumerate(declared.keywords):
        if keyword.id in seen:
            yield file.problem(
                ("keywords", index, "id"), "duplicate-id", f"keyword {quote(keyword.id)} is declared twice"
            )
        seen.add(keyword.id)


def _card(
    file: LoadedFile, card: Creature | Order | Commander, keywords: frozenset[str] | None
) -> Iterator[Problem]:
    if isinstance(card, Order):
        if card.action == "immediate" and card.trigger is None:
            yield file.problem(
                ("action",), "missing-trigger", "an immediate order needs a 'trigger' (DC §16)"
            )
        yield from check_effect(file, card.effect, ("effect",), context_of("order", card.trigger))
        lists: tuple[str, ...] = ("requires", "affinity")
    elif isinstance(card, Creature):
        for index, power in enumerate(card.powers):
            context = context_of(power.kind, power.trigger)
            yield from check_effect(file, power.effect, ("powers", index, "effect"), context)
        lists = ("keywords",)
    else:
        if card.power is not None:
            context = context_of(card.power.kind, card.power.trigger)
            yield from check_effect(file, card.power.effect, ("power", "effect"), context)
        lists = ()
    if keywords is not None:
        yield from unknown_keywords(file, card, keywords, lists)


def _battlefield_tiles(
    file: LoadedFile, battlefield: Battlefield, tiles: Mapping[str, Tile], broken: frozenset[str]
) -> Iterator[Problem]:
    for index, placement in enumerate(battlefield.placements):
        if placement.tile not in tiles and "tile" not in broken:
            yield file.problem(
                ("placements", index, "tile"), "bad-reference", f"no tile has id {quote(placement.tile)}"
            )


def _match(
    file: LoadedFile,
    match: MatchFile,
    warbands: Mapping[str, Warband],
    rulesets: Mapping[str, Ruleset],
    battlefields: Mapping[str, Battlefield],
    broken: frozenset[str],
) -> Iterator[Problem]:
    for index, seat in enumerate(match.players):
        if seat.warband not in warbands and "warband" not in broken:
            yield file.problem(
                ("players", index, "warband"),
                "bad-reference",
                f"no warband has id {quote(seat.warband)}{_closest(seat.warband, warbands)}",
            )
    if match.ruleset not in rulesets and "ruleset" not in broken:
        yield file.problem(
            ("ruleset",),
            "bad-reference",
            f"no ruleset has id {quote(match.ruleset)}{_closest(match.ruleset, rulesets)}",
        )
    if (
        match.battlefield is not None
        and match.battlefield not in battlefields
        and "battlefield" not in broken
    ):
        yield file.problem(
            ("battlefield",),
            "bad-reference",
            f"no battlefield has id {quote(match.battlefield)}{_closest(match.battlefield, battlefields)}",
        )


def _closest(wanted: str, known: Mapping[str, object]) -> str:
    """Returns `` (did you mean 'x'?)`` naming the known id closest to ``wanted``, or nothing."""
    return did_you_mean(wanted, sorted(known))
