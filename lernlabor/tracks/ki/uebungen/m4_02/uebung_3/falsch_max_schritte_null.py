"""Regel 6: Bei `max_schritte=0` besteht der Verlauf nur aus der Frage, eine Antwort des Modells
gibt es nicht. Entscheide nach der letzten Nachricht.
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
    letzte = [n for n in messages if n["role"] == "assistant"][-1]
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    if not wuensche:
        return "fertig"
    return "budget" if messages[-1] is letzte else "max_schritte"
