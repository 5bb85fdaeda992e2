"""Regel 3: Du trägst für einen unbekannten Namen ein Tool in `werkzeuge` nach. Das dict gehört
dem Aufrufer; ein unbekannter Name wird nur ein Ergebnis mit `is_error`.
"""

def _unbekannt(**kwargs):
    raise LookupError("Tool gibt es nicht")


def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        for b in aufrufe:
            werkzeuge.setdefault(b["name"], _unbekannt)
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
