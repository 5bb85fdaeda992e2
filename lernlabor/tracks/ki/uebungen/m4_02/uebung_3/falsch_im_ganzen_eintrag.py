"""Regel 1: Du suchst im ganzen Eintrag statt nur im `titel`. Dann findet „preis“ oder
„EUR“ ein Buch, obwohl kein Titel das Wort enthält.
"""

def suche_buch(stichwort):
    for eintrag in KATALOG:
        if stichwort.lower() in str(eintrag).lower():
            return eintrag
    raise ValueError(stichwort)


def wechselkurs(waehrung):
    if waehrung not in KURSE:
        raise ValueError(f"Kein Kurs für {waehrung}")
    return KURSE[waehrung]


def schrittfolge(messages):
    namen = []
    for n in messages:
        if n["role"] == "assistant":
            for b in n["content"]:
                if b["type"] == "tool_use":
                    namen.append(b["name"])
    return namen


def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    if any(b["type"] == "tool_use" for b in letzte["content"]):
        return "budget"
    return "fertig"
