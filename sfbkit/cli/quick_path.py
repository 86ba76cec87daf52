"""The plain forms of ``validate`` and ``search``, answered without importing click (a hook's or an editor's start-up).

Only these forms are taken, and only when standard output is UTF-8 (click
mends other encodings its own way); any other argument, a malformed one, or an
error hands the whole command line to the full CLI, which parses it and reports
as always:

    validate [--content DIR] [--format text|json|github]
    search [--content DIR] [--format table|json] [--lang LANG] [WORD...]

A WORD must not start with ``-`` (the full CLI reads it as an option).
"""

from __future__ import annotations

import codecs
import os
import sys
from collections.abc import Sequence

from sfbkit.cli.search_output import SEARCH_FORMATS, search_output
from sfbkit.cli.validate_output import VALIDATE_FORMATS, print_report, write
from sfbkit.kit.content.trees import open_tree
from sfbkit.kit.errors import SfbkitError
from sfbkit.kit.io.gc_pause import collector_paused
from sfbkit.kit.report.file_display_names import working_folder

_VALUED_OPTIONS: dict[str, dict[str, tuple[str, ...] | None]] = {
    "validate": {"--content": None, "--format": VALIDATE_FORMATS},
    "search": {"--content": None, "--format": SEARCH_FORMATS, "--lang": None},
}
"""Per command: each option it takes here and its closed choices (None: any value)."""


def quick_answer(argv: Sequence[str]) -> int | None:
    """Runs a plain ``validate`` or ``search`` and returns its exit code; None hands ``argv`` to the full CLI."""
    if not argv or argv[0] not in _VALUED_OPTIONS or not _writes_utf8():
        return None
    parsed = _parse(argv[0], argv[1:])
    if parsed is None:
        return None
    options, words = parsed
    content = options.get("--content")
    if content is not None and (content == "" or os.path.isfile(content)):
        return None  # the full CLI names the bad directory
    try:
        if argv[0] == "validate":
            return None if words else _validate(content, options.get("--format", "text"))
        return _search(content, words, options.get("--format", "table"), options.get("--lang"))
    except SfbkitError:
        return None  # the full CLI reports it, with its exit code


def _writes_utf8() -> bool:
    try:
        return codecs.lookup(getattr(sys.stdout, "encoding", None) or "ascii").name == "utf-8"
    except LookupError:
        return False


def _parse(command: str, args: Sequence[str]) -> tuple[dict[str, str], list[str]] | None:
    """Returns the options (each at most once) and words of ``args``, or None when they are not a plain form."""
    takes = _VALUED_OPTIONS[command]
    options: dict[str, str] = {}
    words: list[str] = []
    pending: str | None = None
    for arg in args:
        if pending is not None:
            options[pending] = arg
            pending = None
        elif arg.startswith("-"):
            name, equals, value = arg.partition("=")
            if name not in takes or name in options:
                return None
            if equals:
                options[name] = value
            else:
                pending = name
        else:
            words.append(arg)
    if pending is not None:
        return None
    for name, choices in takes.items():
        if choices is not None and name in options and options[name] not in choices:
            return None
    return options, words


def _validate(content: str | None, output_format: str) -> int:
    tree = open_tree(content)
    with collector_paused():  # until the report is dropped, as the full CLI does
        report = tree.game.validate(tree.root, None, display_base=working_folder())
        try:
            return print_report(report, output_format)
        except (
            SfbkitError
        ) as error:  # once printing began, reported here as the full CLI would (no second report)
            from sfbkit.kit.problems import printable

            sys.stderr.write(printable(f"error: {error}") + "\n")
            return error.exit_code


def _search(content: str | None, words: Sequence[str], output: str, lang: str | None) -> int:
    write(search_output(open_tree(content), words, output, lang))
    return 0
