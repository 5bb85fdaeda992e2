"""Regel 7: Deine Funktion `schrittfolge` ändert den Verlauf, den sie bekommt. Lies nur daraus: Gehe
mit `for` durch die Nachrichten und ihre Blöcke, lies jeden Namen mit `block["name"]` und sammle
ihn in einer eigenen Liste.
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
    while messages:
        n = messages.pop(0)
        if n["role"] == "assistant":
            namen += [b["name"] for b in n["content"] if b["type"] == "tool_use"]
    return namen

def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
