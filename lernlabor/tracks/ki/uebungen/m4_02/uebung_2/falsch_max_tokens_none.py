"""Regel 5: Du gibst bei `stop_reason` `"max_tokens"` `None` zurück. Im Betrieb wäre das umsichtig
(Falle 6), diese Übung verlangt aber den Text jeder Antwort ohne Tool-Wunsch, gleich mit welchem
`stop_reason`.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    antwort = None
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return None if antwort.get("stop_reason") == "max_tokens" else text_von(antwort["content"])
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
