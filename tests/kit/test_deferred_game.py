"""A game's content, players, simulation, scripts and replays come from places in its own package, imported late."""

from __future__ import annotations

import subprocess
import sys

from sfbkit.games.dungeon_command.catalogue import DCCatalogue
from sfbkit.games.dungeon_command.content.declaration import CONTENT as DC_CONTENT
from sfbkit.games.dungeon_command.content.kinds import CREATURE
from sfbkit.games.dungeon_command.content.paths import bundled_root as dc_bundled_root
from sfbkit.games.dungeon_command.game import GAME as DC_GAME
from sfbkit.games.dungeon_command.play.players import GAME_PLAYERS as DC_PLAYERS
from sfbkit.games.dungeon_command.play.simulation import SIMULATION as DC_SIMULATION
from sfbkit.games.super_fantasy_brawl.catalogue import SfbCatalogue
from sfbkit.games.super_fantasy_brawl.content.declaration import CONTENT as SFB_CONTENT
from sfbkit.games.super_fantasy_brawl.content.kinds import CHAMPION
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.game import GAME as SFB_GAME
from sfbkit.games.super_fantasy_brawl.play.policies import GAME_PLAYERS as SFB_PLAYERS
from sfbkit.games.super_fantasy_brawl.play.simulation import SIMULATION as SFB_SIMULATION

PARTS = (
    "sfbkit.games.dungeon_command.content.declaration",
    "sfbkit.games.dungeon_command.play.players",
    "sfbkit.games.dungeon_command.play.runner",
    "sfbkit.games.super_fantasy_brawl.content.declaration",
    "sfbkit.games.super_fantasy_brawl.match_runs",
    "sfbkit.games.super_fantasy_brawl.play.policies",
)


def test_each_game_finds_its_parts_in_its_own_package() -> None:
    assert DC_GAME.content is DC_CONTENT and SFB_GAME.content is SFB_CONTENT
    assert DC_GAME.players() is DC_PLAYERS and SFB_GAME.players() is SFB_PLAYERS
    assert DC_GAME.simulation() is DC_SIMULATION and SFB_GAME.simulation() is SFB_SIMULATION
    assert DC_GAME.bundled_root() == dc_bundled_root()
    assert SFB_GAME.bundled_root() == bundled_content_root()


def test_each_game_lists_reads_and_opens_its_own_tree() -> None:
    dc_root, sfb_root = dc_bundled_root(), bundled_content_root()
    assert DC_GAME.file_kind(dc_root / "creatures" / "x.yaml") is CREATURE
    assert SFB_GAME.file_kind(sfb_root / "champions" / "x.yaml") is CHAMPION
    assert dc_root / "keywords.yaml" == DC_GAME.content_files(dc_root)[0]
    assert sfb_root / "champions" == SFB_GAME.content_files(sfb_root)[0].parent
    assert isinstance(DC_GAME.catalogue(dc_root), DCCatalogue)
    assert isinstance(SFB_GAME.catalogue(sfb_root), SfbCatalogue)
    assert [path.name for path in SFB_GAME.content_folders(sfb_root)] == [
        "champions",
        "cards",
        "arenas",
        "rulesets",
        "matches",
    ]
    assert [path.name for path in DC_GAME.content_folders(dc_root)][-2:] == ["rulesets", "matches"]


def test_importing_the_game_objects_imports_none_of_their_parts() -> None:
    code = (
        "import sys\n"
        "import sfbkit.games.dungeon_command.game, sfbkit.games.super_fantasy_brawl.game\n"
        f"print(sorted(name for name in {PARTS!r} if name in sys.modules))\n"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert loaded.stdout.strip() == "[]"
