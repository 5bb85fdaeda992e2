"""Regel 3: Du stutzt die Währung (`strip`, `rstrip`), bevor du in `KURSE` nachschlägst. Steht sie
genau so in `KURSE`, gilt ihr eigener Kurs, auch mit Leerzeichen am Rand: Schlage zuerst
`waehrung` selbst nach und gleiche erst an, wenn es sie so nicht gibt."""

def suche_buch(stichwort):
    for eintrag in KATALOG:
        if stichwort.lower() in eintrag["titel"].lower():
            return eintrag
    raise ValueError(f"Kein Buch zu {stichwort!r}")


def wechselkurs(waehrung):
    waehrung = waehrung.rstrip()
    if waehrung in KURSE:
        return KURSE[waehrung]
    raise ValueError(f"Kein Kurs für {waehrung!r}")


def schrittfolge(messages):
    namen = []
    for nachricht in messages:
        if nachricht["role"] != "assistant":
            continue
        for block in nachricht["content"]:
            if block["type"] == "tool_use":
                namen.append(block["name"])
    return namen


def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    if any(b["type"] == "tool_use" for b in letzte["content"]):
        return "budget"
    return "fertig"
