"""Regel 5: Du sortierst die Tool-Wünsche nach ihrer `id`. Die ids folgen keiner Ordnung, sie
kennzeichnen nur, welches Ergebnis zu welchem Wunsch gehört. Hänge die Namen in der
Reihenfolge an, in der die Blöcke im Verlauf stehen.
"""


def suche_buch(stichwort):
    for eintrag in KATALOG:
        if stichwort.lower() in eintrag["titel"].lower():
            return eintrag
    raise ValueError(f"Kein Buch zu {stichwort!r}")


def wechselkurs(waehrung):
    if waehrung not in KURSE:
        raise ValueError(f"Kein Kurs für {waehrung!r}")
    return KURSE[waehrung]


def schrittfolge(messages):
    namen = {}
    for nachricht in messages:
        if nachricht["role"] == "assistant":
            for block in nachricht["content"]:
                if block["type"] == "tool_use":
                    namen[block["id"]] = block["name"]
    return [namen[kennung] for kennung in sorted(namen)]


def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    if any(b["type"] == "tool_use" for b in letzte["content"]):
        return "budget"
    return "fertig"
