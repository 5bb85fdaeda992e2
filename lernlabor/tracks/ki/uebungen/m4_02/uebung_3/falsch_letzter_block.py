"""Regel 6: Ob das Modell ein Tool wollte, zeigt jeder Block der Antwort, nicht nur der letzte:
Nach einem `tool_use`-Block kann Text stehen, und eine Antwort kann leer sein.
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
    return [b["name"]
            for n in messages if n["role"] == "assistant"
            for b in n["content"] if b["type"] == "tool_use"]

def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    if letzte["content"][-1]["type"] == "tool_use":
        return "budget"
    return "fertig"
