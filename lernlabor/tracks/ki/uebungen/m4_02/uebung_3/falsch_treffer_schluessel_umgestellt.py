"""Regel 8: Du trägst die Schlüssel des Treffers in `KATALOG` neu ein (etwa nach `clear()` oder
`pop`). Die Werte bleiben, aber die Reihenfolge der Schlüssel im Eintrag ändert
sich für alle, die `KATALOG` danach lesen. Gib den Eintrag zurück, wie er ist; willst du die
Schlüssel anders ordnen, tu es in einer Kopie.
"""

def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            werte = (buch["titel"], buch["preis"], buch["waehrung"])
            buch.clear()  # und neu eingetragen, in der Reihenfolge der Regel
            buch["titel"], buch["preis"], buch["waehrung"] = werte
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
