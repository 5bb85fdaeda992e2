"""Regel 8: Deine Funktion `wechselkurs` trägt großgeschriebene Schlüssel in `KURSE` ein
(„USD“ zu „usd“). Lies nur aus `KURSE`; willst du auch „usd“ kennen, suche in einer eigenen Kopie
oder schlage `waehrung.upper()` nach, ohne `KURSE` zu ändern.
"""

def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            return buch
    raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")

def wechselkurs(waehrung):
    for k in list(KURSE):
        KURSE.setdefault(k.upper(), KURSE[k])
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
