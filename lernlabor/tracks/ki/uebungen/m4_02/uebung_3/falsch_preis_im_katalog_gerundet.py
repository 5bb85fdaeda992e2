"""Regel 8: Du rundest den Preis des Treffers in `KATALOG` selbst (`eintrag["preis"] = round(…)`).
Damit änderst du das Setup, sobald ein Preis mehr Stellen hat. Gib den Eintrag zurück, wie er
ist; runden darf erst, wer den Preis ausgibt.
"""


def suche_buch(stichwort):
    for eintrag in KATALOG:
        if stichwort.lower() in eintrag["titel"].lower():
            eintrag["preis"] = round(eintrag["preis"], 2)
            return eintrag
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
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
