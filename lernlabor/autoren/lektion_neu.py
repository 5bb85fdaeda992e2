"""``lernlabor neu lektion <docs/…/datei.md> --titel "…" [--modul "…"]``: Gerüst einer Lektion.

Das Gerüst kommt aus der Vorlage des Tracks (``vorlage`` in ``[[tool.lernlabor.track]]``,
sonst die neutrale aus ``vorlagen.py``): die Abschnitte einer Lektion (``abschnitte.py``), je
mit einem kurzen Satz, was dort hingehört, und einem geprüften Python-Block mit seinem
``output``-Block und einer Zahl im Text. Darüber schreibt der Befehl Titel und Kopfzeile.
Der Pfad ist ``docs/<Ordner des Tracks>/<Kürzel><Modul>/<Baustein>-<name>.md``.

Der Name des Moduls steht an einer Stelle, in ``module`` des Tracks in pyproject.toml;
``--modul`` trägt ihn dort ein, wenn das Modul noch keinen hat. Aus ihm entstehen „M4
Agenten“ in der Kopfzeile und der Abschnitt im Menü. In ``mkdocs.yml`` kommt die Seite nach
ihrer Nummer zwischen ihre Geschwister im selben Ordner; gibt es für den Ordner noch keinen
Abschnitt, legt der Befehl ihn an. Eine vorhandene Datei wird nie überschrieben.
"""

import json
import re
from pathlib import Path
from string import Template

from . import Aufruffehler, optionen, wurzel
from . import meldungen as m
from . import vorlagen as v
from .schreiben import alles_oder_nichts
from .tracks import mit_modulname, pruefe_modulname, tracks
from .uebung_neu import TITEL_LAENGE, block

_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*\.md$")
# ki/m4/03-tool-ergebnisse.md: Ordner des Tracks, Kürzel und Modul, zweistelliger Baustein.
_LEKTION = re.compile(
    r"^(?P<ordner>[^/]+)/(?P<modul>(?P<kuerzel>[a-z])[1-9]\d?)/(?P<baustein>\d\d)-[^/]+\.md$"
)
_EINTRAG = re.compile(r"^(?P<einzug> *)- (?P<name>[^:]+?|\"[^\"]*\"):(?: +(?P<pfad>\S+))?\s*$")


def _relativ(angabe, repo):
    """Der Pfad der Seite unter ``docs/`` (etwa ``ki/m4/03-x.md``); sonst ein Aufruffehler."""
    pfad = (Path.cwd() / angabe).resolve()
    docs = repo / "docs"
    if not pfad.is_relative_to(docs) or not _NAME.match(pfad.name):
        raise Aufruffehler(m.SEITE_FORM.format(pfad=angabe))
    return pfad, pfad.relative_to(docs).as_posix()


def _im_track(pfad, seite, alle):
    """Der Track der Lektion ``seite``; die Form und ein schon belegter Baustein sind Fehler.

    Aus dem Pfad folgen Kopfzeile, Navigation und die Übungen der Seite (``m4-03-…`` gehört zu
    ``ki/m4/03-….md``): Ein Kürzel aus einem anderen Track oder eine doppelte Nummer gäbe der
    Seite fremde Übungen.
    """
    treffer = _LEKTION.match(seite)
    track = next(
        (
            t
            for t in alle
            if treffer and (t.ordner, t.kuerzel) == treffer.group("ordner", "kuerzel")
        ),
        None,
    )
    if track is None:
        orte = ", ".join(f"docs/{t.ordner}/{t.kuerzel}<Modul>/ (Track {t.titel})" for t in alle)
        raise Aufruffehler(m.LEKTION_FORM.format(pfad=f"docs/{seite}", orte=orte or "keine"))
    geschwister = sorted(pfad.parent.glob(f"{treffer['baustein']}-*.md"))
    if geschwister:
        belegt = {int(p.name[:2]) for p in pfad.parent.glob("[0-9][0-9]-*.md")}
        frei = next(n for n in range(1, 100) if n not in belegt)
        raise Aufruffehler(
            m.BAUSTEIN_BELEGT.format(
                baustein=treffer["baustein"],
                modul=treffer["modul"].upper(),
                seite=f"docs/{treffer['ordner']}/{treffer['modul']}/{geschwister[0].name}",
                frei=f"{frei:02d}",
            )
        )
    return track


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


def trage_ein(text, seite, name, modul=None):
    """``mkdocs.yml`` mit der Seite in der Navigation; gibt (Text, Name des Moduls) zurück.

    ``modul`` ist der Name eines neuen Abschnitts für den Ordner der Seite (sonst der
    Ordnername in Großbuchstaben).
    """
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
        zeilen[nummer:nummer] = [f"{' ' * einzug}- {_yaml(name)}: {seite}\n"]
        return "".join(zeilen), kette[-1][2] if kette else ""
    kette = _kette(eintraege, index)[:tiefe] if index is not None else []
    abschnitt = kette[-1] if kette else None
    einzug = abschnitt[1] + 4 if abschnitt else 2
    ende = _ende_des_abschnitts(eintraege, abschnitt, len(zeilen), start)
    neu = []
    namen = [teil[:1].upper() + teil[1:] for teil in ordner[tiefe:]]
    if modul and namen:
        namen[-1] = modul
    for teil in namen:
        neu.append(f"{' ' * einzug}- {_yaml(teil)}:\n")
        einzug += 4
    neu.append(f"{' ' * einzug}- {_yaml(name)}: {seite}\n")
    zeilen[ende:ende] = neu
    return "".join(zeilen), (modul or ordner[-1].upper()) if ordner else ""


def _yaml(text):
    """Ein Name für YAML: in Anführungszeichen, wenn er sonst etwas anderes bedeuten würde."""
    if re.search(r"[:#\[\]{}&*!|>'\"%@`,]", text) or text != text.strip():
        return json.dumps(text, ensure_ascii=False)
    return text


def _bloecke_der_lektion(seite, baustein):
    """Die Übungsblöcke der Übungen, die es für diese Lektion schon gibt, sonst die Anleitung.

    ``docs/python/p1/01-summe.md`` ist die Lektion ``p1-01``; ``lernlabor neu uebung
    p1-01-uebung-1`` davor angelegt, steht ihr Block so gleich auf der Seite.
    """
    from lernlabor.uebung import alle

    praefix = f"{seite.split('/')[-2]}-{baustein}-"
    bloecke = [
        block(u.id, u.titel, u.stufe, u.id.removeprefix(praefix))
        for u in alle()
        if u.id.startswith(praefix)
    ]
    return "\n".join(bloecke).rstrip("\n") if bloecke else v.OHNE_UEBUNGEN


def _modul(track, modul, angabe):
    """Der Name des Moduls: aus pyproject.toml oder, für ein neues Modul, aus ``--modul``."""
    bekannt = track.modulname(modul)
    if angabe is not None:
        pruefe_modulname(angabe, "im Aufruf, --modul")
        if bekannt and angabe != bekannt:
            raise Aufruffehler(
                m.MODUL_HEISST_SCHON.format(modul=modul.upper(), name=bekannt, titel=track.titel)
            )
    name = bekannt or angabe
    if not name:
        raise Aufruffehler(m.MODUL_OHNE_NAME.format(modul=modul.upper(), schluessel=modul))
    return name, bekannt is None


def rumpf(track, repo):
    """Der Rumpf der Lektion aus der Vorlage des Tracks (ohne Titel und Kopfzeile)."""
    if not track.vorlage:
        return v.LEKTION_NEUTRAL
    datei = repo / track.vorlage
    try:
        text = datei.read_text("utf-8")
    except (OSError, UnicodeDecodeError) as fehler:
        grund = getattr(fehler, "strerror", None) or str(fehler)
        raise Aufruffehler(m.VORLAGE_UNLESBAR.format(vorlage=track.vorlage, grund=grund)) from None
    if "$uebungen" not in text:
        raise Aufruffehler(m.VORLAGE_OHNE_UEBUNGEN.format(vorlage=track.vorlage))
    return text


def neue_lektion(rest):
    """Legt die Seite an und trägt sie in die Navigation ein; zeigt, wie es weitergeht."""
    werte, angaben = optionen(rest, mit_wert=("--titel", "--modul"))
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
    track = _im_track(pfad, seite, tracks(repo))
    modul = seite.split("/")[1]
    name, neues_modul = _modul(track, modul, werte.get("--modul"))
    ueberschrift = f"{modul.upper()} {name}"
    baustein = pfad.name[:2]
    eintrag = f"{baustein} {titel}"
    yml = repo / "mkdocs.yml"
    neuer_text, im_menue = trage_ein(yml.read_text("utf-8"), seite, eintrag, ueberschrift)
    if im_menue != ueberschrift:
        raise Aufruffehler(m.MENUE_ANDERS.format(im_menue=im_menue, erwartet=ueberschrift))
    pyproject = repo / "pyproject.toml"
    if neues_modul:
        toml_neu = mit_modulname(pyproject.read_text("utf-8"), track, modul, name)
    kopf = v.KOPF.format(titel=titel, track=track.titel, modul=ueberschrift, baustein=baustein)
    inhalt = Template(rumpf(track, repo)).safe_substitute(
        titel=titel, uebungen=_bloecke_der_lektion(seite, baustein)
    )
    with alles_oder_nichts(repo) as schreibe:
        schreibe.ordner(pfad.parent)
        schreibe.datei(pfad, kopf + inhalt)
        schreibe.datei(yml, neuer_text)
        if neues_modul:
            schreibe.datei(pyproject, toml_neu)
    gezeigt = pfad.relative_to(repo).as_posix()
    print(m.SEITE_ANGELEGT.format(pfad=gezeigt, eintrag=eintrag))
    if neues_modul:
        print(m.MODUL_EINGETRAGEN.format(modul=ueberschrift, schluessel=modul, name=name))
    print(m.SEITE_WEITER.format(pfad=gezeigt))
    return 0
