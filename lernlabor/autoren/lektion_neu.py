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

import re
from pathlib import Path
from string import Template

from . import Aufruffehler, optionen, wurzel
from . import meldungen as m
from . import vorlagen as v
from .menue import trage_ein
from .schreiben import alles_oder_nichts
from .tracks import mit_modulname, pruefe_modulname, tracks
from .uebung_neu import TITEL_LAENGE, block

_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*\.md$")
# ki/m4/03-tool-ergebnisse.md: Ordner des Tracks, Kürzel und Modul, zweistelliger Baustein.
_LEKTION = re.compile(
    r"^(?P<ordner>[^/]+)/(?P<modul>(?P<kuerzel>[a-z])[1-9]\d?)/(?P<baustein>\d\d)-[^/]+\.md$"
)


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
