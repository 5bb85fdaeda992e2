"""Regel 5: Deine Schleife hört nur bei `stop_reason` `"end_turn"` auf. Auch eine abgeschnittene
Antwort ohne Tool-Wunsch (`"max_tokens"`) ist hier die Endantwort: Suche nach `tool_use`-Blöcken,
nicht nach dem `stop_reason`.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        if antwort["stop_reason"] == "end_turn":
            return text_von(antwort["content"])
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
