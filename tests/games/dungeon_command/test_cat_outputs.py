"""Dungeon Command's exports, sheets, site and formatting through the Game object."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import jsonschema
import pytest

from sfbkit.games.dungeon_command.game import GAME
from sfbkit.kit.content.formatter import format_text
from sfbkit.kit.errors import UnknownIdError, UsageError
from sfbkit.kit.game import SheetRequest

ROOT = GAME.bundled_root()
CATALOGUE = GAME.catalogue(ROOT)


def request(output: str = "txt", ids: tuple[str, ...] = (), groups: tuple[str, ...] = ()) -> SheetRequest:
    return SheetRequest(ids, groups, not ids and not groups, output, "en", "a4", 0.0, False, 0.0, 0.0)  # type: ignore[arg-type]


def test_json_export_holds_every_card_and_fits_its_schema(tmp_path: Path) -> None:
    out = tmp_path / "cards.json"
    CATALOGUE.export("json", out, frozenset())
    data = json.loads(out.read_text())
    jsonschema.validate(data, CATALOGUE.export_schema())
    assert len(data["cards"]) == 2 + 24 + 43
    assert data["content_hash"] == CATALOGUE.content_hash
    hound = next(card for card in data["cards"] if card["id"] == "vault-hound")
    assert (hound["level"], hound["hp"], hound["speed"], hound["damage"]) == (1, 20, 6, 10)


def test_csv_export_has_a_row_per_card_and_rules_text_per_language(tmp_path: Path) -> None:
    out = tmp_path / "cards.csv"
    CATALOGUE.export("csv", out, frozenset())
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert len(rows) == 69
    scatter = next(row for row in rows if row["id"] == "scatter")
    assert (scatter["kind"], scatter["action"], scatter["abilities"]) == ("order", "immediate", "dex")
    assert scatter["text_en"] and scatter["text_ja"] and scatter["text_en"] != scatter["text_ja"]
    with pytest.raises(UsageError):
        CATALOGUE.export("xml", tmp_path / "cards.xml", frozenset())
    with pytest.raises(UsageError):
        CATALOGUE.export("json", ROOT / "creatures" / "cards.json", frozenset())


def test_sheet_of_a_warband_holds_its_commander_creatures_and_orders() -> None:
    text = CATALOGUE.sheet(request("txt", groups=("lanternguard",))).decode()
    warband = CATALOGUE.library.warbands["lanternguard"]
    wanted = {warband.commander, *(e.id for e in (*warband.creatures, *warband.orders))}
    shown = {
        line.rsplit("(", 1)[1].split(")")[0] for line in text.split("\n\n") for line in line.splitlines()[:1]
    }
    assert shown == wanted
    page = CATALOGUE.sheet(request("html", ids=("vault-hound", "step-aside"))).decode()
    assert page.count('class="dc-card kind-') == 2 and "Melee attack for 10 damage." in page
    markdown = CATALOGUE.sheet(request("md", ids=("mother-vesk",))).decode()
    assert markdown.startswith("# Dungeon Command cards\n\n## Mother Vesk of the Mire (mother-vesk)")
    assert CATALOGUE.sheet(request("pdf", ids=("vault-hound",))).startswith(b"%PDF-")
    with pytest.raises(UnknownIdError):
        CATALOGUE.sheet(request("txt", groups=("no-such-warband",)))
    with pytest.raises(UnknownIdError):
        CATALOGUE.sheet(request("txt", ids=("no-such-card",)))


def test_site_has_a_page_per_card_and_warband_and_an_index(tmp_path: Path) -> None:
    out = tmp_path / "site"
    CATALOGUE.write_site(out)
    pages = {path.stem for path in out.glob("*.html")}
    assert pages == {
        "index",
        "help",
        *CATALOGUE.library.warbands,
        *(record.id for record in CATALOGUE.records),
    }
    index = (out / "index.html").read_text()
    assert index.count("<tr data-card=") == 69 and index.count('.html" lang="en">') == 1 + 69 + 2
    assert 'href="vault-hound.html"' in index


def test_bundled_files_are_in_the_formatter_layout() -> None:
    files = GAME.content_files(ROOT)
    assert len(files) == 87 and files[0].name == "keywords.yaml"
    for path in files:
        kind = GAME.file_kind(path)
        assert kind is not None
        assert format_text(path.read_bytes(), kind) == path.read_text(), path
    assert GAME.file_kind(ROOT / "sfbkit.yaml") is None


def test_formatter_puts_a_power_kind_after_its_name() -> None:
    raw = (
        b"id: x1\nname: X\nlevel: 1\nhp: 10\nspeed: 6\nabilities: []\nattacks: [{kind: melee, damage: 10}]\n"
    )
    raw += b"powers:\n  - effect:\n      - morale: 1\n    trigger: destroys\n    kind: trigger\n    name: P\n"
    formatted = format_text(raw, GAME.file_kind(ROOT / "creatures" / "x1.yaml"))
    assert "  - name: P\n    kind: trigger\n    trigger: destroys\n    effect:" in formatted
