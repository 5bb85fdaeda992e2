"""Regel 3: Du entfernst ein Tool, das scheiterte, aus `werkzeuge`. Das dict gehört dem Aufrufer
und bleibt, wie es ist; ob das Modell ein Tool noch einmal wünscht, entscheidet es selbst, und dann
bekommt es wieder ein Ergebnis mit `is_error`.
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
            ergebnisse.append(tool_result_fuer(b, werkzeuge))
            if ergebnisse[-1].get("is_error"):
                werkzeuge.pop(b["name"], None)
        messages.append({"role": "user", "content": ergebnisse})
    return None
