"""Regel 1: Du schreibst nur A bis Z klein: „FÜR“ findet „für“ nicht, „äpfel“ nicht „Äpfel“. Groß
und klein zählen bei jedem Buchstaben nicht, auch bei Umlauten: `lower()` kann das.
"""

def suche_buch(stichwort):
    for buch in KATALOG:
        klein = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
        if stichwort.translate(klein) in buch["titel"].translate(klein):
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
