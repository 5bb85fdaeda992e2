"""Regel 8: Du stellst den Treffer an den Anfang von `KATALOG` (`remove` und `insert`). Damit
ändert sich die Reihenfolge für alle, die `KATALOG` danach lesen. Gib den Treffer nur zurück
und lass `KATALOG`, wie er ist.
"""

def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            KATALOG.remove(buch)
            KATALOG.insert(0, buch)
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
