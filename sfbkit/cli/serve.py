"""``sfbkit serve``: the card site and the play page of the tree's game as a local web application (Starlette on uvicorn)."""

from __future__ import annotations

import ipaddress
import shutil
import signal
import socket
import tempfile
from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.kit.errors import UsageError

LOCAL_HOST = "127.0.0.1"
LOCAL_NAMES = ("127.0.0.1", "localhost", "::1")
"""Host names a loopback server answers to (anything else, e.g. a rebinding DNS name, gets 400)."""

MAX_HEADER_BYTES = 16 * 1024
"""The most a request's line and headers may take."""


def _stop(signum: int, frame: object) -> None:
    """Ends the command once the server has shut down on Ctrl-C or SIGTERM, so the temporary site is removed."""
    raise SystemExit(0)


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


@click.command("serve")
@click.option(
    "--host",
    default=LOCAL_HOST,
    show_default=True,
    help="The address to listen on; another than this computer's own makes matches reachable by others.",
)
@click.option(
    "--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="0 picks a free port."
)
@click.option(
    "--saves",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("sfbkit-matches"),
    show_default=True,
    help="The folder of saved matches (JSONL logs that sfbkit replay verifies).",
)
@content_option()
def command(host: str, port: int, saves: Path, content: Path | None) -> None:
    """Serves the card site, the play page and the game's own pages (a deck page): play or build in the browser."""
    import uvicorn

    from sfbkit.kit.serve.accept_errors import quiet_accept_errors
    from sfbkit.kit.serve.app import make_app
    from sfbkit.kit.serve.connection_guard import (
        ACCEPT_BACKLOG,
        ConnectionLimits,
        default_max_connections,
        guarded_protocol,
    )
    from sfbkit.kit.serve.game_pages import pages_of
    from sfbkit.kit.serve.site_folder import new_site_folder, remove_leftover_sites

    tree = game_tree(content)
    view = tree.game.play_view(tree.root)
    pages = pages_of(tree.game, tree.root)
    if view is None and not pages:
        raise UsageError(f"{tree.game.title} has no play page to serve")
    local = _is_loopback(host)
    if not local:
        click.echo(
            f"warning: listening on {host}: anyone who can reach it can play and read the saved matches",
            err=True,
        )
    try:
        if view is not None:
            saves.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"--saves: cannot create {saves}: {error.strerror}") from None
    try:
        listener = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((host, port))
        listener.listen(ACCEPT_BACKLOG)  # connections queue from here on, before the server accepts them
    except (OSError, OverflowError) as error:
        raise UsageError(
            f"cannot listen on {host}:{port}: {getattr(error, 'strerror', None) or error}"
        ) from None
    # uvicorn shuts down gracefully, then raises the signal again: these turn it (or an earlier one,
    # while the site is built) into a clean exit that removes the temporary site.
    signal.signal(signal.SIGINT, _stop)
    signal.signal(signal.SIGTERM, _stop)
    remove_leftover_sites(Path(tempfile.gettempdir()))
    folder = new_site_folder()
    try:
        site = folder / "site"
        site.mkdir()
        tree.game.catalogue(tree.root).write_site(site)
        allowed = (*LOCAL_NAMES, host) if local else None
        app = make_app(view, saves, site, allowed_hosts=allowed, title=tree.game.title, pages=pages)
        bound = listener.getsockname()[1]
        shown = f"[{host}]" if ":" in host else host
        first = ("the play page", "/play") if view is not None else (pages[0].title, pages[0].path)
        click.echo(
            f"serving {first[0]} on http://{shown}:{bound}{first[1]} and the card site on /site/", err=True
        )
        for page in pages:
            click.echo(f"{page.title}: http://{shown}:{bound}{page.path}", err=True)
        if view is not None:
            click.echo(f"matches are saved in {saves.resolve()}; stop with Ctrl-C", err=True)
        else:
            click.echo("stop with Ctrl-C", err=True)
        limits = ConnectionLimits(max_connections=default_max_connections())
        config = uvicorn.Config(
            app,
            log_level="warning",
            access_log=False,
            lifespan="off",
            http=guarded_protocol(limits),
            h11_max_incomplete_event_size=MAX_HEADER_BYTES,
            backlog=ACCEPT_BACKLOG,
        )
        quiet_accept_errors()
        uvicorn.Server(config).run(sockets=[listener])
    finally:
        shutil.rmtree(folder, ignore_errors=True)
