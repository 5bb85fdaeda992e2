"""Regel 5: Im letzten erlaubten Durchlauf gibt deine Schleife gleich nach dem Modellaufruf `None`
zurück: Eine Endantwort dort geht verloren, und gewünschte Tools laufen nicht mehr.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for schritt in range(1, max_schritte + 1):
        antwort = modell(messages)
        if schritt == max_schritte:
            return None
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
