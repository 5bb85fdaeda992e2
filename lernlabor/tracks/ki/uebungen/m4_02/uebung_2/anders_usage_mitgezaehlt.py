def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    verbrauch = 0  # nur zum Mitlesen: usage hat jede Antwort, wie bei der echten API
    for _ in range(max_schritte):
        antwort = modell(messages)
        verbrauch += antwort["usage"]["input_tokens"] + antwort["usage"]["output_tokens"]
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        messages.append({"role": "user", "content": [tool_result_fuer(b, werkzeuge) for b in aufrufe]})
    return None
