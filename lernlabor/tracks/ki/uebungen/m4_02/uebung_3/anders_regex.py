import re


def suche_buch(stichwort):
    muster = re.compile(re.escape(stichwort), re.IGNORECASE)
    treffer = [buch for buch in KATALOG if muster.search(buch["titel"])]
    if not treffer:
        raise ValueError(f"nichts zu {stichwort}")
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
