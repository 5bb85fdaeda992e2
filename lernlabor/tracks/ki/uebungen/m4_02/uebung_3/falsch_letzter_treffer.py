"""Regel 1: Du lieferst den letzten passenden Eintrag, gefragt ist der erste: Gib beim ersten
Treffer mit `return` zurück.
"""

def suche_buch(stichwort):
    treffer = None
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            treffer = buch
    if treffer is None:
        raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")
    return treffer

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
