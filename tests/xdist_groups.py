"""pytest plugin: the suite runs on all cores with pytest-xdist, grouped by what tests share.

Loaded from pyproject.toml (``-p tests.xdist_groups`` with ``-n auto --dist loadgroup``).
Tests that share something costly run on one worker, so it is made once per run:

- everything that runs code in the shared Pyodide (tests/pyodide/service.py): one boot;
- the blocks of one lesson page, which share one namespace (tests/markdown_lauf.py);
- the tests of a module that share a module- or class-scoped fixture, and the site tests of
  a module. Site tests mostly wait for the browser, so their modules spread over the
  workers: each worker that gets one builds the site once (the second build takes the
  notebook results, bytecode and snapshot from .cache/) and starts one Chromium. In one
  group they were the run's longest chain: one worker waited on the browser while the
  other had nothing left to do.

xdist's own ``loadgroup`` reads groups from a suffix it writes into each test id; pytest 9.2
no longer lets it (pytest-xdist issue #1386, open on 2 December 2026), so the tests were
spread as if ungrouped. Here each worker writes the groups it collected to a file that the
controller's scheduler reads. The workers also put the tests in order: those marked
``slow`` first, so that a long single test does not end the run alone while the other
worker has nothing left to do, then the largest groups.

With ``LERNLABOR_ZEITLEISTE=<file>`` the controller also writes a timeline: one line per test
phase (worker, start, end, test), and prints per worker when it began, when it ended and how
long it ran tests, i.e. where a run waited and which worker ended it.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

from xdist.scheduler import LoadScopeScheduling

# Fixtures of the built site and the browser: one build, one server, one Chromium per process.
WEBSITE = {"site", "built_site", "server", "browser", "chromium"}
GROUPS_FILE = "LERNLABOR_XDIST_GROUPS"  # environment variable: where the workers write
TIMELINE = "LERNLABOR_ZEITLEISTE"  # environment variable: where the controller writes the timeline


def group_of(item) -> str | None:
    """The group an item must share a worker with, or None when any worker may take it."""
    names = set(item.fixturenames)
    if "pyodide_setup" in names and not names & WEBSITE:
        return "pyodide"
    path = item.nodeid.split("::")[0]
    if path.endswith(".md") or names & WEBSITE:
        return path
    scopes = {d.scope for defs in item._fixtureinfo.name2fixturedefs.values() for d in defs}
    return path if scopes & {"module", "class", "package"} else None


class GroupScheduling(LoadScopeScheduling):
    """xdist's scope scheduler with the groups of ``group_of``; other tests go one by one."""

    def __init__(self, config, log=None):
        super().__init__(config, log)
        self._groups: dict[str, str] | None = None

    def _split_scope(self, nodeid: str) -> str:
        if self._groups is None:  # called first when every worker has finished collecting
            path = Path(os.environ[GROUPS_FILE])
            self._groups = json.loads(path.read_text("utf-8")) if path.is_file() else {}
        return self._groups.get(nodeid, nodeid)


SLOW = "slow"  # marker: a test of ten seconds or more in CI; it starts first, not last


def pytest_configure(config):
    config.addinivalue_line("markers", f"{SLOW}: runs 10 s or longer in CI; xdist starts it first")
    if not hasattr(config, "workerinput") and config.getoption("dist", "no") == "loadgroup":
        # The workers put the tests in order (pytest_collection_modifyitems); xdist would
        # sort by group size only, and a long single test would end the run alone.
        config.option.loadscopereorder = False
        handle, path = tempfile.mkstemp(prefix="lernlabor-xdist-", suffix=".json")
        os.close(handle)
        os.unlink(path)  # exists once a worker has written it
        os.environ[GROUPS_FILE] = path  # the workers inherit it
        config._xdist_groups_file = Path(path)
    if not hasattr(config, "workerinput") and os.environ.get(TIMELINE):
        # popped: a pytest that a test starts itself must not write over this run's file
        path = Path(os.environ.pop(TIMELINE))
        config.pluginmanager.register(Timeline(path), "lernlabor-timeline")


def pytest_unconfigure(config):
    path = getattr(config, "_xdist_groups_file", None)
    if path is not None:
        path.unlink(missing_ok=True)


class Timeline:
    """In the controller: every phase of every test with its worker, for ``write_timeline``."""

    def __init__(self, path: Path):
        self.path, self.start, self.phases = path, time.time(), []

    def pytest_runtest_logreport(self, report):
        node = getattr(report, "node", None)  # set by xdist in the controller: the worker
        worker = node.gateway.id if node is not None else "main"
        self.phases.append((worker, report.start, report.stop, report.when, report.nodeid))

    def pytest_terminal_summary(self, terminalreporter):
        terminalreporter.section("Zeitleiste je Arbeitsprozess")
        for line in write_timeline(self.path, self.start, self.phases):
            terminalreporter.write_line(line)


def write_timeline(path: Path, start: float, phases: list) -> list[str]:
    """Writes the phases (seconds since the run began) to ``path``; returns one summary line
    per worker: first start, last end, time in tests and the gaps between them."""
    phases = sorted(phases, key=lambda p: p[1])
    with path.open("w", encoding="utf-8") as out:
        for worker, begin, end, when, nodeid in phases:
            out.write(f"{worker}\t{begin - start:8.2f}\t{end - start:8.2f}\t{when}\t{nodeid}\n")
    lines = []
    for worker in sorted({p[0] for p in phases}):
        own = [p for p in phases if p[0] == worker]
        busy = sum(end - begin for _, begin, end, _, _ in own)
        ending = max(own, key=lambda p: p[2])
        first, last = own[0][1] - start, ending[2] - start
        lines.append(
            f"{worker}: erster Test nach {first:.1f} s, letzter endet nach {last:.1f} s, "
            f"in Tests {busy:.1f} s, dazwischen {last - first - busy:.1f} s "
            f"(zuletzt: {ending[4]})"
        )
    return lines


def pytest_collection_modifyitems(config, items):
    if not hasattr(config, "workerinput") or GROUPS_FILE not in os.environ:
        return
    groups = {item.nodeid: group for item in items if (group := group_of(item))}
    items[:] = in_order_of_work(items, groups)
    target = Path(os.environ[GROUPS_FILE])
    partial = target.with_name(f"{target.name}.{os.getpid()}")
    partial.write_text(json.dumps(groups), "utf-8")
    partial.replace(target)  # both workers collect the same tests: either file will do


def in_order_of_work(items: list, groups: dict[str, str]) -> list:
    """Tests marked ``slow`` first, then the groups by size, largest first, each together;
    within a group the order of collection. Both workers get the same order."""
    sizes: dict[str, int] = {}
    for item in items:
        group = groups.get(item.nodeid, item.nodeid)
        sizes[group] = sizes.get(group, 0) + 1

    def key(numbered):
        index, item = numbered
        group = groups.get(item.nodeid, item.nodeid)
        return (item.get_closest_marker(SLOW) is None, -sizes[group], group, index)

    return [item for _, item in sorted(enumerate(items), key=key)]


def pytest_xdist_make_scheduler(config, log):
    if config.getoption("dist") == "loadgroup":
        return GroupScheduling(config, log)
    return None
