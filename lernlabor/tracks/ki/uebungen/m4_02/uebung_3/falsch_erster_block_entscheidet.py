"""Regel 6: Du prüfst nur den ersten Block der letzten Antwort. Oft steht Text vor dem
Tool-Wunsch: Suche in allen Blöcken nach einem `tool_use`.
"""

def suche_buch(stichwort):
    for eintrag in KATALOG:
        if stichwort.lower() in eintrag["titel"].lower():
            return eintrag
    raise ValueError(f"Kein Buch zu {stichwort!r}")


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
    if letzte["content"] and letzte["content"][0]["type"] == "tool_use":
        return "budget"
    return "fertig"
