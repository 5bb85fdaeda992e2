"""Regel 4: Von den drei Fehlern des Starters ist noch einer übrig: die `tool_use_id` deiner
Ergebnisse.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        erg = []
        for b in aufrufe:
            r = tool_result_fuer(b, werkzeuge)
            r["tool_use_id"] = b["name"]
            erg.append(r)
        messages.append({"role": "user", "content": erg})
    return None
