"""Regel 5: Nach der Endantwort ruft deine Schleife das Modell noch einmal auf: Gib den Text sofort
mit `return` zurück.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    text = None
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            text = text_von(antwort["content"])
        ergebnisse = []
        for b in aufrufe:
            wert = werkzeuge[b["name"]](**b["input"])
            ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(wert)})
        messages.append({"role": "user", "content": ergebnisse})
    return text
