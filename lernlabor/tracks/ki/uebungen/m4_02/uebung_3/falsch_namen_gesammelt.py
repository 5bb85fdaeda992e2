"""Regel 5: Deine Liste der Namen steht außerhalb der Funktion (auf Modulebene oder als
Standardwert `namen=[]`) und bleibt von einem Aufruf zum nächsten erhalten: Jeder Aufruf hängt
seine Namen an die des vorigen an. Lege die Liste in der Funktion neu an (`namen = []`).
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

_NAMEN = []


def schrittfolge(messages):
    for n in messages:
        if n["role"] == "assistant":
            _NAMEN.extend(b["name"] for b in n["content"] if b["type"] == "tool_use")
    return _NAMEN

def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
