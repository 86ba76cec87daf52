"""The kinds of Dungeon Command content file (DC §16), their models, and how a path maps to a kind."""

from __future__ import annotations

from sfbkit.games.dungeon_command.content.battlefield import Battlefield
from sfbkit.games.dungeon_command.content.commander import Commander
from sfbkit.games.dungeon_command.content.creature import Creature
from sfbkit.games.dungeon_command.content.declaration import FOLDERS as CONTENT_FOLDERS
from sfbkit.games.dungeon_command.content.declaration import ROOT_FILES
from sfbkit.games.dungeon_command.content.keywords import KeywordList
from sfbkit.games.dungeon_command.content.match import MatchFile
from sfbkit.games.dungeon_command.content.order import Order
from sfbkit.games.dungeon_command.content.ruleset import Ruleset
from sfbkit.games.dungeon_command.content.tile import Tile
from sfbkit.games.dungeon_command.content.warband import Warband
from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.tree.content_layout import ContentLayout

COMMANDER = FileKind("commander", Commander, "id")
CREATURE = FileKind("creature", Creature, "id")
ORDER = FileKind("order", Order, "id")
KEYWORDS = FileKind("keywords", KeywordList, None)
TILE = FileKind("tile", Tile, "id")
BATTLEFIELD = FileKind("battlefield", Battlefield, "id")
WARBAND = FileKind("warband", Warband, "id")
RULESET = FileKind("ruleset", Ruleset, "id")
MATCH = FileKind("match", MatchFile, None)

ALL_KINDS = (COMMANDER, CREATURE, ORDER, KEYWORDS, TILE, BATTLEFIELD, WARBAND, RULESET, MATCH)

LAYOUT = ContentLayout(
    folders=dict(
        zip(
            CONTENT_FOLDERS,
            (COMMANDER, CREATURE, ORDER, TILE, BATTLEFIELD, WARBAND, RULESET, MATCH),
            strict=True,
        )
    ),
    root_files={ROOT_FILES[0]: KEYWORDS},
    count_nouns={
        "commanders": "commander",
        "creatures": "creature",
        "orders": "order",
        "keywords": "keyword",
        "tiles": "tile",
        "battlefields": "battlefield",
        "warbands": "warband",
        "rulesets": "ruleset",
        "matches": "match",
    },
    counted={KEYWORDS.name: lambda model: len(model.keywords)},
    plurals={KEYWORDS.name: "keywords"},
)
"""Keywords at the root; commanders, creatures, orders, tiles, battlefields, warbands, rulesets and matches."""

FOLDERS = LAYOUT.folders
"""Each content folder and the kind of its files, in the order a tree is read."""

KEYWORDS_FILE = ROOT_FILES[0]
"""The keyword declarations, at the tree's root."""

kind_of = LAYOUT.kind_of
