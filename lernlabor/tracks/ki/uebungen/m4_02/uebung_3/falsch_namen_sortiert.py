"""Regel 5: Du sortierst die Namen einer Antwort. Gefragt ist die Reihenfolge des
Verlaufs, so wie das Modell die Tools wünschte.
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
            namen.extend(sorted(b["name"] for b in n["content"] if b["type"] == "tool_use"))
    return namen


def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    if any(b["type"] == "tool_use" for b in letzte["content"]):
        return "budget"
    return "fertig"
