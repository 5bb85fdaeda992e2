"""Regel 5: Jeder Wunsch zählt, auch wenn derselbe Name schon in der Liste steht."""

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
                if b["type"] == "tool_use" and b["name"] not in namen:
                    namen.append(b["name"])
    return namen

def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
