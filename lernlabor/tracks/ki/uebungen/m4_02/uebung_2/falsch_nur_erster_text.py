"""Regel 5: Eine Endantwort kann aus mehreren Textblöcken bestehen: `text_von` fügt alle zusammen,
du nimmst nur den ersten.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return antwort["content"][0]["text"]
        ergebnisse = [tool_result_fuer(b, werkzeuge) for b in aufrufe]
        messages.append({"role": "user", "content": ergebnisse})
    return None
