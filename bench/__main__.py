"""``python -m bench [NAME ...] [--quick]``: runs the benchmarks and prints their figures and ratios."""

from __future__ import annotations

import argparse
import importlib
import inspect
import time

from bench import BENCHMARKS
from bench.machine import describe_machine, load_average
from bench.report import Result


def main(argv: list[str] | None = None) -> int:
    """Runs the named benchmarks (all by default) and prints each one's result."""
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("names", nargs="*", metavar="NAME", help="any of: " + ", ".join(BENCHMARKS))
    parser.add_argument("--quick", action="store_true", help="a small, fast smoke run")
    parser.add_argument(
        "--full", action="store_true", help="the full run of benchmarks that have a reduced default"
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=1,
        metavar="N",
        help="processes for benchmarks that can play their games in a pool (same figures for any N)",
    )
    arguments = parser.parse_args(argv)
    if arguments.workers < 1:
        parser.error(f"--workers expects a count of 1 or more, got {arguments.workers}")
    names = arguments.names or list(BENCHMARKS)
    unknown = [name for name in names if name not in BENCHMARKS]
    if unknown:
        parser.error(f"unknown benchmark {', '.join(unknown)}; expected any of {', '.join(BENCHMARKS)}")
    print(f"machine: {describe_machine()}")
    print(f"mode: {'quick' if arguments.quick else 'full'}", flush=True)
    started = time.perf_counter()
    for name in names:
        module = importlib.import_module(f"bench.{name}")
        load = load_average()
        start = time.perf_counter()
        accepted = inspect.signature(module.run).parameters
        options: dict[str, object] = {"full": True} if arguments.full and "full" in accepted else {}
        if arguments.workers > 1 and "workers" in accepted:
            options["workers"] = arguments.workers
        result: Result = module.run(arguments.quick, **options)
        result.seconds = time.perf_counter() - start
        result.note(f"load average {load} before, {load_average()} after")
        print(result.text(), flush=True)
    print(f"total: {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
