"""Regel 2: Deine Schleife entscheidet nach `stop_reason`, ob sie fertig ist. Eine Antwort mit
`tool_use`-Block kann auch `"max_tokens"` tragen, wenn sie nach dem Wunsch abgeschnitten wurde:
Ob Tools laufen, entscheiden allein die Blöcke. Suche nach `tool_use`-Blöcken, nicht nach dem
`stop_reason`.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        if antwort["stop_reason"] != "tool_use":
            return text_von(antwort["content"])
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
