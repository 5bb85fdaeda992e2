"""Regel 5: Du liest die Namen über die Ergebnisse. Der letzte Wunsch eines Laufs, den das Budget
stoppte, hat kein Ergebnis und zählt trotzdem.
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
    namen = {}
    for n in messages:
        if n["role"] == "assistant":
            for b in n["content"]:
                if b["type"] == "tool_use":
                    namen[b["id"]] = b["name"]
    return [namen[b["tool_use_id"]]
            for n in messages if n["role"] == "user" and isinstance(n["content"], list)
            for b in n["content"]]

def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
