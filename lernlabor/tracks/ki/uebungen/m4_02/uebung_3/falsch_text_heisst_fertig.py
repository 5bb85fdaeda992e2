"""Regel 6: Du nimmst einen Textblock in der letzten Antwort als „fertig“. Steht daneben, davor
oder danach, ein `tool_use`-Block, hat das Budget gestoppt: Entscheidend ist allein, ob
irgendein Block der letzten Antwort ein `tool_use` ist.
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
    return [b["name"]
            for n in messages if n["role"] == "assistant"
            for b in n["content"] if b["type"] == "tool_use"]

def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    if any(b["type"] == "text" for b in letzte["content"]):
        return "fertig"
    return "budget" if letzte["content"] else "fertig"
