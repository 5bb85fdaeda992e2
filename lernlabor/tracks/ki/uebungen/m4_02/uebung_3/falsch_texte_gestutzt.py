"""Regel 7: Deine Funktion `schrittfolge` ändert die Textblöcke im Verlauf (etwa mit `.strip()`).
Lies die Blöcke nur: Weise `block["text"]` nichts zu, auch keinen gestutzten Text.
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

def schrittfolge(messages):
    namen = []
    for nachricht in messages:
        if nachricht["role"] != "assistant":
            continue
        for block in nachricht["content"]:
            if block["type"] == "text":
                block["text"] = block["text"].strip()
            elif block["type"] == "tool_use":
                namen.append(block["name"])
    return namen

def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
