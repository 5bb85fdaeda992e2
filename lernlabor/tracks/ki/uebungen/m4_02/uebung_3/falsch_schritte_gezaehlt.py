"""Regel 6: Die Zahl der Schritte sagt nichts über den Grund: Auch im letzten erlaubten Schritt
kann das Modell fertig werden oder das Budget greifen. Entscheide nach der letzten Nachricht.
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
    schritte = sum(1 for n in messages if n["role"] == "assistant")
    if schritte == 5:  # lauf_agent erlaubt 5 Schritte
        return "max_schritte"
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
