def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        # Die Antwort trägt ihre Rolle selbst, wie bei der echten API.
        messages.append({"role": antwort["role"], "content": antwort["content"]})
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
