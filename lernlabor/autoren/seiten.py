"""Eine Seite unter ``docs/`` für ``teste`` und ``teste --mutanten``: finden, Übungen lesen."""

import re
from pathlib import Path

from . import Aufruffehler
from . import meldungen as m

_FENCE_ID = re.compile(r"^```uebung[ \t]*\n(?:.*\n)*?id:\s*(\S+)", re.M)


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
    """Die ids der ```uebung-Blöcke der Seite, in Seitenreihenfolge, jede einmal."""
    return list(dict.fromkeys(_FENCE_ID.findall(seite.read_text("utf-8"))))
