"""The gzip server for Lighthouse (tests/browser/gzip_server.py) compresses like a web host."""

import gzip
import threading
import urllib.request
from functools import partial
from http.server import ThreadingHTTPServer

import pytest

from tests.browser.gzip_server import GzipHandler


@pytest.fixture
def site(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "index.html").write_text("<p>" + "hallo " * 500 + "</p>")
    (tmp_path / "a.wasm").write_bytes(b"\0asm" * 1000)
    httpd = ThreadingHTTPServer(
        ("127.0.0.1", 0), partial(GzipHandler, directory=str(tmp_path), extra={})
    )
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/kurs/", tmp_path
    httpd.shutdown()
    httpd.server_close()


def get(url, gzip_ok=True):
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzip_ok else {})
    with urllib.request.urlopen(request) as response:
        return response.headers.get("Content-Encoding"), response.read()


def test_text_is_sent_gzipped_when_accepted_and_plain_otherwise(site):
    url, root = site
    encoding, body = get(url + "sub/")
    assert encoding == "gzip"
    assert gzip.decompress(body) == (root / "sub" / "index.html").read_bytes()
    assert len(body) < len(gzip.decompress(body)) / 5
    assert get(url + "sub/", gzip_ok=False) == (None, (root / "sub" / "index.html").read_bytes())


def test_binary_files_go_out_as_they_are(site):
    url, root = site
    assert get(url + "a.wasm") == (None, (root / "a.wasm").read_bytes())
