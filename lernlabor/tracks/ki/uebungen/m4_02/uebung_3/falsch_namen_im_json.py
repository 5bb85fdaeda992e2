"""Regel 5: Du suchst `"name"` mit einem Muster im JSON-Text des Verlaufs. So findest du auch
Schlüssel `"name"` im `input` eines Tools, und JSON maskiert Anführungszeichen und Backslash
im Namen. Lies die Namen aus den Blöcken: `block["name"]` für jeden `tool_use`-Block.
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
    import json
    import re
    text = json.dumps(messages, ensure_ascii=False)
    return re.findall(r'"name": "(.*?)"', text)

def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
