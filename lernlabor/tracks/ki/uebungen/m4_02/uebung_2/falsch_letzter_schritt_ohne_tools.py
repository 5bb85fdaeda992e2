"""Regel 2: Im letzten erlaubten Durchlauf führt deine Schleife die gewünschten Tools nicht mehr
aus. Die Aufgabe verlangt es: Das Modell hat sie gewünscht.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for schritt in range(1, max_schritte + 1):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        if schritt == max_schritte:
            break  # danach fragt niemand mehr das Modell
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
