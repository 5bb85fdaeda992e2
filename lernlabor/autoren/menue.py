"""Das Menü in ``mkdocs.yml`` (``nav:``), zeilenweise gelesen und ergänzt.

Kein YAML-Schreiber: Kommentare, Marken wie ``!ENV`` und die Reihenfolge bleiben, wie sie
sind; ``neu lektion`` und ``neu track`` fügen nur Zeilen ein.
"""

import json
import re

from . import Aufruffehler
from . import meldungen as m

_EINTRAG = re.compile(r"^(?P<einzug> *)- (?P<name>[^:]+?|\"[^\"]*\"):(?: +(?P<pfad>\S+))?\s*$")


def eintraege_im_menue(zeilen):
    """Die Einträge unter ``nav:``: (Zeilennummer, Einzug, Name, Pfad oder None)."""
    try:
        start = zeilen.index("nav:\n")
    except ValueError:
        raise Aufruffehler(m.NAV_FEHLT) from None
    eintraege = []
    for nummer in range(start + 1, len(zeilen)):
        zeile = zeilen[nummer]
        if zeile.strip() and not zeile.startswith(" "):
            break
        treffer = _EINTRAG.match(zeile)
        if treffer:
            name = treffer["name"].strip('"')
            eintraege.append((nummer, len(treffer["einzug"]), name, treffer["pfad"]))
    return start, eintraege


def _kette(eintraege, index):
    """Die Abschnitte über dem Eintrag ``index``, von außen nach innen."""
    kette, einzug = [], eintraege[index][1]
    for eintrag in reversed(eintraege[:index]):
        if eintrag[1] < einzug and eintrag[3] is None:
            kette.insert(0, eintrag)
            einzug = eintrag[1]
    return kette


def ende_des_abschnitts(eintraege, abschnitt, zeilen_gesamt, start):
    """Die Zeile hinter dem letzten Eintrag des Abschnitts (``None`` = die ganze nav)."""
    if abschnitt is None:
        return (eintraege[-1][0] + 1) if eintraege else start + 1
    drin = [e for e in eintraege if e[0] > abschnitt[0]]
    ende = abschnitt[0] + 1
    for eintrag in drin:
        if eintrag[1] <= abschnitt[1]:
            break
        ende = eintrag[0] + 1
    return ende


def trage_ein(text, seite, name, modul=None):
    """``mkdocs.yml`` mit der Seite in der Navigation; gibt (Text, Name des Moduls) zurück.

    ``modul`` ist der Name eines neuen Abschnitts für den Ordner der Seite (sonst der
    Ordnername in Großbuchstaben).
    """
    zeilen = text.splitlines(keepends=True)
    start, eintraege = eintraege_im_menue(zeilen)
    if any(e[3] == seite for e in eintraege):
        raise Aufruffehler(m.SEITE_IN_NAV.format(pfad=seite))
    ordner = seite.split("/")[:-1]
    bester = (0, None)  # (so viele Ordner stimmen, Index des letzten Eintrags dazu)
    for index, (_, _, _, pfad) in enumerate(eintraege):
        if pfad is None:
            continue
        teile = pfad.split("/")[:-1]
        gleich = 0
        while gleich < min(len(teile), len(ordner)) and teile[gleich] == ordner[gleich]:
            gleich += 1
        if len(_kette(eintraege, index)) >= gleich and gleich >= bester[0]:
            bester = (gleich, index)
    tiefe, index = bester
    if index is not None and tiefe == len(ordner) == len(eintraege[index][3].split("/")) - 1:
        einzug = eintraege[index][1]
        kette = _kette(eintraege, index)
        # Unter die Geschwister nach dem Dateinamen: 02 vor 03, auch wenn 03 zuerst kam.
        geschwister = [
            e
            for e in eintraege
            if e[1] == einzug and e[3] and e[3].rsplit("/", 1)[0] == seite.rsplit("/", 1)[0]
        ]
        danach = [e for e in geschwister if e[3] > seite]
        nummer = danach[0][0] if danach else eintraege[index][0] + 1
        zeilen[nummer:nummer] = [f"{' ' * einzug}- {yaml_name(name)}: {seite}\n"]
        return "".join(zeilen), kette[-1][2] if kette else ""
    kette = _kette(eintraege, index)[:tiefe] if index is not None else []
    abschnitt = kette[-1] if kette else None
    einzug = abschnitt[1] + 4 if abschnitt else 2
    ende = ende_des_abschnitts(eintraege, abschnitt, len(zeilen), start)
    neu = []
    namen = [teil[:1].upper() + teil[1:] for teil in ordner[tiefe:]]
    if modul and namen:
        namen[-1] = modul
    for teil in namen:
        neu.append(f"{' ' * einzug}- {yaml_name(teil)}:\n")
        einzug += 4
    neu.append(f"{' ' * einzug}- {yaml_name(name)}: {seite}\n")
    zeilen[ende:ende] = neu
    return "".join(zeilen), (modul or ordner[-1].upper()) if ordner else ""


def yaml_name(text):
    """Ein Name für YAML: in Anführungszeichen, wenn er sonst etwas anderes bedeuten würde."""
    if re.search(r"[:#\[\]{}&*!|>'\"%@`,]", text) or text != text.strip():
        return json.dumps(text, ensure_ascii=False)
    return text
