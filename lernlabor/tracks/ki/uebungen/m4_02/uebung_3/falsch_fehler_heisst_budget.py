"""Regel 6: Du gibst `"budget"` zurück, wenn in der letzten Nachricht ein Ergebnis mit `is_error`
steht. Ist die letzte Nachricht eine `user`-Nachricht, ist der Grund `"max_schritte"`, gleich
was in den Ergebnissen steht: Auch nach einem Fehler hätte die Schleife weitergefragt.
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
    letzte = messages[-1]
    if letzte["role"] == "user":
        if any(isinstance(b, dict) and b.get("is_error") for b in letzte["content"]):
            return "budget"
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
