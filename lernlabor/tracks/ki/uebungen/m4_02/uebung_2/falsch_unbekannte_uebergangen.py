"""Regel 3: Du übergehst Wünsche nach Tools, die es nicht gibt, und nimmst die Antwort dann
für die Endantwort. Auch ein unbekanntes Tool bekommt ein Ergebnis mit `is_error`.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use" and b["name"] in werkzeuge]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
