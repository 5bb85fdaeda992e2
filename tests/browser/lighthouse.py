"""Run Lighthouse on one served page and boil its report down to the benchmark's figures.

Used by tests/benchmark_seiten.py; tests/test_benchmark_seiten.py checks the parsing on a
stored report. Lighthouse is pinned in package.json (devDependencies, the newest 12.x, which
still runs on Node 20) and runs with its mobile defaults: simulated throttling, a Moto G
Power, CPU slowed down 4x. Main-thread times are Lighthouse's, i.e. with that slow-down.

Where main-thread time goes, from two audits:

- ``bootup-time``: all main-thread time caused by one script URL (running it and the style
  and layout it triggers), listed from 50 ms on; Material is its bundle, ours everything
  under ``assets/lernlabor/``;
- ``mainthread-work-breakdown``: the same time by kind of work; "style & layout" is its
  ``styleLayout`` group, whoever caused it.

The two overlap: style and layout that Material's script triggers count in both.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
from dataclasses import dataclass, fields, replace
from pathlib import Path

from tests.browser.site import CHROMIUM_ARGS

ROOT = Path(__file__).resolve().parents[2]
LIGHTHOUSE = ROOT / "node_modules" / "lighthouse" / "cli" / "index.js"
MATERIAL = "/assets/javascripts/bundle."  # Material's one script bundle (hashed name)
OURS = "/assets/lernlabor/"  # loader, widget bundle and its chunks, worker
CATEGORIES = "performance,seo"  # seo for the link-text audit


class LighthouseError(RuntimeError):
    """Lighthouse failed, or its report lacks a figure; the message names page and figure."""


@dataclass(frozen=True)
class Figures:
    """What the benchmark prints for one page in one variant (one run, or the median)."""

    performance: float  # the score, 0 to 1
    tbt_ms: float  # total blocking time
    lcp_ms: float  # largest contentful paint
    bytes: float  # transferred, compressed
    main_ms: float  # all main-thread work
    material_ms: float  # caused by Material's bundle
    ours_ms: float  # caused by our scripts
    style_layout_ms: float  # style recalculation and layout, whoever caused them
    longest_material_ms: float  # longest main-thread task of Material's bundle
    longest_ours_ms: float  # longest main-thread task of our scripts
    flagged_links: tuple[str, ...] = ()  # link texts the link-text audit finds vague

    def share(self, part_ms: float) -> float:
        """``part_ms`` as a fraction of all main-thread work (0 when there was none)."""
        return part_ms / self.main_ms if self.main_ms else 0.0


def _audit(report: dict, audit_id: str, where: str) -> dict:
    audit = report.get("audits", {}).get(audit_id)
    if audit is None:
        raise LighthouseError(f"{where}: the report has no audit {audit_id!r}.")
    if audit.get("errorMessage"):
        raise LighthouseError(f"{where}: audit {audit_id!r} failed: {audit['errorMessage']}")
    return audit


def _number(report: dict, audit_id: str, where: str) -> float:
    value = _audit(report, audit_id, where).get("numericValue")
    if not isinstance(value, int | float):
        raise LighthouseError(f"{where}: audit {audit_id!r} has no numeric value.")
    return float(value)


def _items(report: dict, audit_id: str, where: str) -> list[dict]:
    details = _audit(report, audit_id, where).get("details") or {}
    return list(details.get("items") or [])


def figures(report: dict) -> Figures:
    """The figures of one Lighthouse JSON report; a failed run raises ``LighthouseError``."""
    where = report.get("finalDisplayedUrl") or report.get("requestedUrl") or "Lighthouse"
    error = report.get("runtimeError")
    if error:
        raise LighthouseError(f"{where}: Lighthouse could not measure the page: {error}")
    score = report.get("categories", {}).get("performance", {}).get("score")
    if not isinstance(score, int | float):
        raise LighthouseError(f"{where}: the report has no performance score.")
    bootup = _items(report, "bootup-time", where)
    tasks = _items(report, "long-tasks", where)
    groups = _items(report, "mainthread-work-breakdown", where)

    def by_url(items: list[dict], marker: str, key: str, combine) -> float:
        return float(combine([i[key] for i in items if marker in i.get("url", "")] or [0]))

    return Figures(
        performance=float(score),
        tbt_ms=_number(report, "total-blocking-time", where),
        lcp_ms=_number(report, "largest-contentful-paint", where),
        bytes=_number(report, "total-byte-weight", where),
        main_ms=_number(report, "mainthread-work-breakdown", where),
        material_ms=by_url(bootup, MATERIAL, "total", sum),
        ours_ms=by_url(bootup, OURS, "total", sum),
        style_layout_ms=sum(g["duration"] for g in groups if g.get("group") == "styleLayout"),
        longest_material_ms=by_url(tasks, MATERIAL, "duration", max),
        longest_ours_ms=by_url(tasks, OURS, "duration", max),
        flagged_links=tuple(
            f"{item.get('text', '')} -> {item.get('href', '')}"
            for item in _items(report, "link-text", where)
        ),
    )


def median(runs: list[Figures]) -> Figures:
    """Field by field median of several runs of one page; flagged links of any run."""
    if not runs:
        raise ValueError("median() needs at least one run")
    numbers = {
        f.name: statistics.median(getattr(run, f.name) for run in runs)
        for f in fields(Figures)
        if f.name != "flagged_links"
    }
    flagged = tuple(sorted({link for run in runs for link in run.flagged_links}))
    return replace(runs[0], **numbers, flagged_links=flagged)


def chrome_flags(as_root: bool) -> str:
    """The test browser's flags (headless, no background traffic); the sandbox off for root."""
    flags = [f for f in CHROMIUM_ARGS if f != "--no-sandbox" or as_root]
    return " ".join(flags)


def run_lighthouse(url: str, chromium: str, report_path: Path) -> dict:
    """One Lighthouse run (mobile, cold cache: a fresh Chromium profile each time)."""
    command = [
        "node",
        str(LIGHTHOUSE),
        url,
        "--output=json",
        f"--output-path={report_path}",
        f"--only-categories={CATEGORIES}",
        "--disable-full-page-screenshot",
        "--quiet",
        f"--chrome-flags={chrome_flags(os.geteuid() == 0)}",
    ]
    env = dict(os.environ, CHROME_PATH=chromium)
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0 or not report_path.is_file():
        tail = (done.stderr or done.stdout).strip()[-800:]
        raise LighthouseError(f"{url}: Lighthouse exited with {done.returncode}:\n{tail}")
    return json.loads(report_path.read_text("utf-8"))
