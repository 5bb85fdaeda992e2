"""One Pyodide under Node shared by the tests of a pytest process (tests/pyodide/service.mjs).

Booting Pyodide takes seconds; restoring a booted one from its memory snapshot takes a
fraction of one. The service boots once per process (per xdist worker) and gives every run
a fresh interpreter restored from that boot, or from the site's own snapshot, so tests stay
as independent as if each had started its own ``node run_python.mjs``.
``run`` answers like that harness did: a ``CompletedProcess`` with its exit code.
"""

from __future__ import annotations

import atexit
import json
import os
import selectors
import subprocess
import tempfile
from pathlib import Path

SCRIPT = Path(__file__).with_name("service.mjs")
ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 180  # seconds for the boot or one run; a hang must not block CI forever


class ServiceError(RuntimeError):
    """The service died, hung, or could not run a request; the message holds Node's report."""


class PyodideService:
    """A long-lived ``node service.mjs`` speaking line-delimited JSON on stdin/stdout."""

    def __init__(self, node: str, root: Path = ROOT):
        self._log = tempfile.TemporaryFile()  # Node's stderr, read only when something fails
        self._process = subprocess.Popen(
            [node, "--expose-gc", str(SCRIPT)],
            cwd=root,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._log,
        )
        self._buffer = b""
        self._count = 0
        self.boot_ms = self._read_line()["boot_ms"]

    def _report(self) -> str:
        self._log.seek(0)
        return self._log.read().decode("utf-8", "replace")[-3000:]

    def _read_line(self) -> dict:
        with selectors.DefaultSelector() as selector:
            selector.register(self._process.stdout, selectors.EVENT_READ)
            while b"\n" not in self._buffer:
                if not selector.select(TIMEOUT):
                    bericht = self._report()  # before close(), which drops the log
                    self.close()
                    raise ServiceError(f"Pyodide service silent for {TIMEOUT} s:\n{bericht}")
                chunk = os.read(self._process.stdout.fileno(), 1 << 16)
                if not chunk:
                    raise ServiceError(f"Pyodide service ended:\n{self._report()}")
                self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return json.loads(line)

    def run_snippets(self, snippets: dict[str, str], zip_path, snapshot=None) -> dict:
        """Run each snippet in a fresh namespace of one fresh interpreter with ``zip_path``.

        Returns ``{name: {ok, stdout, stderr, error}}``; a snippet runs as file ``<name>``.
        """
        self._count += 1
        request = {"id": self._count, "zip": str(zip_path), "snippets": snippets}
        request["snapshot"] = str(snapshot) if snapshot else None
        self._process.stdin.write(json.dumps(request).encode() + b"\n")
        self._process.stdin.flush()
        answer = self._read_line()
        if answer.get("id") != self._count:
            raise ServiceError(f"answer to another request: {answer}")
        if "fatal" in answer:
            raise ServiceError(f"Pyodide service could not run the request:\n{answer['fatal']}")
        return answer["results"]

    def run(self, code: str, zip_path, snapshot=None) -> subprocess.CompletedProcess:
        """``code`` as ``node run_python.mjs --zip ZIP [--snapshot FILE] -`` would run it."""
        result = self.run_snippets({"stdin": code}, zip_path, snapshot)["stdin"]
        stderr = result["stderr"] + ("" if result["ok"] else f"{result['error']}\n")
        return subprocess.CompletedProcess(
            ["service", "-"], 0 if result["ok"] else 1, result["stdout"], stderr
        )

    def alive(self) -> bool:
        """Still serving: Node runs and the service was not closed (after a hang, say)."""
        return self._process.poll() is None and not self._log.closed

    def close(self) -> None:
        """End Node (closing stdin lets it finish its loop) and drop the log."""
        if self._process.poll() is None:
            self._process.stdin.close()
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        self._log.close()


_SERVICES: dict[str, PyodideService] = {}


def shared_service(node: str) -> PyodideService:
    """The service of this process, started on first use and ended when Python exits; a
    service that hung or died is replaced, so one slow run does not fail every later test."""
    service = _SERVICES.get(node)
    if service is None or not service.alive():
        service = _SERVICES[node] = PyodideService(node)
        atexit.register(service.close)
    return service
