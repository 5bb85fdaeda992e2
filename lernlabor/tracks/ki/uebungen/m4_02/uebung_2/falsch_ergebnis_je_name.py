"""Regel 2: Ein dict mit dem Namen des Tools als Schlüssel behält von zwei Wünschen an dasselbe
Tool nur einen: Gehe die Liste der Wünsche durch.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        wuensche = {b["name"]: b for b in antwort["content"] if b["type"] == "tool_use"}
        if not wuensche:
            return text_von(antwort["content"])
        ergebnisse = [tool_result_fuer(b, werkzeuge) for b in wuensche.values()]
        messages.append({"role": "user", "content": ergebnisse})
    return None
