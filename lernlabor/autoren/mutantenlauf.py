"""Das Mutanten-Tor: jeden Mutanten einer Musterlösung prüfen, wie eine Lernende geprüft würde.

Jeder Mutant geht durch ``lernlabor.pruefen.pruefe``, dieselbe Funktion wie im Browser. Er
gilt als erkannt, wenn das Urteil nicht „bestanden“ ist oder das Zeitlimit greift (im
Browser endet dann der Worker, bestanden ist das auch dort nicht). Geprüft wird in
Arbeitsprozessen: Ein Mutant kann endlos rechnen (``9 ** 9 ** 9`` ohne Grenze), und nur ein
Prozess lässt sich dann beenden. Ein Mutant kostet sonst Millisekunden, darum bleibt ein
Prozess für viele Mutanten am Leben.

Die Urteile landen in ``.cache/mutanten/``, mit einem Schlüssel aus Lösung, Prüfungen und
Prüf-Maschine: Ändert sich nichts davon, rechnet das Tor nichts neu.
"""

import functools
import hashlib
import json
import multiprocessing
import os
import sys
import time
from dataclasses import dataclass
from multiprocessing.connection import wait
from pathlib import Path

from .meldungen import MUTANTEN_LEER
from .mutanten import mutanten

SCHWELLE = 90  # Prozent der nicht gleichwertigen Mutanten, die erkannt werden müssen
ZEITLIMIT = 3.0  # Sekunden je Mutant; die Lösung selbst braucht Millisekunden
SPEICHERGRENZE = 2 * 1024**3  # Bytes je Arbeitsprozess: ein Mutant darf den Rechner nicht füllen
ERKANNT, UEBERLEBT, ZEIT, GLEICHWERTIG = "erkannt", "überlebt", "Zeitlimit", "gleichwertig"


class LoesungScheitert(Exception):
    """Die Musterlösung besteht ihre eigenen Prüfungen nicht: An ihr misst das Tor nichts.

    Sonst gälte jeder Mutant einer falschen Lösung als erkannt, und das Tor stünde auf 100 %.
    """


@dataclass(frozen=True)
class Urteil:
    """Was das Tor über einen Mutanten sagt, mit der ersten Meldung der Prüfungen."""

    mutant: object
    urteil: str
    meldung: str = ""


@dataclass(frozen=True)
class Bericht:
    """Alle Urteile einer Übung und die Markierungen, die zu keinem Mutanten passen."""

    uebung_id: str
    urteile: tuple
    verwaist: tuple

    @property
    def gezaehlt(self):
        """Die Mutanten, die zählen: alle außer den gleichwertigen."""
        return [u for u in self.urteile if u.urteil != GLEICHWERTIG]

    @property
    def erkannt(self):
        """Wie viele der gezählten Mutanten die Prüfungen erkennen (auch per Zeitlimit)."""
        return sum(u.urteil in (ERKANNT, ZEIT) for u in self.gezaehlt)

    @property
    def ueberlebende(self):
        """Die Mutanten, die bestehen: je einer eine falsche Lösung, die „bestanden“ bekäme."""
        return [u for u in self.urteile if u.urteil == UEBERLEBT]

    @property
    def prozent(self):
        """Der Anteil erkannter Mutanten in ganzen Prozent (abgerundet; ohne Mutanten 100)."""
        gesamt = len(self.gezaehlt)
        return 100 if gesamt == 0 else self.erkannt * 100 // gesamt

    @property
    def bestanden(self):
        """Das Tor ist offen: Schwelle erreicht und keine verwaiste Markierung."""
        return self.prozent >= SCHWELLE and not self.verwaist


def teste_mutanten(uebung, prozesse=2, zeitlimit=ZEITLIMIT, cache=None):
    """Erzeugt die Mutanten der Lösung von ``uebung``, prüft sie und gibt den ``Bericht``.

    ``cache`` ist ein Ordner für gespeicherte Urteile oder ``None`` (immer neu rechnen).
    """
    try:
        liste = mutanten(uebung.loesung)
    except SyntaxError as fehler:
        raise LoesungScheitert(f"SyntaxError in Zeile {fehler.lineno}: {fehler.msg}") from None
    schluessel = None if cache is None else _schluessel(uebung, liste)
    roh = _aus_dem_cache(cache, uebung, schluessel)
    if roh is None:
        # Zuerst die Lösung selbst, in denselben Arbeitsprozessen: auch sie kann hängen.
        codes = [uebung.loesung, *(m.code for m in liste)]
        roh = _pruefe_alle(uebung.id, codes, prozesse, zeitlimit)
        _in_den_cache(cache, uebung, schluessel, roh)
    (urteil, meldung), roh = roh[0], roh[1:]
    if urteil != UEBERLEBT:  # „überlebt“ heißt: bestanden
        raise LoesungScheitert(meldung or urteil)
    # „(nichts)“ druckt teste --mutanten für eine entfernte Zeile; beides meint dasselbe
    leer = {MUTANTEN_LEER: ""}
    markiert = {
        (leer.get(g.vorher, g.vorher), leer.get(g.nachher, g.nachher)): g
        for g in uebung.gleichwertige_mutanten
    }
    urteile, benutzt = [], set()
    for mutant, (urteil, meldung) in zip(liste, roh, strict=True):
        if mutant.schluessel in markiert:
            benutzt.add(mutant.schluessel)
            urteil, meldung = GLEICHWERTIG, markiert[mutant.schluessel].grund
        urteile.append(Urteil(mutant, urteil, meldung))
    verwaist = tuple(g for s, g in markiert.items() if s not in benutzt)
    return Bericht(uebung.id, tuple(urteile), verwaist)


# --- Cache -------------------------------------------------------------------------------
@functools.cache
def _quelltexte():
    """Prüfsumme aller Quelltexte von ``lernlabor`` außer ``web/``: einmal je Prozess gelesen.

    Ein Lauf des Tors (Kommandozeile oder Testsitzung) ändert keine Quelltexte.
    """
    paket = Path(__file__).resolve().parents[1]
    h = hashlib.sha256()
    for datei in sorted(paket.rglob("*.py")):
        if "web" in datei.relative_to(paket).parts[:1]:
            continue
        h.update(str(datei.relative_to(paket)).encode())
        h.update(datei.read_bytes())
    return h.hexdigest()


def _schluessel(uebung, liste):
    """Prüfsumme über alles, was ein Urteil ändern kann: Mutanten, Übung, Prüf-Maschine, Kurs."""
    h = hashlib.sha256(uebung.id.encode())
    h.update(b"mit-loesung")  # die Form der Einträge: erst das Urteil über die Lösung
    for mutant in liste:
        h.update(mutant.code.encode())
    h.update(_quelltexte().encode())
    return h.hexdigest()


def _datei(cache, uebung):
    return Path(cache) / f"{uebung.id}.json"


def _aus_dem_cache(cache, uebung, schluessel):
    if cache is None or not _datei(cache, uebung).is_file():
        return None
    try:
        daten = json.loads(_datei(cache, uebung).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if daten.get("schluessel") != schluessel:
        return None
    return [tuple(u) for u in daten["urteile"]]


def _in_den_cache(cache, uebung, schluessel, roh):
    if cache is None:
        return
    Path(cache).mkdir(parents=True, exist_ok=True)
    daten = {"schluessel": schluessel, "urteile": roh}
    _datei(cache, uebung).write_text(json.dumps(daten, ensure_ascii=False), encoding="utf-8")


# --- Arbeitsprozesse ---------------------------------------------------------------------
def _arbeite(verbindung, uebung_id):
    """Läuft im Arbeitsprozess: Code empfangen, prüfen, (Urteil, erste Meldung) senden."""
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (SPEICHERGRENZE, SPEICHERGRENZE))
    except (ImportError, ValueError, OSError):
        pass  # ohne Grenze (etwa unter macOS): Das Zeitlimit bleibt
    sys.stdout = sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115
    from lernlabor.pruefen import pruefe

    while True:
        code = verbindung.recv()
        if code is None:
            return
        try:
            ergebnis = pruefe(uebung_id, code)
            urteil = UEBERLEBT if ergebnis["ergebnis"] == "bestanden" else ERKANNT
            meldung = next(iter(ergebnis["meldungen"][1:] or ergebnis["meldungen"]), "")
        except BaseException as ausnahme:  # noqa: BLE001 – auch ein MemoryError ist „erkannt“
            urteil, meldung = ERKANNT, f"{type(ausnahme).__name__}: {ausnahme}"
        verbindung.send((urteil, meldung[:300]))


class _Arbeiter:
    def __init__(self, kontext, uebung_id):
        self.verbindung, kind = kontext.Pipe()
        self.prozess = kontext.Process(target=_arbeite, args=(kind, uebung_id), daemon=True)
        self.prozess.start()
        kind.close()
        self.auftrag = None
        self.frist = None

    def beende(self):
        self.prozess.kill()
        self.prozess.join()
        self.verbindung.close()


def _pruefe_alle(uebung_id, codes, prozesse, zeitlimit):
    """Prüft alle Codes in ``prozesse`` Arbeitsprozessen; je Code (Urteil, Meldung)."""
    if not codes:
        return []
    methode = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    kontext = multiprocessing.get_context(methode)
    arbeiter = [_Arbeiter(kontext, uebung_id) for _ in range(max(1, min(prozesse, len(codes))))]
    ergebnisse, offen = [None] * len(codes), list(range(len(codes)))[::-1]
    try:
        while offen or any(a.auftrag is not None for a in arbeiter):
            for a in arbeiter:
                if a.auftrag is None and offen:
                    a.auftrag, a.frist = offen.pop(), time.monotonic() + zeitlimit
                    a.verbindung.send(codes[a.auftrag])
            beschaeftigt = [a for a in arbeiter if a.auftrag is not None]
            rest = min(a.frist for a in beschaeftigt) - time.monotonic()
            bereit = wait([a.verbindung for a in beschaeftigt], timeout=max(0.0, rest))
            for i, a in enumerate(arbeiter):
                if a.auftrag is None:
                    continue
                if a.verbindung in bereit:
                    try:
                        ergebnisse[a.auftrag] = a.verbindung.recv()
                    except EOFError:  # der Prozess ist gestorben, etwa am Speicher
                        ergebnisse[a.auftrag] = (ERKANNT, "Der Prüfprozess ist abgestürzt.")
                        a.beende()
                        arbeiter[i] = a = _Arbeiter(kontext, uebung_id)
                    a.auftrag = None
                elif time.monotonic() >= a.frist:
                    ergebnisse[a.auftrag] = (ZEIT, f"länger als {zeitlimit:g} s")
                    a.beende()
                    arbeiter[i] = _Arbeiter(kontext, uebung_id)
    finally:
        for a in arbeiter:
            if a.prozess.is_alive():
                a.verbindung.send(None)
            a.prozess.join(timeout=1)
            if a.prozess.is_alive():
                a.beende()
    return ergebnisse
