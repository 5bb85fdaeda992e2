"""Which page a Markdown extension is rendering, on MkDocs and on Zensical alike.

Python-Markdown has no notion of a page. Both engines give each page its own ``Markdown``
instance and leave their page in it: MkDocs in its link treeprocessor (``relpath``), Zensical
in its rendering context preprocessor (``rendering_context``). Reading it from there lets the
extensions of this package work without options that only one engine can parse (MkDocs'
``!relative`` tag in mkdocs.yml, which Zensical rejects).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class EnginePage:
    """The page being rendered: its Markdown file, the docs folder, and the engine's name."""

    source: Path
    docs_dir: Path
    engine: str  # "mkdocs" or "zensical"
    meta: dict

    @property
    def folder(self) -> Path:
        return self.source.parent


def current_page(md) -> EnginePage | None:
    """The page ``md`` renders, or None (a plain ``markdown.Markdown``, e.g. in a test)."""
    relpath = md.treeprocessors["relpath"] if "relpath" in md.treeprocessors else None
    file = getattr(relpath, "file", None)
    if file is not None and getattr(file, "abs_src_path", None):
        source = Path(file.abs_src_path)
        docs_dir = source.parents[len(Path(file.src_uri).parts) - 1]
        return EnginePage(source, docs_dir, "mkdocs", {})
    if "rendering_context" in md.preprocessors:
        context = md.preprocessors["rendering_context"]
        page, config = getattr(context, "page", None), getattr(context, "config", None)
        if page is not None and config is not None:
            docs_dir = Path(config["docs_dir"])
            return EnginePage(docs_dir / page.path, docs_dir, "zensical", dict(page.meta))
    return None
