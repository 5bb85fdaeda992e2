def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for schritt in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        # Nach dem letzten Modellaufruf ist der Verlauf frei (Regel 1): Kein Modell liest ihn.
        if schritt < max_schritte - 1:
            messages.append({"role": "assistant", "content": antwort["content"]})
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
