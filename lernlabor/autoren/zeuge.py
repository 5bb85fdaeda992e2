"""Der Zeuge einer Markierung „gleichwertig“: viele Fälle, auf denen Mutant und Lösung gleich sind.

Eine Markierung nimmt einen Mutanten aus der Wertung des Tors. Damit sie keinen echten Fehler
versteckt, muss der Mutant auf mindestens ``MINDESTENS`` erzeugten Fällen dasselbe tun wie die
Musterlösung, gesehen mit den Augen des Netzes (``lernlabor.pruefen.netz``; bei einer Übung mit
Vertrag mit dessen Augen, auf Fällen aus seinen Bereichen): dieselbe
Beobachtung (Rückgabe, Ausnahme, Ereignisse der Attrappen, Eingaben danach) und derselbe
Vergleich samt ``normalisiere`` der Übung. Weicht ein Fall ab, lehnt das Tor die Markierung ab
und nennt ihn.

Woher die Fälle kommen, entscheidet eine ``fallquelle(uebung, mindestens)``: eine Funktion,
die eine Liste von ``Zeugenfall`` gibt. ``netz_faelle`` nimmt die ``faelle(zufall)`` der
Vergleichs-Prüfungen der Übung und ruft sie mit immer neuer Saat, bis genug verschiedene Fälle
beisammen sind. Eine Quelle aus einem Vertrag der Übung setzt man an ihre Stelle
(``teste_mutanten(…, fallquelle=…)``); sie muss eine Funktion auf Modulebene sein, damit ein
Arbeitsprozess sie bekommt.
"""

import zlib
from dataclasses import dataclass

from lernlabor.pruefen.netz import _beobachte, _vergleiche
from lernlabor.pruefen.rechengrenze import Rechengrenze
from lernlabor.pruefen.zufall import Zufall

MINDESTENS = 1000  # Fälle je Zeuge
_OHNE_NEUE = 25  # Saaten ohne einen neuen Fall: Die Quelle hat nicht mehr


@dataclass(frozen=True)
class Zeugenfall:
    """Ein Fall für ``name``, verglichen wie im Netz: mit ``normalisiere`` und den ``namen``.

    ``soll`` ist die Beobachtung der Musterlösung, falls die Quelle sie schon hat; sonst
    beobachtet der Zeuge sie selbst.
    """

    name: str
    fall: object
    normalisiere: object = None
    namen: tuple = ()
    soll: object = None


def netz_faelle(uebung, mindestens=MINDESTENS):
    """Die Fälle der Netze der Übung, mit neuer Saat je Runde, ohne doppelte.

    Die erste Runde nimmt die Saat des Netzes selbst, die nächsten zählen von dort weiter.
    Doppelt ist ein Fall mit derselben Beschreibung, bei dem die Musterlösung dasselbe tut:
    Manche Beschreibungen nennen nur die Form eines Falls, nicht seine Texte und Werte.
    Gibt weniger als ``mindestens`` Fälle, wenn die Netze nicht so viele verschiedene haben.
    """
    from lernlabor.pruefen.ausfuehren import _still, referenz

    netze = [p.netz for p in uebung.pruefungen if getattr(p, "netz", None)]
    ref = referenz(uebung) if netze else {}
    faelle, gesehen, runde, leer = [], set(), 0, 0
    while netze and len(faelle) < mindestens and leer < _OHNE_NEUE:
        neu = 0
        for netz in netze:
            saat = zlib.crc32(netz["name"].encode()) + runde
            for fall in netz["faelle"](Zufall(saat)):
                with _still():
                    soll = _beobachte(ref[netz["name"]], fall)
                schluessel = (netz["name"], fall.beschreibung, _abdruck(soll))
                if schluessel in gesehen:
                    continue
                gesehen.add(schluessel)
                namen = tuple(netz["namen"])
                faelle.append(Zeugenfall(netz["name"], fall, netz["normalisiere"], namen, soll))
                neu += 1
        leer = 0 if neu else leer + 1
        runde += 1
    return faelle


def _abdruck(ausgang):
    """Was die Musterlösung in einem Fall tat, als Text: Rückgabe, Art der Ausnahme, Protokoll."""
    art = None if ausgang.ausnahme is None else type(ausgang.ausnahme).__name__
    return repr((ausgang.wert, art, ausgang.eintraege))


_soll = {}  # je Arbeitsprozess: die Beobachtungen der Musterlösung je Quelle


def _zeuge_vertrag(uebung, code, mindestens):
    """Der Zeuge einer Übung mit Vertrag: Fälle aus dessen Bereichen, verglichen wie er."""
    from lernlabor.pruefen.ausfuehren import _still, fuehre_aus

    from .faelle import zeuge_aus_vertrag

    try:
        with _still():
            eigener = fuehre_aus(uebung, code)
    except BaseException as fehler:  # noqa: BLE001 – ein Mutant, der nicht startet, ist anders
        return False, f"startet nicht: {type(fehler).__name__}: {fehler}"
    with _still():
        return zeuge_aus_vertrag(uebung, eigener, mindestens)


def _paare(uebung, fallquelle, mindestens):
    """Die Fälle der Quelle mit der Beobachtung der Musterlösung, je Prozess einmal."""
    from lernlabor.pruefen.ausfuehren import _still, referenz

    schluessel = (uebung.id, uebung.loesung, fallquelle, mindestens)
    if schluessel not in _soll:
        faelle = fallquelle(uebung, mindestens)
        ref = referenz(uebung)
        with _still():
            _soll[schluessel] = [
                (f, f.soll if f.soll is not None else _beobachte(ref[f.name], f.fall))
                for f in faelle
            ]
    return _soll[schluessel]


def _aus_dem_vertrag(uebung, fallquelle):
    """Nimmt der Zeuge seine Fälle aus dem Vertrag der Übung (statt aus ``fallquelle``)?"""
    return getattr(uebung, "vertrag", None) is not None and fallquelle is netz_faelle


def vorab_zeugenfaelle(uebung, fallquelle=netz_faelle, mindestens=MINDESTENS):
    """Zieht die Fälle der Zeugen schon jetzt: Arbeitsprozesse, die danach geforkt werden,
    erben sie, statt sie jeder selbst zu ziehen (bis 4 s je Prozess)."""
    if _aus_dem_vertrag(uebung, fallquelle):
        from .faelle import gemerkte_zeugenfaelle

        gemerkte_zeugenfaelle(uebung, mindestens)
    else:
        _paare(uebung, fallquelle, mindestens)


def zeuge(uebung, code, fallquelle=netz_faelle, mindestens=MINDESTENS):
    """``(True, Satz)``, wenn ``code`` auf mindestens ``mindestens`` Fällen wie die Lösung ist.

    Sonst ``(False, Satz)`` mit dem Grund: zu wenige Fälle, ein Fehler beim Start oder der
    erste Fall, der sich unterscheidet, mit der Meldung des Netzes.
    """
    from lernlabor.pruefen.ausfuehren import _still, fuehre_aus

    if _aus_dem_vertrag(uebung, fallquelle):
        return _zeuge_vertrag(uebung, code, mindestens)
    paare = _paare(uebung, fallquelle, mindestens)
    if len(paare) < mindestens:
        return False, f"nur {len(paare)} verschiedene Fälle, verlangt sind {mindestens}"
    try:
        with _still():
            eigener = fuehre_aus(uebung, code)
    except BaseException as fehler:  # noqa: BLE001 – ein Mutant, der nicht startet, ist anders
        return False, f"startet nicht: {type(fehler).__name__}: {fehler}"
    with _still(), Rechengrenze(eigener) as grenze:
        for f, soll in paare:
            funktion = eigener.get(f.name)
            if not callable(funktion):
                return False, f"{f.name} fehlt"
            ist = _beobachte(funktion, f.fall, grenze)
            rueck = _vergleiche(f.fall, soll, ist, f.normalisiere, None, f.namen)
            if rueck is not None:
                return False, rueck.text
    return True, f"{len(paare)} Fälle gleich"
