"""PDF sheets check their glyphs first: no font for the text is one line and exit 1, ``--font FILE`` is used."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from sfbkit.kit.render.pdf_render import drawn_text, with_font

pypdf = pytest.importorskip("pypdf")
pytest.importorskip("weasyprint")

REPO = Path(__file__).resolve().parents[4]
GAMES = {
    "super-fantasy-brawl": (REPO, "borka"),
    "dungeon-command": (REPO / "games" / "dungeon-command", "vault-hound"),
}


def _noto_cjk_file() -> Path:
    """Returns the installed Noto Sans CJK font file; skips without it, except under CI."""
    fc_match = shutil.which("fc-match")
    found = ""
    if fc_match is not None:
        found = subprocess.run(
            [fc_match, "-f", "%{file}", "Noto Sans CJK JP"], capture_output=True, text=True, check=False
        ).stdout
    if "NotoSansCJK" in found and Path(found).is_file():
        return Path(found)
    if os.environ.get("CI"):
        pytest.fail("the CJK sheet tests need fonts-noto-cjk, which .ci/run installs")
    pytest.skip("fonts-noto-cjk is not installed")


def _sheet(tmp_path: Path, game: str, *args: str, fonts: bool) -> subprocess.CompletedProcess[str]:
    """Runs ``sfbkit sheet`` on a bundled game's card; without fonts, fontconfig reads an empty configuration."""
    content, card = GAMES[game]
    env = {**os.environ, "SFBKIT_NO_CACHE": "1", "XDG_CACHE_HOME": str(tmp_path / "cache")}
    if not fonts:
        config = tmp_path / "fonts.conf"
        config.write_text('<?xml version="1.0"?>\n<fontconfig></fontconfig>\n', encoding="utf-8")
        env["FONTCONFIG_FILE"] = str(config)
    command = [str(Path(sys.executable).parent / "sfbkit"), "sheet", card, "--content", str(content), *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, check=False)


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_japanese_pdf_without_a_cjk_font_is_refused_in_one_line(tmp_path: Path, game: str) -> None:
    out = tmp_path / "ja.pdf"
    done = _sheet(tmp_path, game, "--format", "pdf", "--lang", "ja", "--out", str(out), fonts=False)
    assert done.returncode == 1, done.stderr
    (line,) = done.stderr.splitlines()
    assert "fonts-noto-cjk" in line and "font-noto-sans-cjk" in line and "--font FILE" in line, line
    assert not out.exists()
    assert [path.name for path in tmp_path.iterdir() if path.suffix == ".pdf" or ".tmp" in path.name] == []


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_font_file_given_draws_the_sheet_where_no_font_is_installed(tmp_path: Path, game: str) -> None:
    font = _noto_cjk_file()
    out = tmp_path / "ja.pdf"
    args = ("--format", "pdf", "--lang", "ja", "--out", str(out), "--font", str(font))
    done = _sheet(tmp_path, game, *args, fonts=False)
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == [f"wrote {out}"]
    page = pypdf.PdfReader(io.BytesIO(out.read_bytes())).pages[0]
    fonts = {
        str(entry.get_object()["/BaseFont"]) for entry in page["/Resources"]["/Font"].get_object().values()
    }
    assert fonts and all(name.endswith("+sfbkit-sheet-font") for name in fonts), fonts
    assert any("\u3040" <= char <= "\u30ff" for char in page.extract_text())


@pytest.mark.slow
def test_a_dungeon_command_japanese_pdf_draws_with_the_installed_cjk_font(tmp_path: Path) -> None:
    _noto_cjk_file()
    out = tmp_path / "ja.pdf"
    done = _sheet(
        tmp_path, "dungeon-command", "--format", "pdf", "--lang", "ja", "--out", str(out), fonts=True
    )
    assert done.returncode == 0, done.stderr
    page = pypdf.PdfReader(io.BytesIO(out.read_bytes())).pages[0]
    fonts = {
        str(entry.get_object()["/BaseFont"]) for entry in page["/Resources"]["/Font"].get_object().values()
    }
    assert any("CJK" in name for name in fonts), fonts


@pytest.mark.slow
def test_a_file_that_is_not_a_font_is_a_usage_error(tmp_path: Path) -> None:
    bogus = tmp_path / "bogus.ttf"
    bogus.write_text("not a font\n", encoding="utf-8")
    out = tmp_path / "en.pdf"
    done = _sheet(
        tmp_path,
        "super-fantasy-brawl",
        "--format",
        "pdf",
        "--out",
        str(out),
        "--font",
        str(bogus),
        fonts=True,
    )
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        f"error: {bogus}: not a font file (expected TrueType, OpenType or a collection)"
    ]
    assert not out.exists()


def test_font_applies_to_pdf_sheets_only(tmp_path: Path) -> None:
    done = _sheet(
        tmp_path, "super-fantasy-brawl", "--format", "html", "--font", str(REPO / "README.md"), fonts=True
    )
    assert done.returncode == 2
    assert done.stderr.splitlines() == ["error: --font applies to PDF sheets (--format pdf) only"]


def test_the_drawn_text_leaves_out_the_head_styles_and_scripts() -> None:
    page = "<html><head><title>T</title><style>p{}</style></head><body><p>押 &amp;</p><script>x</script>ok</body></html>"
    assert drawn_text(page) == "押 &ok"


def test_a_given_font_is_declared_before_the_head_ends(tmp_path: Path) -> None:
    font = tmp_path / "my font.otf"
    page = with_font("<html><head><title>T</title></head><body>x</body></html>", font)
    head = page.split("</head>", 1)[0]
    assert f'src: url("{font.resolve().as_uri()}")' in head
    assert 'font-family: "sfbkit sheet font", sans-serif !important' in head
