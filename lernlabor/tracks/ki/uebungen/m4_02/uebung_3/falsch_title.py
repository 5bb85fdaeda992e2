"""Regel 1: Du vergleichst das Stichwort so, wie es ist, oder mit `title()`. Dann findet
„TLAS“ den Tee-Atlas nicht. Wandle Stichwort und Titel beide mit `lower()` um.
"""

def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.title() in buch["titel"] or stichwort in buch["titel"]:
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
