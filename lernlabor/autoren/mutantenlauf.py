"""Das Mutanten-Tor: jeden Mutanten einer Musterlösung prüfen, wie eine Lernende geprüft würde.

Jeder Mutant geht durch ``lernlabor.pruefen.pruefe``, dieselbe Funktion wie im Browser. Er
gilt als erkannt, wenn eine Prüfung ihn ablehnt oder er länger rechnet als das Zeitlimit der
Übung (``uebung.zeitlimit``, das auch Lernende trifft: Im Browser endet dann der Worker,
bestanden ist das auch dort nicht). Ein eigenes, kürzeres Limit des Tors gibt es nicht: Es
zählte Mutanten als erkannt, die bei Lernenden noch rechtzeitig fertig würden.

Code auf Modulebene ist keine Prüfung. Wirft eine Anweisung des Mutanten beim Start (etwa ein
``assert``, das die Lösung an sich selbst testet), lässt das Tor sie weg und fragt die
Prüfungen: Nur wenn sie den Rest ablehnen, ist der Mutant erkannt. Fehlt dem Rest dadurch
etwas (ein Import, eine Tabelle), lehnt ihn die Prüfung ab, die es braucht.

Markierte Mutanten („gleichwertig“) zählen nicht, wenn die Markierung an ihrer Stelle steht
(Zeile und Änderung) und ein Zeuge sie trägt: Der Mutant tut auf mindestens 1000 erzeugten
Fällen dasselbe wie die Lösung (``zeuge.py``). Sonst lehnt das Tor die Markierung ab.

Geprüft wird in Arbeitsprozessen: Ein Mutant kann endlos rechnen (``9 ** 9 ** 9`` ohne
Grenze), und nur ein Prozess lässt sich dann beenden. Ein Mutant kostet sonst Millisekunden,
darum bleibt ein Prozess für viele Mutanten am Leben.

Die Urteile landen in ``.cache/mutanten/``, mit einem Schlüssel aus Lösung, Prüfungen und
Prüf-Maschine: Ändert sich nichts davon, rechnet das Tor nichts neu. Die letzten vier Urteile
je Übung bleiben (``ablage.py``), die Liste der Mutanten einer Lösung auch (``listen/``).
"""

import ast
import dataclasses
import hashlib
import json
import multiprocessing
import os
import sys
import time
from dataclasses import dataclass
from multiprocessing.connection import wait
from pathlib import Path

from . import ablage
from . import meldungen as m
from .mutanten import Mutant, marke, mutanten, nur_frei, stelle
from .pruefsumme import fuer_uebung
from .zeuge import MINDESTENS, netz_faelle, vorab_zeugenfaelle

SCHWELLE = 90  # Prozent der nicht gleichwertigen Mutanten, die erkannt werden müssen
ZEUGENZEIT = 120.0  # Sekunden für einen Zeugen: 1000 Fälle mit Mutant und Lösung
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
    """Alle Urteile einer Übung; Markierungen ohne Mutanten (``verwaist``) und abgelehnte.

    ``abgelehnt`` sind Paare (Markierung, Grund): ohne Zeile, von den Prüfungen erkannt oder
    vom Zeugen widerlegt.
    """

    uebung_id: str
    urteile: tuple
    verwaist: tuple
    abgelehnt: tuple = ()

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
        """Das Tor ist offen: Schwelle erreicht, keine verwaiste, keine abgelehnte Markierung."""
        return self.prozent >= SCHWELLE and not self.verwaist and not self.abgelehnt


def teste_mutanten(uebung, prozesse=2, zeitlimit=None, cache=None, fallquelle=netz_faelle):
    """Erzeugt die Mutanten der Lösung von ``uebung``, prüft sie und gibt den ``Bericht``.

    ``zeitlimit`` ist das der Übung, wenn nicht angegeben. ``cache`` ist ein Ordner für
    gespeicherte Urteile oder ``None`` (immer neu rechnen). ``fallquelle`` liefert die Fälle
    der Zeugen (siehe ``zeuge.py``).
    """
    zeitlimit = uebung.zeitlimit if zeitlimit is None else zeitlimit
    schluessel = None if cache is None else _schluessel(uebung, zeitlimit, fallquelle)
    gespeichert = _aus_dem_cache(cache, uebung, schluessel)
    if gespeichert is None:
        try:
            liste = mutanten(uebung.loesung, None if cache is None else Path(cache) / "listen")
        except SyntaxError as fehler:
            text = f"SyntaxError in Zeile {fehler.lineno}: {fehler.msg}"
            raise LoesungScheitert(text) from None
        # Zuerst die Lösung selbst, in denselben Arbeitsprozessen: auch sie kann hängen.
        auftraege = [("pruefe", c, zeitlimit) for c in (uebung.loesung, *(x.code for x in liste))]
        gespeichert = {
            "mutanten": [dataclasses.asdict(x) for x in liste],
            "urteile": _pruefe_alle(uebung.id, auftraege, prozesse, fallquelle),
            "zeugen": {},
        }
        _in_den_cache(cache, uebung, schluessel, gespeichert)
    else:  # Die Mutanten folgen aus Lösung und Mutierer, beide stecken im Schlüssel.
        liste = [Mutant(**x) for x in gespeichert["mutanten"]]
    (urteil, meldung), roh = gespeichert["urteile"][0], gespeichert["urteile"][1:]
    if urteil != UEBERLEBT:  # „überlebt“ heißt: bestanden
        raise LoesungScheitert(meldung or urteil)
    markiert, abgelehnt = {}, []
    for g in uebung.gleichwertige_mutanten:
        if g.zeile is None:
            abgelehnt.append((g, m.MUTANTEN_OHNE_ORT))
        else:
            markiert[marke(g)] = g
    zeugen = _zeugen(uebung, liste, roh, markiert, gespeichert, prozesse, fallquelle)
    if zeugen:
        _in_den_cache(cache, uebung, schluessel, gespeichert)
    urteile, benutzt = [], set()
    for mutant, (urteil, meldung) in zip(liste, roh, strict=True):
        ort = stelle(mutant, markiert)
        g = markiert.get(ort)
        if g is not None:
            benutzt.add(ort)
            if urteil != UEBERLEBT:
                grund = m.MUTANTEN_ERKANNT_MARKIERT.format(meldung=meldung[:120])
                abgelehnt.append((g, grund))
            else:
                gut, text = gespeichert["zeugen"][_hash(mutant.code)]
                if gut:
                    urteil, meldung = GLEICHWERTIG, g.grund
                else:
                    meldung = m.MUTANTEN_ZEUGE_WIDERLEGT.format(text=text)
                    abgelehnt.append((g, meldung))
        elif urteil == UEBERLEBT and nur_frei(uebung, mutant.code):
            urteil, meldung = GLEICHWERTIG, m.MUTANTEN_VERTRAG_FREI
        urteile.append(Urteil(mutant, urteil, meldung))
    verwaist = tuple(g for s, g in markiert.items() if s not in benutzt)
    return Bericht(uebung.id, tuple(urteile), verwaist, tuple(abgelehnt))


def _zeugen(uebung, liste, roh, markiert, gespeichert, prozesse, fallquelle):
    """Befragt die Zeugen der markierten Mutanten, die bestehen und noch keinen haben.

    Schreibt die Antworten nach ``gespeichert["zeugen"]``; gibt zurück, wie viele neu sind.
    """
    zeugen = gespeichert.setdefault("zeugen", {})
    offen = [
        mutant.code
        for mutant, (urteil, _) in zip(liste, roh, strict=True)
        if stelle(mutant, markiert) is not None
        and urteil == UEBERLEBT
        and _hash(mutant.code) not in zeugen
    ]
    if not offen:
        return 0
    if len(offen) > 1 and _GABELT:
        vorab_zeugenfaelle(uebung, fallquelle)  # einmal hier statt in jedem Arbeitsprozess
    auftraege = [("zeuge", code, ZEUGENZEIT) for code in offen]
    for code, (urteil, text) in zip(
        offen, _pruefe_alle(uebung.id, auftraege, prozesse, fallquelle), strict=True
    ):
        if urteil == ZEIT:
            text = f"Der Zeuge brauchte länger als {ZEUGENZEIT:g} s."
        zeugen[_hash(code)] = (urteil == UEBERLEBT, text)
    return len(offen)


def _hash(text):
    return hashlib.sha256(text.encode()).hexdigest()[:20]


# --- Cache -------------------------------------------------------------------------------


def _schluessel(uebung, zeitlimit, fallquelle):
    """Prüfsumme über alles, was ein Urteil ändern kann: Lösung (und damit die Mutanten),
    Übung, Prüf-Maschine, Mutierer, Kurs, Zeitlimit und Quelle der Zeugenfälle."""
    h = hashlib.sha256(uebung.id.encode())
    # die Form der Einträge: Mutanten, erst das Urteil über die Lösung, dann die Zeugen
    quelle = f"{fallquelle.__module__}.{fallquelle.__qualname__}"
    h.update(f"mutanten-urteile-zeugen {zeitlimit!r} {quelle} {MINDESTENS}".encode())
    h.update(f"{sys.version}\n{uebung.loesung}".encode())
    # ohne die Ordner der anderen Übungen; von den eigenen Antworten, was die Prüfung liest
    h.update(fuer_uebung(uebung, wie_geprueft=True).encode())
    return h.hexdigest()


def _aus_dem_cache(cache, uebung, schluessel):
    text = None if cache is None else ablage.lies(cache, uebung.id, schluessel, "json")
    try:
        daten = json.loads(text) if text is not None else None
    except ValueError:
        return None
    if daten is None or daten.get("schluessel") != schluessel:
        return None
    zeugen = {k: tuple(v) for k, v in daten["zeugen"].items()}
    urteile = [tuple(u) for u in daten["urteile"]]
    return {"mutanten": daten["mutanten"], "urteile": urteile, "zeugen": zeugen}


def _in_den_cache(cache, uebung, schluessel, gespeichert):
    if cache is None:
        return
    text = json.dumps({"schluessel": schluessel, **gespeichert}, ensure_ascii=False)
    ablage.lege_ab(cache, uebung.id, schluessel, "json", text)


# --- Arbeitsprozesse ---------------------------------------------------------------------
_GABELT = "fork" in multiprocessing.get_all_start_methods()  # erben die Prozesse den Speicher?


def _arbeite(verbindung, uebung_id, fallquelle):
    """Läuft im Arbeitsprozess: (Art, Code) empfangen, prüfen, (Urteil, Meldung) senden.

    Art ``pruefe``: das Urteil der Prüfungen. Art ``zeuge``: ``überlebt``, wenn der Zeuge
    den Code für gleichwertig hält, sonst ``erkannt``; die Meldung sagt, warum.
    """
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (SPEICHERGRENZE, SPEICHERGRENZE))
    except (ImportError, ValueError, OSError):
        pass  # ohne Grenze (etwa unter macOS): Das Zeitlimit bleibt
    sys.stdout = sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115
    from lernlabor.pruefen import vertrag
    from lernlabor.uebung import finde

    from .faelle import shlex_gemerkt
    from .zeuge import zeuge

    vertrag.DIAGNOSEN = False  # nur das Urteil zählt, nicht welcher Irrtum es war
    uebung = finde(uebung_id)
    with shlex_gemerkt():  # das Urteil bleibt, nur schneller (siehe dort)
        while True:
            auftrag = verbindung.recv()
            if auftrag is None:
                return
            art, code = auftrag
            try:
                if art == "zeuge":
                    gut, meldung = zeuge(uebung, code, fallquelle)
                    urteil = UEBERLEBT if gut else ERKANNT
                else:
                    urteil, meldung = _urteil(uebung, code)
            except BaseException as ausnahme:  # noqa: BLE001 – auch ein MemoryError: „erkannt“
                urteil, meldung = ERKANNT, f"{type(ausnahme).__name__}: {ausnahme}"
            verbindung.send((urteil, meldung[:300]))


def _urteil(uebung, code):
    """Das Urteil der Prüfungen über ``code``; Anweisungen, die beim Start werfen, fehlen dabei."""
    from lernlabor.pruefen import pruefe

    werfen = _werfen_beim_start(uebung, code)
    if werfen:
        baum = ast.parse(code)
        baum.body = [a for i, a in enumerate(baum.body) if i not in dict(werfen)]
        code = ast.unparse(baum)
    ergebnis = pruefe(uebung.id, code)
    urteil = UEBERLEBT if ergebnis["ergebnis"] == "bestanden" else ERKANNT
    meldung = next(iter(ergebnis["meldungen"][1:] or ergebnis["meldungen"]), "")
    if werfen:
        stellen = ", ".join(text for _, text in werfen)
        meldung = m.MUTANTEN_START.format(stellen=stellen, meldung=meldung)
    return urteil, meldung


def _werfen_beim_start(uebung, code):
    """Die Anweisungen auf Modulebene, die beim Start werfen: [(Index, „Anweisung“ (Art))].

    Führt den Code Anweisung für Anweisung aus wie die Prüf-Maschine (Setup, ``__main__``);
    eine Anweisung, die wirft, fehlt den folgenden, wie sie später den Prüfungen fehlt.
    """
    import builtins

    from lernlabor.pruefen import meldungen as pm
    from lernlabor.pruefen.ausfuehren import _still
    from lernlabor.pruefen.beispiel import kein_input

    raum = dict(uebung.setup())
    raum.update({"__name__": "__main__", "__builtins__": builtins, "input": kein_input})
    werfen = []
    with _still():
        for i, anweisung in enumerate(ast.parse(code).body):
            modul = ast.Module(body=[anweisung], type_ignores=[])
            try:
                exec(compile(modul, pm.DATEINAME, "exec", dont_inherit=True), raum)
            except KeyboardInterrupt:
                raise
            except BaseException as fehler:  # noqa: BLE001 – auch SystemExit beim Start
                text = ast.unparse(anweisung).splitlines()[0][:60]
                werfen.append((i, f"„{text}“ ({type(fehler).__name__})"))
    return werfen


class _Arbeiter:
    def __init__(self, kontext, uebung_id, fallquelle):
        self.verbindung, kind = kontext.Pipe()
        argumente = (kind, uebung_id, fallquelle)
        self.prozess = kontext.Process(target=_arbeite, args=argumente, daemon=True)
        self.prozess.start()
        kind.close()
        self.auftrag = None
        self.frist = None

    def beende(self):
        self.prozess.kill()
        self.prozess.join()
        self.verbindung.close()


def _pruefe_alle(uebung_id, auftraege, prozesse, fallquelle=netz_faelle):
    """Erledigt die Aufträge ``(Art, Code, Frist in s)`` in ``prozesse`` Arbeitsprozessen.

    Gibt je Auftrag (Urteil, Meldung). Wer seine Frist überschreitet, bekommt ``Zeitlimit``.
    """
    if not auftraege:
        return []
    kontext = multiprocessing.get_context("fork" if _GABELT else "spawn")

    def neuer():
        return _Arbeiter(kontext, uebung_id, fallquelle)

    arbeiter = [neuer() for _ in range(max(1, min(prozesse, len(auftraege))))]
    ergebnisse, offen = [None] * len(auftraege), list(range(len(auftraege)))[::-1]
    try:
        while offen or any(a.auftrag is not None for a in arbeiter):
            for a in arbeiter:
                if a.auftrag is None and offen:
                    a.auftrag = offen.pop()
                    art, code, frist = auftraege[a.auftrag]
                    a.frist = time.monotonic() + frist
                    a.verbindung.send((art, code))
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
                        arbeiter[i] = a = neuer()
                    a.auftrag = None
                elif time.monotonic() >= a.frist:
                    frist = auftraege[a.auftrag][2]
                    ergebnisse[a.auftrag] = (ZEIT, m.MUTANTEN_ZEIT.format(sekunden=frist))
                    a.beende()
                    arbeiter[i] = neuer()
    finally:
        for a in arbeiter:
            if a.prozess.is_alive():
                a.verbindung.send(None)
            a.prozess.join(timeout=1)
            if a.prozess.is_alive():
                a.beende()
    return ergebnisse
