"""Regel 1: Du merkst dir eine Kopie des Treffers (nach Stichwort und Inhalt von `KATALOG`) und gibst
bei jedem Aufruf diese Kopie selbst heraus. Ändert der Aufrufer sein Ergebnis, bekommt er es beim
nächsten Aufruf geändert zurück: Gib den Eintrag selbst oder bei jedem Aufruf eine neue Kopie.
"""

import json

# Nur der letzte Aufruf bleibt gemerkt, mit der Liste selbst (nicht ihrer id, die Python nach
# dem Fall neu vergeben könnte): So antwortet jeder Fall gleich, in welcher Reihenfolge sie laufen.
_letzter = None


def suche_buch(stichwort):
    global _letzter
    inhalt = json.dumps(KATALOG, sort_keys=True)
    if _letzter is not None and _letzter[0] is KATALOG and _letzter[1] == (stichwort, inhalt):
        return _letzter[2]
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            _letzter = (KATALOG, (stichwort, inhalt), dict(buch))
            return _letzter[2]
    raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")


def wechselkurs(waehrung):
    if waehrung not in KURSE:
        raise ValueError(f"unbekannte Währung {waehrung!r}")
    return KURSE[waehrung]


def schrittfolge(messages):
    return [
        b["name"]
        for n in messages
        if n["role"] == "assistant"
        for b in n["content"]
        if b["type"] == "tool_use"
    ]


def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
