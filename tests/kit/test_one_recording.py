"""Every game records its matches on the kit's one recording, so that one writer and one replay serve them all."""

from __future__ import annotations

import pytest

from sfbkit.games.blood_wars.play.run import BWRun
from sfbkit.games.dungeon_command.play.run import DCRun
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.kit.declared.run import DeclaredRun
from sfbkit.kit.play.match_recording import MatchRecording


@pytest.mark.parametrize("recording", [Recording, DCRun, BWRun, DeclaredRun])
def test_each_games_recording_is_the_kits(recording: type[object]) -> None:
    assert issubclass(recording, MatchRecording)


@pytest.mark.parametrize(("recording", "first"), [(Recording, 1), (DCRun, 0), (BWRun, 0), (DeclaredRun, 0)])
def test_each_game_keeps_the_numbering_its_logs_were_written_with(recording: type[DCRun], first: int) -> None:
    assert recording.first_index == first
