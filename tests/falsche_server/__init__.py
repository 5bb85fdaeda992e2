"""Falsche HTTP-Server für Tests: Sie spielen eine Messages-API oder Chat-Completions-API nach.

Jeder Server läuft auf 127.0.0.1 mit einem freien Port (Port 0), in einem eigenen Thread,
und merkt sich jede Anfrage (Pfad, Kopfzeilen, Körper). Die Antwort bestimmt eine Funktion
``antworte(nummer, anfrage) -> Antwort``, so können Tests Erfolg, HTTP-Fehler, Müll und
hängende Verbindungen durchspielen, ohne Netz und ohne Kosten.
"""

import json
import socket
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Antwort:
    """Was der Server sendet. ``haengen=True``: gar nichts senden, bis der Server stoppt.
    ``warte``: so viele Sekunden schweigen, dann doch antworten (ein langsamer Server)."""

    status: int = 200
    koerper: bytes | str | dict | list = b""
    kopfzeilen: dict = field(default_factory=dict)
    haengen: bool = False
    warte: float = 0.0


@dataclass
class Anfrage:
    """Eine empfangene Anfrage; ``daten`` ist der Körper als JSON (oder None)."""

    methode: str
    pfad: str
    kopfzeilen: dict
    koerper: bytes

    @property
    def daten(self):
        try:
            return json.loads(self.koerper)
        except ValueError:
            return None


def json_antwort(daten, status=200, **kopfzeilen):
    """Eine JSON-Antwort mit passendem Content-Type."""
    kopf = {"Content-Type": "application/json", **kopfzeilen}
    return Antwort(status, json.dumps(daten).encode(), kopf)


class FalscherServer:
    """Ein HTTP-Server nach Drehbuch, als Kontextmanager: ``with FalscherServer(f) as s: s.url``."""

    def __init__(self, antworte):
        self.antworte = antworte
        self.anfragen = []
        self._stopp = threading.Event()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _bearbeite(self):
                laenge = int(self.headers.get("Content-Length") or 0)
                anfrage = Anfrage(
                    self.command, self.path, dict(self.headers), self.rfile.read(laenge)
                )
                server.anfragen.append(anfrage)
                antwort = server.antworte(len(server.anfragen), anfrage)
                if antwort.haengen:
                    server._stopp.wait(30)
                    return
                if antwort.warte and server._stopp.wait(antwort.warte):
                    return
                koerper = antwort.koerper
                if isinstance(koerper, dict | list):
                    koerper = json.dumps(koerper).encode()
                elif isinstance(koerper, str):
                    koerper = koerper.encode()
                self.send_response(antwort.status)
                for name, wert in antwort.kopfzeilen.items():
                    self.send_header(name, wert)
                self.send_header("Content-Length", str(len(koerper)))
                self.end_headers()
                self.wfile.write(koerper)

            do_GET = do_POST = _bearbeite

            def log_message(self, *args):  # Tests sollen still bleiben
                pass

        class Server(ThreadingHTTPServer):
            def handle_error(self, request, client_address):
                pass  # der Client hat aufgelegt (Zeitlimit): für diese Tests kein Fehler

        self._httpd = Server(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def url(self):
        return f"http://127.0.0.1:{self._httpd.server_address[1]}"

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *fehler):
        self._stopp.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(5)


class RoherServer:
    """Ein TCP-Server ohne HTTP: schickt ``roh`` (Bytes, vielleicht leer) und legt auf.

    Für Antworten, die kein HTTP-Server je senden würde: sofort auflegen, Müll statt
    Statuszeile, kaputte Kompression, ein Körper kürzer als angekündigt.
    """

    def __init__(self, roh):
        self.roh = roh
        self.verbindungen = 0
        self._sock = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self._sock.getsockname()[1]}"
        self._stopp = threading.Event()
        self._thread = threading.Thread(target=self._bediene, daemon=True)

    def _bediene(self):
        self._sock.settimeout(0.05)  # close() weckt ein wartendes accept() nicht überall auf
        while not self._stopp.is_set():
            try:
                verbindung, _ = self._sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            verbindung.settimeout(5)
            with verbindung:
                self.verbindungen += 1
                try:
                    verbindung.recv(65536)
                    verbindung.sendall(self.roh)
                except OSError:
                    pass

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *fehler):
        self._stopp.set()
        self._thread.join(5)
        self._sock.close()
