"""Regel 3: Du schlägst in einer großgeschriebenen Kopie von `KURSE` nach. Stehen dort zwei
Schlüssel, die sich nur in Groß und klein unterscheiden („usd“ und „USD“), überschreibt der eine
den anderen. Steht die Währung genau so in `KURSE`, gib `KURSE[waehrung]` zurück.
"""

def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            return buch
    raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")

def wechselkurs(waehrung):
    gross = {k.upper(): kurs for k, kurs in KURSE.items()}
    if waehrung.upper() not in gross:
        raise ValueError(f"unbekannte Währung {waehrung!r}")
    return gross[waehrung.upper()]

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
