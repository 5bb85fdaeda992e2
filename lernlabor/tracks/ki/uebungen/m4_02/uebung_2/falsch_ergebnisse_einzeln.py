"""Regel 2: Wünscht das Modell mehrere Tools in einer Antwort, gehören alle Ergebnisse zusammen in
eine einzige `user`-Nachricht, nicht je eine.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        for b in aufrufe:
            wert = werkzeuge[b["name"]](**b["input"])
            ergebnis = {"type": "tool_result", "tool_use_id": b["id"], "content": str(wert)}
            messages.append({"role": "user", "content": [ergebnis]})
    return None
