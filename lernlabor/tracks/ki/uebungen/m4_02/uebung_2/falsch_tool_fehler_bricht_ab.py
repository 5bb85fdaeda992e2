"""Regel 3: Die Exception eines Tools (oder den `KeyError` für eines, das fehlt) fängst du nicht
ab: `tool_result_fuer` macht daraus ein Ergebnis mit `is_error`.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = []
        for b in aufrufe:
            wert = werkzeuge[b["name"]](**b["input"])
            ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(wert)})
        messages.append({"role": "user", "content": ergebnisse})
    return None
