"""``lernlabor teste --mutanten <id|docs/…/seite.md>``: das Mutanten-Tor für Autorinnen und Autoren.

Druckt je Übung die überlebenden Mutanten mit Zeile und Änderung und als letzte Zeile den
Anteil erkannter Mutanten. Rückgabe 0, wenn jede Übung die Schwelle erreicht, sonst 1.
"""

import os

from . import Aufruffehler, optionen, wurzel
from . import meldungen as m
from .mutanten import gekuerzt as _gekuerzt
from .mutantenlauf import SCHWELLE, LoesungScheitert, teste_mutanten
from .seiten import seite_unter_docs, uebungs_ids


def _uebungen(angabe, repo):
    """Die Übungen zu einer id oder zu einer Seite (deren ```uebung-Blöcke)."""
    from lernlabor.uebung import finde

    if angabe.endswith(".md"):
        ids = uebungs_ids(seite_unter_docs(angabe, repo))
        if not ids:
            raise Aufruffehler(m.MUTANTEN_SEITE_OHNE.format(pfad=angabe))
    else:
        ids = [angabe]
    try:
        return [finde(i) for i in ids]
    except KeyError as fehler:
        raise Aufruffehler(fehler.args[0]) from None


def _eingerueckt(text, tiefe):
    return "\n".join(" " * tiefe + zeile for zeile in (text or m.MUTANTEN_LEER).splitlines())


def drucke_bericht(bericht, alle=False):
    """Druckt einen Bericht des Tors: Überlebende, verwaiste und abgelehnte Markierungen,
    Ergebniszeile."""
    from .zeuge import MINDESTENS

    print(m.MUTANTEN_KOPF.format(id=bericht.uebung_id, anzahl=len(bericht.urteile)))
    gezeigt = bericht.urteile if alle else bericht.ueberlebende
    for urteil in gezeigt:
        mutant = urteil.mutant
        print(m.MUTANTEN_ZEILE.format(zeile=mutant.zeile, art=mutant.art, urteil=urteil.urteil))
        vorher, nachher = mutant.kurz
        print(_eingerueckt(vorher, 6))
        print("    →")
        print(_eingerueckt(nachher, 6))
        if (alle or urteil.meldung.startswith("Beim Start")) and urteil.meldung:
            print(f"      ({urteil.meldung})")
    if bericht.ueberlebende and not alle:
        print(m.MUTANTEN_WAS_TUN.format(mindestens=MINDESTENS))
    for markierung in bericht.verwaist:
        print(
            m.MUTANTEN_VERWAIST.format(
                vorher=markierung.vorher, nachher=markierung.nachher, zeile=markierung.zeile
            )
        )
    for markierung, grund in bericht.abgelehnt:
        vorher, nachher = _gekuerzt(markierung.vorher, markierung.nachher)
        print(m.MUTANTEN_ABGELEHNT.format(vorher=vorher, nachher=nachher, grund=grund))
    print(
        m.MUTANTEN_ERGEBNIS.format(
            erkannt=bericht.erkannt, gesamt=len(bericht.gezaehlt), prozent=bericht.prozent
        )
    )


def mutanten_befehl(rest):
    """Führt das Tor für eine Übung oder alle Übungen einer Seite aus; gibt den Rückgabewert."""
    werte, angaben = optionen(
        rest, mit_wert=("--prozesse",), schalter=("--mutanten", "--ohne-cache", "--alle")
    )
    if len(angaben) != 1:
        raise Aufruffehler(
            m.ANGABEN.format(befehl="teste --mutanten", was="eine Übungs-id oder eine Seite")
        )
    prozesse = werte.get("--prozesse", str(min(2, os.cpu_count() or 1)))
    if not prozesse.isdigit() or not 1 <= int(prozesse) <= 64:
        raise Aufruffehler(m.MUTANTEN_PROZESSE.format(wert=prozesse))
    repo = wurzel()
    cache = None if werte.get("--ohne-cache") else repo / ".cache" / "mutanten"
    gut = True
    for uebung in _uebungen(angaben[0], repo):
        try:
            bericht = teste_mutanten(uebung, prozesse=int(prozesse), cache=cache)
        except LoesungScheitert as grund:
            print(m.MUTANTEN_LOESUNG_SCHEITERT.format(id=uebung.id, grund=grund))
            gut = False
            continue
        drucke_bericht(bericht, alle=werte.get("--alle", False))
        if not bericht.bestanden:
            print(m.MUTANTEN_UNTER_SCHWELLE.format(schwelle=SCHWELLE))
            gut = False
    return 0 if gut else 1
