"""Regel 6: Du liest die erste Antwort des Modells; entscheidend ist die letzte Nachricht des
Verlaufs.
"""

def suche_buch(stichwort):
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
    if messages[-1]["role"] == "user":
        return "max_schritte"
    erste = [n for n in messages if n["role"] == "assistant"][0]
    wuensche = [b for b in erste["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
