"""Die Tracks des Kurses, an einer Stelle erklärt: ``[[tool.lernlabor.track]]`` in pyproject.toml.

Ein Track hat ein Kürzel (der erste Buchstabe seiner Übungs-ids: ``m`` in ``m4-02-uebung-1``),
einen Ordner (``docs/<ordner>/`` für die Seiten, ``lernlabor/tracks/<ordner>/`` für Übungen,
Simulator und lokale Labore) und einen Titel (Menü und Kopfzeile jeder Lektion: „Track KI“).
Dazu, wenn er will: eine ``beschreibung`` (ein Satz auf der Startseite), eine ``vorlage``
(die Markdown-Datei, aus der ``neu lektion`` seine Lektionen anlegt; ohne sie die neutrale
aus ``vorlagen.py``) und ``module``, die Namen seiner Module (``{ m4 = "Agenten" }``): Aus
ihnen entstehen „M4 Agenten“ in der Kopfzeile jeder Lektion und der Abschnitt im Menü.

Warum ``pyproject.toml`` und nicht ``mkdocs.yml``: Es ist schlichtes TOML, das
``tomllib`` aus der Standardbibliothek liest, ohne die YAML-Marken von MkDocs (``!ENV``,
``!!python/name``); es gehört zum Projekt, nicht zur Website-Technik (Material ist im
Wartungsmodus), und die Kommandozeile liest es ohne MkDocs. Die Navigation in ``mkdocs.yml``
bleibt, was sie ist: die Reihenfolge der Seiten. Das Register der Übungen braucht die Liste
nicht, es findet die Übungen an ihrem Ort (``lernlabor.uebung``); ein Test hält beide gleich.
"""

import json
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
BESCHREIBUNG_LAENGE = 300
SCHLUESSEL = {"kuerzel", "ordner", "titel"}  # Pflicht
FREIE_SCHLUESSEL = {"beschreibung", "vorlage", "module"}


@dataclass(frozen=True)
class Track:
    """Ein Track des Kurses, wie er in ``pyproject.toml`` steht."""

    kuerzel: str
    ordner: str
    titel: str
    beschreibung: str = ""
    vorlage: str = ""
    module: tuple[tuple[str, str], ...] = ()  # (``m4``, ``Agenten``), wie in pyproject.toml

    def modulname(self, modul):
        """Der Name des Moduls ``modul`` (etwa ``m4``) oder ``None``, wenn er fehlt."""
        return dict(self.module).get(modul)

    def modul_ueberschrift(self, modul):
        """„M4 Agenten“: so in der Kopfzeile der Lektion und im Menü; ohne Namen „M4“."""
        name = self.modulname(modul)
        return f"{modul.upper()} {name}" if name else modul.upper()

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


def pruefe_modulname(name, wo):
    """Ein Modulname ist eine Zeile wie ein Titel: Er steht in Kopfzeile und Menü."""
    if (
        not isinstance(name, str)
        or not name.strip()
        or name != name.strip()
        or len(name) > TITEL_LAENGE
        or any(z in name for z in "\n·*:#\\")
    ):
        raise Aufruffehler(m.MODUL_NAME.format(name=name, wo=wo, laenge=TITEL_LAENGE))


def _freie_angaben(eintrag, kuerzel, wo):
    """beschreibung, vorlage und module eines Eintrags, geprüft."""
    beschreibung = eintrag.get("beschreibung", "")
    if (
        not isinstance(beschreibung, str)
        or "\n" in beschreibung
        or len(beschreibung) > BESCHREIBUNG_LAENGE
    ):
        raise Aufruffehler(m.TRACK_BESCHREIBUNG.format(wo=wo, laenge=BESCHREIBUNG_LAENGE))
    vorlage = eintrag.get("vorlage", "")
    if not isinstance(vorlage, str) or vorlage.startswith("/") or ".." in vorlage.split("/"):
        raise Aufruffehler(m.TRACK_VORLAGE.format(wo=wo, vorlage=vorlage))
    module = eintrag.get("module", {})
    if not isinstance(module, dict):
        raise Aufruffehler(m.TRACK_MODULE.format(wo=wo, kuerzel=kuerzel))
    for schluessel, name in module.items():
        if not re.match(rf"^{kuerzel}[1-9]\d?$", schluessel):
            raise Aufruffehler(m.TRACK_MODULE.format(wo=wo, kuerzel=kuerzel))
        pruefe_modulname(name, f"{wo}, module.{schluessel}")
    return beschreibung, vorlage, tuple(module.items())


def lies_tracks(pyproject):
    """Alle Tracks aus ``pyproject``, in ihrer Reihenfolge; jeder Fehler wird ein Aufruffehler."""
    try:
        text = pyproject.read_text(encoding="utf-8")
    except OSError as fehler:
        raise Aufruffehler(m.TRACKS_UNLESBAR.format(datei=pyproject.name, fehler=fehler)) from None
    return _lies_text(text, pyproject.name)


def _lies_text(text, name):
    try:
        daten = tomllib.loads(text)
    except tomllib.TOMLDecodeError as fehler:
        raise Aufruffehler(m.TRACKS_UNLESBAR.format(datei=name, fehler=fehler)) from None
    eintraege = daten.get("tool", {}).get("lernlabor", {}).get("track", [])
    if not isinstance(eintraege, list):
        raise Aufruffehler(m.TRACKS_FORM.format(datei=name))
    tracks = []
    for nummer, eintrag in enumerate(eintraege, start=1):
        wo = f"{name}, Track {nummer}"
        if (
            not isinstance(eintrag, dict)
            or not SCHLUESSEL <= set(eintrag)
            or set(eintrag) - SCHLUESSEL - FREIE_SCHLUESSEL
        ):
            raise Aufruffehler(m.TRACKS_FORM.format(datei=name))
        pruefe_angaben(eintrag["kuerzel"], eintrag["ordner"], eintrag["titel"], wo)
        frei = _freie_angaben(eintrag, eintrag["kuerzel"], wo)
        track = Track(eintrag["kuerzel"], eintrag["ordner"], eintrag["titel"], *frei)
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


_EINTRAG_KOPF = re.compile(r"^\[\[tool\.lernlabor\.track\]\]\s*(#.*)?$")


def mit_modulname(text, track, modul, name):
    """``pyproject.toml`` (als Text), in dem der Track ``track`` das Modul ``modul`` ``name``
    nennt: die Zeile ``module = { … }`` seines Eintrags neu oder ergänzt, sonst nichts.

    Kein TOML-Schreiber: Kommentare und Reihenfolge bleiben. Was herauskommt, liest
    ``lies_tracks`` zur Probe; liegt ``module`` anders vor (etwa als eigene Tabelle), wird
    das ein Aufruffehler, der sagt, was von Hand einzutragen ist.
    """
    zeilen = text.splitlines(keepends=True)
    anfaenge = [i for i, zeile in enumerate(zeilen) if _EINTRAG_KOPF.match(zeile)]
    for anfang in anfaenge:
        ende = next(
            (j for j in range(anfang + 1, len(zeilen)) if zeilen[j].lstrip().startswith("[")),
            len(zeilen),
        )
        try:
            eintrag = tomllib.loads("".join(zeilen[anfang:ende]))["tool"]["lernlabor"]["track"][0]
        except (tomllib.TOMLDecodeError, KeyError, IndexError):
            continue
        if eintrag.get("ordner") != track.ordner:
            continue
        module = {**eintrag.get("module", {}), modul: name}
        paare = ", ".join(f"{k} = {json.dumps(v, ensure_ascii=False)}" for k, v in module.items())
        neu = f"module = {{ {paare} }}\n"
        stelle = next(
            (j for j in range(anfang + 1, ende) if re.match(r"^module\s*=", zeilen[j])), None
        )
        if stelle is not None:
            zeilen[stelle] = neu
        else:
            letzte = max(
                j for j in range(anfang, ende) if zeilen[j].strip() and zeilen[j][0] != "#"
            )
            zeilen.insert(letzte + 1, neu)
        ergebnis = "".join(zeilen)
        try:
            probe = {t.ordner: t for t in _lies_text(ergebnis, "pyproject.toml")}
        except Aufruffehler:
            probe = {}
        if probe.get(track.ordner) and probe[track.ordner].modulname(modul) == name:
            return ergebnis
        break
    zeile = f"module = {{ {modul} = {json.dumps(name, ensure_ascii=False)} }}"
    raise Aufruffehler(m.MODUL_VON_HAND.format(titel=track.titel, zeile=zeile))
