"""A static file server on 127.0.0.1 that serves the built site under a sub-path.

The sub-path (like GitHub Pages' /<repo>/) proves that the widget finds Pyodide and its
worker relative to the site, not at the server root. Extra in-memory pages can be added,
e.g. the benchmark's bare Pyodide page: ``extra[path] = (body, content_type[, headers])``;
they win over the site's file at the same path.
"""

from __future__ import annotations

import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

PREFIX = "/kurs/"


class _Handler(SimpleHTTPRequestHandler):
    extensions_map = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def __init__(self, *args, extra: dict, **kwargs):
        self.extra = extra
        super().__init__(*args, **kwargs)

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path in self.extra:
            body, content_type, *headers = self.extra[path]
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            for name, value in (headers[0] if headers else {}).items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if not path.startswith(PREFIX):
            self.send_error(404, "outside the site")
            return
        self.path = "/" + self.path[len(PREFIX) :]
        super().do_GET()

    def log_message(self, format, *args):  # keep pytest output clean
        pass

    def copyfile(self, source, outputfile):
        try:
            super().copyfile(source, outputfile)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the browser closed the page (or the context) while a file was sent


class SiteServer:
    """Serve ``site_dir`` at ``http://127.0.0.1:<port>/kurs/`` in a background thread."""

    handler_class = _Handler  # gzip_server.GzipSiteServer swaps in its compressing handler

    def __init__(self, site_dir: Path, extra: dict[str, tuple[bytes, str]] | None = None):
        self.site_dir = Path(site_dir)
        self.build_output = ""  # what mkdocs printed, when site.served_site built the site
        self.extra = dict(extra or {})
        handler = partial(self.handler_class, directory=str(site_dir), extra=self.extra)
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        # shutdown() waits for the loop's next look at its flag: with the default 0.5 s every
        # process that served the site ended up to half a second later (teste waits for it).
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def origin(self) -> str:
        """``http://127.0.0.1:<port>``, for checking where requests went."""
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    @property
    def url(self) -> str:
        """The site root URL, with the sub-path."""
        return self.origin + PREFIX

    def __enter__(self) -> SiteServer:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
