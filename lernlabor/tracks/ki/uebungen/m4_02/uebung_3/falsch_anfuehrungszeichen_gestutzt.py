"""Regel 1: Du nimmst Anführungszeichen vom Rand des Stichworts weg. Außer Groß und klein gleicht
die Suche nichts an: „"Tee"“ mit den Zeichen drumherum steht in keinem Titel, also wirf einen
`ValueError`. Vergleiche das Stichwort so, wie es kommt.
"""

def suche_buch(stichwort):
    s = stichwort.strip("‘’“”\"'").lower()
    for buch in KATALOG:
        if s in buch["titel"].lower():
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
