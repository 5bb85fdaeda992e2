"""Regel 8: Deine Funktion `wechselkurs` ändert `KURSE`. Lies nur daraus: Prüfe mit `in` und hole
den Kurs mit `KURSE[waehrung]`. Methoden wie `setdefault`, `pop` oder `update` schreiben in das
dict.
"""

def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            return buch
    raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")

def wechselkurs(waehrung):
    kurs = KURSE.setdefault(waehrung, None)
    if kurs is None:
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
