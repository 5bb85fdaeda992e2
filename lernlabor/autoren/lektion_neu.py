"""``lernlabor neu lektion <docs/…/datei.md> --titel "…"``: Gerüst einer Lektion, in der Navigation.

Das Gerüst hat die Abschnitte jeder Lektion des Kurses, je mit einem kurzen Satz, was dort
hingehört, und einen geprüften Python-Block mit seinem ``output``-Block und einer Zahl im
Text. In ``mkdocs.yml`` kommt die Seite hinter ihre Geschwister im selben Ordner; gibt es
für den Ordner noch keinen Abschnitt, legt der Befehl ihn an (ein Abschnitt je Ordner, wie
bei ``ki/m4/``). Eine vorhandene Datei wird nie überschrieben.
"""

import json
import re
from pathlib import Path

from . import Aufruffehler, optionen, wurzel
from . import meldungen as m
from . import vorlagen as v
from .tracks import tracks
from .uebung_neu import TITEL_LAENGE, block

_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*\.md$")
_EINTRAG = re.compile(r"^(?P<einzug> *)- (?P<name>[^:]+?|\"[^\"]*\"):(?: +(?P<pfad>\S+))?\s*$")


def _relativ(angabe, repo):
    """Der Pfad der Seite unter ``docs/`` (etwa ``ki/m4/03-x.md``); sonst ein Aufruffehler."""
    pfad = (Path.cwd() / angabe).resolve()
    docs = repo / "docs"
    if not pfad.is_relative_to(docs) or not _NAME.match(pfad.name):
        raise Aufruffehler(m.SEITE_FORM.format(pfad=angabe))
    return pfad, pfad.relative_to(docs).as_posix()


def _nav(zeilen):
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


def _ende_des_abschnitts(eintraege, abschnitt, zeilen_gesamt, start):
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


def trage_ein(text, seite, name):
    """``mkdocs.yml`` mit der Seite in der Navigation; gibt (Text, Name des Moduls) zurück."""
    zeilen = text.splitlines(keepends=True)
    start, eintraege = _nav(zeilen)
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
        nummer, einzug = eintraege[index][0], eintraege[index][1]
        kette = _kette(eintraege, index)
        neu = [f"{' ' * einzug}- {_yaml(name)}: {seite}\n"]
        zeilen[nummer + 1 : nummer + 1] = neu
        return "".join(zeilen), kette[-1][2] if kette else ""
    kette = _kette(eintraege, index)[:tiefe] if index is not None else []
    abschnitt = kette[-1] if kette else None
    einzug = abschnitt[1] + 4 if abschnitt else 2
    ende = _ende_des_abschnitts(eintraege, abschnitt, len(zeilen), start)
    neu = []
    for teil in ordner[tiefe:]:
        neu.append(f"{' ' * einzug}- {teil[:1].upper() + teil[1:]}:\n")
        einzug += 4
    neu.append(f"{' ' * einzug}- {_yaml(name)}: {seite}\n")
    zeilen[ende:ende] = neu
    return "".join(zeilen), ordner[-1].upper() if ordner else ""


def _yaml(text):
    """Ein Name für YAML: in Anführungszeichen, wenn er sonst etwas anderes bedeuten würde."""
    if re.search(r"[:#\[\]{}&*!|>'\"%@`,]", text) or text != text.strip():
        return json.dumps(text, ensure_ascii=False)
    return text


def _bloecke_der_lektion(seite, nummer):
    """Die Übungsblöcke der Übungen, die es für diese Lektion schon gibt, sonst die Anleitung.

    ``docs/python/p1/01-summe.md`` ist die Lektion ``p1-01``; ``lernlabor neu uebung
    p1-01-uebung-1`` davor angelegt, steht ihr Block so gleich auf der Seite.
    """
    teile = seite.split("/")
    if not nummer or len(teile) < 3:
        return v.OHNE_UEBUNGEN
    from lernlabor.uebung import alle

    praefix = f"{teile[-2]}-{nummer[1]}-"
    bloecke = [
        block(u.id, u.titel, u.stufe, u.id.removeprefix(praefix))
        for u in alle()
        if u.id.startswith(praefix)
    ]
    return "\n".join(bloecke).rstrip("\n") if bloecke else v.OHNE_UEBUNGEN


def neue_lektion(rest):
    """Legt die Seite an und trägt sie in die Navigation ein; zeigt, wie es weitergeht."""
    werte, angaben = optionen(rest, mit_wert=("--titel",))
    if len(angaben) != 1:
        raise Aufruffehler(m.ANGABEN.format(befehl="neu lektion", was="der Pfad der Seite"))
    titel = werte.get("--titel")
    if titel is None:
        raise Aufruffehler(m.TITEL_FEHLT)
    if not titel.strip() or "\n" in titel or len(titel) > TITEL_LAENGE:
        raise Aufruffehler(m.TITEL_FORM.format(laenge=TITEL_LAENGE, titel=titel))
    repo = wurzel()
    pfad, seite = _relativ(angaben[0], repo)
    if pfad.exists():
        raise Aufruffehler(m.SEITE_DA.format(pfad=angaben[0]))
    nummer = re.match(r"^(\d+)-", pfad.name)
    eintrag = f"{nummer[1]} {titel}" if nummer else titel
    yml = repo / "mkdocs.yml"
    neuer_text, modul = trage_ein(yml.read_text("utf-8"), seite, eintrag)
    track = next((t.titel for t in tracks(repo) if seite.startswith(f"{t.ordner}/")), "…")
    text = v.LEKTION.substitute(
        titel=titel,
        track=track,
        modul=modul or "…",
        baustein=nummer[1] if nummer else "…",
        uebungen=_bloecke_der_lektion(seite, nummer),
    )
    pfad.parent.mkdir(parents=True, exist_ok=True)
    pfad.write_text(text, encoding="utf-8")
    yml.write_text(neuer_text, encoding="utf-8")
    gezeigt = pfad.relative_to(repo).as_posix()
    print(m.SEITE_ANGELEGT.format(pfad=gezeigt, eintrag=eintrag))
    print(m.SEITE_WEITER.format(pfad=gezeigt))
    return 0
