"""Regel 8: Du sortierst `KATALOG` selbst (`KATALOG.sort(...)`) und änderst damit die Reihenfolge
für alle, die ihn danach lesen. Lass `KATALOG`, wie er ist: Gehe die Einträge der Reihe nach
durch und gib beim ersten Treffer zurück.
"""

def suche_buch(stichwort):
    KATALOG.sort(key=lambda b: b["titel"])
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
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
