"""Regel 3: Du suchst das Tool ohne Rücksicht auf Groß- und Kleinschreibung. Ein Name zählt
genau so, wie er im Wunsch steht; `"Lager"` gibt es nicht, das wird ein Ergebnis mit
`is_error`.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    klein = {name.lower(): name for name in werkzeuge}
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = [tool_result_fuer({**b, "name": klein.get(b["name"].lower(), b["name"])}, werkzeuge) for b in aufrufe]
        messages.append({"role": "user", "content": ergebnisse})
    return None
