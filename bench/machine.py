"""Describes the machine a benchmark ran on: CPU model, cores, Python version and platform."""

from __future__ import annotations

import os
import platform
import sys
from pathlib import Path


def cpu_model() -> str:
    """Returns the CPU model name from /proc/cpuinfo, else what the platform module reports."""
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.is_file():
        for line in cpuinfo.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or platform.machine() or "unknown CPU"


def usable_cores() -> int:
    """Returns how many cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def load_average() -> str:
    """Returns the one-minute load average (other work on the machine skews every figure), if known."""
    if hasattr(os, "getloadavg"):
        return f"{os.getloadavg()[0]:.2f}"
    return "unknown"


def describe_machine() -> str:
    """Returns a one-line description of the machine and interpreter, with the load when it is read."""
    python = f"{platform.python_implementation()} {platform.python_version()}"
    return (
        f"{cpu_model()}, {usable_cores()} cores, {python}, {platform.system()} {platform.release()}, "
        f"load average {load_average()}"
    )


def python_executable() -> str:
    """Returns the interpreter running the benchmarks (the one baselines start too)."""
    return sys.executable
