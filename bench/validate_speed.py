"""Times ``sfbkit validate`` on a large generated content tree against ``check-jsonschema`` on the same files.

Usage: ``.venv/bin/python bench/validate_speed.py [FILES]`` (default about 7,000 files).
The tree is the bundled content with its champions and decks copied under new
ids until it holds FILES files. Prints both times and their ratio; check-jsonschema
only checks each file against its schema, while validate also locates every
problem and runs the cross-checks.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sfbkit.content.kinds import ALL_KINDS, kind_of
from sfbkit.content.paths import CONTENT_DIRS, bundled_content_root
from sfbkit.content.validation import content_files

REPO = Path(__file__).resolve().parents[1]


def build_tree(target: Path, wanted: int) -> None:
    """Copies the bundled content to ``target`` and adds renamed copies of its champions and decks."""
    source = bundled_content_root()
    for folder in CONTENT_DIRS:
        if (source / folder).is_dir():
            shutil.copytree(source / folder, target / folder)
    champions = sorted((source / "champions").glob("*.yaml"))
    copy = 0
    while len(content_files(target)) < wanted:
        copy += 1
        for champion in champions:
            old = champion.stem
            new = f"{old}-copy{copy}"
            deck = (source / "cards" / f"{old}.yaml").read_text(encoding="utf-8")
            text = champion.read_text(encoding="utf-8")
            (target / "champions" / f"{new}.yaml").write_text(
                text.replace(f"id: {old}\n", f"id: {new}\n"), encoding="utf-8"
            )
            (target / "cards" / f"{new}.yaml").write_text(
                deck.replace(f"champion: {old}\n", f"champion: {new}\n").replace(
                    f"id: {old}-", f"id: {new}-"
                ),
                encoding="utf-8",
            )


def timed(command: list[str]) -> tuple[float, subprocess.CompletedProcess[str]]:
    """Runs a command and returns its wall time and result."""
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    return time.perf_counter() - start, result


def main() -> None:
    wanted = int(sys.argv[1]) if len(sys.argv) > 1 else 7000
    bin_dir = Path(sys.executable).parent
    with tempfile.TemporaryDirectory() as temporary:
        root = Path(temporary) / "content"
        build_tree(root, wanted)
        files = content_files(root)
        sfbkit_time, result = timed([str(bin_dir / "sfbkit"), "validate", "--content", str(root)])
        print(f"sfbkit validate: {len(files)} files in {sfbkit_time:.2f}s: {result.stdout.splitlines()[-1]}")
        checker_time = 0.0
        for kind in ALL_KINDS:
            members = [str(path) for path in files if kind_of(path) is kind]
            if not members:
                continue
            schema = REPO / "schemas" / f"{kind.name}.json"
            seconds, checked = timed(
                [str(bin_dir / "check-jsonschema"), "--schemafile", str(schema), *members]
            )
            checker_time += seconds
            if checked.returncode != 0:
                print(f"check-jsonschema rejected {kind.name} files:\n{checked.stdout[-2000:]}")
        print(f"check-jsonschema: {len(files)} files in {checker_time:.2f}s")
        print(f"ratio sfbkit / check-jsonschema: {sfbkit_time / checker_time:.2f}")


if __name__ == "__main__":
    main()
