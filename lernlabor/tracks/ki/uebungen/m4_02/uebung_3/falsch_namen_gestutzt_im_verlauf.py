"""Regel 7: Du schreibst die Tool-Namen ohne Leerzeichen am Rand in den Verlauf zurück.
Lass jeden Block, wie er ist, und gib die Namen so zurück, wie sie dort stehen.
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
    for n in messages:
        if n["role"] == "assistant":
            for b in n["content"]:
                if b["type"] == "tool_use":
                    b["name"] = b["name"].strip()
                    namen.append(b["name"])
    return namen

def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
