"""``sfbkit init``: starts a designer's content repository that builds on a game's bundled tree."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import click

from sfbkit import __version__
from sfbkit.kit.content.manifest import DEFAULT_GAME, MANIFEST_NAME
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import Game, HookFiles, Starter
from sfbkit.kit.io.atomic import create_files_atomic
from sfbkit.kit.io.git_revision import start_repository
from sfbkit.kit.registry import get_game

REQUIREMENT_VARIABLE = "SFBKIT_REQUIREMENT"
"""The variable CI installs sfbkit from: the exact sfbkit that wrote the repository unless it is set."""

REQUIREMENT = f"sfbkit=={__version__}"
"""The requirement of the sfbkit that writes a repository."""

SCHEMA_FOLDER = "schemas"
"""Where init copies the JSON Schemas, so that the editor mapping works without knowing where sfbkit is installed."""


def repository_files(game: Game) -> dict[str, str]:
    """Returns every file of a new repository for ``game``, by path relative to its root."""
    starter = game.starter()
    manifest = f"game: {game.id}\n" + (f"extends: {game.id}\n" if starter.extends else "")
    files: dict[str, str] = {MANIFEST_NAME: manifest}
    files.update({f"{folder}/.gitkeep": "" for folder in starter.folders})
    files.update({f"{SCHEMA_FOLDER}/{name}": text for name, text in game.schemas().items()})
    mapping = {f"./{SCHEMA_FOLDER}/{name}": list(globs) for name, globs in starter.schema_globs.items()}
    files[".vscode/settings.json"] = json.dumps({"yaml.schemas": mapping}, indent=2) + "\n"
    if not starter.extends:
        files.update(_bundled_files(game.bundled_root()))
    checks = [f"sfbkit {check}" for check in starter.checks]
    files[".pre-commit-config.yaml"] = _pre_commit(checks, starter.hook_files)
    files[".github/workflows/content.yml"] = _workflow(checks)
    files["README.md"] = _readme(game, starter, checks)
    return files


def _bundled_files(root: Path) -> dict[str, str]:
    """Returns the content files of a game's bundled tree (a repository that cannot extend it starts as its copy)."""
    return {
        path.relative_to(root).as_posix(): path.read_text(encoding="utf-8")
        for path in sorted(root.rglob("*.yaml"))
        if path.is_file() and path.name != MANIFEST_NAME
    }


def _pre_commit(checks: list[str], files: HookFiles) -> str:
    hooks = [
        ("sfbkit-validate", "sfbkit validate", files.validate, "false"),
        ("sfbkit-fmt", "sfbkit fmt", files.fmt, "true"),
        *((f"sfbkit-{check.split()[1]}", check, files.checks, "true") for check in checks),
    ]
    lines = [
        "# Runs the sfbkit installed where you commit (language: system) on each commit. Install it with",
        f'# pip install "${{{REQUIREMENT_VARIABLE}:-{REQUIREMENT}}}" (README.md says where to point it),',
        "# then run pre-commit install once per clone.",
        "repos:",
    ]
    lines += ["  - repo: local", "    hooks:"]
    for hook_id, entry, pattern, pass_files in hooks:
        lines += [
            f"      - id: {hook_id}",
            f"        name: {entry}",
            f"        entry: {entry}",
            "        language: system",
            f"        files: '{pattern}'",
            f"        pass_filenames: {pass_files}",
        ]
    return "\n".join(lines) + "\n"


def _workflow(checks: list[str]) -> str:
    steps = "".join(f"      - run: {check}\n" for check in checks)
    return (
        "name: content\n"
        "on: [push, pull_request]\n"
        "env:\n"
        f"  # The sfbkit that wrote this repository; a repository variable {REQUIREMENT_VARIABLE} replaces it\n"
        "  # (where sfbkit is not on the package index CI reaches: see README.md)\n"
        f"  {REQUIREMENT_VARIABLE}: \"${{{{ vars.{REQUIREMENT_VARIABLE} || '{REQUIREMENT}' }}}}\"\n"
        "jobs:\n"
        "  check:\n"
        "    runs-on: ubuntu-latest\n"
        "    steps:\n"
        "      - uses: actions/checkout@v4\n"
        "      - uses: actions/setup-python@v5\n"
        "        with:\n"
        "          python-version: '3.11'\n"
        f'      - run: pip install "${REQUIREMENT_VARIABLE}"\n'
        "      # one annotation per problem on the changed lines, and a table in the step summary\n"
        "      - run: sfbkit validate --format github\n"
        "      - run: sfbkit fmt --check\n"
        f"{steps}"
    )


def _readme(game: Game, starter: Starter, checks: list[str]) -> str:
    if starter.extends:
        layering = starter.layering or (
            "every base file is available, local files add to it, and a local file with a base id "
            "replaces the base file only with `overrides: true` at its top."
        )
        start = (
            f"It builds on the {game.title} content bundled with sfbkit (`extends:` in `{MANIFEST_NAME}`): "
            f"{layering}"
        )
    else:
        start = f"It starts as a copy of the {game.title} content bundled with sfbkit; change any of it."
    steps = "".join(f"{step}\n" for step in starter.first_steps)
    return (
        f"# {game.title} content\n\n"
        f"A content repository for sfbkit. {start}\n\n"
        f"```\n{steps}```\n\n"
        f"Editors with the YAML extension check files against `{SCHEMA_FOLDER}/` "
        "(`.vscode/settings.json`); refresh it after upgrading sfbkit with `sfbkit schema --out schemas`.\n"
        "\n## Installing sfbkit\n\n"
        f"This repository was written by `{REQUIREMENT}`. CI installs sfbkit with "
        f'`pip install "${REQUIREMENT_VARIABLE}"`, and `{REQUIREMENT_VARIABLE}` is `{REQUIREMENT}` unless '
        "the hosting service's repository variable of that name says otherwise. Where sfbkit is not on "
        "the package index you reach, set that variable to any requirement pip takes, for example "
        "`sfbkit @ git+https://git.example.org/you/sfbkit@v1.0` (a git repository and tag), "
        "`sfbkit @ file:///path/to/sfbkit` (a checkout) or the path of a wheel. Install it where you "
        "commit the same way, then `pre-commit install` once per clone:\n\n"
        f'```\npip install "${{{REQUIREMENT_VARIABLE}:-{REQUIREMENT}}}"\npre-commit install\n```\n'
    )


@click.command("init")
@click.argument("directory", metavar="[DIR]", default=".", type=click.Path(path_type=Path, file_okay=False))
@click.option("--game", "game_id", default=DEFAULT_GAME, show_default=True, help="The id of the tree's game.")
def command(directory: Path, game_id: str) -> None:
    """Starts a content repository in DIR (default: here) that builds on the game's bundled content.

    Writes the manifest, empty content folders (a copy of the bundled tree for a game
    with no layering yet), the schemas and the editor mapping,
    a pre-commit configuration, a CI workflow and a README. Refuses a folder that
    holds anything else; never overwrites a file. Exits 2 on a usage error.
    """
    game = get_game(game_id)
    files = repository_files(game)
    if directory.exists() and not directory.is_dir():
        raise UsageError(f"{directory} is not a directory")
    ours = {Path(name).parts[0] for name in files}
    if directory.is_dir():
        strangers = sorted(entry.name for entry in directory.iterdir() if entry.name not in (*ours, ".git"))
        if strangers:
            raise UsageError(
                f"{directory} is not empty ({', '.join(strangers[:3])}); init writes only into an empty "
                "folder or one holding part of a repository it started"
            )
    missing = [(directory / name, text) for name, text in files.items() if not (directory / name).exists()]
    create_files_atomic(missing)
    written = len(missing)
    started = start_repository(directory)
    next_step = game.starter().first_steps[0].split("#")[0].strip()
    if directory.resolve() != Path.cwd().resolve():
        next_step = f"cd {shlex.quote(str(directory))} && {next_step}"
    git = " and a git repository (branch main)" if started else ""
    click.echo(f"init: {directory}: wrote {written} file(s) for {game.title}{git}; next: {next_step}")
