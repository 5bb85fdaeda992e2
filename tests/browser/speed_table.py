"""The page-speed benchmark's table: one row per page and variant, ratios to the baseline.

Used by tests/benchmark_seiten.py; tests/test_benchmark_seiten.py checks it.
"""

from __future__ import annotations

from tests.browser.lighthouse import Figures

BASELINE = "baseline"
GOAL_PERFORMANCE, GOAL_TBT_MS = 0.90, 300.0
LESSONS = "ki/"  # lesson pages; with the start page they must meet the goal


def page_label(url_path: str) -> str:
    """A page's path under the site ("" is the start page) as printed."""
    return url_path.rstrip("/") or "(start)"


def percent(figures: Figures, part_ms: float) -> str:
    """``part_ms`` as a whole-number percentage of the page's main-thread work."""
    return f"{100 * figures.share(part_ms):.0f} %"


def ratio(value: float, base: float) -> str:
    """``value / base`` with two decimals; "-" when the baseline is 0."""
    return f"{value / base:.2f}" if base else "-"


HEADER = (
    f"{'page':34} {'variant':22} {'perf':>5} {'TBT ms':>7} {'LCP s':>6} {'KB':>7} "
    f"{'main s':>6} {'Material':>8} {'ours':>5} {'style+layout':>12} {'longest M/o ms':>15} "
    f"{'TBT x':>6} {'main x':>6}"
)


def row_text(page: str, variant: str, figures: Figures, base: Figures | None) -> str:
    """One printed row; the ratios compare with the baseline row of the same page."""
    base = base or figures
    longest = f"{figures.longest_material_ms:.0f}/{figures.longest_ours_ms:.0f}"
    return (
        f"{page_label(page)[:34]:34} {variant[:22]:22} {figures.performance:5.2f} "
        f"{figures.tbt_ms:7.0f} {figures.lcp_ms / 1000:6.1f} {figures.bytes / 1024:7.0f} "
        f"{figures.main_ms / 1000:6.1f} {percent(figures, figures.material_ms):>8} "
        f"{percent(figures, figures.ours_ms):>5} {percent(figures, figures.style_layout_ms):>12} "
        f"{longest:>15} {ratio(figures.tbt_ms, base.tbt_ms):>6} "
        f"{ratio(figures.main_ms, base.main_ms):>6}"
    )


def report_lines(medians: dict, pages: list[str], names: list[str]) -> list[str]:
    """The table: per page the baseline, then each variant with its ratios to it."""
    lines = [HEADER]
    for page in pages:
        base = medians.get((page, BASELINE, ""))
        for name in names:
            for (p, n, part), figures in medians.items():
                if p == page and n == name:
                    label = f"{name} {part}".strip()
                    lines.append(row_text(page, label, figures, base))
    flagged = sorted({(p, link) for (p, n, _), f in medians.items() for link in f.flagged_links})
    lines += [f"link-text: {page_label(p)}: {link}" for p, link in flagged]
    return lines


def misses_goal(medians: dict) -> list[str]:
    """Start and lesson pages whose baseline misses performance >= 0.90 or TBT <= 300 ms."""
    return [
        page_label(page)
        for (page, name, _), f in medians.items()
        if name == BASELINE
        and (page == "" or page.startswith(LESSONS))
        and (f.performance < GOAL_PERFORMANCE or f.tbt_ms > GOAL_TBT_MS)
    ]
