"""Regel 2: Bei einem leeren Stichwort gibst du `KATALOG[0]` zurück, auch wenn `KATALOG` leer ist;
dann wirft das einen `IndexError`. Ohne ersten Eintrag findet auch ein leeres Stichwort kein Buch:
Prüfe zuerst, ob es einen Eintrag gibt, sonst wirf einen `ValueError`.
"""

def suche_buch(stichwort):
    if not stichwort.strip():
        return KATALOG[0]
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
