"""Build the course with Zensical, the successor of Material for MkDocs (see docs/autoren/).

    uv run python -m lernlabor.web.zensical_build            # site in site/
    uv run python -m lernlabor.web.zensical_build --site-dir build/zensical

Zensical reads mkdocs.yml and runs the Markdown extensions, but no MkDocs hooks or plugins
it does not know (mkdocs-jupyter among them). What they do for Material comes from steps
that need no engine, so this command is the engine and then one step:

1. Zensical builds the pages (strict). The notebook page gets its outputs from
   ``notebook_page.py``, out of the cache the Material build fills too.
2. The site files of ``site_files.py`` (Pyodide, the ``lernlabor`` zip and snapshot, the
   widget bundle, the search worker, the downloads) are written into the site, and images
   in the notebook page's outputs become files beside it (``notebook_assets.py``), as on
   Material.

Why after and not before: Zensical clears files it did not make from the site folder.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from pathlib import Path

from lernlabor.web.notebook_assets import externalize_images
from lernlabor.web.notebook_cache import use_build_kernel
from lernlabor.web.site_files import ROOT, SiteFilesError, site_files, write_site_files

SITE_DIR_VARIABLE = "LERNLABOR_SITE_DIR"  # mkdocs.yml: site_dir: !ENV [LERNLABOR_SITE_DIR, site]
NOTEBOOK_MARK = 'class="jupyter-wrapper"'


class ZensicalBuildError(Exception):
    """The build failed; the message says where."""


def build(config_file: Path, site_dir: Path | None = None) -> dict[str, float]:
    """Build the site with Zensical and add the site files; returns the seconds per step."""
    import zensical
    from zensical.config import get_config

    use_build_kernel()
    if site_dir is not None:
        site_dir = site_dir.resolve()
        if not site_dir.is_relative_to(config_file.resolve().parent):
            raise ZensicalBuildError(
                f"--site-dir {site_dir}: Zensical baut nur in einen Ordner unter "
                f"{config_file.resolve().parent}."
            )
        os.environ[SITE_DIR_VARIABLE] = str(site_dir)
    times = {}
    started = time.perf_counter()
    try:
        zensical.build(str(config_file.resolve()), {"strict": True, "clean": False})
    except BaseException as error:  # Zensical reports a failed build as SystemExit, too
        raise ZensicalBuildError(f"Zensical: Build gescheitert: {error}") from error
    times["zensical"] = time.perf_counter() - started
    config = get_config()
    site = Path(config["site_dir"])
    started = time.perf_counter()
    try:
        files = site_files((config.get("extra") or {}).get("downloads"), ROOT)
    except SiteFilesError as error:
        raise ZensicalBuildError(str(error)) from None
    write_site_files(files, site)
    for page in site.rglob("*.html"):
        text = page.read_text("utf-8")
        if NOTEBOOK_MARK in text:
            text, images = externalize_images(text, str(page.relative_to(site)))
            for name, data in images.items():
                (page.parent / name).write_bytes(data)
            page.write_text(text, "utf-8")
    times["site_files"] = time.perf_counter() - started
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lernlabor.web.zensical_build",
        description="Baut den Kurs mit Zensical (statt Material for MkDocs).",
    )
    parser.add_argument("-f", "--config-file", type=Path, default=ROOT / "mkdocs.yml")
    parser.add_argument("-d", "--site-dir", type=Path, default=None)
    args = parser.parse_args(argv)
    logging.basicConfig(format="INFO    -  %(message)s")
    logging.getLogger("mkdocs.plugins.lernlabor").setLevel(logging.INFO)
    try:
        times = build(args.config_file, args.site_dir)
    except ZensicalBuildError as error:
        print(f"FEHLER: {error}", file=sys.stderr)
        return 1
    print(
        f"Zensical-Build fertig: Seiten {times['zensical']:.1f} s, "
        f"Dateien der Website {times['site_files']:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
