"""Regel 3: Du stutzt den Namen des Tools oder machst ihn klein, bevor du nachschlägst. Ein Name
zählt genau so, wie er im Wunsch steht; `" lager"` oder `"Lager"` gibt es nicht, das wird ein
Ergebnis mit `is_error`.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = [tool_result_fuer({**b, "name": b["name"].strip().lower()}, werkzeuge) for b in aufrufe]
        messages.append({"role": "user", "content": ergebnisse})
    return None
