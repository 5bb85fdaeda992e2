"""Regel 5: Du zählst auch Textblöcke mit, deren Text wie ein Tool heißt. In die Liste kommen nur
die Namen aus `tool_use`-Blöcken; ein Text bleibt ein Text, was auch darin steht.
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
    return [b.get("name", b.get("text"))
            for n in messages if n["role"] == "assistant"
            for b in n["content"]
            if b["type"] == "tool_use" or b.get("text") in ("suche_buch", "wechselkurs")]

def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
