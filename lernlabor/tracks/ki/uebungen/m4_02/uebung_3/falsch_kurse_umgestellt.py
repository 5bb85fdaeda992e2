"""Regel 8: Du nimmst den Kurs mit `pop` aus `KURSE` und setzt ihn wieder ein. Dann steht die
Währung als letzter Schlüssel da, und die Reihenfolge von `KURSE` hat sich geändert. Lies den Kurs
nur: `KURSE[waehrung]`.
"""

def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            return buch
    raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")

def wechselkurs(waehrung):
    if waehrung not in KURSE:
        raise ValueError(f"unbekannte Währung {waehrung!r}")
    kurs = KURSE.pop(waehrung)
    KURSE[waehrung] = kurs
    return kurs

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
