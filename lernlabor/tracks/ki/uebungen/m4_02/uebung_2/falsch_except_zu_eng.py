"""Regel 3: Dein `except` fängt nur einige Arten von Exceptions: Ein Tool kann jede werfen, etwa
einen `IndexError` oder `ZeroDivisionError`. Fange `Exception`.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = []
        for b in aufrufe:
            try:
                wert = werkzeuge[b["name"]](**b["input"])
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(wert)})
            except (KeyError, ValueError) as fehler:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"],
                                   "content": f"Fehler: {fehler!r}", "is_error": True})
        messages.append({"role": "user", "content": ergebnisse})
    return None
