"""Regel 3: Bei einer Ausnahme gibst du `None` zurück, statt sie dem Modell als Ergebnis mit
`is_error` zu melden und es weiter zu fragen.
"""

def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        messages.append({"role": "assistant", "content": antwort["content"]})
        ergebnisse = []
        for b in aufrufe:
            try:
                wert = werkzeuge[b["name"]](**b["input"])
            except Exception:
                return None
            ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": str(wert)})
        messages.append({"role": "user", "content": ergebnisse})
    return None
