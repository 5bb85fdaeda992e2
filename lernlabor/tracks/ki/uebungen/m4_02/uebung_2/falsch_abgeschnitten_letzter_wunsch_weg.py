"""Regel 2: Du lässt bei `"max_tokens"` den letzten Tool-Wunsch weg. Hier wird eine Antwort nur
nach einem vollständigen Wunsch abgeschnitten: Führe jeden `tool_use`-Block aus, auch den letzten.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if antwort["stop_reason"] == "max_tokens" and len(aufrufe) > 1:
            aufrufe = aufrufe[:-1]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
