"""Regel 3: Du wirfst einen Fehler bei einem Kurs von `0`. Ein Kurs von `0` oder `0.0` ist ein
Kurs wie jeder andere, nur eine fehlende Währung ist ein Fehler: Gib `KURSE[waehrung]` zurück,
und wirf den `ValueError` nur, wenn `waehrung not in KURSE` gilt.
"""

def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            return buch
    raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")

def wechselkurs(waehrung):
    kurs = KURSE.get(waehrung)
    if not kurs:
        raise ValueError(f"unbekannte Währung {waehrung!r}")
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
