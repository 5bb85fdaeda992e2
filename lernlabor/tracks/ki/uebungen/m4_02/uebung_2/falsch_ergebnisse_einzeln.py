"""Regel 2: Alle Ergebnisse einer Antwort kommen zusammen in eine `user`-Nachricht, nicht jedes in
eine eigene: Sammle sie in einer Liste und hänge sie einmal an.
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
            messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge)]})
    return None
