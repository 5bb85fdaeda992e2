"""Page-speed benchmark (not a test; run: uv run python tests/benchmark_seiten.py).

Builds the site once, serves it with gzip (tests/browser/gzip_server.py) and runs Lighthouse
(mobile preset, Debian's Chromium) on every page. Per page it prints performance, total
blocking time, largest contentful paint, bytes, and where the main thread's time goes:
Material's bundle, our scripts (``assets/lernlabor/``), style and layout
(tests/browser/lighthouse.py says how these are counted).

In the same run, side by side, variants of the site (tests/browser/variants.py):

- ``no-our-js``, ``no-material-js``, ``no-js``: the built pages without those scripts;
- ``no-<feature>``: built without one of the Material features mkdocs.yml enables;
- ``no-search``: built without Material's search plugin;
- ``split``: every Markdown lesson cut into ``--parts`` shorter pages (one row per part);
- ``before``: with ``--vorher DIR``, the site of another checkout, e.g. of main.

Every variant is printed with its ratio to the baseline of the same run (TBT and main-thread
work), because this machine is shared and absolute times drift. Pages and variants take
turns, round by round. Goal (issue 22): performance >= 0.90 and TBT <= 300 ms on the start
page and every lesson page; exit status 1 when the baseline misses it there.

    uv run python tests/benchmark_seiten.py                      # everything, about 30 min
    uv run python tests/benchmark_seiten.py --schnell            # baseline only, every page
    uv run python tests/benchmark_seiten.py --seite 02 --variante no-our-js --runs 3
    uv run python tests/benchmark_seiten.py --schnell --vorher ../vorher --runs 3
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import asdict
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from lernlabor.web.pyodide_assets import ensure_node_modules
from tests.browser import variants
from tests.browser.gzip_server import GzipSiteServer
from tests.browser.lighthouse import LIGHTHOUSE, Figures, median, run_lighthouse
from tests.browser.lighthouse import figures as read_figures
from tests.browser.site import ROOT, BuildFailed, config_with_docs, find_chromium, run_build
from tests.browser.speed_table import BASELINE, misses_goal, page_label, report_lines


def site_pages(site: Path) -> list[str]:
    """URL paths of the built pages ("" is the start page, first); not the 404 page."""
    pages = [
        "" if p.parent == site else p.parent.relative_to(site).as_posix() + "/"
        for p in site.rglob("index.html")
        if p.relative_to(site).parts[0] != "assets"
    ]
    return sorted(pages, key=lambda page: (page != "", page))


def build(site_dir: Path, server_url: str, config: Path | None = None) -> None:
    """``mkdocs build --strict`` with the server's address as site_url; stops on failure."""
    done = run_build(site_dir, config_file=config, site_url=server_url)
    if done.returncode != 0:
        raise BuildFailed(f"mkdocs build failed for {site_dir}:\n{done.stdout}\n{done.stderr}")


def build_other(checkout: Path, site_dir: Path, server_url: str) -> None:
    """Build another checkout of the repository with its own mkdocs.yml, hook and package.

    ``python -m mkdocs`` run in that folder imports its ``lernlabor`` first, not this one's.
    """
    env = dict(os.environ, LERNLABOR_SITE_URL=server_url)
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site_dir)]
    done = subprocess.run(command, cwd=checkout, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildFailed(f"mkdocs build failed in {checkout}:\n{done.stdout}\n{done.stderr}")


def make_variants(work: Path, wanted, parts: int, before: Path | None = None) -> dict:
    """Build and serve every wanted variant; returns name -> (server, parts of pages).

    Only the split variant has parts: it maps a lesson page to the pages of its parts and is
    measured only there. Every other variant has ``None`` and is measured on every page.
    """
    served = {}

    def serve(name: str, split: dict | None = None) -> GzipSiteServer:
        server = GzipSiteServer(work / name)
        served[name] = (server, split)
        return server

    base = serve(BASELINE)
    build(base.site_dir, base.url)
    if before is not None:
        server = serve("before")
        build_other(before, server.site_dir, server.url)
    strip = {
        "no-our-js": variants.without_our_js,
        "no-material-js": variants.without_material_js,
        "no-js": lambda html: variants.without_material_js(variants.without_our_js(html)),
    }
    for name, transform in strip.items():
        if wanted(name):
            variants.copy_site(base.site_dir, work / name, transform)
            serve(name)
    config_text = config_with_docs(ROOT / "docs", work / "mkdocs.yml").read_text("utf-8")
    changed = {
        f"no-{feature}": variants.without_feature(config_text, feature)
        for feature in variants.enabled_features(config_text)
    }
    changed["no-search"] = variants.without_search(config_text)
    for name, text in changed.items():
        if wanted(name):
            config = work / f"{name}.yml"
            config.write_text(text, "utf-8")
            server = serve(name)
            build(server.site_dir, server.url, config)
    if wanted("split"):
        config = config_with_docs(work / "split-docs", work / "split.yml")
        text, split = variants.split_docs(
            ROOT / "docs", work / "split-docs", config.read_text("utf-8"), parts
        )
        config.write_text(text, "utf-8")
        server = serve("split", split)
        build(server.site_dir, server.url, config)
    for server, _ in served.values():
        server.__enter__()
    return served


def measure(served: dict, pages: list[str], runs: int, chromium: str, work: Path) -> dict:
    """Lighthouse on every page in every variant, round by round.

    Returns the medians per (page, variant, part); part is "" or "2/3" for a split lesson.
    """
    results: dict[tuple[str, str, str], list[Figures]] = {}
    for round_no in range(runs):
        for page in pages:
            for name, (server, split) in served.items():
                targets = [page] if split is None else split.get(page, [])
                for index, target in enumerate(targets):
                    part = "" if split is None else f"{index + 1}/{len(targets)}"
                    report = run_lighthouse(server.url + target, chromium, work / "report.json")
                    results.setdefault((page, name, part), []).append(read_figures(report))
                    print(
                        f"  round {round_no + 1}: {page_label(target)} [{name}]",
                        file=sys.stderr,
                        flush=True,
                    )
    return {row: median(figures) for row, figures in results.items()}


def main() -> int:
    """Parse the options, build, measure, print; 1 when a start or lesson page misses the goal."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schnell", "--quick", action="store_true", help="baseline only")
    parser.add_argument(
        "--seite",
        "--page",
        action="append",
        default=[],
        help="only pages whose path contains this (repeatable; 'start')",
    )
    parser.add_argument(
        "--variante",
        "--variant",
        action="append",
        default=[],
        help="only this variant besides the baseline (repeatable)",
    )
    parser.add_argument("--runs", type=int, default=1, help="Lighthouse runs per page (median)")
    parser.add_argument("--parts", type=int, default=3, help="parts of a split lesson")
    parser.add_argument("--json", type=Path, help="also write the medians to this file")
    parser.add_argument(
        "--vorher",
        "--before",
        type=Path,
        help="another checkout (say, git worktree add ../vorher main; with its node_modules), "
        "measured side by side as variant 'before'",
    )
    args = parser.parse_args()
    if args.runs < 1 or args.parts < 2:
        parser.error("--runs must be at least 1 and --parts at least 2")
    if args.vorher is not None and not (args.vorher / "mkdocs.yml").is_file():
        parser.error(f"--vorher {args.vorher}: no mkdocs.yml there")
    chromium = find_chromium(shell=False)  # page speed as in learners' browsers
    if chromium is None or shutil.which("node") is None:
        print("Needs Chromium and Node on PATH.", file=sys.stderr)
        return 2
    ensure_node_modules(ROOT)  # npm ci when the lock has more than node_modules (Lighthouse)
    if not LIGHTHOUSE.is_file():
        print(f"Lighthouse is missing ({LIGHTHOUSE}): run npm ci.", file=sys.stderr)
        return 2

    def wanted(name: str) -> bool:
        return not args.schnell and (not args.variante or name in args.variante)

    with tempfile.TemporaryDirectory(prefix="lernlabor-seiten-") as tmp:
        work = Path(tmp)
        served = make_variants(work, wanted, args.parts, args.vorher)
        pages = site_pages(served[BASELINE][0].site_dir)
        if args.seite:
            pages = [p for p in pages if any(s in (p or "start") for s in args.seite)]
        if not pages:
            parser.error(f"no page matches {args.seite}")
        try:
            medians = measure(served, pages, args.runs, chromium, work)
        finally:
            for server, _ in served.values():
                server.__exit__(None, None, None)
    version = json.loads((LIGHTHOUSE.parents[1] / "package.json").read_text())["version"]
    print(
        f"Lighthouse {version}, mobile (simulated throttling), gzip, Chromium {chromium}; "
        f"median of {args.runs} run(s); main-thread times include the 4x CPU slow-down"
    )
    print("\n".join(report_lines(medians, pages, list(served))))
    if args.json:
        rows = [
            {"page": p, "variant": n, "part": part, **asdict(f)}
            for (p, n, part), f in medians.items()
        ]
        args.json.write_text(json.dumps(rows, indent=1, ensure_ascii=False), "utf-8")
    missed = misses_goal(medians)
    if missed:
        print(f"goal (perf >= 0.90, TBT <= 300 ms) missed on: {', '.join(missed)}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
