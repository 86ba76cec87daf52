"""``match`` and ``replay`` read only regular files within a size cap; number options are finite and bounded.

A device that never ends (``/dev/zero``), a FIFO that no process writes, a
folder and a file over the cap each end at once with one located line and
exit 1; nan, inf, 1e308 or a negative bleed are usage errors (exit 2).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sfbkit.games.super_fantasy_brawl.play.jsonl_log import MAX_LOG_BYTES
from sfbkit.kit.io.input_file import UnreadableInput, read_input
from sfbkit.kit.io.yaml_source import MAX_FILE_BYTES
from tests.hardening.helpers import assert_no_crash, invoke
from tests.hypothesis_budget import examples

COMMANDS = {"match": MAX_FILE_BYTES, "replay": MAX_LOG_BYTES}


def hostile_inputs(folder: Path, limit: int) -> dict[str, Path]:
    """Returns inputs that are not a readable regular file within ``limit`` bytes, by what they are."""
    fifo = folder / "fifo"
    os.mkfifo(fifo)
    large = folder / "large"
    with large.open("wb") as handle:
        handle.truncate(limit + 1)
    return {"zero device": Path("/dev/zero"), "fifo": fifo, "folder": folder, "over the cap": large}


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("kind", ["zero device", "fifo", "folder", "over the cap"])
def test_an_input_that_is_no_regular_file_within_the_cap_is_refused_at_once(
    tmp_path: Path, command: str, kind: str
) -> None:
    path = hostile_inputs(tmp_path, COMMANDS[command])[kind]
    started = time.monotonic()
    result = invoke(command, str(path))
    assert time.monotonic() - started < 30
    if kind == "folder":  # click's own check of the argument: a usage error
        assert_no_crash(result, (2,))
        return
    assert_no_crash(result, (1,))
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(str(path)), result.stderr
    assert ("regular file" in lines[0]) != (kind == "over the cap"), lines[0]


FLOAT_OPTIONS = [
    ("sheet", "pip", "--bleed"),
    ("sheet", "pip", "--backs", "--offset-x"),
    ("sheet", "pip", "--backs", "--offset-y"),
    ("simulate", "--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda", "--scheduler-timeout"),
]
BAD_NUMBERS = st.one_of(
    st.sampled_from(
        ["nan", "NaN", "-nan", "inf", "-inf", "infinity", "1e308", "-1e308", "1e999", "", "1,5", "0x10"]
    ),
    st.floats(allow_nan=False, allow_infinity=False).filter(lambda value: abs(value) > 3600).map(repr),
)


@settings(max_examples=examples(60), deadline=None)
@given(option=st.sampled_from(FLOAT_OPTIONS), value=BAD_NUMBERS)
def test_a_number_option_out_of_range_is_a_usage_error(option: tuple[str, ...], value: str) -> None:
    result = invoke(*option, value)
    assert_no_crash(result, (2,))
    assert "Invalid value" in result.stderr, result.stderr


@pytest.mark.parametrize("value", ["-0.5", "-1e-9", "-3"])
def test_a_negative_bleed_is_a_usage_error(value: str) -> None:
    result = invoke("sheet", "pip", "--bleed", value)
    assert_no_crash(result, (2,))


def test_the_python_api_refuses_a_nan_bleed() -> None:
    from sfbkit.games.super_fantasy_brawl.render.sheets import SheetOptions, check_options
    from sfbkit.kit.errors import UsageError

    for bleed, offset in ((float("nan"), 0.0), (0.0, float("inf"))):
        with pytest.raises(UsageError):
            check_options(
                SheetOptions(lang="en", paper="a4", bleed=bleed, backs=True, offset_x=offset, offset_y=0)
            )


@pytest.mark.parametrize("kind", ["zero device", "fifo", "folder", "over the cap"])
def test_reading_an_input_that_is_no_regular_file_within_the_cap_raises_its_message(
    tmp_path: Path, kind: str
) -> None:
    path = hostile_inputs(tmp_path, 1000)[kind]
    with pytest.raises(UnreadableInput, match="regular file" if kind != "over the cap" else "at most 1000"):
        read_input(path, 1000)


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_an_input_name_the_system_refuses_is_one_line(command: str) -> None:
    name = "9" * 5000
    result = invoke(command, name)
    assert_no_crash(result, (1,))
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(name[:1000]) and "too long" in lines[0], result.stderr
    assert len(lines[0]) < len(name), "the error quotes its input bounded"
