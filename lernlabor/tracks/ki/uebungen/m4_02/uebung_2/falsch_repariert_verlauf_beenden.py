"""Regel 4: Die `tool_use_id` ist der Name des Tools (`b["name"]`) statt der `id` des Wunsches
(`b["id"]`), und ein scheiterndes Tool beendet die Schleife.
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
            ergebnisse.append({"type": "tool_result", "tool_use_id": b["name"], "content": str(wert)})
        messages.append({"role": "user", "content": ergebnisse})
    return None
