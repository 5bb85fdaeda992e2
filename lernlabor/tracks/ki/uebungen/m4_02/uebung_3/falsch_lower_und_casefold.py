"""Regel 1: Du gleichst Stichwort und Titel mit verschiedenen Funktionen an, etwa `lower()` und
`casefold()`. Aus „ß“ macht `casefold()` „ss“, `lower()` nicht, und so findet „zu Fuß“ nichts
mehr. Nimm auf beiden Seiten dieselbe Funktion.
"""

def suche_buch(stichwort):
    treffer = [b for b in KATALOG if stichwort.lower() in b["titel"].casefold()]
    if not treffer:
        raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")
    return treffer[0]

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
