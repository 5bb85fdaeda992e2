"""Was der Pyodide-Worker der Seite aufruft (``lernlabor/web/js/worker.js``).

Der Worker reicht nur Nachrichten weiter; geprüft und ausgeführt wird hier, mit denselben
Funktionen wie in der Kommandozeile und in den Tests. Ergebnisse gehen als JSON zurück.

Die Seite startet Python meist aus einem Speicherabzug, den der Build erzeugt
(``lernlabor/web/snapshot.py``): ``vorladen`` lief dort schon, und nach dem Laden ruft der
Worker ``nach_dem_wiederherstellen`` auf.
"""

import gc
import json
import random
import sys
import time

from . import fortschritt
from .ausfuehren import pruefe_ohne_strg_c
from .beispiel import Seitenlauf
from .zeitlimit import zeitlimit_meldung  # noqa: F401 – worker.js ruft sie nach dem Zeitlimit

_seite = Seitenlauf()


def pruefe_als_json(uebung_id, code, melde=None):
    """``pruefe`` für den Worker: das Ergebnis als JSON; die Ausgabe ist danach ganz geschrieben.

    ``melde`` (eine Funktion des Workers) bekommt jeden Schritt der Prüfung: Beendet das
    Zeitlimit den Worker, weiß die Seite so, wo die Prüfung stand (``zeitlimit_meldung``).
    """
    try:
        with fortschritt.gemeldet(melde, ab=FAELLE_AB):
            return json.dumps(pruefe_ohne_strg_c(uebung_id, code), ensure_ascii=False)
    finally:
        sys.stdout.flush()
        sys.stderr.flush()


def aufwaermen(uebung_id):
    """Prüft die Musterlösung von ``uebung_id`` still und gibt die Dauer in ms zurück.

    Der Worker ruft das, solange die Seite ruht: WebAssembly läuft zuerst aus schnell
    übersetztem, langsamem Code, und erst oft genutzte Funktionen übersetzt der Browser gut.
    Ohne Aufwärmen dauerten die ersten acht Prüfungen der Lernenden bis dreimal so lange.
    """
    from lernlabor.uebung import finde

    anfang = time.perf_counter()
    pruefe_ohne_strg_c(uebung_id, finde(uebung_id).loesung)
    dauer = (time.perf_counter() - anfang) * 1000
    gc.collect()  # der Müll dieser Prüfung bleibt nicht für immer
    gc.freeze()  # das Modul der Übung und ihre Fälle, jetzt geladen, wie beim Start
    return dauer


# Erst nach so vielen Sekunden meldet der Worker auch jeden Fall: Eine Nachricht je Fall
# kostete das erneute Prüfen der Musterlösung von M4·02 Ü1 (132 Fälle) 12 von 55 ms.
FAELLE_AB = 0.25


def beispiel_als_json(seite, bloecke_json, max_zeilen, max_zeichen):
    """Ein Beispiel der Seite im Namensraum der Seite (``Seitenlauf.fuehre``), als JSON."""
    ergebnis = _seite.fuehre(seite, json.loads(bloecke_json), max_zeilen, max_zeichen)
    return json.dumps(ergebnis, ensure_ascii=False)


# Die SHA-256-Prüfsumme des lernlabor.zip, aus dem der Speicherabzug entstand; der Worker
# vergleicht sie mit dem Paket, das er geladen hat (eine ältere Datei im Cache passt nicht).
PAKET = None


def vorladen(paket):
    """Lädt, was das erste Prüfen braucht: alle Lektionen mit ihren Übungen.

    Läuft beim Build vor dem Speicherabzug; im Browser kostet es dann nichts mehr.
    ``paket`` ist die Prüfsumme des Pakets, das dabei geladen ist.
    """
    global PAKET
    from lernlabor.uebung import alle

    alle()
    PAKET = paket


# Python 3.14, das Python von Pyodide, räumt inkrementell auf: Jede Sammlung junger Objekte
# liest auch einen Teil der alten mit, zuerst also aller geladenen Module. Was bis zum Start
# und zum Aufwärmen geladen ist, lebt so lange wie der Worker: ``gc.freeze`` nimmt es aus jeder
# Sammlung. Den Rest der alten liest jede Sammlung in kleineren Teilen (der zweite Wert der
# Schwelle, 10 bei Python); tests/benchmark_aufraeumen.py misst beides.
ALTE_LANGSAMER = 100


def einrichten():
    """Was der Worker einmal tut, sobald Python bereit ist (mit und ohne Speicherabzug)."""
    gc.freeze()
    gc.set_threshold(gc.get_threshold()[0], ALTE_LANGSAMER)


def nach_dem_wiederherstellen():
    """Macht einen aus dem Speicherabzug geladenen Interpreter so frisch wie einen neuen.

    Ohne neuen Startwert zöge jede Lernende dieselben Zufallszahlen: der Zustand von
    ``random`` steckt im Abzug. Pyodide setzt beim Laden den leeren Pfad noch einmal vor
    ``sys.path``; er soll dort nur einmal stehen.
    """
    random.seed()
    gesehen = set()
    sys.path[:] = [p for p in sys.path if not (p in gesehen or gesehen.add(p))]
