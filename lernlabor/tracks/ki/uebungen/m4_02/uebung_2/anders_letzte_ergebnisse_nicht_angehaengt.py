def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for schritt in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        ergebnisse = [tool_result_fuer(b, werkzeuge) for b in aufrufe]
        if schritt < max_schritte - 1:
            messages.append({"role": "user", "content": ergebnisse})
    return None
