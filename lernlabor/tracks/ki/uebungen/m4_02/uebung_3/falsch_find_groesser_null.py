"""Regel 1: `find` gibt 0 zurück, wenn der Titel mit dem Stichwort beginnt, und `> 0`
übersieht diesen Treffer. Ein Fund ist alles außer `-1`; oder nimm `in`.
"""

def suche_buch(stichwort):
    for eintrag in KATALOG:
        if eintrag["titel"].lower().find(stichwort.lower()) > 0:
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
