"""Regel 2: Ein Fehler-Ergebnis ersetzt keinen Aufruf: Führe die Wünsche nach einem
gescheiterten Tool aus wie jeden anderen.
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
            if ergebnisse and ergebnisse[-1].get("is_error"):
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": "übersprungen", "is_error": True})
            else:
                ergebnisse.append(tool_result_fuer(b, werkzeuge))
        messages.append({"role": "user", "content": ergebnisse})
    return None
