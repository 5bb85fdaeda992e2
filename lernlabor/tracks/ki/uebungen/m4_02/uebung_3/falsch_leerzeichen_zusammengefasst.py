"""Regel 1: Du fasst Leerzeichen zusammen (`" ".join(text.split())`). Außer Groß und klein gleicht
die Suche nichts an: „zu   Fuß“ mit drei Leerzeichen steht in keinem Titel. Vergleiche
`stichwort.lower()` mit `titel.lower()`, ohne mehr zu ändern.
"""

def suche_buch(stichwort):
    s = " ".join(stichwort.split()).lower()
    for buch in KATALOG:
        if s in " ".join(buch["titel"].split()).lower():
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
