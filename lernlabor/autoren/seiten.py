"""Eine Seite unter ``docs/`` für ``teste`` und ``teste --mutanten``: finden, Übungen lesen."""

import re
from pathlib import Path

from . import Aufruffehler
from . import meldungen as m

_ZAUN = re.compile(r"^\s*(?P<zaun>`{3,}|~{3,})(?P<info>.*)$")
_ID = re.compile(r"^\s*id:\s*(\S+)")


def seite_unter_docs(angabe, repo):
    """Der Pfad der Seite ``angabe``; eine fehlende oder falsche Seite wird ein Aufruffehler."""
    pfad = (Path.cwd() / angabe).resolve()
    if not pfad.is_file():
        raise Aufruffehler(m.TESTE_SEITE_FEHLT.format(pfad=angabe))
    if not pfad.is_relative_to(repo / "docs") or pfad.suffix != ".md":
        raise Aufruffehler(m.SEITE_FORM.format(pfad=angabe))
    try:
        pfad.read_text("utf-8")
    except UnicodeDecodeError as fehler:
        zeile = pfad.read_bytes()[: fehler.start].count(b"\n") + 1
        raise Aufruffehler(m.SEITE_KEIN_UTF8.format(pfad=angabe, zeile=zeile)) from None
    return pfad


def uebungs_ids(seite):
    """Die ids der ```uebung-Blöcke der Seite, in Seitenreihenfolge, jede einmal.

    Nur Blöcke, die auf der Seite eine Übung werden: Ein ```uebung, der als Beispiel in einem
    anderen Block steht (````markdown auf der Autorenseite), zählt nicht.
    """
    ids, offen, in_uebung = [], None, False
    for zeile in seite.read_text("utf-8").splitlines():
        treffer = _ZAUN.match(zeile)
        if offen is None:
            if treffer:
                offen, in_uebung = treffer["zaun"], treffer["info"].strip() == "uebung"
            continue
        zaun = treffer["zaun"] if treffer else ""
        if zaun[:1] == offen[0] and len(zaun) >= len(offen) and not treffer["info"].strip():
            offen, in_uebung = None, False
        elif in_uebung and _ID.match(zeile):
            ids.append(_ID.match(zeile)[1])
            in_uebung = False
    return list(dict.fromkeys(ids))
