"""Regel 6: Bei `max_schritte` 0 oder weniger ruft deine Schleife das Modell trotzdem einmal auf:
Prüfe die Grenze vor dem Aufruf.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    schritt = 0
    while True:
        antwort = modell(messages)
        schritt += 1
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
        if schritt >= max_schritte:
            return None
