"""Die gebaute Seite der Lektion M4·02: alle Abschnitte, alle Zahlen, Links, nichts Fremdes."""

import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest
import yaml

from lernlabor.web.standalone import make_standalone

WURZEL = Path(__file__).resolve().parent.parent
SEITE = Path("ki/m4/02-tool-use-schleife/index.html")
SKRIPT = "lernlabor/tracks/ki/labor/ki_14_echter_agent.py"

ABSCHNITTE = [
    "Worum es geht",
    "Von JS/TS her gedacht",
    "Konzept",
    "Schritt 1: Das simulierte Modell",
    "Schritt 2: Die Schleife von Hand durchgehen",
    "Schritt 3: Token- und Kostenbudget",
    "Fallen",
    "Übungen",
    "Übung 1: Die Tool-Use-Schleife mit Schutzgittern (mittel)",
    "Übung 2: Fehler im Loop finden (mittel)",
    "Übung 3: Eine mehrstufige Aufgabe lösen (mittel)",
    "Zusatzübung: echter Agent mit zwei Tools (lokal)",
    "Merksatz",
    "Prüfstein",
    "Quelle",
]
ZAHLEN = [
    "17",
    "98",
    "156",
    "6 Nachrichten",
    "3 Modellaufrufe",
    "271",
    "84",
    "0,002073",
    "true 4",
    "max_schritte",
]


_NUR_VERWEIS = {"canonical", "alternate", "prev", "next", "author", "license"}


class _Seitenleser(HTMLParser):
    """Sammelt Überschriften, Links, geladene Ressourcen und den sichtbaren Text."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ueberschriften, self.links, self.ressourcen, self.text = [], [], [], []
        self._in_ueberschrift = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in ("h1", "h2", "h3"):
            self._in_ueberschrift = []
        if tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])
        for name in ("src", "srcset", "poster", "data"):
            if attrs.get(name):
                self.ressourcen.append(attrs[name])
        # canonical/alternate nennen nur Adressen; geladen werden Stylesheets, Icons, Preloads
        if tag == "link" and attrs.get("href") and attrs.get("rel") not in _NUR_VERWEIS:
            self.ressourcen.append(attrs["href"])

    def handle_endtag(self, tag):
        if tag in ("h1", "h2", "h3") and self._in_ueberschrift is not None:
            self.ueberschriften.append("".join(self._in_ueberschrift).strip())
            self._in_ueberschrift = None

    def handle_data(self, data):
        self.text.append(data)
        if self._in_ueberschrift is not None:
            self._in_ueberschrift.append(data)


@pytest.fixture(scope="module")
def seite(built_site):
    leser = _Seitenleser()
    leser.feed((built_site / SEITE).read_text("utf8"))
    return leser


def test_jeder_abschnitt_der_quelle_ist_da(seite):
    ueberschriften = [u.rstrip("¶").strip() for u in seite.ueberschriften]
    fehlend = [a for a in ABSCHNITTE if a not in ueberschriften]
    assert not fehlend, f"fehlende Abschnitte: {fehlend}; vorhanden: {ueberschriften}"


def test_die_durchgerechneten_zahlen_stehen_auf_der_seite(seite):
    text = re.sub(r"\s+", " ", "".join(seite.text))
    fehlend = [z for z in ZAHLEN if z not in text]
    assert not fehlend, f"fehlend: {fehlend}"
    assert "von 17 über 98 auf 156" in text


def test_keine_ressource_von_fremden_servern(seite, built_site):
    fremd = [
        r
        for r in seite.ressourcen
        if urlparse(r).scheme in ("http", "https", "") and urlparse(r).netloc
    ]
    assert not fremd, f"die Seite lädt von fremden Servern: {fremd}"
    for ressource in seite.ressourcen:
        datei = (built_site / SEITE).parent / urlparse(ressource).path
        if datei.suffix in (".css", ".js", ".mjs") and datei.is_file():
            inhalt = datei.read_text("utf8", errors="replace")
            treffer = re.findall(
                r"(?:url\(|import\(|from\s*|fetch\()\s*['\"]?(https?://[^'\")\s]+)", inhalt
            )
            assert not treffer, f"{ressource} lädt von fremden Servern: {treffer[:5]}"


def test_skript_ist_im_repository_und_als_download_verlinkt(seite, built_site):
    konfiguration = yaml.load((WURZEL / "mkdocs.yml").read_text("utf8"), Loader=yaml.BaseLoader)
    repository = konfiguration["extra"]["repository"]
    assert (WURZEL / SKRIPT).is_file()
    assert f"{repository}/{SKRIPT}" in seite.links

    downloads = [
        link
        for link in seite.links
        if link.endswith("ki_14_echter_agent.py") and not urlparse(link).netloc
    ]
    assert len(downloads) == 1, seite.links
    ziel = urlparse(urljoin(f"/{SEITE.parent.as_posix()}/", downloads[0])).path.lstrip("/")
    # Die Website liefert das Skript als eigenständige Datei (tests/test_standalone.py).
    assert (built_site / ziel).read_text("utf8") == make_standalone(WURZEL / SKRIPT, WURZEL)
