"""Die Tracks des Kurses, an einer Stelle erklärt: ``[[tool.lernlabor.track]]`` in pyproject.toml.

Ein Track hat ein Kürzel (der erste Buchstabe seiner Übungs-ids: ``m`` in ``m4-02-uebung-1``),
einen Ordner (``docs/<ordner>/`` für die Seiten, ``lernlabor/tracks/<ordner>/`` für Übungen,
Simulator und lokale Labore) und einen Titel (Menü und Kopfzeile jeder Lektion: „Track KI“).

Warum ``pyproject.toml`` und nicht ``mkdocs.yml``: Es ist schlichtes TOML, das
``tomllib`` aus der Standardbibliothek liest, ohne die YAML-Marken von MkDocs (``!ENV``,
``!!python/name``); es gehört zum Projekt, nicht zur Website-Technik (Material ist im
Wartungsmodus), und die Kommandozeile liest es ohne MkDocs. Die Navigation in ``mkdocs.yml``
bleibt, was sie ist: die Reihenfolge der Seiten. Das Register der Übungen braucht die Liste
nicht, es findet die Übungen an ihrem Ort (``lernlabor.uebung``); ein Test hält beide gleich.
"""

import keyword
import re
import tomllib
from dataclasses import dataclass

from . import Aufruffehler
from . import meldungen as m

KUERZEL = re.compile(r"^[a-z]$")
ORDNER = re.compile(r"^[a-z][a-z0-9_]{0,29}$")
# Ordner, die es in docs/ oder lernlabor/ schon für anderes gibt.
BELEGTE_ORDNER = frozenset({"assets", "autoren", "downloads", "search", "uebung", "web"})
TITEL_LAENGE = 40


@dataclass(frozen=True)
class Track:
    """Ein Track des Kurses, wie er in ``pyproject.toml`` steht."""

    kuerzel: str
    ordner: str
    titel: str

    @property
    def paket(self):
        """Das Paket der Übungen dieses Tracks, etwa ``lernlabor.tracks.ki.uebungen``."""
        return f"lernlabor.tracks.{self.ordner}.uebungen"


def pruefe_angaben(kuerzel, ordner, titel, wo):
    """Prüft Kürzel, Ordner und Titel eines Tracks; ``wo`` sagt in der Meldung, woher sie kommen."""
    if not isinstance(kuerzel, str) or not KUERZEL.match(kuerzel):
        raise Aufruffehler(m.TRACK_KUERZEL.format(kuerzel=kuerzel, wo=wo))
    if (
        not isinstance(ordner, str)
        or not ORDNER.match(ordner)
        or keyword.iskeyword(ordner)
        or ordner in BELEGTE_ORDNER
    ):
        belegt = ", ".join(sorted(BELEGTE_ORDNER))
        raise Aufruffehler(m.TRACK_ORDNER.format(ordner=ordner, wo=wo, belegt=belegt))
    if (
        not isinstance(titel, str)
        or not titel.strip()
        or titel != titel.strip()
        or len(titel) > TITEL_LAENGE
        or any(z in titel for z in "\n·*:#\\")
    ):
        raise Aufruffehler(m.TRACK_TITEL.format(titel=titel, wo=wo, laenge=TITEL_LAENGE))


def lies_tracks(pyproject):
    """Alle Tracks aus ``pyproject``, in ihrer Reihenfolge; jeder Fehler wird ein Aufruffehler."""
    name = pyproject.name
    try:
        daten = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as fehler:
        raise Aufruffehler(m.TRACKS_UNLESBAR.format(datei=name, fehler=fehler)) from None
    eintraege = daten.get("tool", {}).get("lernlabor", {}).get("track", [])
    if not isinstance(eintraege, list):
        raise Aufruffehler(m.TRACKS_FORM.format(datei=name))
    tracks = []
    for nummer, eintrag in enumerate(eintraege, start=1):
        wo = f"{name}, Track {nummer}"
        if not isinstance(eintrag, dict) or set(eintrag) != {"kuerzel", "ordner", "titel"}:
            raise Aufruffehler(m.TRACKS_FORM.format(datei=name))
        pruefe_angaben(eintrag["kuerzel"], eintrag["ordner"], eintrag["titel"], wo)
        track = Track(eintrag["kuerzel"], eintrag["ordner"], eintrag["titel"])
        for frueher in tracks:
            for feld in ("kuerzel", "ordner"):
                if getattr(frueher, feld) == getattr(track, feld):
                    wert = getattr(track, feld)
                    raise Aufruffehler(m.TRACK_DOPPELT.format(wo=wo, feld=feld, wert=wert))
        tracks.append(track)
    return tracks


def tracks(repo):
    """Die Tracks des Repositorys ``repo``."""
    return lies_tracks(repo / "pyproject.toml")


def kuerzel_liste(alle):
    """„m (Track KI), p (Track Python)“ für Meldungen."""
    return ", ".join(f"{t.kuerzel} (Track {t.titel})" for t in alle) or "noch keine"
