"""Serve a built site with gzip, like a real web host, for Lighthouse measurements.

``python -m http.server`` sends no ``Content-Encoding``, so Lighthouse would judge the page
by uncompressed bytes. This server compresses text files (HTML, CSS, JS, JSON, SVG, .mjs)
when the browser accepts gzip; the .wasm and .zip files go out as they are, as on GitHub
Pages. Run: ``uv run python tests/browser/gzip_server.py SITE_DIR --port 8765``; the site is
then at ``http://127.0.0.1:8765/kurs/`` (build it with that address as LERNLABOR_SITE_URL).
"""

from __future__ import annotations

import argparse
import gzip
import sys
from functools import cache, partial
from http.server import ThreadingHTTPServer
from io import BytesIO
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.browser.server import PREFIX, SiteServer, _Handler

COMPRESSIBLE = {".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".map"}


@cache
def _compressed(path: str, mtime: float) -> bytes:
    """gzip level 6 (the usual server default), cached per file version."""
    return gzip.compress(Path(path).read_bytes(), 6)


class GzipHandler(_Handler):
    """The test server's handler, plus gzip for text files the client accepts it for."""

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not self.path.split("?", 1)[0].endswith("/"):
                return super().send_head()  # the base class redirects to "dir/"
            path = path / "index.html"
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and path.is_file() and path.suffix in COMPRESSIBLE):
            return super().send_head()
        body = _compressed(str(path), path.stat().st_mtime)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return BytesIO(body)


class GzipSiteServer(SiteServer):
    """``SiteServer`` with gzip, in a background thread: what the page-speed benchmark serves."""

    handler_class = GzipHandler


def main() -> int:
    """Serve SITE_DIR under /kurs/ until Ctrl+C."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site_dir", type=Path)
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    handler = partial(GzipHandler, directory=str(args.site_dir), extra={})
    httpd = ThreadingHTTPServer(("127.0.0.1", args.port), handler)
    print(f"http://127.0.0.1:{args.port}{PREFIX}", flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
