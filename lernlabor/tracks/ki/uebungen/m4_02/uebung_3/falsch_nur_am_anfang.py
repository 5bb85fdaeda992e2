"""Regel 1: Das Stichwort darf irgendwo im Titel stehen, nicht nur am Anfang oder als ganzer
Titel: Prüfe mit `in`.
"""

def suche_buch(stichwort):
    for buch in KATALOG:
        if buch["titel"].lower().startswith(stichwort.lower()):
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
