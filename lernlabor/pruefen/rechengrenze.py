"""Aufrufe in den Code der Lernenden mit Rechengrenze: auch in Pyodide, ohne Threads und Signale.

Eine Schleife, die nie endet, darf keine Prüfung aufhalten. Die ``Rechengrenze`` zählt die
Zeilen, die der Code der Lernenden (Dateiname ``<dein Code>``) ausführt, und bricht nach einer
festen Zahl ab. Sie zählt wie ``sys.settrace``: jede ausgeführte Zeile, in einer Schleife in
jeder Runde neu, den Kopf eingeschlossen; so stimmt, was Regeln und Meldungen sagen. Gezählt
wird mit ``sys.monitoring`` und nur an den Code-Objekten der Lernenden: Anderer Code läuft
ohne jeden Aufschlag. ``sys.settrace`` kostete in Pyodide ein Vielfaches, weil es jeden Aufruf
im Interpreter verfolgt.
"""

import functools
import sys

from .meldungen import DATEINAME
from .pruefhilfen import Aufruf, rufe

GRENZE = 1_000_000  # Zeilen: eine Schleife über 40.000 Runden braucht etwa 120.000
_NAME = "lernlabor-rechengrenze"


class _Zuviel(BaseException):  # noqa: N818 – internes Signal; except Exception fängt es nicht
    """Der Code der Lernenden hat die Rechengrenze erreicht."""


@functools.lru_cache(maxsize=256)
def _zeilen_der_stellen(code):
    """Die Zeile je Stelle im Bytecode (Index: Stelle // 2); einmal je Code-Objekt, nur wenn
    es springt. Eine Liste: Ihr Index kostet weniger als ``dict.get``."""
    zeilen = [None] * (len(code.co_code) // 2)
    for a, b, zeile in code.co_lines():
        zeilen[a // 2 : b // 2] = [zeile] * (b // 2 - a // 2)
    return zeilen


def _codes(code, gesehen):
    if code in gesehen or code.co_filename != DATEINAME:
        return
    gesehen.add(code)
    for konstante in code.co_consts:
        if hasattr(konstante, "co_code"):
            _codes(konstante, gesehen)


_zuletzt = [None, (), frozenset()]  # Namensraum, seine Werte, ihre Code-Objekte


def lernercode(namensraum):
    """Die Code-Objekte der Lernenden, erreichbar von Funktionen und Klassen im Namensraum.

    Für denselben Namensraum mit denselben Werten gilt das letzte Ergebnis: Die Suche nach
    Fällen misst jeden Fall mit einer eigenen Grenze (ein Drittel ihrer Zeit ging hierhin).
    """
    werte = tuple(namensraum.values())
    alt, alte_werte, codes = _zuletzt
    if alt is namensraum and len(werte) == len(alte_werte):
        if all(a is b for a, b in zip(werte, alte_werte, strict=True)):
            return codes
    codes = frozenset(_lernercode(werte))
    _zuletzt[:] = [namensraum, werte, codes]
    return codes


def _lernercode(werte):
    gesehen = set()
    for wert in werte:
        kandidaten = [wert, *vars(wert).values()] if isinstance(wert, type) else [wert]
        for k in kandidaten:
            code = getattr(getattr(k, "__func__", k), "__code__", None)
            if code is not None:
                _codes(code, gesehen)
    return gesehen


class Rechengrenze:
    """Ein Kontext, in dem ``rufe`` jeden Aufruf nach ``grenze`` Zeilen der Lernenden abbricht.

    ``namensraum`` ist der der Lernenden; gezählt werden die Zeilen seiner Funktionen. Ist
    schon eine Grenze aktiv (verschachtelt), zählt diese weiter.
    """

    def __init__(self, namensraum, grenze=GRENZE):
        self.grenze = grenze
        self._codes = lernercode(namensraum)  # hält die Code-Objekte am Leben: ids bleiben
        self._stellen = {}  # id eines Code-Objekts → seine Zeile je Stelle
        self._werkzeug = None
        self._zeile, self._sprung, self._lies, self._setze = self._zaehler()

    @property
    def zeilen(self):
        """Die Zeilen, die der Code der Lernenden seit dem letzten ``rufe`` ausführte."""
        return self._lies()

    def _zaehler(self):
        """Die Rückrufe für LINE und JUMP, als Closures über einem Zähler: Ein Attribut je
        Zeile zu lesen und zu schreiben kostete ein Siebtel mehr (78 statt 67 ms je Million
        Zeilen), und eine Schleife ohne Ende läuft bis zur Grenze."""
        grenze, stellen, abschalten = self.grenze, self._stellen, sys.monitoring.DISABLE
        zeilen = 0

        def zeile(code, nummer):
            nonlocal zeilen
            zeilen += 1
            if zeilen > grenze:
                raise _Zuviel

        def sprung(code, von, nach):
            # Eine Schleife in einer einzigen Zeile (etwa eine Comprehension) wechselt nie die
            # Zeile: Ein Sprung innerhalb einer Zeile zählt darum wie eine Zeile. Ein Sprung
            # in eine andere Zeile zählt nicht, die Zeile dort zählt LINE; DISABLE schaltet
            # ihn ab.
            nonlocal zeilen
            je_stelle = stellen.get(id(code))  # nach id: den Hash eines Code-Objekts rechnet
            if je_stelle is None:  # Python bei jedem Aufruf neu, und Sprünge sind häufig
                je_stelle = stellen[id(code)] = _zeilen_der_stellen(code)
            if je_stelle[von >> 1] != je_stelle[nach >> 1]:
                return abschalten
            zeilen += 1
            if zeilen > grenze:
                raise _Zuviel
            return None

        def lies():
            return zeilen

        def setze(wert):
            nonlocal zeilen
            zeilen = wert

        return zeile, sprung, lies, setze

    def __enter__(self):
        m = sys.monitoring
        if any(m.get_tool(i) == _NAME for i in range(6)):
            return self  # eine äußere Grenze zählt schon
        frei = [i for i in (4, 3) if m.get_tool(i) is None]
        if frei:
            self._werkzeug = frei[0]
            m.use_tool_id(self._werkzeug, _NAME)
            m.register_callback(self._werkzeug, m.events.LINE, self._zeile)
            m.register_callback(self._werkzeug, m.events.JUMP, self._sprung)
            for code in self._codes:
                m.set_local_events(self._werkzeug, code, m.events.LINE | m.events.JUMP)
        return self

    def __exit__(self, *fehler):
        if self._werkzeug is not None:
            m = sys.monitoring
            for code in self._codes:
                m.set_local_events(self._werkzeug, code, 0)
            m.register_callback(self._werkzeug, m.events.LINE, None)
            m.register_callback(self._werkzeug, m.events.JUMP, None)
            m.free_tool_id(self._werkzeug)
            self._werkzeug = None

    def rufe(self, funktion, *args, **kwargs):
        """Wie ``pruefhilfen.rufe``; gibt ``(Aufruf, zu_lang)``, der Zähler beginnt bei 0."""
        self._setze(0)
        try:
            return rufe(funktion, *args, **kwargs), False
        except _Zuviel:
            return Aufruf(None, None), True


def begrenzt(funktion, *args, grenze=GRENZE, **kwargs):
    """Wie ``rufe``, aber nach ``grenze`` ausgeführten Zeilen der Lernenden abgebrochen.

    Gibt ``(Aufruf, zu_lang)`` zurück; ``zu_lang`` ist True, wenn die Grenze erreicht wurde.
    Gezählt wird im Namensraum, in dem ``funktion`` definiert ist.
    """
    namensraum = getattr(funktion, "__globals__", {})
    with Rechengrenze(namensraum, grenze) as rechengrenze:
        return rechengrenze.rufe(funktion, *args, **kwargs)
