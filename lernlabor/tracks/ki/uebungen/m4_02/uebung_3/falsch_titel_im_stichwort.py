"""Regel 2: Du gibst ein Buch auch zurück, wenn sein Titel im Stichwort steht. Es gilt nur
eine Richtung: Das Stichwort muss im Titel stehen, sonst kommt ein `ValueError`.
"""

def suche_buch(stichwort):
    gesucht = stichwort.lower()
    for buch in KATALOG:
        titel = buch["titel"].lower()
        if gesucht in titel or titel in gesucht:
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
