"""sfbkit installed as a user installs it (not editable): no command writes into the installed package."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.workflow.test_init_repository import MATCH, snapshot

SOURCE = Path(__file__).resolve().parents[2]
INSTALL_SECONDS = 900


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Returns the bin folder of a fresh venv with sfbkit installed from this checkout, without -e."""
    venv = tmp_path_factory.mktemp("venv") / "env"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    try:
        done = subprocess.run(
            [str(venv / "bin" / "pip"), "install", "-q", str(SOURCE)],
            capture_output=True,
            text=True,
            timeout=INSTALL_SECONDS,
        )
    except subprocess.TimeoutExpired:
        pytest.skip(f"pip install did not finish in {INSTALL_SECONDS} s (a slow or absent package index)")
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        pytest.skip(f"pip install needs a package index this machine cannot reach: {last}")
    return venv / "bin"


@pytest.mark.slow
def test_no_command_writes_into_the_installed_package(installed: Path, tmp_path: Path) -> None:
    package = subprocess.run(
        [str(installed / "python"), "-c", "import sfbkit, os; print(os.path.dirname(sfbkit.__file__))"],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
    ).stdout.strip()
    assert "site-packages" in package, package
    before = snapshot(Path(package))
    environment = {
        **{key: value for key, value in os.environ.items() if key != "SFBKIT_CONTENT"},
        "HOME": str(tmp_path / "home"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
    }

    def sfbkit(*args: str, cwd: Path, code: int = 0) -> str:
        done = subprocess.run(
            [str(installed / "sfbkit"), *args],
            capture_output=True,
            text=True,
            cwd=cwd,
            env=environment,
            timeout=600,
        )
        assert done.returncode == code, f"sfbkit {' '.join(args)}: {done.stdout}{done.stderr}"
        return done.stdout + done.stderr

    outside = tmp_path / "outside"
    outside.mkdir()
    assert "sfbkit init" in sfbkit("new", "champion", "sir-bonk", cwd=outside, code=2)
    assert "sfbkit init" in sfbkit("fmt", cwd=outside, code=2)
    sfbkit("init", "repo", cwd=tmp_path)
    repo = tmp_path / "repo"
    sfbkit("new", "champion", "sir-bonk", cwd=repo)
    sfbkit("validate", cwd=repo)
    sfbkit("test", cwd=repo)
    sfbkit("show", "sir-bonk", cwd=repo)
    sfbkit("sheet", "sir-bonk", "--format", "txt", cwd=repo)
    (repo / "matches" / "first.yaml").write_text(MATCH, encoding="utf-8")
    sfbkit("match", "matches/first.yaml", "--html", "first.html", cwd=repo)
    assert (repo / "first.html").is_file()
    assert snapshot(Path(package)) == before
