"""Regel 1: Du lieferst von den Treffern den billigsten. Gefragt ist der erste in der Reihenfolge
von `KATALOG`, gleich was er kostet: Gehe die Einträge der Reihe nach durch und gib beim ersten
Treffer zurück.
"""

def suche_buch(stichwort):
    treffer = [b for b in KATALOG if stichwort.lower() in b["titel"].lower()]
    if not treffer:
        raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")
    return sorted(treffer, key=lambda b: b["preis"])[0]

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
