"""Befehle für Autorinnen und Autoren: ``lernlabor neu track|lektion|uebung``, ``lernlabor teste``.

Sie arbeiten im Repository des Kurses, zu dem dieses Paket gehört (``mkdocs.yml``, ``docs/``,
``pyproject.toml``). Im Browser und im Lernlabor der Lernenden werden sie nie importiert.
Rückgabewerte wie bei ``lernlabor pruefe``: 0 in Ordnung, 1 gescheitert, 2 falscher Aufruf.
"""

import sys
from pathlib import Path

from . import meldungen as m

FALSCHER_AUFRUF = 2


class Aufruffehler(Exception):
    """Ein Fehler im Aufruf oder im Repository: Meldung auf Deutsch, Rückgabewert 2."""


def wurzel():
    """Das Repository, zu dem dieses Paket gehört; ohne dessen Teile ein Aufruffehler."""
    ordner = Path(__file__).resolve().parents[2]
    teile = ("mkdocs.yml", "docs", "pyproject.toml", "lernlabor/tracks")
    if not all((ordner / teil).exists() for teil in teile):
        raise Aufruffehler(m.KEIN_REPOSITORY.format(wurzel=ordner))
    return ordner


def optionen(rest, mit_wert=(), schalter=()):
    """Trennt ``--name wert``, ``--name=wert`` und Schalter von den übrigen Angaben.

    Selbst geschrieben statt argparse, weil argparse seine Meldungen auf Englisch druckt.
    """
    werte, angaben = {}, []
    teile = iter(rest)
    for teil in teile:
        if not teil.startswith("--"):
            angaben.append(teil)
            continue
        name, gleich, wert = teil.partition("=")
        if name not in mit_wert and name not in schalter:
            erlaubt = ", ".join((*mit_wert, *schalter)) or "keine"
            raise Aufruffehler(m.OPTION_UNBEKANNT.format(option=name, erlaubt=erlaubt))
        if name in werte:
            raise Aufruffehler(m.OPTION_DOPPELT.format(option=name))
        if name in schalter:
            werte[name] = True
            continue
        wert = wert if gleich else next(teile, None)
        if wert is None or (not gleich and wert.startswith("--")):
            raise Aufruffehler(m.OPTION_OHNE_WERT.format(option=name))
        werte[name] = wert
    return werte, angaben


HILFE_FUER = {"track": "HILFE_TRACK", "lektion": "HILFE_LEKTION", "uebung": "HILFE_UEBUNG"}


def hilfe(name, rest):
    """Die Hilfe zu ``neu``, ``neu <was>`` oder ``teste``; gibt 0 zurück."""
    if name == "teste":
        print(m.HILFE_TESTE)
    else:
        was = next((teil for teil in rest if not teil.startswith("-")), None)
        print(getattr(m, HILFE_FUER.get(was, "HILFE_NEU")))
    return 0


def befehl(name, rest):
    """Einstieg aus ``lernlabor.cli`` für ``neu`` und ``teste``; gibt den Rückgabewert zurück."""
    try:
        if name == "teste":
            from .teste import teste

            return teste(rest)
        if name == "faelle":
            from .faelle_befehl import faelle_befehl

            return faelle_befehl(rest)
        if not rest:
            raise Aufruffehler(m.NEU_WAS)
        was, rest = rest[0], rest[1:]
        if was == "uebung":
            from .uebung_neu import neue_uebung

            return neue_uebung(rest)
        if was == "track":
            from .track_neu import neuer_track

            return neuer_track(rest)
        if was == "lektion":
            from .lektion_neu import neue_lektion

            return neue_lektion(rest)
        raise Aufruffehler(m.NEU_UNBEKANNT.format(was=was))
    except Aufruffehler as fehler:
        print(f"Fehler: {fehler}\n(mehr mit: lernlabor --hilfe)", file=sys.stderr)
        return FALSCHER_AUFRUF
