"""Regel 5: Deine Funktion hängt davon ab, in welcher Reihenfolge die Schlüssel eines dicts stehen.
Die ist nicht fest, weder in einer Nachricht noch in einem Block. Lies nichts nach der Position
(etwa mit `.values()` oder aus dem JSON-Text), sondern greife mit dem Namen zu
(`nachricht["role"]`, `block["type"]`, `block["name"]`).
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
    namen = []
    for nachricht in messages:
        rolle, inhalt = nachricht.values()
        if rolle == "assistant":
            namen += [b["name"] for b in inhalt if b["type"] == "tool_use"]
    return namen

def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
