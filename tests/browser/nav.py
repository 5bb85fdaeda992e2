"""The pages of the site navigation, read from mkdocs.yml, as URLs relative to the site root.

Browser tests that must cover every page (accessibility, page weight) parametrise over this
list, so a page added to the nav is tested without touching the tests.
"""

from __future__ import annotations

from functools import cache
from pathlib import PurePosixPath

from tests.browser.site import ROOT


def page_url(src: str) -> str:
    """The URL MkDocs gives a docs file (use_directory_urls): ``a/b.md`` -> ``a/b/``.

    Notebook pages (``.py``, ``.ipynb`` through mkdocs-jupyter) follow the same rule.
    """
    path = PurePosixPath(src)
    parent = "" if str(path.parent) == "." else f"{path.parent}/"
    if path.stem in ("index", "README"):
        return parent
    return f"{parent}{path.stem}/"


def _walk(items, trail=()) -> list[tuple[tuple[str, ...], str]]:
    """(section titles above it, docs file) for every page of a nav list, in order."""
    found = []
    for item in items or []:
        title, value = next(iter(item.items())) if isinstance(item, dict) else (None, item)
        if isinstance(value, list):
            found += _walk(value, (*trail, title))
        elif isinstance(value, str) and "://" not in value:
            found.append((trail, value))
    return found


@cache
def _nav() -> tuple[tuple[tuple[str, ...], str], ...]:
    """The nav of mkdocs.yml, read with MkDocs' own YAML loader (its tags included).

    Not ``load_config``: that loads every plugin (mkdocs-jupyter imports nbconvert), a second
    or more in each process that collects the browser tests.
    """
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.utils.yaml import get_yaml_loader, yaml_load

    with open(ROOT / "mkdocs.yml", "rb") as handle:
        config = yaml_load(handle, loader=get_yaml_loader(config=MkDocsConfig()))
    return tuple(_walk(config["nav"]))


def nav_sources() -> tuple[str, ...]:
    """The docs files of the nav in nav order (external links left out)."""
    return tuple(src for _, src in _nav())


def nav_section(src: str) -> tuple[str, ...]:
    """The titles of the sections ``src`` sits in, outermost first (() at the top level)."""
    return next(trail for trail, page in _nav() if page == src)


def nav_pages() -> list[str]:
    """The nav's pages as URLs relative to the site root ("" is the start page)."""
    return [page_url(src) for src in nav_sources()]
