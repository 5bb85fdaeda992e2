"""Regel 3: Du hörst auf, sobald ein Ergebnis `is_error` trägt: Schick es zurück, das Modell
entscheidet, wie es weitergeht.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = [tool_result_fuer(b, werkzeuge) for b in aufrufe]
        if any(e.get("is_error") for e in ergebnisse):
            break
        messages.append({"role": "user", "content": ergebnisse})
    return None
